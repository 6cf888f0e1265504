// Forms checked by the contract's zod schemas on the server (docs/decisions/0037): the action
// parses a post with Conform's zod integration, and the loader hands the page each schema's
// constraints (required, maxLength, pattern) as plain data, so zod never reaches the browser.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/** A field's native attributes: what the browser checks before any script runs. */
export type FieldConstraint = { required: boolean; maxLength?: number; minLength?: number; pattern?: string };
export type FormConstraint = Record<string, FieldConstraint>;

type JsonProperty = { maxLength?: number; minLength?: number; pattern?: string };

/**
 * The native attributes of a form's fields, derived from its schema; plain data for a loader's
 * answer. From zod's own JSON Schema of what the form takes (its input side), not Conform's
 * getZodConstraint: that reads the lengths from a cache zod 4.6 no longer fills, and found none.
 */
export function formConstraint(schema: z.ZodType): FormConstraint {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, JsonProperty>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  const constraint: FormConstraint = {};
  for (const [field, property] of Object.entries(json.properties ?? {})) {
    const { maxLength, minLength, pattern } = property;
    constraint[field] = { required: required.has(field), maxLength, minLength, pattern };
  }
  return JSON.parse(JSON.stringify(constraint)) as FormConstraint;
}

/**
 * A post checked by a contract schema. The fields are read as they were typed (no coercion of
 * empty strings): an empty required field is the domain rule's business, with its message. A
 * field of `fields` the browser did not post (a disabled select) is an empty one, as it looks.
 */
export function parseForm<Schema extends z.ZodType>(form: FormData, schema: Schema, fields: readonly string[] = []) {
  const missing = fields.filter((field) => !form.has(field));
  let posted = form;
  if (missing.length > 0) {
    posted = new FormData();
    for (const [name, value] of form.entries()) posted.append(name, value);
    for (const field of missing) posted.append(field, "");
  }
  return parseWithZod(posted, { schema, disableAutoCoercion: true });
}

/** The answer a refused form gets back: the API's field errors and its message for the whole form. */
export function refusal(fieldErrors: Partial<Record<string, string>>, message: string | null): SubmissionResult<string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, text] of Object.entries(fieldErrors)) if (text) errors[field] = [text];
  return { status: "error", error: { ...errors, ...(message ? { "": [message] } : {}) } };
}
