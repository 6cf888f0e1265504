import { Link } from "react-router";
import { AuthPage } from "../features/auth/auth-page";
import { publicAuthPageMeta } from "../features/auth/auth-page-meta";
import { loadSignedOutPage } from "../features/auth/load-signed-out-page.server";
import { signupAction } from "../features/auth/signup-action.server";
import { SignUpForm } from "../features/auth/signup-form";
import type { Route } from "./+types/signup";

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

/** /signup?redirect= : the standalone sign-up for logged-out visitors (001 spec section 2). */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadSignedOutPage(url, context.api, { publicUrl: context.publicUrl, path: "/signup" });
}

/**
 * Every step of the sign-up form posts here, the Sign Up dialog's too (docs/decisions/0037):
 * checked with the contract's form schemas, the API called in process, the interim token kept
 * in a sealed HttpOnly cookie between the steps, the session's cookies passed on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicAuthPageMeta(
    "Sign Up",
    "Create a Workbay account to book meeting rooms, day passes and workspaces by the hour across India.",
    loaderData?.canonicalUrl,
  );
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const loginTo = loaderData.redirect ? `/login?redirect=${encodeURIComponent(loaderData.redirect)}` : "/login";
  return (
    <AuthPage title="Sign Up">
      <SignUpForm
        social={null}
        variant="page"
        answer={actionData ?? null}
        signedInOptions={{ redirect: loaderData.redirect, fallback: "/" }}
        loginLink={<Link to={loginTo}>LOGIN</Link>}
      />
    </AuthPage>
  );
}
