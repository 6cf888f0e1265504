import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AddOnLine, ValidateBody, type ValidatedBooking } from "@workbay/contracts/booking";
import { BookingCreateBody, type BookingView } from "@workbay/contracts/checkout";
import { bookingDraftCookie, compactBookingDraft, type BookingDraft } from "../app/shared/booking/booking-draft";
import { bookingListImage } from "../app/features/bookings/booking-image";
import { bookingWhenText, durationText, roomAmountLabel } from "../app/shared/booking/booking-when";
import { bookingTimeText } from "../app/features/backoffice/booking-time";
import {
  analyticsBookingFromCheckout,
  analyticsBookingFromView,
  checkoutEvent,
  pushCheckoutEvent,
  pushCheckoutEventOnce,
  recordCheckoutBooking,
  recordedCheckoutBooking,
} from "../app/features/checkout/analytics";
import { billingDetailsProblems as billingProblems } from "@workbay/domain/billing-details";
import { stateOfGstin } from "../app/features/checkout/billing-form";
import {
  bookingCreateBodyFor,
  checkoutDraftFrom,
  checkoutDraftFromCookie,
  sameBooking,
  validateBodyFor,
  type CheckoutDraft,
} from "../app/features/checkout/checkout-draft";
import {
  afterOutcomeHref,
  holdCountdown,
  lastAttemptFrom,
  parsePaymentReturn,
  paymentFailBody,
  paymentSuccessBody,
  paymentViewState,
  testGatewayHref,
  utmParamsFromCookie,
} from "../app/features/checkout/payment-return";

const ROOM_INFO = {
  roomName: "Saffron Boardroom",
  seoId: "boardroom-saffron-koramangala-forum",
  roomPrice: 1200,
  seatCount: 16,
  roomFloor: "3rd Floor",
  roomAddress: "80 Feet Road, Koramangala",
  roomBestSuitedFor: ["Board Room Meetings"],
  banners: ["room-1.jpg"],
  latitude: 12.93,
  longitude: 77.62,
  amenities: [],
  meetingType: "Board Room Meetings",
  guestCount: 16,
  timeSlot: "11:00 AM - 12:30 PM",
  totalPrice: "₹1,800",
  name: "Saffron Boardroom",
  price: 1200,
  startTime: 22,
  endTime: 25,
  description: "A long description ".repeat(40),
  timeSlots: [1, 2, 3],
};

function fullDraft(patch: Partial<BookingDraft> = {}): BookingDraft {
  return {
    date: "2026-12-02",
    roomId: 7,
    addOn: [
      { id: 11, name: "Masala Dosa", qty: 2, type: "veg", price: 180, serves: 1, category: "Meals" },
      {
        id: 12,
        sub_option_id: 3,
        name: "Meeting Meal Package - North Indian",
        qty: 1,
        type: "veg",
        price: 650,
        serves: 1,
        category: "Meals",
      },
    ],
    notes: "One vegan guest",
    startTime: 22,
    endTime: 25,
    booking_end_date: null,
    quantity_details: null,
    pass_option_id: null,
    attendies: 16,
    attendiesCount: 16,
    roomCost: 1800,
    guestEmailIds: ["a@example.com"],
    roomInfo: ROOM_INFO,
    loginModal: false,
    inventory_type: 1,
    inventory_name: "Meeting Room",
    hideTime: false,
    ...patch,
  };
}

const cookieHeader = (draft: BookingDraft | { date: string; roomId: number }) => `other=1; ${bookingDraftCookie(draft).split(";")[0]}`;

const PRICED: ValidatedBooking = {
  date: "2026-12-02",
  room_id: 7,
  start_time: 22,
  end_time: 25,
  booking_end_date: null,
  quantity: 1,
  pass_option_id: null,
  pass_option_name: null,
  pass_option_days: null,
  seats: 16,
  add_ons: [
    { id: 11, sub_option_id: null, name: "Masala Dosa", category: "Meals", type: "veg", qty: 2, serves: 1, price: 180 },
    {
      id: 12,
      sub_option_id: 3,
      name: "Meeting Meal Package - North Indian",
      category: "Meals",
      type: "veg",
      qty: 1,
      serves: 1,
      price: 650,
    },
  ],
  room_amount: 1800,
  original_room_amount: 1800,
  add_ons_price: 1010,
  discount: 540,
  cgst: 204.3,
  sgst: 204.3,
  igst: 0,
  gst_amount: 408.6,
  total_amount: 2678.6,
  voucher_code: "MR30",
  intra_state: true,
};

