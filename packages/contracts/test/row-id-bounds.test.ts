// Ids beyond a PostgreSQL integer are refused by the contracts, naming the field (decisions 0040
// and 0047). The hostile-input sweep (apps/api/test/hostile-input.test.ts) sends such an id to
// every integer field of every call; these are the ones whose sample request fails first on
// another field, so the sweep alone would not see them reach the database.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { SignUpBody } from "../src/accounts";
import { MenuCategoryParams } from "../src/backoffice-menus";
import { InviteOperatorBody, UpdateOperatorBody } from "../src/backoffice-ops";
import { MenuItemBody, RoomBody } from "../src/backoffice-catalogue";
import { PolicyParams } from "../src/backoffice";
import { VoucherBody } from "../src/backoffice-vouchers";
import { CouponsQuery } from "../src/checkout";
import { EnquiryLeadBody } from "../src/leads";

const TOO_BIG = MAX_ROW_ID + 1;

const cases: [string, z.ZodType, Record<string, unknown>, string][] = [
  ["sign-up center_id", SignUpBody, { center_id: TOO_BIG }, "center_id"],
  ["coupons space_type", CouponsQuery, { space_type: String(TOO_BIG) }, "space_type"],
  ["enquiry room_id", EnquiryLeadBody, { kind: "enquiry", room_id: TOO_BIG }, "room_id"],
  ["voucher centre_id", VoucherBody, { centre_id: TOO_BIG }, "centre_id"],
  ["voucher room_id", VoucherBody, { room_id: TOO_BIG }, "room_id"],
  ["room centre_id", RoomBody, { centre_id: TOO_BIG }, "centre_id"],
  ["menu item category_id", MenuItemBody, { category_id: TOO_BIG }, "category_id"],
  ["menu item choice id", MenuItemBody, { sub_options: [{ id: TOO_BIG }] }, "sub_options.0.id"],
  ["menu category id", MenuCategoryParams, { categoryId: String(TOO_BIG) }, "categoryId"],
  ["policy product type", PolicyParams, { productTypeId: String(TOO_BIG) }, "productTypeId"],
  ["invited manager's centres", InviteOperatorBody, { centre_ids: [TOO_BIG] }, "centre_ids.0"],
  ["manager's centres", UpdateOperatorBody, { centre_ids: [TOO_BIG] }, "centre_ids.0"],
];

describe("ids beyond a PostgreSQL integer", () => {
  it.each(cases)("are refused in %s, naming the field", (_name, schema, input, field) => {
    const result = schema.safeParse(input);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
    expect(fields).toContain(field);
    const atMax = schema.safeParse(JSON.parse(JSON.stringify(input).replaceAll(String(TOO_BIG), String(MAX_ROW_ID))));
    expect(atMax.success ? [] : atMax.error.issues.map((issue) => issue.path.join("."))).not.toContain(field);
  });
});
