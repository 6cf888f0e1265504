import type { AppErrorCode } from "./app-error";
import { openingWindow, firstFutureSlot, type BusinessHours } from "./availability";
import { addOnsAmountPaise, priceBreakdown, roomAmountPaise, type PriceBreakdown } from "./booking-price";
import {
  CENTRE_CLOSED_MESSAGE,
  CUTOFF_MESSAGE,
  dateProblem,
  isPastSameDayCutoff,
  MAX_PASSES_PER_BOOKING,
  SELECT_SLOT_MESSAGE,
  virtualOfficeDays,
  virtualOfficeEndDate,
} from "./booking-rules";
import { isOfferedAt, menuItemProblem } from "./fnb-rules";
import { istNow, weekdayOf } from "./ist-date";
import { productType, type ProductTypeId } from "./product-types";
import { minimumDurationMessage } from "./slot-selection";
import { minExtraSlots } from "./slots";
import { VIRTUAL_OFFICE_CUSTOM_MONTHS, VIRTUAL_OFFICE_PRESETS } from "./virtual-office";

/** What the booker asks for (the validate payload of 000 spec section 3). */
export type BookingRequest = {
  date: string;
  startTime?: number;
  endTime?: number;
  bookingEndDate?: string;
  /** Passes, or days for a virtual office. */
  quantity?: number;
  passOptionId?: number;
  addOns: { id: number; qty: number; subOptionId?: number }[];
};

/** What the server knows about the room and its inventory on that date. */
export type BookingFacts = {
  room: {
    productTypeId: ProductTypeId;
    costPaise: number;
    monthFactorBp: number;
    startTime: number;
    endTime: number;
    slotDuration: number;
    passCapacity: number | null;
    isBookable: boolean;
    isMrb: boolean;
    hasFnb: boolean;
    capacity: number;
    businessHours: BusinessHours;
  };
  taken: readonly number[];
  passesSold: number;
  /** A pass product's options; displayName is what the room page shows ("5 Day Pass Pack"). */
  passOptions: readonly { id: number; name?: string; displayName?: string; days: number; discountPercent: number }[];
  foodOptions: readonly {
    id: number;
    name: string;
    category: string;
    type: string;
    serves: number;
    pricePaise: number;
    availableFrom: number;
    availableTo: number;
    categoryAvailableFrom: number;
    categoryAvailableTo: number;
    noticeMinutes: number;
    subOptions: readonly { id: number; name: string; availableFrom: number; availableTo: number }[];
  }[];
};

export type BookingProblem = { code: AppErrorCode; field: string; message: string };

export type CheckedBooking = {
  date: string;
  startTime: number | null;
  endTime: number | null;
  bookingEndDate: string | null;
  quantity: number;
  /** The pass option bought (a pass booking that named one), as the room page names it; null otherwise. */
  passOption: { id: number; name: string; days: number } | null;
  seats: number;
  addOns: {
    id: number;
    subOptionId: number | null;
    name: string;
    category: string;
    type: string;
    qty: number;
    serves: number;
    unitPricePaise: number;
  }[];
  price: PriceBreakdown & { originalRoomAmountPaise: number };
};

const problem = (code: AppErrorCode, field: string, message: string): { ok: false; problem: BookingProblem } => ({
  ok: false,
  problem: { code, field, message },
});

/**
 * Every rule a booking must meet, checked on the server from its own facts (the browser's
 * card applies the same functions to show them early). The first problem found is returned.
 */