describe("the stored draft as checkout reads it", () => {
  it("keeps the booking in the cookie and leaves the display data to session storage", () => {
    const compact = compactBookingDraft(fullDraft());
    expect(compact).not.toHaveProperty("roomInfo");
    expect(compact.addOn).toEqual([
      { id: 11, qty: 2 },
      { id: 12, sub_option_id: 3, qty: 1 },
    ]);
    expect(bookingDraftCookie(fullDraft()).length).toBeLessThan(1000);
  });

  it("drops the guest e-mails, then the note, from the cookie before it outgrows 4 KB", () => {
    const guests = Array.from({ length: 100 }, (_, i) => `guest.number.${i}@example.com`);
    const withGuests = compactBookingDraft(fullDraft({ guestEmailIds: guests }));
    expect(withGuests.guestEmailIds).toBeUndefined();
    expect(withGuests.notes).toBe("One vegan guest");
    const huge = compactBookingDraft(fullDraft({ guestEmailIds: guests, notes: "ü".repeat(1000) }));
    expect(huge.notes).toBeUndefined();
    expect(bookingDraftCookie(fullDraft({ guestEmailIds: guests, notes: "ü".repeat(1000) })).length).toBeLessThan(4000);
  });

  it("reads a timed booking from the cookie header", () => {
    expect(checkoutDraftFromCookie(cookieHeader(fullDraft()))).toEqual({
      date: "2026-12-02",
      roomId: 7,
      startTime: 22,
      endTime: 25,
      bookingEndDate: null,
      quantity: null,
      passOptionId: null,
      addOns: [
        { id: 11, qty: 2 },
        { id: 12, sub_option_id: 3, qty: 1 },
      ],
      notes: "One vegan guest",
      guestEmails: ["a@example.com"],
    });
  });

  it("has nothing to check out for a missing, reset, broken or impossible draft", () => {
    expect(checkoutDraftFromCookie(null)).toBeNull();
    expect(checkoutDraftFromCookie("theme=dark")).toBeNull();
    expect(checkoutDraftFromCookie(cookieHeader({ date: "2026-12-02", roomId: 7 }))).toBeNull();
    expect(checkoutDraftFromCookie("bookingData=%7Bnot-json")).toBeNull();
    expect(checkoutDraftFrom({ ...compactBookingDraft(fullDraft()), date: "2026-02-30" })).toBeNull();
    expect(checkoutDraftFrom({ ...compactBookingDraft(fullDraft()), endTime: 60 })).toBeNull();
    expect(checkoutDraftFrom({ ...compactBookingDraft(fullDraft()), addOn: [{ id: 1, qty: 0 }] })).toBeNull();
  });

  it("accepts exactly the drafts whose validate payload the contract's schema accepts", () => {
    // The browser reads the draft with a hand check (no zod in the checkout's JavaScript); the
    // schema is what the server holds every payload to, so the two must never disagree.
    const int = fc.oneof(
      fc.integer({ min: -2, max: 120 }),
      fc.constantFrom(0, 1, 48, 49, 99, 100, 10000, 10001, Number.MAX_SAFE_INTEGER, 2 ** 53, 1.5, Number.NaN, Infinity),
    );
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.oneof(arb, fc.constantFrom<unknown>("3", undefined)), { nil: null });
    const date = fc.constantFrom("2026-12-02", "2027-03-02", "2026-02-30", "2026-2-3", "", "2026-12-02T00:00", 20261202);
    const line = fc.record({ id: maybe(int), qty: maybe(int), sub_option_id: maybe(int) });
    const raw = fc.record({
      date,
      roomId: maybe(int),
      startTime: maybe(int),
      endTime: maybe(int),
      quantity_details: maybe(int),
      pass_option_id: maybe(int),
      booking_end_date: fc.option(date, { nil: null }),
      addOn: fc.oneof(fc.array(line, { maxLength: 3 }), fc.constant(Array.from({ length: 51 }, () => ({ id: 1, qty: 1 })))),
    });
    // The reading with the schemas, as it was before the hand check.
    const asInt = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) ? v : null);
    const asString = (v: unknown): string | null => (typeof v === "string" ? v : null);
    const withSchema = (value: Record<string, unknown>): CheckoutDraft | null => {
      const [startTime, endTime, quantity] = [asInt(value.startTime), asInt(value.endTime), asInt(value.quantity_details)];
      if ((startTime === null || endTime === null) && quantity === null) return null;
      const lines = (value.addOn as Record<string, unknown>[]).map((a) =>
        AddOnLine.safeParse({ id: a.id, qty: a.qty, sub_option_id: a.sub_option_id ?? undefined }),
      );
      if (lines.some((a) => !a.success)) return null;
      const draft: CheckoutDraft = {
        date: asString(value.date) ?? "",
        roomId: asInt(value.roomId) ?? 0,
        startTime: quantity === null ? startTime : null,
        endTime: quantity === null ? endTime : null,
        bookingEndDate: asString(value.booking_end_date),
        quantity,
        passOptionId: asInt(value.pass_option_id),
        addOns: lines.flatMap((a) => (a.success ? [a.data] : [])),
        notes: "",
        guestEmails: [],
      };
      return ValidateBody.safeParse(validateBodyFor(draft)).success ? draft : null;
    };
    fc.assert(
      fc.property(raw, (value) => {
        expect(JSON.stringify(checkoutDraftFrom(value))).toBe(JSON.stringify(withSchema(value)));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads passes and virtual offices by their quantity", () => {
    const pass = checkoutDraftFrom(
      compactBookingDraft(fullDraft({ startTime: null, endTime: null, quantity_details: 2, pass_option_id: 5, addOn: [] })),
    );
    expect(pass).toMatchObject({ startTime: null, endTime: null, quantity: 2, passOptionId: 5 });
    const office = checkoutDraftFrom(
      compactBookingDraft(fullDraft({ startTime: null, endTime: null, quantity_details: 90, booking_end_date: "2027-03-02", addOn: [] })),
    );
    expect(validateBodyFor(office as CheckoutDraft)).toEqual({
      date: "2026-12-02",
      room_id: 7,
      add_on: [],
      quantity: 90,
      booking_end_date: "2027-03-02",
    });
  });

  it("tells the same booking from another", () => {
    const a = checkoutDraftFrom(fullDraft()) as CheckoutDraft;
    expect(sameBooking(a, { ...a, notes: "other", guestEmails: [] })).toBe(true);
    expect(sameBooking(a, { ...a, endTime: 26 })).toBe(false);
    expect(sameBooking(a, { ...a, addOns: [{ id: 11, qty: 3 }] })).toBe(false);
  });
});

