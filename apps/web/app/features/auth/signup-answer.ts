// What the sign-up form's route action answers (docs/decisions/0037): the step to show, what it
// shows (the e-mail, the phone), whether a code went out, and Conform's result of the post.
// Types only: the sign-up form loads this in the browser. No token, password or code is in it.
import type { SubmissionResult } from "@conform-to/react";

export type SignUpStep = "start" | "email" | "details" | "phone" | "name";

/** The fields of the sign-up form's posts, as the action names them. */
export type SignUpField = "email" | "otp" | "name" | "phone" | "country_code" | "new-password";

export type SignUpAnswer = { id: number } & (
  | {
      step: Exclude<SignUpStep, "start">;
      email: string;
      name: string;
      phone: string;
      countryCode: string;
      /** A code was sent (or sent again) by this post. */
      otpSent: { resend: boolean } | null;
      /** A code is out for this step: the page shows its field (a post made without JavaScript). */
      awaitingCode: boolean;
      /** The phone step verifies the number of a social sign-in (no account is made). */
      social: boolean;
      result: SubmissionResult<string[]> | null;
    }
  | { step: "signed-in"; signedUp: boolean }
);
