// "Edit" from the checkout back to the room page shows the stored draft again (decision 0045),
// and the pass count names what is bought (decision 0043).
import { describe, expect, it } from "vitest";
import type { MenuCategory } from "@workbay/contracts/booking";
import type { RoomDetail } from "@workbay/contracts/rooms";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import type { SlotContext } from "@workbay/domain/slot-selection";
import { buildBookingDraft, draftToEdit, editDraftPath, keepDraftExtras, type BookingDraft } from "../app/shared/booking/booking-draft";
import { restoredChoice } from "../app/features/booking-card/draft-restore";
import { passCountText } from "../app/features/booking-card/booking-request";
import { servedLines } from "../app/features/fnb/cart";

const baseRoom = {
  id: 7,
  name: "Boardroom",
  floor: "2nd Floor",
  address: "1 MG Road, Bengaluru",
  capacity: 12,
  space_type: 1,
  space_type_name: "Meeting Room",
  cost: 1000,
  url: [],
  description: "",
  categories: [],
  amenities: [],
  latitude: 12.9,
  longitude: 77.6,
  time_slots: [],
  seo_id: "boardroom",
  passCount: 0,
  selectDataOptions: [],
} as unknown as RoomDetail;

const options = [
  { id: 1, name: "single", displayName: "Single Day Pass", days: 1, discountlabel: null, discount_percent: 0 },
  { id: 2, name: "bulk", displayName: "5 Day Pass Pack", days: 5, discountlabel: "Save 10%", discount_percent: 10 },
];
const passRoom = { ...baseRoom, space_type: 7, space_type_name: "Day Pass", passCount: 6, selectDataOptions: options } as RoomDetail;
const voRoom = { ...baseRoom, space_type: 8 } as RoomDetail;

const ctx: SlotContext = { open: 16, close: 40, taken: [30, 31], slotDuration: 60, firstSelectable: 0 };

function draftOf(room: RoomDetail, validated: Partial<ValidatedBooking>, passOptionId: number | null = null): BookingDraft {
  return buildBookingDraft(
    room,
    {
      date: "2026-12-01",
      room_id: room.id,
      start_time: null,
      end_time: null,
      booking_end_date: null,
      quantity: 1,
      seats: 12,
      room_amount: 1500,
      ...validated,
    } as ValidatedBooking,
    passOptionId,
  );
}

const addOn = (id: number) => ({ id, name: `Item ${id}`, qty: 2, type: "veg", price: 100, serves: 1, category: "Meals" });

