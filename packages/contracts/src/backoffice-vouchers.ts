// The operator console's vouchers (issue 15, decision 0033):
// /backoffice-service/api/v1/catalogue/vouchers... Admins only. Money is paise; the validity
// window is two IST days, both included.
import { z } from "zod";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { isIsoDate } from "@workbay/domain/ist-date";
import { isProductTypeId } from "@workbay/domain/product-types";
import { VOUCHER_ADMIN_MESSAGES, VOUCHER_CODE_PATTERN } from "@workbay/domain/voucher-rules";
import { envelope } from "./envelope";

const Id = z.coerce.number().int().positive().max(MAX_ROW_ID);
const IstDay = (label: string) => z.string().refine(isIsoDate, { message: `Please choose a real date for the ${label}.` });
/** Up to ₹10,00,000, like the catalogue's prices. */
const Paise = (label: string) =>
  z
    .number({ message: `${label} must be an amount in rupees.` })
    .int()
    .min(0, { message: `${label} cannot be negative.` })
    .max(100_000_000, { message: `${label} must be at most ₹10,00,000.` });
const Limit = (label: string) =>
  z
    .number({ message: `${label} must be a whole number.` })
    .int({ message: `${label} must be a whole number.` })
    .min(1, { message: `${label} must be at least 1 (leave it empty for no limit).` })
    .max(1_000_000, { message: `${label} must be at most 10,00,000.` })
    .nullable();

export const VoucherBody = z.object({
  /** Stored upper-case: customers' "mr30" is MR30. */
  code: z.string().trim().toUpperCase().regex(VOUCHER_CODE_PATTERN, { message: VOUCHER_ADMIN_MESSAGES.codeFormat }),
  description: z
    .string()
    .trim()
    .min(3, { message: "Please describe the offer in at least 3 characters." })
    .max(200, { message: "The description must be at most 200 characters." }),
  kind: z.enum(["percent", "flat"], { message: "Please choose a percent or a flat discount." }),
  /** Percent (1-100) for percent vouchers, paise for flat ones. */
  value: z.number({ message: "The discount must be a number." }).int({ message: "The discount must be a whole number." }),
  max_discount_paise: Paise("The maximum discount").nullable(),
  product_type_ids: z
    .array(z.number().int().refine(isProductTypeId, { message: "Please choose a space type from the list." }))
    .min(1, { message: VOUCHER_ADMIN_MESSAGES.productTypes })
    .max(9),
  centre_id: z.number().int().positive().max(MAX_ROW_ID).nullable(),
  room_id: z.number().int().positive().max(MAX_ROW_ID).nullable(),
  valid_from: IstDay("first valid day"),
  valid_to: IstDay("last valid day"),
  min_amount_paise: Paise("The minimum booking amount"),
  per_user_limit: Limit("The limit per customer"),
  total_limit: Limit("The overall limit"),
  is_listed: z.boolean(),
  is_active: z.boolean(),
});
export type VoucherBody = z.infer<typeof VoucherBody>;

export const VoucherParams = z.object({ id: Id });

export const VoucherActiveBody = z.object({ active: z.boolean() });
export type VoucherActiveBody = z.infer<typeof VoucherActiveBody>;

export const VoucherStatusFilter = z.enum(["active", "scheduled", "expired", "inactive"]);
export const VoucherSort = z.enum(["code", "valid_to", "used", "updated"]);
export const VoucherListQuery = z.object({
  status: VoucherStatusFilter.optional(),
  code: z.string().trim().max(20).optional(),
  sort: VoucherSort.default("code"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type VoucherListQuery = z.infer<typeof VoucherListQuery>;

/** A voucher as stored, with its uses (bookings held or bought with it) and where it stands today. */
export const AdminVoucher = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(["percent", "flat"]),
  value: z.number().int(),
  max_discount_paise: z.number().int().nullable(),
  product_type_ids: z.array(z.number().int()),
  centre_id: z.number().int().nullable(),
  centre_name: z.string().nullable(),
  room_id: z.number().int().nullable(),
  room_name: z.string().nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
  min_amount_paise: z.number().int(),
  per_user_limit: z.number().int().nullable(),
  total_limit: z.number().int().nullable(),
  is_listed: z.boolean(),
  is_active: z.boolean(),
  used_count: z.number().int(),
  status: z.enum(["active", "scheduled", "expired", "used_up", "inactive"]),
  updated_at: z.string(),
});
export type AdminVoucher = z.infer<typeof AdminVoucher>;
export const AdminVoucherResponse = envelope(AdminVoucher);
export type AdminVoucherResponse = z.infer<typeof AdminVoucherResponse>;

export const VoucherListResponse = envelope(
  z.object({ vouchers: z.array(AdminVoucher), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
);
export type VoucherListResponse = z.infer<typeof VoucherListResponse>;
