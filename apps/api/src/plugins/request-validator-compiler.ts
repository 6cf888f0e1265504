import { validatorCompiler } from "fastify-type-provider-zod";

/** The marker fastify-type-provider-zod puts on its issues (a registered symbol, so shared). */
const ZOD_ISSUE = Symbol.for("ZodFastifySchemaValidationError");

export const NUL_CHARACTER_MESSAGE = "contains a character that is not allowed (NUL).";

/** The path of the first string holding U+0000 in a parsed request part, or undefined. */
function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (depth > 20 || value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The zod validator of every route (and of the pages' in-process calls), which also refuses
 * text holding the NUL character: PostgreSQL cannot store it in text or jsonb, so it used to
 * reach the database and come back as a 500 (a company name, an enquiry's message, a query).
 * The answer is the usual validation 400 naming the field.
 */
export const requestValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const result = validate(data) as { error?: unknown; value?: unknown };
    if (result.error) return result as never;
    const path = nulCharacterPath(result.value);
    if (!path) return result as never;
    const pointer = `/${path.join("/")}`;
    return {
      error: [
        {
          [ZOD_ISSUE]: true,
          keyword: "invalid_format",
          instancePath: pointer,
          schemaPath: `#${pointer}/invalid_format`,
          message: NUL_CHARACTER_MESSAGE,
          params: {},
        },
      ],
    } as never;
  };
};
