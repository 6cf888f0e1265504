// What the login form's route action answers (docs/decisions/0037): the step to show, the
// identifier it is for, and Conform's result of the post (field messages, the form's message).
// Types and small readers only: the login form loads this in the browser.
import type { SubmissionResult } from "@conform-to/react";
import { firstMessage } from "./form-result";

/** The fields of the login form's posts, as the action names them. */
export type LoginField = "input" | "password" | "otp" | "human_check";

export type LoginAnswer = { id: number } & (
  | { step: "identifier"; identifier: string; result: SubmissionResult<string[]> }
  | {
      step: "password" | "otp";
      identifier: string;
      /** A password step for an account without a password says so. */
      notice: string | null;
      /** The post spent the human check's pass (a login was tried): the form mounts a fresh check. */
      checkSpent: boolean;
      /** An OTP was sent (or sent again) by this post; seconds until another may be asked for. */
      otpSent: { resend: boolean } | null;
      /** This post asked for a code and the server refused it (too soon, too many): the resend link is offered. */
      otpSendRefused: boolean;
      result: SubmissionResult<string[]> | null;
    }
  | { step: "signed-in" }
);

/** The first message of a field in a refused post's result ("" is the form's own). */
export function resultMessage(result: SubmissionResult<string[]> | null | undefined, field: LoginField | ""): string | undefined {
  return firstMessage(result, field);
}