describe("request bodies", () => {
  const draft = checkoutDraftFrom(fullDraft()) as CheckoutDraft;

  it("prices the draft with the chosen voucher and billing state", () => {
    expect(validateBodyFor(draft, { voucherCode: " MR30 ", billingState: "Karnataka" })).toEqual({
      date: "2026-12-02",
      room_id: 7,
      start_time: 22,
      end_time: 25,
      add_on: [
        { id: 11, qty: 2 },
        { id: 12, sub_option_id: 3, qty: 1 },
      ],
      voucher_code: "MR30",
      billing_state: "Karnataka",
    });
    expect(validateBodyFor(draft, { voucherCode: "  " })).not.toHaveProperty("voucher_code");
  });

  it("creates the booking with the server's amounts, the shown total and the accepted terms", () => {
    // The GST details as the /checkout action checked them (checkout-action.test.ts).
    const billing = { company_name: "Acme Pvt Ltd", gstin: "29ABCDE1234F1Z5", address: "MG Road", state: "Karnataka", pincode: "560001" };
    const body = bookingCreateBodyFor(draft, PRICED, {
      shownTotal: 2678.6,
      notes: " One vegan guest ",
      guestEmails: ["A@Example.com", " "],
      billing,
      termsAccepted: true,
    });
    expect(body).toMatchObject({
      date: "2026-12-02",
      room_id: 7,
      start_time: 22,
      end_time: 25,
      seats: 16,
      total_amount: 2678.6,
      room_amount: 1800,
      gst_amount: 408.6,
      add_ons_price: 1010,
      discount: 540,
      notes: "One vegan guest",
      guest_emails: ["a@example.com"],
      voucher_applied: "MR30",
      billing_details: { company_name: "Acme Pvt Ltd", gstin: "29ABCDE1234F1Z5", state: "Karnataka" },
      terms_accepted: true,
    });
    expect(BookingCreateBody.safeParse(body).success).toBe(true);
  });
});

