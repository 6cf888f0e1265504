import { Link, redirect } from "react-router";
import { AuthPage } from "../features/auth/auth-page";
import { LoginForm } from "../features/auth/login-form";
import { readSession, safeRedirectTarget } from "../features/session/require-session.server";
import type { Route } from "./+types/login";

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

/** /login?redirect= : the standalone login (001 spec section 2); a signed-in visitor moves on. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const target = safeRedirectTarget(url.searchParams.get("redirect"));
  if (await readSession(context.api)) throw redirect(target);
  return { redirect: url.searchParams.get("redirect") ? target : null };
}

export function meta() {
  return [{ title: "Login | Workbay" }, { name: "robots", content: "noindex" }];
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const signUpTo = loaderData.redirect ? `/signup?redirect=${encodeURIComponent(loaderData.redirect)}` : "/signup";
  return (
    <AuthPage title="Login" lead="Login, If you are already a member">
      <LoginForm variant="page" signedInOptions={{ redirect: loaderData.redirect, fallback: "/" }} signUpLink={<Link to={signUpTo}>SIGN UP</Link>} />
    </AuthPage>
  );
}
