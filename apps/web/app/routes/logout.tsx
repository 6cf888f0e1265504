import { Form, Link } from "react-router";
import { Button } from "../components/ui/button";
import { AuthPage } from "../features/auth/auth-page";
import { authPageMeta } from "../features/auth/auth-page-meta";
import { loadSignOut, signOutAction } from "../features/auth/sign-out-action.server";
import { FormError } from "../features/auth/form-fields";
import type { Route } from "./+types/logout";

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

/** A visit signs nobody out: it shows who is signed in and a Sign Out button (the form without JavaScript). */
export async function loader({ context }: Route.LoaderArgs) {
  return { session: await loadSignOut(context.api) };
}

/**
 * Sign Out (001 spec section 4; docs/decisions/0037): the header's menus post here with a
 * fetcher, the page's own form without JavaScript; signed out, the visitor goes to /.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return signOutAction(request, context.api);
}

export function meta() {
  return authPageMeta("Sign Out");
}

export default function Logout({ loaderData, actionData }: Route.ComponentProps) {
  const { session } = loaderData;
  return (
    <AuthPage title="Sign Out">
      <div className="auth-form auth-form__body">
        <FormError message={actionData && !actionData.signedOut ? actionData.message : null} />
        {session ? (
          <Form method="post" className="auth-form__body">
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <p className="auth-form__text">
              You are signed in as <strong>{session.name || session.email}</strong>.
            </p>
            <Button type="submit" size="lg" className="auth-form__submit">
              Sign Out
            </Button>
          </Form>
        ) : (
          <>
            <p className="auth-form__text">You are not signed in.</p>
            <Link to="/" className="link-button">
              Go to the home page
            </Link>
          </>
        )}
      </div>
    </AuthPage>
  );
}
