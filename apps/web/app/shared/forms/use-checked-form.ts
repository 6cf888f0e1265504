// The browser half of a contract form (docs/decisions/0037): Conform keeps the form's state and
// messages; the constraint comes from the loader (derived from the contract's schema on the
// server) and the check is the domain rule the schema wraps, so no zod ships to the browser.
import { parse, useForm, type SubmissionResult } from "@conform-to/react";

type Check<Values> = (values: Values) => Partial<Record<string, string>>;

type CheckedFormOptions<Values> = {
  id: string;
  /** The action's answer for this form, if the last post was its. */
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The schema's constraints, from the loader. */
  constraint: Record<string, object>;
  /** Reads the posted fields into the values the rule checks. */
  read: (form: FormData) => Values;
  /** The domain rule: the first message of each field. */
  check: Check<Values>;
};

/** A field is checked when it loses focus, then again as it is typed into; a post checks them all. */
export function useCheckedForm<Values extends Record<string, unknown>>({
  id,
  lastResult,
  constraint,
  read,
  check,
}: CheckedFormOptions<Values>) {
  return useForm<Values>({
    id,
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parse(formData, {
        resolve() {
          const values = read(formData);
          const problems = Object.entries(check(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
          if (problems.length === 0) return { value: values };
          return { error: Object.fromEntries(problems.map(([field, message]) => [field, [message]])) };
        },
      });
    },
  });
}
