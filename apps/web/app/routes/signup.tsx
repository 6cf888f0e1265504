import { Link, redirect } from "react-router";
import { AuthPage } from "../features/auth/auth-page";
import { SignUpForm } from "../features/auth/signup-form";
import { readSession, safeRedirectTarget } from "../features/session/require-session.server";
import type { Route } from "./+types/signup";

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

/** /signup?redirect= : the standalone sign-up for logged-out visitors (001 spec section 2). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const target = safeRedirectTarget(url.searchParams.get("redirect"));
  if (await readSession(context.api)) throw redirect(target);
  return { redirect: url.searchParams.get("redirect") ? target : null };
}

export function meta() {
  return [{ title: "Sign Up | Workbay" }, { name: "robots", content: "noindex" }];
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const loginTo = loaderData.redirect ? `/login?redirect=${encodeURIComponent(loaderData.redirect)}` : "/login";
  return (
    <AuthPage title="Sign Up">
      <SignUpForm social={null} signedInOptions={{ redirect: loaderData.redirect, fallback: "/" }} loginLink={<Link to={loginTo}>LOGIN</Link>} />
    </AuthPage>
  );
}