describe("what a booking is, in words", () => {
  it("gives a time range with its duration in hours", () => {
    expect(bookingWhenText({ spaceType: 1, startTime: 22, endTime: 25, quantity: 1 })).toBe("11:00 AM – 12:30 PM (1.5 hrs)");
    expect(durationText(16, 18)).toBe("1 hr");
  });

  it("gives passes and virtual-office months", () => {
    expect(bookingWhenText({ spaceType: 7, startTime: null, endTime: null, quantity: 1 })).toBe("1 Pass");
    expect(bookingWhenText({ spaceType: 16, startTime: null, endTime: null, quantity: 3 })).toBe("3 Passes");
    // A pack names itself, as the room page's pass type does (decision 0043).
    expect(bookingWhenText({ spaceType: 7, startTime: null, endTime: null, quantity: 1, passOptionName: "5 Day Pass Pack" })).toBe(
      "5 Day Pass Pack",
    );
    expect(bookingWhenText({ spaceType: 7, startTime: null, endTime: null, quantity: 2, passOptionName: "5 Day Pass Pack" })).toBe(
      "2 × 5 Day Pass Pack",
    );
    expect(bookingWhenText({ spaceType: 7, startTime: null, endTime: null, quantity: 2, passOptionName: null })).toBe("2 Passes");
    // The price breakdown's room line names the pack its amount is for.
    expect(roomAmountLabel({ spaceTypeName: "Day Pass", quantity: 1, passOptionName: "5 Day Pass Pack" })).toBe("5 Day Pass Pack");
    expect(roomAmountLabel({ spaceTypeName: "Day Pass", quantity: 2, passOptionName: null })).toBe("Day Pass");
    expect(roomAmountLabel({ spaceTypeName: "", quantity: 1 })).toBe("Room amount");
    // The console's booking pages read the same (decision 0043).
    const consoleRow = { start_slot: null, end_slot: null, end_date: null, quantity: 1 };
    expect(bookingTimeText({ ...consoleRow, pass_option_name: "5 Day Pass Pack" })).toBe("5 Day Pass Pack");
    expect(bookingTimeText({ ...consoleRow, quantity: 3, pass_option_name: "5 Day Pass Pack" })).toBe("3 × 5 Day Pass Pack");
    expect(bookingTimeText({ ...consoleRow, quantity: 3, pass_option_name: null })).toBe("3 passes");
    expect(bookingWhenText({ spaceType: 8, startTime: null, endTime: null, quantity: 90 })).toBe("3 Months");
    expect(bookingWhenText({ spaceType: 8, startTime: null, endTime: null, quantity: 30 })).toBe("1 Month");
  });

  it("offers the three list image sizes for their screens", () => {
    const image = bookingListImage("room 1.jpg");
    expect(image.srcSet).toContain("/images/135x100/room%201.jpg 135w");
    expect(image.srcSet).toContain("/images/155x115/room%201.jpg 155w");
    expect(image.srcSet).toContain("/images/170x100/room%201.jpg 170w");
    expect(image.sizes).toBe("(max-width: 767px) 135px, (max-width: 1024px) 155px, 170px");
  });
});

