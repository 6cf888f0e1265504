import { authPageMeta } from "../features/auth/auth-page-meta";
import { LINKEDIN_FAILED, LINKEDIN_STATE_KEY, linkedinCallbackOutcome, parseStoredLinkedinState } from "../features/auth/linkedin-callback";
import type { Route } from "./+types/linkedin";

// The popup must keep its opener after the round trip through LinkedIn: this page opts out
// of the site's cross-origin opener isolation (decision 0011).
export const headers: Route.HeadersFunction = () => ({ "cross-origin-opener-policy": "unsafe-none", "cache-control": "no-store" });

export function meta() {
  return authPageMeta("LinkedIn");
}

/**
 * /linkedin: LinkedIn's return address (001 spec sections 4 and 8), run in the browser only.
 * Passes {code, state, from} to the dialog that opened this popup; closes on a foreign state
 * or the user's cancel; otherwise shows (and passes on) the failure.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const outcome = linkedinCallbackOutcome(
    new URL(request.url).searchParams,
    parseStoredLinkedinState(window.localStorage.getItem(LINKEDIN_STATE_KEY)),
  );
  const opener = window.opener as Window | null;
  if (outcome.kind !== "close") opener?.postMessage(outcome.message, window.location.origin);
  if (outcome.kind === "fail") return { failure: outcome.text };
  if (opener || outcome.kind === "close") window.close();
  return { failure: opener ? null : LINKEDIN_FAILED };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LinkedinMessage text={null} />;
}

export default function LinkedinCallback({ loaderData }: Route.ComponentProps) {
  return <LinkedinMessage text={loaderData.failure} />;
}

function LinkedinMessage({ text }: { text: string | null }) {
  return (
    <main className="linkedin-callback">
      <p role={text ? "alert" : "status"}>{text ?? "Signing you in…"}</p>
    </main>
  );
}
