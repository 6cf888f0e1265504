import { AuthPage } from "../features/auth/auth-page";
import { authPageMeta } from "../features/auth/auth-page-meta";
import { loadActivation } from "../features/auth/activation.server";
import { LoginLink } from "../features/auth/login-link";
import type { Route } from "./+types/activate-account";

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

export function meta() {
  return authPageMeta("Confirm your e-mail");
}

/** /activate-account?token= : confirms the e-mail of an account made by social sign-in, on the server. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadActivation(url, context.api);
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
