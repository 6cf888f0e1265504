// The API's refusal as an auth form shows it (docs/decisions/0037): its first field message,
// else its message, as the dialogs always showed it.
import type { SubmissionResult } from "@conform-to/react";
import type { TypedAnswer } from "@workbay/contracts/endpoint-client";
import { refusal } from "../../shared/forms/contract-form.server";

const FALLBACK = "Something went wrong. Please try again.";

/** The text of a refused call: its first field message, else its message. */
export function apiMessage(answer: TypedAnswer<unknown>): string {
  if (answer.ok) return FALLBACK;
  const body = answer.body as { meta?: { message?: string }; errors?: { message?: string }[] } | null;
  return body?.errors?.[0]?.message || body?.meta?.message || FALLBACK;
}

/** A refused call as the form's message (Conform's result, no field named). */
export function refused(answer: TypedAnswer<unknown>): SubmissionResult<string[]> {
  return refusal({}, apiMessage(answer));
}
