// The console's vouchers (issue 15, decision 0033): admins list, create, change and deactivate
// them. Each field is checked by the contract, the fields together by the domain's voucher
// rules; each change and its audit entry (before and after) are one transaction. Checkout reads
// vouchers from the database on every call (services/vouchers.ts), so a change applies at once.
import type { AdminVoucher, VoucherBody, VoucherListQuery } from "@workbay/contracts/backoffice-vouchers";
import { AppError } from "@workbay/domain/app-error";
import { istNow } from "@workbay/domain/ist-date";
import { VOUCHER_ADMIN_MESSAGES, voucherDefinitionProblem, voucherStatus } from "@workbay/domain/voucher-rules";
import type { Database } from "@workbay/db/client";
import { insertAuditEntry, type OperatorRecord } from "@workbay/db/repositories/operators-repository";
import {
  adminVoucherById,
  centreExists,
  centreOfRoom,
  insertVoucher,
  listAdminVouchers,
  updateVoucher,
  voucherCodeTaken,
  type AdminVoucherRecord,
  type VoucherWrite,
} from "@workbay/db/repositories/vouchers-admin-repository";

export const VOUCHER_PAGE_SIZE = 25;

function bad(field: string, message: string): AppError {
  return new AppError("bad_request", message, { field });
}

function voucherView(record: AdminVoucherRecord, today: string): AdminVoucher {
  const v = record.voucher;
  return {
    id: v.id,
    code: v.code,
    description: v.description,
    kind: v.kind,
    value: v.value,
    max_discount_paise: v.maxDiscountPaise,
    product_type_ids: [...v.productTypeIds],
    centre_id: v.centreId,
    centre_name: record.centreName,
    room_id: v.roomId,
    room_name: record.roomName,
    valid_from: v.validFrom,
    valid_to: v.validTo,
    min_amount_paise: v.minAmountPaise,
    per_user_limit: v.perUserLimit,
    total_limit: v.totalLimit,
    is_listed: v.isListed,
    is_active: v.isActive,
    used_count: record.usedCount,
    status: voucherStatus({ ...v, usedTotal: record.usedCount }, today),
    updated_at: v.updatedAt.toISOString(),
  };
}

/** The stored fields of a voucher as the audit log shows them (no uses or names: they are not changes). */
function auditFields(view: AdminVoucher) {
  const { used_count: _u, status: _s, updated_at: _t, centre_name: _c, room_name: _r, ...fields } = view;
  return fields;
}

export async function listVouchers(db: Database, query: VoucherListQuery, now: Date) {
  const today = istNow(now).date;
  const { rows, total } = await listAdminVouchers(db, {
    status: query.status,
    code: query.code,
    today,
    sort: query.sort,
    dir: query.dir,
    limit: VOUCHER_PAGE_SIZE,
    offset: (query.page - 1) * VOUCHER_PAGE_SIZE,
  });
  return { vouchers: rows.map((r) => voucherView(r, today)), total, page: query.page, page_size: VOUCHER_PAGE_SIZE };
}

async function existingVoucher(db: Database, id: number): Promise<AdminVoucherRecord> {
  const record = await adminVoucherById(db, id);
  if (!record) throw new AppError("not_found", VOUCHER_ADMIN_MESSAGES.unknownVoucher);
  return record;
}

export async function voucherForAdmin(db: Database, id: number, now: Date): Promise<AdminVoucher> {
  return voucherView(await existingVoucher(db, id), istNow(now).date);
}

/** The body checked as a whole (the contract checked each field): the rules, the code's uniqueness, the centre and room. */
async function checkedVoucher(db: Database, body: VoucherBody, exceptId?: number): Promise<VoucherWrite> {
  const problem = voucherDefinitionProblem({
    kind: body.kind,
    value: body.value,
    maxDiscountPaise: body.max_discount_paise,
    validFrom: body.valid_from,
    validTo: body.valid_to,
    perUserLimit: body.per_user_limit,
    totalLimit: body.total_limit,
  });
  if (problem) throw bad(problem.field, problem.message);
  if (body.centre_id !== null && !(await centreExists(db, body.centre_id))) throw bad("centre_id", VOUCHER_ADMIN_MESSAGES.unknownCentre);
  if (body.room_id !== null) {
    const centreId = await centreOfRoom(db, body.room_id);
    if (centreId === undefined) throw bad("room_id", VOUCHER_ADMIN_MESSAGES.unknownRoom);
    if (body.centre_id !== null && body.centre_id !== centreId) throw bad("room_id", VOUCHER_ADMIN_MESSAGES.roomNotInCentre);
  }
  if (await voucherCodeTaken(db, body.code, exceptId)) throw new AppError("conflict", VOUCHER_ADMIN_MESSAGES.codeTaken, { field: "code" });
  return {
    code: body.code,
    description: body.description,
    kind: body.kind,
    value: body.value,
    maxDiscountPaise: body.max_discount_paise,
    productTypeIds: [...new Set(body.product_type_ids)].sort((a, b) => a - b),
    centreId: body.centre_id,
    roomId: body.room_id,
    validFrom: body.valid_from,
    validTo: body.valid_to,
    minAmountPaise: body.min_amount_paise,
    perUserLimit: body.per_user_limit,
    totalLimit: body.total_limit,
    isListed: body.is_listed,
    isActive: body.is_active,
  };
}

/** A unique-index race (two admins saving one code at once) answers like the check does. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const text = String((error as { cause?: unknown }).cause ?? "") + String((error as Error).message ?? "");
    if (/vouchers_code_unique|duplicate key/i.test(text))
      throw new AppError("conflict", VOUCHER_ADMIN_MESSAGES.codeTaken, { field: "code" });
    throw error;
  }
}

export async function createVoucher(db: Database, operator: OperatorRecord, body: VoucherBody, now: Date): Promise<AdminVoucher> {
  const values = await checkedVoucher(db, body);
  const id = await uniqueCode(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const newId = await insertVoucher(t, values, now);
      await insertAuditEntry(
        t,
        { operator, action: "voucher.create", entityType: "voucher", entityId: String(newId), before: null, after: { ...body } },
        now,
      );
      return newId;
    }),
  );
  return voucherForAdmin(db, id, now);
}

export async function saveVoucher(db: Database, operator: OperatorRecord, id: number, body: VoucherBody, now: Date): Promise<AdminVoucher> {
  const today = istNow(now).date;
  const before = voucherView(await existingVoucher(db, id), today);
  const values = await checkedVoucher(db, body, id);
  await uniqueCode(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await updateVoucher(t, id, values, now);
      await insertAuditEntry(
        t,
        {
          operator,
          action: "voucher.update",
          entityType: "voucher",
          entityId: String(id),
          before: auditFields(before),
          after: { ...body },
        },
        now,
      );
    }),
  );
  return voucherForAdmin(db, id, now);
}

export async function setVoucherActive(
  db: Database,
  operator: OperatorRecord,
  id: number,
  active: boolean,
  now: Date,
): Promise<AdminVoucher> {
  const before = await existingVoucher(db, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await updateVoucher(t, id, { isActive: active }, now);
    await insertAuditEntry(
      t,
      {
        operator,
        action: active ? "voucher.activate" : "voucher.deactivate",
        entityType: "voucher",
        entityId: String(id),
        before: { code: before.voucher.code, is_active: before.voucher.isActive },
        after: { code: before.voucher.code, is_active: active },
      },
      now,
    );
  });
  return voucherForAdmin(db, id, now);
}
