import { lapseChanges } from "@workbay/db/repositories/booking-changes-repository";
import type { MenuCategory as MenuCategoryBody, ValidateBody, ValidatedBooking } from "@workbay/contracts/booking";
import { AppError } from "@workbay/domain/app-error";
import { checkBooking, type BookingFacts, type CheckedBooking } from "@workbay/domain/booking-check";
import { priceBreakdown } from "@workbay/domain/booking-price";
import { isIntraStateSupply } from "@workbay/domain/gst-state";
import { normalizeVoucherCode, voucherDiscountPaise, voucherProblem, VOUCHER_MESSAGES } from "@workbay/domain/vouchers";
import {
  expireLapsedHolds,
  findVoucherByCode,
  pendingBookingsOf,
  voucherUsage,
  type BookingRow,
  type VoucherRow,
} from "@workbay/db/repositories/bookings-repository";
import {
  categoryTabId,
  hasEnoughNotice,
  isOfferedAt,
  meetingStartInstant,
  menuItemFacts,
  menuItemProblem,
} from "@workbay/domain/fnb-rules";
import { istNow } from "@workbay/domain/ist-date";
import { paiseToRupees } from "@workbay/domain/money";
import { isProductTypeId } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import { listMenu } from "@workbay/db/repositories/menu-repository";
import { inventoryByRoom, roomRecordsByIds, type RoomRecord } from "@workbay/db/repositories/rooms-repository";

/**
 * Everything the booking rules need, read fresh from the database (never from a cache). The
 * booker's own unpaid holds do not count against them: a new attempt replaces them.
 */
async function loadBookingFacts(
  db: Database,
  roomId: number,
  date: string,
  userId?: string | null,
  moving?: BookingRow,
): Promise<BookingFacts> {
  const [record] = await roomRecordsByIds(db, [roomId]);
  if (!record || !isProductTypeId(record.productTypeId)) throw new AppError("not_found", "Room not found");
  const [{ taken, sold }, menu, own] = await Promise.all([
    inventoryByRoom(db, date, [roomId]),
    listMenu(db, record.centre.id),
    userId ? pendingBookingsOf(db, userId, roomId, date) : Promise.resolve([]),
  ]);
  // A booking being moved does not stand in its own way (a later time that overlaps its current one).
  if (moving && moving.roomId === roomId && moving.date === date) own.push(moving);
  const ownSlots = new Set(
    own.flatMap((b) =>
      b.startSlot !== null && b.endSlot !== null ? Array.from({ length: b.endSlot - b.startSlot }, (_, i) => b.startSlot! + i) : [],
    ),
  );
  const ownPasses = own.reduce((sum, b) => sum + (b.startSlot === null ? b.quantity : 0), 0);
  return {
    room: {
      productTypeId: record.productTypeId,
      costPaise: record.costPaise,
      monthFactorBp: record.monthFactorBp,
      startTime: record.startTime,
      endTime: record.endTime,
      slotDuration: record.slotDuration,
      passCapacity: record.passCapacity,
      isBookable: record.isBookable,
      isMrb: record.isMrb,
      hasFnb: record.hasFnb,
      capacity: record.capacity,
      businessHours: record.centre.businessHours,
    },
    taken: (taken.get(roomId) ?? []).filter((slot) => !ownSlots.has(slot)),
    passesSold: Math.max(0, (sold.get(roomId) ?? 0) - ownPasses),
    passOptions: record.passOptions,
    foodOptions: menu.flatMap((category) =>
      category.options.map((o) => ({
        id: o.id,
        name: o.name,
        category: category.name,
        type: o.type,
        serves: o.serves,
        pricePaise: o.pricePaise,
        availableFrom: o.availableFrom,
        availableTo: o.availableTo,
        categoryAvailableFrom: category.availableFrom,
        categoryAvailableTo: category.availableTo,
        noticeMinutes: category.noticeMinutes,
        subOptions: o.subOptions,
      })),
    ),
  };
}

export type PricingOptions = {
  /** The signed-in booker, for the per-user voucher limit. */
  userId?: string | null;
  voucherCode?: string | null;
  billingState?: string | null;
  gstRateBp: number;
  /** A confirmed booking being moved to this date or time: its own slots and passes count as free. */
  moving?: BookingRow;
};

export type PricedBooking = {
  record: RoomRecord;
  booking: CheckedBooking;
  voucher: VoucherRow | null;
  intraState: boolean;
};

