import type { RoomDetail } from "@workbay/contracts/rooms";
import type { ValidateBody } from "@workbay/contracts/booking";
import { isPassType, passesBoughtText, virtualOfficeDays, virtualOfficeEndDate } from "@workbay/domain/booking-rules";
import { roomAmountPaise } from "@workbay/domain/booking-price";
import { rupeesToPaise } from "@workbay/domain/money";
import type { SlotRange } from "@workbay/domain/slot-selection";
import { roomProductType } from "../../shared/rooms/room-price";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";

/** What the visitor chose on the card. */
export type CardChoice = {
  selection: SlotRange;
  passCount: number;
  passOptionId: number | null;
  months: number;
  /** Custom months set the quantity only; presets also set booking_end_date. */
  customMonths: boolean;
};

type PassOption = RoomDetail["selectDataOptions"][number];

/** A pass option's name as the card's tile shows it and a booking keeps it (decision 0043): its display name, else its name. */
export function passOptionName(option: Pick<PassOption, "displayName" | "name">): string {
  return option.displayName || option.name;
}

/**
 * The pass count selector's text for a count: what is bought, as the checkout, the booking and
 * the documents name it (decision 0043): "1 Pass", "2 Passes" without an option, "5 Day Pass
 * Pack", "2 × 5 Day Pass Pack" with one.
 */
export function passCountText(count: number, option: Pick<PassOption, "displayName" | "name"> | null | undefined): string {
  return passesBoughtText(count, option ? passOptionName(option) : null, { unit: "Pass" });
}

type PricedRoom = Pick<RoomDetail, "id" | "space_type" | "cost" | "month_factor" | "selectDataOptions">;

/** The room amount of the current choice in paise, or null while nothing can be priced (timed room, no slot). */
export function choiceAmountPaise(room: PricedRoom, choice: CardChoice): number | null {
  const type = roomProductType(room);
  const costPaise = rupeesToPaise(room.cost);
  if (type === PRODUCT_TYPE.virtualOffice) {
    return roomAmountPaise({
      kind: "subscription",
      costPaise,
      months: choice.months,
      monthFactorBp: Math.round(room.month_factor * 10000),
    });
  }
  if (isPassType(type)) {
    const option = room.selectDataOptions.find((o) => o.id === choice.passOptionId);
    return roomAmountPaise({
      kind: "pass",
      costPaise,
      days: option?.days ?? 1,
      passes: choice.passCount,
      discountPercent: option?.discount_percent ?? 0,
    });
  }
  if (!choice.selection) return null;
  return roomAmountPaise({ kind: "timed", costPaise, startTime: choice.selection.start, endTime: choice.selection.end });
}

/**
 * The booking parameters built on Book (000 spec section 3) in the validate payload's shape:
 * start_time is the first selected slot and end_time the last + 1; a virtual office sends its
 * days as quantity and, for a preset, booking_end_date; a pass its count and option.
 */
export function buildValidateBody(room: PricedRoom, date: string, choice: CardChoice): ValidateBody {
  const type = roomProductType(room);
  const body: ValidateBody = { date, room_id: room.id, add_on: [] };
  if (type === PRODUCT_TYPE.virtualOffice) {
    body.quantity = virtualOfficeDays(choice.months);
    if (!choice.customMonths) body.booking_end_date = virtualOfficeEndDate(date, choice.months);
  } else if (isPassType(type)) {
    body.quantity = choice.passCount;
    if (choice.passOptionId !== null) body.pass_option_id = choice.passOptionId;
  } else if (choice.selection) {
    body.start_time = choice.selection.start;
    body.end_time = choice.selection.end;
  }
  return body;
}
