import { describe, expect, it } from "vitest";
import type { MenuOption } from "@workbay/contracts/booking";
import type { RoomDetail } from "@workbay/contracts/rooms";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import { buildBookingDraft } from "../app/shared/booking/booking-draft";
import { buildValidateBody, choiceAmountPaise, type CardChoice } from "../app/features/booking-card/booking-request";
import {
  applySubOptionDraft,
  cartCount,
  draftWithAddOns,
  groupCart,
  lineFor,
  menuUnavailableMessage,
  setLineQty,
  unavailableReason,
} from "../app/features/fnb/cart";

const room = {
  id: 7,
  name: "Boardroom",
  floor: "2nd Floor",
  address: "1 MG Road, Bengaluru",
  city: "bengaluru",
  capacity: 12,
  space_type: 1,
  space_type_name: "Meeting Room",
  cost: 1000,
  month_factor: 1,
  url: ["a.jpg"],
  description: "d",
  categories: [{ id: 1, name: "Board Room Meetings" }],
  amenities: [{ code: "wifi", name: "Wi-Fi", icon: "wifi" }],
  latitude: 12.9,
  longitude: 77.6,
  time_slots: [30],
  seo_id: "boardroom",
  selectDataOptions: [],
} as unknown as RoomDetail;
const none: CardChoice = { selection: null, passCount: 1, passOptionId: null, months: 3, customMonths: false };

describe("booking parameters", () => {
  it("timed rooms send the first slot and the last + 1", () => {
    const body = buildValidateBody(room, "2026-12-01", { ...none, selection: { start: 22, end: 25 } });
    expect(body).toEqual({ date: "2026-12-01", room_id: 7, add_on: [], start_time: 22, end_time: 25 });
    expect(choiceAmountPaise(room, { ...none, selection: { start: 22, end: 25 } })).toBe(150_000);
    expect(choiceAmountPaise(room, none)).toBeNull();
  });
  it("virtual office presets set booking_end_date, Custom only the days", () => {
    const vo = { ...room, space_type: 8 } as RoomDetail;
    expect(buildValidateBody(vo, "2026-12-01", { ...none, months: 6 })).toMatchObject({ quantity: 180, booking_end_date: "2027-05-30" });
    const custom = buildValidateBody(vo, "2026-12-01", { ...none, months: 2, customMonths: true });
    expect(custom.quantity).toBe(60);
    expect(custom.booking_end_date).toBeUndefined();
  });
  it("passes send their count and option", () => {
    const pass = {
      ...room,
      space_type: 7,
      selectDataOptions: [{ id: 2, name: "bulk", displayName: "5 Day", days: 5, discountlabel: null, discount_percent: 0 }],
    } as unknown as RoomDetail;
    expect(buildValidateBody(pass, "2026-12-01", { ...none, passCount: 3, passOptionId: 2 })).toMatchObject({
      quantity: 3,
      pass_option_id: 2,
    });
    expect(choiceAmountPaise(pass, { ...none, passCount: 3, passOptionId: 2 })).toBe(1000 * 100 * 5 * 3);
  });
  it("the draft carries the spec's fields", () => {
    const validated = {
      date: "2026-12-01",
      room_id: 7,
      start_time: 22,
      end_time: 25,
      booking_end_date: null,
      quantity: 1,
      seats: 12,
      room_amount: 1500,
    } as ValidatedBooking;
    const draft = buildBookingDraft(room, validated);
    expect(draft).toMatchObject({
      date: "2026-12-01",
      roomId: 7,
      startTime: 22,
      endTime: 25,
      attendies: 12,
      attendiesCount: 12,
      roomCost: 1500,
      addOn: [],
      notes: "",
      guestEmailIds: [],
      inventory_type: 1,
      inventory_name: "Meeting Room",
      hideTime: false,
    });
    expect(draft.roomInfo).toMatchObject({
      roomName: "Boardroom",
      seoId: "boardroom",
      meetingType: "Board Room Meetings",
      timeSlot: "11:00 AM - 12:30 PM",
    });
    const after = draftWithAddOns(draft, { cart: [], notes: " hi ", guestEmails: ["a@b.co", " "], startTime: 22, lastSlot: 24 });
    expect(after).toMatchObject({ notes: "hi", guestEmailIds: ["a@b.co"], endTime: 25 });
  });
});

const option = (id: number, category: string, extra: Partial<MenuOption> = {}): MenuOption => ({
  id,
  name: `Item ${id}`,
  description: "",
  short_description: "",
  price: 100,
  image: null,
  image_alt: null,
  type: "veg",
  serves: 1,
  category,
  available_from: 0,
  available_to: 47,
  available: true,
  unavailable_reason: null,
  options: [],
  ...extra,
});

describe("cart", () => {
  it("accumulates, drops lines at 0 and groups by menu order", () => {
    let cart = setLineQty([], lineFor(option(1, "Beverages")), 2);
    cart = setLineQty(cart, lineFor(option(2, "Meals")), 1);
    cart = setLineQty(cart, lineFor(option(3, "Meals")), 1);
    cart = setLineQty(cart, lineFor(option(3, "Meals")), 0);
    expect(cartCount(cart)).toBe(3);
    expect(groupCart(cart, ["Meals", "Beverages"]).map((g) => [g.category, g.totalRupees])).toEqual([
      ["Meals", 100],
      ["Beverages", 200],
    ]);
  });
  it("read-only mode keeps one option; choosing it again clears", () => {
    let cart = setLineQty([], lineFor(option(1, "Meals")), 1, true);
    cart = setLineQty(cart, lineFor(option(2, "Meals")), 1, true);
    expect(cart.map((l) => l.id)).toEqual([2]);
    expect(setLineQty(cart, lineFor(option(2, "Meals")), 1, true)).toEqual([]);
  });
  it("MENU's DONE applies the chosen sub-options, serving one each", () => {
    const pkg = option(9, "Meals", {
      serves: 4,
      options: [1, 2].map((id) => ({
        id,
        name: `S${id}`,
        description: "",
        image: null,
        available_from: 0,
        available_to: 47,
        available: true,
        unavailable_reason: null,
      })),
    });
    const cart = applySubOptionDraft([], pkg, new Set([2]));
    expect(cart).toEqual([expect.objectContaining({ id: 9, sub_option_id: 2, serves: 1, qty: 1 })]);
    expect(applySubOptionDraft(cart, pkg, new Set())).toEqual([]);
  });
  it("a guest may choose only High Tea or Meals, and nothing the server marks unavailable, with the reason", () => {
    expect(unavailableReason(option(1, "High Tea"), true)).toBeNull();
    expect(unavailableReason(option(2, "Work Lunch"), true)).toBe("Guests can choose one option from High Tea or Meals.");
    expect(unavailableReason(option(2, "Work Lunch"), false)).toBeNull();
    const late = option(3, "High Tea", {
      available: false,
      unavailable_reason: "Item 3 is served for meetings starting 03:00 PM to 07:00 PM; not available for your selected slot.",
    });
    expect(unavailableReason(late, true)).toMatch(/03:00 PM to 07:00 PM/);
    expect(unavailableReason(late, false)).toMatch(/03:00 PM to 07:00 PM/);
  });
  it("the unavailable messages", () => {
    const cat = (available: boolean) => ({ available }) as never;
    const messages = { food: "food", meal: "meal" };
    expect(menuUnavailableMessage([cat(false), cat(false)], messages)).toBe("food");
    expect(menuUnavailableMessage([cat(false), cat(true)], messages)).toBe("meal");
    expect(menuUnavailableMessage([cat(true)], messages)).toBeNull();
  });
});