/** Whether a request needs what the booker's own pending booking holds (slots that meet, or passes). */
export function overlapsOwnHold(
  own: Pick<BookingRow, "startSlot" | "endSlot">,
  start: number | undefined,
  end: number | undefined,
): boolean {
  if (own.startSlot === null || own.endSlot === null || start === undefined || end === undefined) return true;
  return own.startSlot < end && start < own.endSlot;
}

/** The booking a voucher is checked for: its room, date and times. */
export type VoucherUse = { record: RoomRecord; roomAmountPaise: number; userId?: string | null; now: Date } & Pick<
  ValidateBody,
  "date" | "start_time" | "end_time"
>;

/** The booker's unpaid bookings that a new attempt at these slots or passes replaces (createBooking ends them). */
export async function replacedHolds(db: Database, use: VoucherUse): Promise<number[]> {
  if (!use.userId) return [];
  const own = await pendingBookingsOf(db, use.userId, use.record.id, use.date);
  return own.filter((b) => overlapsOwnHold(b, use.start_time, use.end_time)).map((b) => b.id);
}

/**
 * The voucher a booking may use, or an AppError naming why not (vouchers.ts messages). The
 * booker's unpaid attempt at the same slots does not spend it: the new attempt replaces it.
 */
export async function usableVoucher(db: Database, code: string, use: VoucherUse): Promise<VoucherRow> {
  const voucher = await findVoucherByCode(db, normalizeVoucherCode(code));
  const usage = voucher
    ? await voucherUsage(db, voucher.id, use.userId ?? "00000000-0000-0000-0000-000000000000", await replacedHolds(db, use))
    : { total: 0, byUser: 0 };
  const problem = voucherProblem(voucher ? { ...voucher, usedTotal: usage.total, usedByUser: use.userId ? usage.byUser : 0 } : undefined, {
    productTypeId: use.record.productTypeId,
    centreId: use.record.centre.id,
    roomId: use.record.id,
    today: istNow(use.now).date,
    roomAmountPaise: use.roomAmountPaise,
  });
  if (problem || !voucher) throw new AppError("unprocessable", problem ?? VOUCHER_MESSAGES.unknown, { field: "voucher_code" });
  return voucher;
}

/**
 * Checks a booking request against every rule and prices it with the voucher and the GST
 * split of the billing state; refusals are AppErrors. Everything is read fresh from the
 * database, never from the listing caches.
 */
export async function priceBookingRequest(db: Database, body: ValidateBody, now: Date, options: PricingOptions): Promise<PricedBooking> {
  // Holds that lapsed on this room and date give their slots back before the check reads them,
  // and so do changes whose payment hold lapsed (decision 0028).
  await lapseChanges(db, now);
  await expireLapsedHolds(db, now, { roomId: body.room_id, date: body.date });
  const facts = await loadBookingFacts(db, body.room_id, body.date, options.userId, options.moving);
  const result = checkBooking(
    {
      date: body.date,
      startTime: body.start_time,
      endTime: body.end_time,
      bookingEndDate: body.booking_end_date,
      quantity: body.quantity,
      passOptionId: body.pass_option_id,
      addOns: body.add_on.map((a) => ({ id: a.id, qty: a.qty, subOptionId: a.sub_option_id })),
    },
    facts,
    now,
  );
  if (!result.ok) throw new AppError(result.problem.code, result.problem.message, { field: result.problem.field });
  const [record] = await roomRecordsByIds(db, [body.room_id]);
  if (!record) throw new AppError("not_found", "Room not found");
  const { booking } = result;
  const code = options.voucherCode?.trim();
  const voucher = code
    ? await usableVoucher(db, code, {
        record,
        roomAmountPaise: booking.price.roomAmountPaise,
        userId: options.userId,
        now,
        date: body.date,
        start_time: body.start_time,
        end_time: body.end_time,
      })
    : null;
  const intraState = isIntraStateSupply(record.centre.state, options.billingState);
  const price = priceBreakdown({
    roomAmountPaise: booking.price.roomAmountPaise,
    addOnsAmountPaise: booking.price.addOnsAmountPaise,
    discountPaise: voucher ? voucherDiscountPaise(voucher, booking.price.roomAmountPaise, booking.price.addOnsAmountPaise) : 0,
    intraState,
    rateBp: options.gstRateBp,
  });
  return {
    record,
    booking: { ...booking, price: { ...price, originalRoomAmountPaise: booking.price.originalRoomAmountPaise } },
    voucher,
    intraState,
  };
}