describe("the draft Edit brings back", () => {
  it("is the room page's address with ?edit=1, and a full draft of the same room and date only", () => {
    expect(editDraftPath("/bengaluru/meeting-rooms-in-boardroom?date=2026-12-01")).toBe(
      "/bengaluru/meeting-rooms-in-boardroom?date=2026-12-01&edit=1",
    );
    expect(editDraftPath("/bengaluru/meeting-rooms-in-boardroom")).toBe("/bengaluru/meeting-rooms-in-boardroom?edit=1");
    const draft = draftOf(baseRoom, { start_time: 22, end_time: 25 });
    expect(draftToEdit(draft, 7, "2026-12-01")).toBe(draft);
    expect(draftToEdit(draft, 8, "2026-12-01")).toBeNull();
    expect(draftToEdit(draft, 7, "2026-12-02")).toBeNull();
    expect(draftToEdit(null, 7, "2026-12-01")).toBeNull();
  });

  it("restores a pass's option and count, as far as the room still offers them", () => {
    expect(restoredChoice(draftOf(passRoom, { quantity: 2 }, 2), passRoom, ctx)).toEqual({
      choice: { passOptionId: 2, passCount: 2 },
      notice: null,
    });
    // Fewer passes left than the draft had: as many as are left.
    expect(restoredChoice(draftOf(passRoom, { quantity: 9 }, 2), { ...passRoom, passCount: 3 }, ctx).choice).toEqual({
      passOptionId: 2,
      passCount: 3,
    });
    // An option removed since: the card's default stays; a draft without an option keeps the count.
    expect(restoredChoice(draftOf(passRoom, { quantity: 2 }, 99), passRoom, ctx).choice).toEqual({ passCount: 2 });
    expect(restoredChoice(draftOf(passRoom, { quantity: 3 }, null), passRoom, ctx).choice).toEqual({ passCount: 3 });
    // Sold out since: the card's 0 stays.
    expect(restoredChoice(draftOf(passRoom, { quantity: 2 }, 2), { ...passRoom, passCount: 0 }, ctx).choice).toEqual({ passOptionId: 2 });
  });

  it("restores a timed room's slots while they are all free and not started, else says why", () => {
    expect(restoredChoice(draftOf(baseRoom, { start_time: 22, end_time: 25 }), baseRoom, ctx)).toEqual({
      choice: { selection: { start: 22, end: 25 } },
      notice: null,
    });
    expect(restoredChoice(draftOf(baseRoom, { start_time: 29, end_time: 31 }), baseRoom, ctx)).toEqual({
      choice: { selection: null },
      notice: "02:30 PM – 03:30 PM is no longer free. Please choose another time.",
    });
    // Started since (today, later in the day).
    expect(restoredChoice(draftOf(baseRoom, { start_time: 22, end_time: 25 }), baseRoom, { ...ctx, firstSelectable: 23 }).choice).toEqual({
      selection: null,
    });
  });

  it("restores a virtual office's months, a preset or custom", () => {
    expect(restoredChoice(draftOf(voRoom, { quantity: 180 }), voRoom, ctx).choice).toEqual({ months: 6, customMonths: false });
    expect(restoredChoice(draftOf(voRoom, { quantity: 60 }), voRoom, ctx).choice).toEqual({ months: 2, customMonths: true });
    expect(restoredChoice(draftOf(voRoom, { quantity: 45 }), voRoom, ctx).choice).toEqual({});
  });

  it("Book keeps the edited draft's add-ons, note and guests for the same room and date", () => {
    const edited = {
      ...draftOf(baseRoom, { start_time: 22, end_time: 25 }),
      addOn: [addOn(5)],
      notes: "One vegan guest",
      guestEmailIds: ["a@example.com"],
    };
    const next = draftOf(baseRoom, { start_time: 24, end_time: 27 });
    expect(keepDraftExtras(next, edited)).toMatchObject({
      startTime: 24,
      endTime: 27,
      addOn: [addOn(5)],
      notes: "One vegan guest",
      guestEmailIds: ["a@example.com"],
    });
    expect(keepDraftExtras(next, null)).toBe(next);
    expect(keepDraftExtras(next, { ...edited, date: "2026-12-02" })).toBe(next);
    expect(keepDraftExtras(next, { ...edited, roomId: 8 })).toBe(next);
  });

  it("the F&B step takes up only the kept add-ons still served at the booking's start", () => {
    const menu = [
      {
        id: 1,
        name: "Meals",
        available: true,
        options: [
          { id: 5, available: true },
          { id: 6, available: false },
        ],
      },
      { id: 2, name: "High Tea", available: false, options: [{ id: 7, available: true }] },
    ] as unknown as MenuCategory[];
    expect(servedLines([addOn(5), addOn(6), addOn(7), addOn(8)], menu)).toEqual([addOn(5)]);
  });
});

describe("the pass count selector", () => {
  it("names what is bought: passes, or the pass option", () => {
    expect([1, 2].map((n) => passCountText(n, undefined))).toEqual(["1 Pass", "2 Passes"]);
    expect([1, 2].map((n) => passCountText(n, options[1]))).toEqual(["5 Day Pass Pack", "2 × 5 Day Pass Pack"]);
    expect(passCountText(3, options[0])).toBe("3 × Single Day Pass");
    expect(passCountText(2, { name: "bulk", displayName: "" })).toBe("2 × bulk");
  });
});
