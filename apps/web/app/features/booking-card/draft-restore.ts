// "Edit" from the checkout (or the F&B step) back to the room page: the card shows the stored
// draft's choice again instead of the first pass type and no slots (decision 0045).
import { MAX_PASSES_PER_BOOKING, isPassType } from "@workbay/domain/booking-rules";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";
import { isSlotSelectable, type SlotContext } from "@workbay/domain/slot-selection";
import { slotLabel } from "@workbay/domain/slots";
import { DAYS_PER_MONTH } from "@workbay/domain/price-unit";
import { VIRTUAL_OFFICE_CUSTOM_MONTHS, VIRTUAL_OFFICE_PRESETS } from "@workbay/domain/virtual-office";
import type { RoomDetail } from "@workbay/contracts/rooms";
import type { BookingDraft } from "../../shared/booking/booking-draft";
import { roomProductType } from "../../shared/rooms/room-price";
import type { CardChoice } from "./booking-request";

export type RestoredChoice = {
  /** What the card's choice takes from the draft; what is left out keeps the card's default. */
  choice: Partial<CardChoice>;
  /** Why the draft's slots could not be shown again (taken or started since), or null. */
  notice: string | null;
};

type RestoringRoom = Pick<RoomDetail, "space_type" | "passCount" | "selectDataOptions">;

/**
 * The card's choice for a stored draft of this room and date (draftToEdit): a timed room's slots
 * when every one is still free and not started, a pass's option (when the room still offers it)
 * and count (up to what is left), a virtual office's months.
 */
export function restoredChoice(draft: BookingDraft, room: RestoringRoom, ctx: SlotContext): RestoredChoice {
  const type = roomProductType(room);
  if (isPassType(type)) {
    const choice: Partial<CardChoice> = {};
    if (draft.pass_option_id !== null && room.selectDataOptions.some((o) => o.id === draft.pass_option_id))
      choice.passOptionId = draft.pass_option_id;
    // Up to what is left on the date (the select offers no more); sold out keeps the card's 0.
    if (room.passCount > 0) choice.passCount = Math.min(Math.max(draft.quantity_details ?? 1, 1), room.passCount, MAX_PASSES_PER_BOOKING);
    return { choice, notice: null };
  }
  if (type === PRODUCT_TYPE.virtualOffice) {
    const days = draft.quantity_details;
    const months = days !== null && days % DAYS_PER_MONTH === 0 ? days / DAYS_PER_MONTH : null;
    if (months === null) return { choice: {}, notice: null };
    if (VIRTUAL_OFFICE_PRESETS.some((p) => p.value === months)) return { choice: { months, customMonths: false }, notice: null };
    if ((VIRTUAL_OFFICE_CUSTOM_MONTHS as readonly number[]).includes(months))
      return { choice: { months, customMonths: true }, notice: null };
    return { choice: {}, notice: null };
  }
  const { startTime: start, endTime: end } = draft;
  if (start === null || end === null || !(start < end)) return { choice: {}, notice: null };
  for (let slot = start; slot < end; slot++) {
    if (!isSlotSelectable(slot, ctx)) {
      return {
        choice: { selection: null },
        notice: `${slotLabel(start)} – ${slotLabel(end)} is no longer free. Please choose another time.`,
      };
    }
  }
  return { choice: { selection: { start, end } }, notice: null };
}
