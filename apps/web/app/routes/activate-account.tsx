import { data } from "react-router";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { AuthPage } from "../features/auth/auth-page";
import { authPageMeta } from "../features/auth/auth-page-meta";
import { LoginLink } from "../features/auth/login-link";
import type { Route } from "./+types/activate-account";

const INVALID_LINK = "This activation link is invalid or has expired.";

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

export function meta() {
  return authPageMeta("Confirm your e-mail");
}

/**
 * /activate-account?token= : confirms the e-mail of an account made by social sign-in (decision
 * 0010). The e-mailed link is a GET (001 spec section 8), so the loader confirms it, through the
 * API in process; a refused link says so (a 429 says why).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  if (!token) return data({ done: false, message: INVALID_LINK }, { status: 400 });
  const answer = await callEndpoint(context.api, endpoints.accounts.activateAccount, { query: { token } });
  if (isSuccess(answer)) return data({ done: true, message: answer.body.meta.message });
  return data({ done: false, message: answer.status === 429 ? answer.body.meta.message : INVALID_LINK }, { status: answer.status });
}

export default function ActivateAccount({ loaderData }: Route.ComponentProps) {
  const { done, message } = loaderData;
  return (
    <AuthPage title="Confirm your e-mail">
      <div className="auth-form__body" role={done ? "status" : "alert"}>
        <p className={done ? "reset-sent__title" : "form-error"}>{message}</p>
        <LoginLink>Login</LoginLink>
      </div>
    </AuthPage>
  );
}