const ROOM = {
  id: 7,
  name: "Saffron Boardroom",
  categories: [{ name: "Board Room Meetings" }],
  space_type: 1,
  space_type_name: "Meeting Room",
};

describe("analytics events", () => {
  it("prices the room per half-hour slot (cost / 2) with the slots as quantity, and lists the F&B", () => {
    const event = checkoutEvent("begin_checkout", analyticsBookingFromCheckout(ROOM, PRICED));
    expect(event.event).toBe("begin_checkout");
    expect(event.ecommerce).toMatchObject({ currency: "INR", value: 2678.6, tax: 408.6, coupon: "MR30", discount: 540 });
    // Saffron costs ₹1,200 an hour: ₹600 a slot, three slots.
    expect(event.ecommerce.items[0]).toEqual({
      item_id: "7",
      item_name: "Saffron Boardroom",
      item_brand: "Workbay",
      item_category: "Meeting Room",
      price: 600,
      quantity: 3,
    });
    expect(event.ecommerce.items.slice(1)).toEqual([
      {
        item_id: "fnb-11",
        item_name: "Masala Dosa",
        item_brand: "Workbay F&B",
        item_category: "Meals",
        item_variant: "veg",
        price: 180,
        quantity: 2,
      },
      {
        item_id: "fnb-12",
        item_name: "Meeting Meal Package - North Indian",
        item_brand: "Workbay F&B",
        item_category: "Meals",
        item_variant: "veg",
        price: 650,
        quantity: 1,
      },
    ]);
    expect(event.booking).toMatchObject({
      roomId: 7,
      roomInfo: { name: "Saffron Boardroom", roomName: "Saffron Boardroom", roomBestSuitedFor: ["Board Room Meetings"] },
      startTime: 22,
      endTime: 25,
      roomCost: 1800,
      inventory_name: "Meeting Room",
      inventory_type: 1,
      quantity_details: 1,
      voucherCode: "MR30",
      discount: 540,
      totalCost: 2678.6,
      cgst: 204.3,
      sgst: 204.3,
    });
    expect(event.booking.addOn).toHaveLength(2);
  });

  it("counts passes and virtual-office months as the room quantity", () => {
    const pass = checkoutEvent(
      "payment_checkout",
      analyticsBookingFromCheckout(
        { ...ROOM, space_type: 7, space_type_name: "Day Pass" },
        { ...PRICED, start_time: null, end_time: null, quantity: 2, room_amount: 1000, add_ons: [] },
      ),
    );
    expect(pass.ecommerce.items).toEqual([expect.objectContaining({ price: 500, quantity: 2 })]);
    const office = checkoutEvent(
      "payment_checkout",
      analyticsBookingFromCheckout(
        { ...ROOM, space_type: 8, space_type_name: "Virtual Office" },
        { ...PRICED, start_time: null, end_time: null, quantity: 90, room_amount: 4500, add_ons: [] },
      ),
    );
    expect(office.ecommerce.items[0]).toMatchObject({ price: 1500, quantity: 3 });
  });

  it("builds purchase from the booking view, with the room's categories recorded at checkout and the booking id", () => {
    const view = {
      bookingId: "WB7K3M9Q2X",
      room_id: 7,
      seo_id: "boardroom-saffron-koramangala-forum",
      roomName: "Saffron Boardroom",
      space_type: 1,
      space_type_name: "Meeting Room",
      startTime: 22,
      endTime: 25,
      quantity: 1,
      room_amount: 1800,
      addOns: PRICED.add_ons,
      voucher_code: null,
      discount: 0,
      cgst: 0,
      sgst: 0,
      igst: 505.8,
      total_amount: 3315.8,
    } as unknown as BookingView;
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    recordCheckoutBooking("WB7K3M9Q2X", analyticsBookingFromCheckout(ROOM, PRICED), store);
    const purchase = checkoutEvent("purchase", analyticsBookingFromView(view, recordedCheckoutBooking("WB7K3M9Q2X", store)), "WB7K3M9Q2X");
    expect(purchase.ecommerce).toMatchObject({ transaction_id: "WB7K3M9Q2X", value: 3315.8, tax: 505.8 });
    expect(purchase.ecommerce).not.toHaveProperty("coupon");
    expect(purchase.booking.roomId).toBe(7);
    expect(purchase.ecommerce.items[0]?.item_id).toBe("7");
    expect(purchase.booking.roomInfo.roomBestSuitedFor).toEqual(["Board Room Meetings"]);
    // Opened elsewhere (nothing recorded): no categories.
    expect(checkoutEvent("failedPurchase", analyticsBookingFromView(view)).booking.roomInfo.roomBestSuitedFor).toEqual([]);
  });

  it("creates the data layer when missing, clears the last ecommerce object, and pushes once per key", () => {
    const target: { dataLayer?: unknown[] } = {};
    const event = checkoutEvent("purchase", analyticsBookingFromCheckout(ROOM, PRICED), "WB7K3M9Q2X");
    pushCheckoutEvent(event, target);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, event]);

    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    const win = globalThis as unknown as { window?: { dataLayer?: unknown[] } };
    win.window = {};
    try {
      expect(pushCheckoutEventOnce("purchase:WB7K3M9Q2X", event, store)).toBe(true);
      expect(pushCheckoutEventOnce("purchase:WB7K3M9Q2X", event, store)).toBe(false);
      expect(win.window.dataLayer).toHaveLength(2);
    } finally {
      delete win.window;
    }
  });
});