export function checkBooking(
  request: BookingRequest,
  facts: BookingFacts,
  now: Date,
): { ok: true; booking: CheckedBooking } | { ok: false; problem: BookingProblem } {
  const { room } = facts;
  if (!room.isBookable || !room.isMrb) {
    return problem("unprocessable", "room_id", "This space can't be booked online. Please send us an enquiry.");
  }
  const dateIssue = dateProblem(room.productTypeId, request.date, now);
  if (dateIssue) return problem("bad_request", "date", dateIssue);
  if (isPastSameDayCutoff(room.productTypeId, request.date, now)) return problem("unprocessable", "date", CUTOFF_MESSAGE);

  const kind = productType(room.productTypeId).kind;
  let startTime: number | null = null;
  let endTime: number | null = null;
  let bookingEndDate: string | null = null;
  let quantity = 1;
  let passOption: CheckedBooking["passOption"] = null;
  let roomAmount: number;

  if (kind === "timed") {
    if (request.startTime === undefined || request.endTime === undefined) return problem("bad_request", "start_time", SELECT_SLOT_MESSAGE);
    startTime = request.startTime;
    endTime = request.endTime;
    const window = openingWindow(room.startTime, room.endTime, room.businessHours, weekdayOf(request.date));
    if (!window) return problem("unprocessable", "date", CENTRE_CLOSED_MESSAGE);
    if (endTime <= startTime) return problem("bad_request", "end_time", "The end time must be after the start time.");
    if (startTime < window.start || endTime > window.end) {
      return problem("unprocessable", "start_time", "The selected time is outside the opening hours.");
    }
    const ist = istNow(now);
    if (request.date === ist.date && startTime < firstFutureSlot(ist.minutes)) {
      return problem("unprocessable", "start_time", "The selected time has already started. Please choose a later slot.");
    }
    if (endTime - startTime < minExtraSlots(room.slotDuration) + 1) {
      return problem("unprocessable", "end_time", minimumDurationMessage(room.slotDuration));
    }
    for (let s = startTime; s < endTime; s++) {
      if (facts.taken.includes(s)) {
        return problem("conflict", "start_time", "Sorry, this slot has just been booked. Please choose another time.");
      }
    }
    roomAmount = roomAmountPaise({ kind, costPaise: room.costPaise, startTime, endTime });
  } else if (kind === "pass") {
    quantity = request.quantity ?? 1;
    const left = Math.max(0, (room.passCapacity ?? 0) - facts.passesSold);
    if (left === 0) return problem("conflict", "quantity", "Sold Out");
    if (quantity < 1 || quantity > Math.min(left, MAX_PASSES_PER_BOOKING)) {
      return problem(
        "conflict",
        "quantity",
        left < MAX_PASSES_PER_BOOKING
          ? `Only ${left} passes are left for this date.`
          : `You can book up to ${MAX_PASSES_PER_BOOKING} passes at a time.`,
      );
    }
    const option = request.passOptionId === undefined ? undefined : facts.passOptions.find((o) => o.id === request.passOptionId);
    if (request.passOptionId !== undefined && !option)
      return problem("bad_request", "pass_option_id", "Please choose one of this product's passes.");
    if (option) passOption = { id: option.id, name: option.displayName || option.name || "", days: option.days };
    roomAmount = roomAmountPaise({
      kind,
      costPaise: room.costPaise,
      days: option?.days ?? 1,
      passes: quantity,
      discountPercent: option?.discountPercent ?? 0,
    });
  } else {
    const days = request.quantity ?? (request.bookingEndDate ? undefined : virtualOfficeDays(3));
    const allowedMonths = new Set<number>([...VIRTUAL_OFFICE_CUSTOM_MONTHS, ...VIRTUAL_OFFICE_PRESETS.map((p) => p.value)]);
    const months = days !== undefined ? days / 30 : monthsBetween(request.date, request.bookingEndDate as string);
    if (!Number.isInteger(months) || !allowedMonths.has(months)) {
      return problem("bad_request", "quantity", "Choose 3 Months, 6 Months, 1 Year, 2 Years or 1 to 11 months.");
    }
    bookingEndDate = virtualOfficeEndDate(request.date, months);
    if (request.bookingEndDate && request.bookingEndDate !== bookingEndDate) {
      return problem("bad_request", "booking_end_date", `The end date must be ${bookingEndDate} for ${months} months.`);
    }
    quantity = virtualOfficeDays(months);
    roomAmount = roomAmountPaise({ kind, costPaise: room.costPaise, months, monthFactorBp: room.monthFactorBp });
  }

  const addOns: CheckedBooking["addOns"] = [];
  if (request.addOns.length > 0) {
    if (kind !== "timed" || !room.hasFnb || startTime === null) {
      return problem("unprocessable", "add_on", "Food and beverages can't be added to this booking.");
    }
    if (hasRepeatedLine(request.addOns)) {
      return problem("bad_request", "add_on", "Each add-on may be listed once: change its quantity instead.");
    }
    for (const line of request.addOns) {
      const option = facts.foodOptions.find((o) => o.id === line.id);
      if (!option) return problem("bad_request", "add_on", "This food option is not on this room's menu.");
      if (!Number.isInteger(line.qty) || line.qty < 1 || line.qty > 99)
        return problem("bad_request", "add_on", "The quantity of each add-on must be 1 to 99.");
      const unavailable = menuItemProblem(option, request.date, startTime, now);
      if (unavailable) return problem("unprocessable", "add_on", unavailable);
      let subOption: (typeof option.subOptions)[number] | undefined;
      if (line.subOptionId !== undefined) {
        subOption = option.subOptions.find((s) => s.id === line.subOptionId);
        if (!subOption) return problem("bad_request", "add_on", "This menu choice is not part of the package.");
        if (!isOfferedAt(subOption, startTime))
          return problem("unprocessable", "add_on", `${subOption.name} is not available for your selected slot.`);
      }
      addOns.push({
        id: option.id,
        subOptionId: subOption?.id ?? null,
        name: subOption ? `${option.name} - ${subOption.name}` : option.name,
        category: option.category,
        type: option.type,
        qty: line.qty,
        serves: option.serves,
        unitPricePaise: option.pricePaise,
      });
    }
  }

  const price = priceBreakdown({
    roomAmountPaise: roomAmount,
    addOnsAmountPaise: addOnsAmountPaise(addOns),
    discountPaise: 0,
    intraState: true,
  });
  return {
    ok: true,
    booking: {
      date: request.date,
      startTime,
      endTime,
      bookingEndDate,
      quantity,
      passOption,
      seats: kind === "timed" ? room.capacity : quantity,
      addOns,
      price: { ...price, originalRoomAmountPaise: roomAmount },
    },
  };
}

function monthsBetween(start: string, end: string): number {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
  return days / 30;
}

/** The same item (or the same sub-option of a package) twice: its quantity would escape the 1-99 rule. */
function hasRepeatedLine(lines: readonly { id: number; subOptionId?: number }[]): boolean {
  const keys = new Set(lines.map((l) => `${l.id}:${l.subOptionId ?? ""}`));
  return keys.size !== lines.length;
}
