import { Link } from "react-router";
import { AuthPage } from "../features/auth/auth-page";
import { publicAuthPageMeta } from "../features/auth/auth-page-meta";
import { loadSignedOutPage } from "../features/auth/load-signed-out-page.server";
import { loginAction } from "../features/auth/login-action.server";
import { LoginForm } from "../features/auth/login-form";
import type { Route } from "./+types/login";

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

/** /login?redirect= : the standalone login (001 spec section 2); a signed-in visitor moves on. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadSignedOutPage(url, context.api, { publicUrl: context.publicUrl, path: "/login" });
}

/**
 * Every step of the login form posts here, the Login dialog's too (docs/decisions/0037): checked
 * with the contract's form schemas, the API called in process, its session cookies passed on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context.api);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicAuthPageMeta(
    "Login",
    "Sign in to Workbay to book meeting rooms, day passes and workspaces by the hour, and to see and change your bookings.",
    loaderData?.canonicalUrl,
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const signUpTo = loaderData.redirect ? `/signup?redirect=${encodeURIComponent(loaderData.redirect)}` : "/signup";
  return (
    <AuthPage title="Login" lead="Login, If you are already a member">
      <LoginForm
        variant="page"
        answer={actionData ?? null}
        signedInOptions={{ redirect: loaderData.redirect, fallback: "/" }}
        signUpLink={<Link to={signUpTo}>SIGN UP</Link>}
      />
    </AuthPage>
  );
}
