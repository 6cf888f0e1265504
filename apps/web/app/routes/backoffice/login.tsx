import { Form, data, redirect, useNavigation } from "react-router";
import { PRIVATE_HEADERS, consoleRedirectTarget, readOperator, refusalMessage } from "../../features/backoffice/operator-session.server";
import { forwardedCookies } from "../../shared/session/forwarded-cookies";
import type { Route } from "./+types/login";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { ConsoleAlert } from "../../features/backoffice/console-list";

type LoginState =
  | { step: "password"; email: string; error: string | null }
  | { step: "code"; email: string; challenge: string; notice: string; error: string | null };

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = consoleRedirectTarget(new URL(request.url).searchParams.get("redirect"));
  if (await readOperator(context.api)) throw redirect(target);
  return data({ target }, { headers: PRIVATE_HEADERS });
}

/**
 * Two steps, each a plain form (works without JavaScript): e-mail and password, which e-mails a
 * code; then the code, which starts the operator session (its cookie passed on to the browser).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const target = consoleRedirectTarget(new URL(request.url).searchParams.get("redirect"));
  if (form.get("intent") === "code") {
    const challenge = String(form.get("challenge") ?? "");
    const answer = await callEndpoint(context.api, endpoints.backoffice.verify, {
      body: {
        challenge,
        code: String(form.get("code") ?? "").trim(),
      },
    });
    if (isSuccess(answer)) throw redirect(target, { headers: forwardedCookies(answer) });
    const error = refusalMessage(answer, "We could not sign you in just now. Please try again.");
    if (answer.status === 401) return data<LoginState>({ step: "password", email, error }, { status: 401 });
    return data<LoginState>({ step: "code", email, challenge, notice: "", error }, { status: answer.status < 500 ? answer.status : 502 });
  }
  const answer = await callEndpoint(context.api, endpoints.backoffice.login, {
    body: {
      email,
      password: String(form.get("password") ?? ""),
    },
  });
  if (isSuccess(answer))
    return data<LoginState>({ step: "code", email, challenge: answer.body.data.challenge, notice: answer.body.meta.message, error: null });
  const error = refusalMessage(answer, "We could not sign you in just now. Please try again.");
  return data<LoginState>({ step: "password", email, error }, { status: answer.status < 500 ? answer.status : 502 });
}

export function meta() {
  return [{ title: "Sign in · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function BackofficeLogin({ actionData }: Route.ComponentProps) {
  const state: LoginState = actionData ?? { step: "password", email: "", error: null };
  const busy = useNavigation().state === "submitting";
  return (
    <section className="bo-card bo-signin" aria-labelledby="bo-signin-title">
      <h1 id="bo-signin-title">Sign in to the operator console</h1>
      {state.error ? <ConsoleAlert tone="error">{state.error}</ConsoleAlert> : null}
      {state.step === "password" ? (
        <Form method="post" className="bo-form" key="password">
          <input type="hidden" name="intent" value="password" />
          <label className="bo-field">
            <span>E-mail</span>
            <input name="email" type="email" autoComplete="username" required defaultValue={state.email} />
          </label>
          <label className="bo-field">
            <span>Password</span>
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <button type="submit" className="bo-button" disabled={busy}>
            Continue
          </button>
        </Form>
      ) : (
        <Form method="post" className="bo-form" key="code">
          {state.notice ? (
            <p className="bo-alert" role="status">
              {state.notice}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="code" />
          <input type="hidden" name="email" value={state.email} />
          <input type="hidden" name="challenge" value={state.challenge} />
          <label className="bo-field">
            <span>6-digit code sent to {state.email}</span>
            <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required autoFocus />
          </label>
          <button type="submit" className="bo-button" disabled={busy}>
            Sign in
          </button>
        </Form>
      )}
    </section>
  );
}
