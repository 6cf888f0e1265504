// The console's catalogue forms read numbers typed in boxes (decision 0033) and send them to the
// API as JSON. Words and fractions of a paisa must reach the API as they were typed, so it refuses
// them naming the field; they used to travel as NaN, which JSON turns into null, and an optional
// field took null for "empty": "abc" in "Uses per customer" saved a voucher with no limit.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { VoucherBody } from "@workbay/contracts/backoffice-vouchers";
import { RoomBody } from "@workbay/contracts/backoffice-catalogue";
import { fieldErrorMap } from "@workbay/contracts/field-messages";
import { numberOrNull, paiseOrNull } from "../app/features/backoffice/catalogue-form";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

/** What the API receives: the body after its trip as JSON. */
const overTheWire = <T>(body: T): unknown => JSON.parse(JSON.stringify(body));

const voucher = {
  code: "WORDS10",
  description: "Ten percent off",
  kind: "percent",
  value: 10,
  max_discount_paise: 50_000,
  product_type_ids: [1],
  centre_id: null,
  room_id: null,
  valid_from: "2026-12-01",
  valid_to: "2026-12-31",
  min_amount_paise: 0,
  per_user_limit: 1,
  total_limit: 100,
  is_listed: true,
  is_active: true,
};

beforeAll(() => z.config({ customError: fieldErrorMap }));

describe("numbers typed in the console's forms", () => {
  it("reads numbers, thousands separators and empty boxes", () => {
    const typed = form({ a: " 1,050 ", b: "", c: "-2.5" });
    expect(numberOrNull(typed, "a")).toBe(1050);
    expect(numberOrNull(typed, "b")).toBeNull();
    expect(numberOrNull(typed, "c")).toBe(-2.5);
    expect(paiseOrNull(form({ p: "1050.5" }), "p")).toBe(105_050);
    expect(paiseOrNull(form({ p: "10.55" }), "p")).toBe(1055);
    expect(paiseOrNull(form({ p: "" }), "p")).toBeNull();
  });

  it("sends words as typed, so an optional limit is refused rather than saved as no limit", () => {
    const typed = form({ per_user_limit: "abc", total_limit: "1e3", max_discount: "lots", room_id: "room 12" });
    const body = {
      ...voucher,
      per_user_limit: numberOrNull(typed, "per_user_limit"),
      total_limit: numberOrNull(typed, "total_limit"),
      max_discount_paise: paiseOrNull(typed, "max_discount"),
      room_id: numberOrNull(typed, "room_id"),
    };
    const parsed = VoucherBody.safeParse(overTheWire(body));
    expect(parsed.success).toBe(false);
    const fields = new Map(parsed.error?.issues.map((i) => [i.path.join("."), i.message]));
    expect(fields.get("per_user_limit")).toBe("The limit per customer must be a whole number.");
    expect(fields.get("total_limit")).toBe("The overall limit must be a whole number.");
    expect(fields.get("max_discount_paise")).toBe("The maximum discount must be an amount in rupees.");
    expect(fields.has("room_id")).toBe(true);
  });

  it("refuses a fraction of a paisa instead of rounding it away", () => {
    const price = paiseOrNull(form({ price: "10.555" }), "price");
    const parsed = RoomBody.shape.price_paise.safeParse(overTheWire(price));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("The price can have at most two decimals (paise).");
    expect(RoomBody.shape.price_paise.safeParse(overTheWire(paiseOrNull(form({ price: "abc" }), "price"))).error?.issues[0]?.message).toBe(
      "The price must be an amount in rupees.",
    );
  });
});
