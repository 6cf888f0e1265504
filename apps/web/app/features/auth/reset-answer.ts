// What the /reset-password route's action answers (docs/decisions/0037): the reset dialog's
// request for a link, and the e-mailed link's new password. Types and small readers only: the
// dialog and the page load this in the browser.
import type { SubmissionResult } from "@conform-to/react";

/** The Reset Password dialog's post: a link was sent (the same answer for every address), or why not. */
export type ResetRequestAnswer = { intent: "request"; id: number; sent: boolean; result: SubmissionResult<string[]> | null };

/** The new password's post: the API's message once it is set, or the form's messages. */
export type NewPasswordAnswer = {
  intent: "reset";
  id: number;
  /** The API's 'Your password has been reset...' once the password is set. */
  done: string | null;
  /** The reset ended this browser's session too; the answer cleared its cookies. */
  signedOut: boolean;
  result: SubmissionResult<string[]> | null;
};

export type ResetAnswer = ResetRequestAnswer | NewPasswordAnswer;

/** What the e-mailed link's page shows before any post: the form for the account, or why not. */
export type ResetLink = { kind: "valid"; email: string } | { kind: "invalid"; message: string };
