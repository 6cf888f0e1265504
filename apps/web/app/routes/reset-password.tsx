import { data } from "react-router";
import { AuthPage } from "../features/auth/auth-page";
import { authPageMeta } from "../features/auth/auth-page-meta";
import { NewPasswordForm } from "../features/auth/new-password-form";
import { loadResetLink, resetPasswordAction } from "../features/auth/reset-password-action.server";
import { ResetRequestForm } from "../features/auth/reset-request-form";
import { useAuthDialogs } from "../shared/auth-dialogs/use-auth-dialogs";
import type { Route } from "./+types/reset-password";

// The token is the key to an account: the page is never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

export function meta() {
  return authPageMeta("Reset Password");
}

/** /reset-password?token= (001 spec section 2): the e-mailed link, checked on the server. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const link = await loadResetLink(url, context.api);
  // A link that cannot be used is a bad request; the page without one asks for a link.
  return data({ link }, { status: link.kind === "invalid" && url.searchParams.has("token") ? 400 : 200 });
}

/**
 * The new password, and the Reset Password dialog's request for a link (`intent=request`), post
 * here (docs/decisions/0037): checked with the contract's form schemas, the API called in process.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context.api);
}

/**
 * A link that works shows the new password's form; one that does not says so and asks for a new
 * link on the spot. Without JavaScript both forms post to the page, which shows the answer.
 */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { link } = loaderData;
  const dialogs = useAuthDialogs();
  const answer = actionData ?? null;
  const requestAnswer = answer?.intent === "request" ? answer : null;
  const resetAnswer = answer?.intent === "reset" ? answer : null;
  // After the password is set the link no longer works: the answer is what the page shows.
  const showReset = link.kind === "valid" || Boolean(resetAnswer?.done);
  return (
    <AuthPage title="Reset Password">
      {showReset ? (
        <NewPasswordForm email={link.kind === "valid" ? link.email : ""} answer={resetAnswer} />
      ) : (
        <>
          {requestAnswer ? null : (
            <p className="form-error" role="alert">
              {link.message}
            </p>
          )}
          <ResetRequestForm variant="page" onBackToLogin={() => dialogs.open("login")} answer={requestAnswer} />
        </>
      )}
    </AuthPage>
  );
}