/** The validate answer (rupees) of a priced booking. */
export function validatedBookingOf(roomId: number, priced: PricedBooking): ValidatedBooking {
  const { booking } = priced;
  const rupees = paiseToRupees;
  return {
    date: booking.date,
    room_id: roomId,
    start_time: booking.startTime,
    end_time: booking.endTime,
    booking_end_date: booking.bookingEndDate,
    quantity: booking.quantity,
    pass_option_id: booking.passOption?.id ?? null,
    pass_option_name: booking.passOption?.name ?? null,
    pass_option_days: booking.passOption?.days ?? null,
    seats: booking.seats,
    add_ons: booking.addOns.map((a) => ({
      id: a.id,
      sub_option_id: a.subOptionId,
      name: a.name,
      category: a.category,
      type: a.type,
      qty: a.qty,
      serves: a.serves,
      price: rupees(a.unitPricePaise),
    })),
    room_amount: rupees(booking.price.roomAmountPaise),
    original_room_amount: rupees(booking.price.originalRoomAmountPaise),
    add_ons_price: rupees(booking.price.addOnsAmountPaise),
    discount: rupees(booking.price.discountPaise),
    cgst: rupees(booking.price.cgstPaise),
    sgst: rupees(booking.price.sgstPaise),
    igst: rupees(booking.price.igstPaise),
    gst_amount: rupees(booking.price.gstPaise),
    total_amount: rupees(booking.price.totalPaise),
    voucher_code: priced.voucher?.code ?? null,
    intra_state: priced.intraState,
  };
}

/** Checks a booking request against every rule and prices it; refusals are AppErrors. */
export async function validateBooking(db: Database, body: ValidateBody, now: Date, options: PricingOptions): Promise<ValidatedBooking> {
  const priced = await priceBookingRequest(db, body, now, { ...options, voucherCode: body.voucher_code, billingState: body.billing_state });
  return validatedBookingOf(body.room_id, priced);
}

/**
 * A room's F&B menu, each category and item marked available or not for the meeting's first
 * slot and the notice it needs (000 spec section 5; DECISIONS.md section 4).
 */
export async function roomMenu(
  db: Database,
  query: { room_id: number; date?: string; start_time?: number },
  now: Date,
): Promise<MenuCategoryBody[]> {
  const [record] = await roomRecordsByIds(db, [query.room_id]);
  if (!record) throw new AppError("not_found", "Room not found");
  if (!record.hasFnb) return [];
  const date = query.date ?? istNow(now).date;
  const slot = query.start_time ?? record.startTime;
  const meetingStart = meetingStartInstant(date, slot);
  // A category with nothing on this centre's menu is not shown (an operator may add one for a few centres).
  const menu = (await listMenu(db, record.centre.id)).filter((category) => category.options.length > 0);
  return menu.map((category) => {
    const noticeOk = hasEnoughNotice(category.noticeMinutes, meetingStart, now);
    const categoryOffered = isOfferedAt(category, slot) && noticeOk;
    return {
      id: category.id,
      name: category.name,
      tab_id: categoryTabId(category.name),
      image: category.imageFile,
      available_from: category.availableFrom,
      available_to: category.availableTo,
      notice_minutes: category.noticeMinutes,
      available: categoryOffered,
      options: category.options.map((o) => {
        const reason = menuItemProblem(menuItemFacts(category, o), date, slot, now);
        return {
          id: o.id,
          name: o.name,
          description: o.description,
          short_description: o.shortDescription,
          price: paiseToRupees(o.pricePaise),
          image: o.imageFile,
          image_alt: o.imageFile ? o.imageAlt : null,
          type: o.type,
          serves: o.serves,
          category: category.name,
          available_from: o.availableFrom,
          available_to: o.availableTo,
          available: reason === null,
          unavailable_reason: reason,
          options: o.subOptions.map((s) => {
            const subReason = reason ?? menuItemProblem(menuItemFacts(category, s, o), date, slot, now);
            return {
              id: s.id,
              name: s.name,
              description: s.description,
              image: s.imageFile,
              available_from: s.availableFrom,
              available_to: s.availableTo,
              available: subReason === null,
              unavailable_reason: subReason,
            };
          }),
        };
      }),
    };
  });
}
