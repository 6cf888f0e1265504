import { defineEndpoint } from "../endpoint";
import {
  AdminVoucherResponse,
  VoucherActiveBody,
  VoucherBody,
  VoucherListQuery,
  VoucherListResponse,
  VoucherParams,
} from "../backoffice-vouchers";

const PREFIX = "/backoffice-service/api/v1/catalogue/vouchers";
const errors = [400, 401, 403, 404, 409] as const;

/** The console's vouchers (issue 15, decision 0033): admins only, every change audited. */
export const voucherEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: PREFIX,
    query: VoucherListQuery,
    response: VoucherListResponse,
    errors,
    auth: "admin",
    tags: ["backoffice"],
    summary: "Vouchers with their uses, filtered by status and code, 25 a page, sorted on the server (admins)",
  }),
  create: defineEndpoint({
    method: "POST",
    path: PREFIX,
    body: VoucherBody,
    response: AdminVoucherResponse,
    errors,
    auth: "admin",
    tags: ["backoffice"],
    summary: "Create a voucher (admins; the code is stored upper-case and unique; audited; checkout takes it at once)",
  }),
  voucher: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/:id`,
    params: VoucherParams,
    response: AdminVoucherResponse,
    errors,
    auth: "admin",
    tags: ["backoffice"],
    summary: "A voucher with its uses (admins)",
  }),
  save: defineEndpoint({
    method: "PUT",
    path: `${PREFIX}/:id`,
    params: VoucherParams,
    body: VoucherBody,
    response: AdminVoucherResponse,
    errors,
    auth: "admin",
    tags: ["backoffice"],
    summary: "Change a voucher (admins; audited with before and after; checkout uses the change at once)",
  }),
  setActive: defineEndpoint({
    method: "PUT",
    path: `${PREFIX}/:id/active`,
    params: VoucherParams,
    body: VoucherActiveBody,
    response: AdminVoucherResponse,
    errors,
    auth: "admin",
    tags: ["backoffice"],
    summary: "Deactivate a voucher or make it active again (admins; audited; checkout refuses a deactivated code at once)",
  }),
};
