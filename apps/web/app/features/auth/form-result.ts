// Reading an action's answer in the auth forms (docs/decisions/0037): Conform's result of a
// refused post, field by field. Loaded in the browser: no zod, no Conform client.
import type { SubmissionResult } from "@conform-to/react";

/** The first message of a field in a refused post's result ("" is the form's own). */
export function firstMessage(result: SubmissionResult<string[]> | null | undefined, field: string): string | undefined {
  return result?.error?.[field]?.[0] ?? undefined;
}
