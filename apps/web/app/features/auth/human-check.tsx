import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { VALIDATION_MESSAGES } from "@workbay/domain/validators";
import { useHydrated } from "../../shared/hooks/use-hydrated";
import { apiCall } from "../../shared/session/browser-api";
import { recordHumanCheckFailure } from "./human-check-failures";
import { loadScript } from "./load-script";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

// The human check of the login steps (001 spec section 4, decision 0011): the server says
// which check it runs (ALTCHA proof of work by default, reCAPTCHA when configured); the
// solved check is exchanged at human_check/verify for a single-use pass the login call takes.

const CHALLENGE_PATH = browserEndpoints.accounts.humanCheckChallenge.path;

type CheckKind = { provider: "altcha" | "recaptcha"; site_key: string | null };

let kindPromise: Promise<CheckKind> | null = null;

function checkKind(): Promise<CheckKind> {
  kindPromise ??= apiCall(browserEndpoints.accounts.humanCheckChallenge).then((answer) => {
    if (!answer.ok || !answer.data) {
      kindPromise = null;
      throw new Error(answer.message);
    }
    return { provider: answer.data.provider, site_key: answer.data.site_key };
  });
  return kindPromise;
}

/** The widget fetches its own fresh challenge each time; the API wraps it in an envelope. */
async function challengeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, cache: "no-store" });
  const body = (await response.json().catch(() => null)) as { data?: { challenge?: unknown }; meta?: { message?: string } } | null;
  const json = response.ok && body?.data?.challenge ? body.data.challenge : { error: body?.meta?.message ?? "no challenge" };
  return new Response(JSON.stringify(json), { status: response.status, headers: { "content-type": "application/json" } });
}

type Handlers = { solved: (payload: string) => void; failed: () => void; expired: () => void };

async function mountAltcha(box: HTMLElement, challengePath: string, handlers: Handlers): Promise<() => void> {
  await import("altcha");
  const widget = document.createElement("altcha-widget");
  // Not the form's human_check field: the form posts the pass this solution is exchanged for.
  widget.setAttribute("name", "human_check_solution");
  // Configured once it has loaded, before its first verification (the widget's own order).
  widget.addEventListener("load", () => {
    void widget.configure({ challenge: challengePath, fetch: challengeFetch, hideFooter: true, humanInteractionSignature: false });
    void widget.verify();
  });
  widget.addEventListener("statechange", (event) => {
    const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
    if (state === "verified" && payload) handlers.solved(payload);
    else if (state === "error") handlers.failed();
    else if (state === "expired") handlers.expired();
  });
  box.append(widget);
  return () => widget.remove();
}

type Grecaptcha = {
  ready: (callback: () => void) => void;
  render: (container: HTMLElement, options: Record<string, unknown>) => number;
};

async function mountRecaptcha(box: HTMLElement, siteKey: string, handlers: Handlers): Promise<() => void> {
  await loadScript("https://www.google.com/recaptcha/api.js?render=explicit");
  const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
  const holder = document.createElement("div");
  box.append(holder);
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  grecaptcha.render(holder, {
    sitekey: siteKey,
    callback: (token: string) => handlers.solved(token),
    "expired-callback": handlers.expired,
    "error-callback": handlers.failed,
  });
  return () => holder.remove();
}

type HumanCheckProps = {
  /** What the check is for, in the notice shown until the page's script runs ("to log in"). */
  purpose?: string;
  /** The pass for the login call once the server accepted the check; null while there is none. */
  onPass: (pass: string | null) => void;
  /**
   * The identifier a password login is for: the server makes its challenge harder once that
   * identifier has had many failed logins (decision 0016).
   */
  input?: string;
};

/**
 * Solves the check on mount (each mount asks for a token, as the spec's page does). A failure
 * shows the spec's message and counts towards the page-wide limit of 4, which sends the
 * visitor to /.
 */
export function HumanCheck({ onPass, input, purpose = "to log in" }: HumanCheckProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const hydrated = useHydrated();

  const fail = useEffectEvent(() => {
    onPass(null);
    setFailed(true);
    if (recordHumanCheckFailure()) navigate("/");
  });
  const solved = useEffectEvent(async (payload: string) => {
    const answer = await apiCall(browserEndpoints.accounts.humanCheckVerify, { query: { "g-recaptcha-response": payload } });
    if (answer.status === 200 && answer.data?.status === 200) {
      setFailed(false);
      onPass(answer.data.human_token);
    } else {
      fail();
    }
  });
  const expired = useEffectEvent(() => onPass(null));

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let unmount = () => {};
    const handlers: Handlers = { solved: (payload) => void solved(payload), failed: () => fail(), expired: () => expired() };
    checkKind()
      .then((kind) =>
        kind.provider === "recaptcha" && kind.site_key
          ? mountRecaptcha(element, kind.site_key, handlers)
          : mountAltcha(element, input ? `${CHALLENGE_PATH}?${new URLSearchParams({ input })}` : CHALLENGE_PATH, handlers),
      )
      .then((done) => {
        if (cancelled) done();
        else unmount = done;
      })
      .catch(() => {
        if (!cancelled) fail();
      });
    return () => {
      cancelled = true;
      unmount();
    };
  }, [input]);

  return (
    <div className="human-check">
      <div ref={box} className="human-check__widget" />
      {/* Shown until the page's script runs: a step the server rendered (a post without JavaScript). */}
      {hydrated ? null : <p className="form-notice">The human check needs JavaScript: please turn it on {purpose}.</p>}
      {failed ? (
        <p className="form-error" role="alert">
          {VALIDATION_MESSAGES.humanCheck}
        </p>
      ) : null}
    </div>
  );
}
