import type { FieldErrors } from "./profile-form";

type ErrorBody = { meta?: { message?: string }; errors?: { field?: string; message?: string }[] } | null | undefined;

const FALLBACK = "Something went wrong. Please try again.";

/**
 * An API refusal as the form shows it: messages of the form's own fields beside those fields,
 * anything else (a taken phone, a rate limit, an expired session) as one message above the form,
 * as returned (001 spec section 8). `aliases` renames API fields (attachment to photo).
 */
export function apiProblems<F extends string>(
  body: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): { fields: FieldErrors<F>; message: string | null } {
  const answer = body as ErrorBody;
  const found: FieldErrors<F> = {};
  for (const error of answer?.errors ?? []) {
    const field = (aliases[error.field ?? ""] ?? error.field) as F;
    if (fields.includes(field) && error.message) found[field] ??= error.message;
  }
  const message = Object.keys(found).length > 0 ? null : answer?.meta?.message || FALLBACK;
  return { fields: found, message };
}
