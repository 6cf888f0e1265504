// GET /passy/v1/voucher and GET /operations-service/users/get-coupons: a code checked against
// the booking it is for (priced by the server, never by the query's amount), and the listed
// codes that apply.
import type { AppliedVoucher, CouponsQuery, VoucherQuery } from "@workbay/contracts/checkout";
import { AppError } from "@workbay/domain/app-error";
import { istNow } from "@workbay/domain/ist-date";
import { paiseToRupees } from "@workbay/domain/money";
import { productType, type ProductTypeId } from "@workbay/domain/product-types";
import { voucherDiscountPaise, voucherProblem } from "@workbay/domain/vouchers";
import type { Database } from "@workbay/db/client";
import { listListedVouchers, voucherUsage, type VoucherRow } from "@workbay/db/repositories/bookings-repository";
import { roomRecordsByIds } from "@workbay/db/repositories/rooms-repository";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { priceBookingRequest, replacedHolds, usableVoucher } from "./booking-validation";

function appliedOf(voucher: VoucherRow, discountPaise: number): AppliedVoucher {
  return {
    voucher_code: voucher.code,
    description: voucher.description,
    kind: voucher.kind,
    value: voucher.kind === "percent" ? voucher.value : paiseToRupees(voucher.value),
    discount: paiseToRupees(discountPaise),
    min_amount: paiseToRupees(voucher.minAmountPaise),
    valid_to: voucher.validTo,
  };
}

/** The room amount the booking described by the query comes to (server prices, not the query's amount). */
async function roomAmountOf(
  db: Database,
  query: { room_id: number; date_of_booking: string; start_time?: number; end_time?: number; quantity?: number; pass_option_id?: number },
  now: Date,
  userId: string,
) {
  const [record] = await roomRecordsByIds(db, [query.room_id]);
  if (!record) throw new AppError("not_found", "Room not found");
  const kind = productType(record.productTypeId as ProductTypeId).kind;
  const priced = await priceBookingRequest(
    db,
    {
      date: query.date_of_booking,
      room_id: query.room_id,
      start_time: kind === "timed" ? query.start_time : undefined,
      end_time: kind === "timed" ? query.end_time : undefined,
      quantity: kind === "timed" ? undefined : query.quantity,
      pass_option_id: kind === "timed" ? undefined : query.pass_option_id,
      add_on: [],
    },
    now,
    // The booker's own unpaid hold on these slots (a closed or failed payment) is theirs to book again.
    { gstRateBp: 0, userId },
  );
  const use = {
    record,
    roomAmountPaise: priced.booking.price.roomAmountPaise,
    userId,
    now,
    date: query.date_of_booking,
    start_time: priced.booking.startTime ?? undefined,
    end_time: priced.booking.endTime ?? undefined,
  };
  return { record, roomAmountPaise: use.roomAmountPaise, use };
}

export async function checkVoucher(db: Database, user: UserRecord, query: VoucherQuery, now: Date): Promise<AppliedVoucher> {
  const { roomAmountPaise, use } = await roomAmountOf(db, query, now, user.id);
  const voucher = await usableVoucher(db, query.voucher_code, use);
  return appliedOf(voucher, voucherDiscountPaise(voucher, roomAmountPaise));
}

export async function applicableCoupons(db: Database, user: UserRecord, query: CouponsQuery, now: Date): Promise<AppliedVoucher[]> {
  const { record, roomAmountPaise, use } = await roomAmountOf(db, query, now, user.id);
  const today = istNow(now).date;
  const listed = await listListedVouchers(db, record.productTypeId, today);
  const replacing = await replacedHolds(db, use);
  const out: AppliedVoucher[] = [];
  for (const voucher of listed) {
    const usage = await voucherUsage(db, voucher.id, user.id, replacing);
    const problem = voucherProblem(
      { ...voucher, usedTotal: usage.total, usedByUser: usage.byUser },
      { productTypeId: record.productTypeId, centreId: record.centre.id, roomId: record.id, today, roomAmountPaise },
    );
    if (!problem) out.push(appliedOf(voucher, voucherDiscountPaise(voucher, roomAmountPaise)));
  }
  return out.sort((a, b) => b.discount - a.discount);
}
