import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorMap, fieldLabel, fieldSentence } from "../src/field-messages";

// zod's own wordings, which must never reach a customer.
const DEFAULT_MESSAGE =
  /^Invalid input|^Too (big|small)|expected .* received|^Invalid (string|type|option|element|key|value|union|enum|literal|date|url|email|number)|^Unrecognized key|^Required$|^Expected /i;

const SRC = path.resolve(import.meta.dirname, "../src");
const LONG = "x".repeat(5000);
const WRONG_VALUES: unknown[] = [undefined, null, "", 12345, -1, 1.5, true, LONG, [], [1, 2], { a: 1 }];

function unwrap(schema: z.ZodType): z.ZodType {
  let s: z.ZodType = schema;
  for (let i = 0; i < 10; i++) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else break;
  }
  return s;
}

/** Invalid inputs for a schema: wrong values whole, and for objects each field wrong in turn (nested too). */
function invalidInputs(schema: z.ZodType, depth = 0): unknown[] {
  const inner = unwrap(schema);
  const inputs: unknown[] = [...WRONG_VALUES];
  if (inner instanceof z.ZodObject && depth < 3) {
    const shape = inner.shape as Record<string, z.ZodType>;
    inputs.push({});
    for (const [key, field] of Object.entries(shape)) {
      for (const wrong of [...WRONG_VALUES, ...invalidInputs(field, depth + 1).slice(WRONG_VALUES.length)]) inputs.push({ [key]: wrong });
    }
  }
  if (inner instanceof z.ZodArray && depth < 3) {
    for (const wrong of invalidInputs(inner.element as z.ZodType, depth + 1)) inputs.push([wrong]);
    inputs.push(Array.from({ length: 500 }, () => "a@b.co"));
  }
  return inputs;
}

describe("field messages", () => {
  beforeAll(() => {
    z.config({ customError: fieldErrorMap });
  });

  it("names fields people know", () => {
    expect(fieldLabel(["billing_details", "company_name"])).toBe("Company name");
    expect(fieldLabel(["guest_emails", 3])).toBe("Guest e-mail list");
    expect(fieldLabel(["floorLocation"])).toBe("Floor location");
    expect(fieldLabel([])).toBe("This field");
  });

  it("turns zod's defaults into sentences naming the field", () => {
    const schema = z.object({
      comment: z.string().max(128),
      room_id: z.number().int().min(1),
      first_name: z.string().min(1),
      kind: z.enum(["a", "b"]),
    });
    const messages = (input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ comment: LONG, room_id: 1, first_name: "A", kind: "a" })).toEqual(["Note must be at most 128 characters."]);
    expect(messages({ room_id: 1, first_name: "A", kind: "a" })).toEqual(["Note is required."]);
    expect(messages({ comment: "", room_id: "7", first_name: "", kind: "c" })).toEqual([
      "Room must be a number.",
      "First name is required.",
      "Kind must be one of: a, b.",
    ]);
    expect(messages({ comment: "", room_id: 0, first_name: "A", kind: "a" })).toEqual(["Room must be at least 1."]);
  });

  it("makes a schema's or a service's fragment a sentence, and leaves sentences alone", () => {
    expect(fieldSentence("date", "must be a date written YYYY-MM-DD")).toBe("Date must be a date written YYYY-MM-DD.");
    expect(fieldSentence("country", "country: Please choose a country from the list")).toBe("Please choose a country from the list");
    expect(fieldSentence("email", "Please provide a valid email ID")).toBe("Please provide a valid email ID");
    expect(fieldSentence("human_check", "reCaptcha Failed, Refresh the page and try again.")).toBe(
      "reCaptcha Failed, Refresh the page and try again.",
    );
  });

  it("leaves no default zod message in any contract, for missing, wrong-typed and too long values", async () => {
    const files = readdirSync(SRC).filter((f) => f.endsWith(".ts") && f !== "field-messages.ts");
    let schemas = 0;
    const leaks: string[] = [];
    for (const file of files) {
      const module = (await import(path.join(SRC, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!(value instanceof z.ZodType)) continue;
        schemas++;
        for (const input of invalidInputs(value)) {
          const result = value.safeParse(input);
          if (result.success) continue;
          for (const issue of result.error.issues) {
            const shown = fieldSentence(issue.path.map(String).join(".") || "request", issue.message);
            // A sentence starts with a capital, or with a brand the spec writes so ("reCaptcha").
            if (DEFAULT_MESSAGE.test(shown) || !/^([A-Z]|[a-z]+[A-Z])/.test(shown))
              leaks.push(`${file} ${name} ${JSON.stringify(issue.path)}: ${shown}`);
          }
        }
      }
    }
    expect(schemas).toBeGreaterThan(50);
    expect([...new Set(leaks)].slice(0, 30)).toEqual([]);
  });
});