describe("the payment return", () => {
  const q = (query: string) => new URLSearchParams(query);
  const signature = "a".repeat(64);

  it("reads a success, a failure, or a plain look at the booking", () => {
    expect(
      parsePaymentReturn(q(`b_id=WB7K3M9Q2X&razorpay_order_id=order_1&razorpay_payment_id=pay_1&razorpay_signature=${signature}`)),
    ).toEqual({
      kind: "success",
      bookingId: "WB7K3M9Q2X",
      orderId: "order_1",
      paymentId: "pay_1",
      signature,
    });
    expect(parsePaymentReturn(q("b_id=WB7K3M9Q2X&error_code=BAD_REQUEST_ERROR&error_description=Payment%20failed"))).toEqual({
      kind: "fail",
      bookingId: "WB7K3M9Q2X",
      code: "BAD_REQUEST_ERROR",
      description: "Payment failed",
      reason: "",
    });
    expect(parsePaymentReturn(q("b_id=WB7K3M9Q2X"))).toEqual({ kind: "show", bookingId: "WB7K3M9Q2X" });
    expect(parsePaymentReturn(q("b_id=12"))).toBeNull();
    expect(parsePaymentReturn(q(""))).toBeNull();
  });

  it("builds the success and fail bodies", () => {
    const success = parsePaymentReturn(
      q(`b_id=WB7K3M9Q2X&razorpay_order_id=order_1&razorpay_payment_id=pay_1&razorpay_signature=${signature}`),
    );
    if (success?.kind !== "success") throw new Error("expected a success");
    expect(
      paymentSuccessBody(success, {
        amount: 2678.6,
        productInfo: "Saffron Boardroom",
        email: "demo@workbay.in",
        utm: { utm_source: "mail" },
      }),
    ).toEqual({
      razorpay_order_id: "order_1",
      paymentId: "pay_1",
      razorpay_signature: signature,
      b_id: "WB7K3M9Q2X",
      amount: 2678.6,
      product_info: "Saffron Boardroom",
      email: "demo@workbay.in",
      utm_params: { utm_source: "mail" },
    });
    const fail = parsePaymentReturn(q("b_id=WB7K3M9Q2X&error_code=X"));
    if (fail?.kind !== "fail") throw new Error("expected a failure");
    expect(paymentFailBody(fail)).toEqual({ b_id: "WB7K3M9Q2X", error: { code: "X" } });
  });

  it("reads utm values from the cookie, JSON or query form, and nothing else", () => {
    expect(utmParamsFromCookie('{"utm_source":"google","utm_medium":"cpc","other":"x"}')).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
    });
    expect(utmParamsFromCookie("utm_campaign=diwali&x=1")).toEqual({ utm_campaign: "diwali" });
    expect(utmParamsFromCookie(undefined)).toBeUndefined();
    expect(utmParamsFromCookie("{}")).toBeUndefined();
  });

  it("appends our return address to the test gateway's page", () => {
    expect(testGatewayHref("/dev/test-gateway?order_id=o1")).toBe("/dev/test-gateway?order_id=o1&return_to=%2Fcheckout%2Fpayment");
    expect(testGatewayHref("/dev/test-gateway")).toBe("/dev/test-gateway?return_to=%2Fcheckout%2Fpayment");
  });

  it("picks the view from the server's outcome: confirmed, refund, retry while it allows, lapsed, cancelled", () => {
    expect(paymentViewState({ status: "confirmed", refund_required: false, can_retry: false })).toBe("confirmed");
    expect(paymentViewState({ status: "expired", refund_required: true, can_retry: false })).toBe("refund");
    expect(paymentViewState({ status: "pending_payment", refund_required: false, can_retry: true })).toBe("retry");
    expect(paymentViewState({ status: "pending_payment", refund_required: false, can_retry: false })).toBe("lapsed");
    expect(paymentViewState({ status: "payment_failed", refund_required: false, can_retry: false })).toBe("lapsed");
    expect(paymentViewState({ status: "expired", refund_required: false, can_retry: false })).toBe("lapsed");
    expect(paymentViewState({ status: "cancelled", refund_required: false, can_retry: false })).toBe("cancelled");
  });

  it("moves on, once posted, to an address with only the booking, the result and the attempt", () => {
    const href = afterOutcomeHref("WB7K3M9Q2X", "failed", "ab12cd34");
    expect(href).toBe("/checkout/payment?b_id=WB7K3M9Q2X&outcome=failed&attempt=ab12cd34");
    const query = new URLSearchParams(href.split("?")[1]);
    expect(parsePaymentReturn(query)).toEqual({ kind: "show", bookingId: "WB7K3M9Q2X" });
    expect(lastAttemptFrom(query)).toBe("failed");
    expect(lastAttemptFrom(new URLSearchParams("outcome=maybe"))).toBeNull();
  });

  it("counts the hold down in minutes and seconds", () => {
    const now = Date.parse("2026-12-01T10:00:00Z");
    expect(holdCountdown("2026-12-01T10:09:59Z", now)).toBe("09:59");
    expect(holdCountdown("2026-12-01T10:00:00.400Z", now)).toBe("00:01");
    expect(holdCountdown("2026-12-01T10:00:00Z", now)).toBeNull();
    expect(holdCountdown("not a date", now)).toBeNull();
  });
});

describe("business billing of the GST block", () => {
  const good = { company_name: "Acme Pvt Ltd", gstin: "29ABCDE1234F1Z5", address: "", state: "Karnataka", pincode: "" };

  it("accepts a company, a GSTIN of the billing state and an optional pincode", () => {
    expect(billingProblems(good)).toEqual({});
    expect(billingProblems({ ...good, gstin: "29abcde1234f1z5", pincode: "560001" })).toEqual({});
  });

  it("asks for the mandatory fields with the shared validator's messages", () => {
    expect(billingProblems({ company_name: " ", gstin: "29ABCDE1234F1Z", address: "", state: "", pincode: "012345" })).toEqual({
      company_name: "Please enter the company name",
      gstin: "Please enter a valid GSTIN",
      state: "Please select the billing state",
      pincode: "Please enter a valid pincode",
    });
  });

  it("refuses a GSTIN registered in another state than the billing state", () => {
    expect(billingProblems({ ...good, state: "Maharashtra" })).toEqual({
      gstin: "This GSTIN is registered in Karnataka; please choose that billing state.",
    });
  });

  it("finds the state of a GSTIN among the offered states", () => {
    expect(stateOfGstin("27ABCDE1234F1Z5", ["Karnataka", "Maharashtra"])).toBe("Maharashtra");
    expect(stateOfGstin("27ABCDE1234F1Z5", ["Karnataka"])).toBeNull();
    expect(stateOfGstin("nonsense", ["Karnataka"])).toBeNull();
  });
});
