import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, inArray } from "drizzle-orm";
import { outbox, rooms } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import type { RoomDetail } from "@workbay/contracts/rooms";
import { buildTestApp, TEST_NOW } from "./helper";
import { pdfText } from "./pdf-text";
import { bookingRow, createBooking, paySuccessCallback, signedInUser } from "./checkout-helpers";
import { CONSOLE_API, signInOperator } from "./console-fixtures";
import { DEMO_OPERATORS } from "@workbay/demo-seed/demo-operators";

const WEDNESDAY = "2026-11-25";
const SAVING = /Save (\d+)%/;

/** The saving a product promises in its words: its option's label or its name. */
function promisedPercent(option: RoomDetail["selectDataOptions"][number]): number {
  const match = SAVING.exec(option.discountlabel ?? "") ?? SAVING.exec(option.displayName);
  return match ? Number(match[1]) : 0;
}

/** What a shopper works out from the card: list price x (1 - N%), in whole rupees. */
function expectedRupees(cost: number, days: number, passes: number, percent: number): number {
  return Math.round(cost * days * passes * (1 - percent / 100));
}

describe.each(testDatabaseKinds())("pass options' savings on %s", (kind) => {
  let app: FastifyInstance;
  let passRooms: RoomDetail[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind);
    const ids = await app.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(inArray(rooms.productTypeId, [7, 11, 16]), eq(rooms.isBookable, true), eq(rooms.isMrb, true)))
      .orderBy(asc(rooms.id));
    passRooms = await Promise.all(
      ids.map(async ({ id }) => (await app.inject({ url: `/passy/v1/room/${id}?date=${WEDNESDAY}` })).json().data as RoomDetail),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it("charges every demo pass option the saving it shows: charged = list x (1 - N%)", async () => {
    const promised = passRooms.flatMap((room) =>
      room.selectDataOptions.filter((o) => promisedPercent(o) > 0).map((option) => ({ room, option })),
    );
    // The demo sells packs with a saving; without them this test would prove nothing.
    expect(promised.length).toBeGreaterThan(0);
    for (const { room, option } of promised) {
      expect(option.discount_percent, `${room.name}: ${option.displayName}`).toBe(promisedPercent(option));
      for (const passes of [1, 2, 3].filter((n) => n <= room.passCount)) {
        const response = await app.inject({
          method: "POST",
          url: "/passy/v1/validate",
          payload: { date: WEDNESDAY, room_id: room.id, quantity: passes, pass_option_id: option.id, add_on: [] },
        });
        expect(response.statusCode, response.body).toBe(200);
        const amounts = response.json().data;
        expect(amounts.room_amount, `${room.name}: ${passes} x ${option.displayName}`).toBe(
          expectedRupees(room.cost, option.days, passes, promisedPercent(option)),
        );
      }
    }
  });

  it("charges options without a saving the full list price", async () => {
    const plain = passRooms.flatMap((room) =>
      room.selectDataOptions.filter((o) => promisedPercent(o) === 0).map((option) => ({ room, option })),
    );
    expect(plain.length).toBeGreaterThan(0);
    for (const { room, option } of plain.filter(({ room }) => room.passCount >= 2).slice(0, 10)) {
      expect(option.discountlabel).toBeNull();
      const response = await app.inject({
        method: "POST",
        url: "/passy/v1/validate",
        payload: { date: WEDNESDAY, room_id: room.id, quantity: 2, pass_option_id: option.id, add_on: [] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.room_amount).toBe(expectedRupees(room.cost, option.days, 2, 0));
    }
  });

  it("prices the promo codes on offer at the pack's price: the voucher check and the coupons name the discount validate gives", async () => {
    const room = passRooms.find((r) => r.space_type === 7 && r.selectDataOptions.some((o) => promisedPercent(o) > 0))!;
    const pack = room.selectDataOptions.find((o) => promisedPercent(o) > 0)!;
    const booker = await signedInUser(app, TEST_NOW);
    const validated = await app.inject({
      method: "POST",
      url: "/passy/v1/validate",
      headers: booker.headers,
      payload: { date: WEDNESDAY, room_id: room.id, quantity: 1, pass_option_id: pack.id, voucher_code: "DP25", add_on: [] },
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const { discount } = validated.json().data;
    const query = `date_of_booking=${WEDNESDAY}&room_id=${room.id}&quantity=1&pass_option_id=${pack.id}`;
    const voucher = await app.inject({ url: `/passy/v1/voucher?voucher_code=DP25&${query}`, headers: booker.headers });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.json().data.discount).toBe(discount);
    const coupons = await app.inject({ url: `/operations-service/users/get-coupons?space_type=7&${query}`, headers: booker.headers });
    expect(coupons.statusCode, coupons.body).toBe(200);
    const listed = (coupons.json().data as { voucher_code: string; discount: number }[]).find((c) => c.voucher_code === "DP25");
    expect(listed?.discount).toBe(discount);
  });

  it("stores and charges the pack price on the booking, its order and its GST amounts", async () => {
    const room = passRooms.find((r) => r.passCount >= 3 && r.selectDataOptions.some((o) => promisedPercent(o) > 0))!;
    const pack = room.selectDataOptions.find((o) => promisedPercent(o) > 0)!;
    const booker = await signedInUser(app, TEST_NOW);
    const request = { date: WEDNESDAY, room_id: room.id, quantity: 3, pass_option_id: pack.id };
    const validated = await app.inject({
      method: "POST",
      url: "/passy/v1/validate",
      headers: booker.headers,
      payload: { ...request, add_on: [] },
    });
    const amounts = validated.json().data;
    const roomRupees = expectedRupees(room.cost, pack.days, 3, promisedPercent(pack));
    expect(amounts.room_amount).toBe(roomRupees);
    expect(amounts.cgst + amounts.sgst + amounts.igst).toBeCloseTo(amounts.gst_amount, 2);
    expect(amounts.gst_amount).toBeCloseTo(Math.round(roomRupees * 18) / 100, 2);
    expect(amounts.total_amount).toBeCloseTo(roomRupees + amounts.gst_amount, 2);

    const created = await createBooking(app, booker.headers, {
      ...request,
      add_ons: [],
      total_amount: amounts.total_amount,
      guest_emails: [],
      voucher_applied: "",
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data;
    expect(order.amount).toBe(Math.round(amounts.total_amount * 100));
    const stored = await bookingRow(app, order.b_id);
    expect(stored).toMatchObject({ roomAmountPaise: roomRupees * 100, totalPaise: Math.round(amounts.total_amount * 100) });
    const view = await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${order.b_id}`, headers: booker.headers });
    expect(view.json().data).toMatchObject({ room_amount: roomRupees, total_amount: amounts.total_amount });
  });

  it("names the pack bought wherever the booking is described: validate, the booking, the lists, the e-mail, the invoice and the console", async () => {
    const room = passRooms.find((r) => r.space_type === 7 && r.passCount >= 2 && r.selectDataOptions.some((o) => o.days > 1))!;
    const pack = room.selectDataOptions.find((o) => o.days > 1)!;
    const single = room.selectDataOptions.find((o) => o.days === 1)!;
    const name = pack.displayName;
    expect(name).toMatch(/Pack/);
    const booker = await signedInUser(app, TEST_NOW);
    const request = { date: WEDNESDAY, room_id: room.id, quantity: 1, pass_option_id: pack.id };
    const validated = await app.inject({
      method: "POST",
      url: "/passy/v1/validate",
      headers: booker.headers,
      payload: { ...request, add_on: [] },
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const amounts = validated.json().data;
    expect(amounts).toMatchObject({ quantity: 1, pass_option_id: pack.id, pass_option_name: name, pass_option_days: pack.days });
    // Without an option, and for other kinds, the fields are there and null (backwards compatible: nothing renamed).
    const plain = await app.inject({
      method: "POST",
      url: "/passy/v1/validate",
      payload: { ...request, pass_option_id: undefined, add_on: [] },
    });
    expect(plain.json().data).toMatchObject({ pass_option_id: null, pass_option_name: null, pass_option_days: null, quantity: 1 });
    const one = await app.inject({
      method: "POST",
      url: "/passy/v1/validate",
      payload: { ...request, pass_option_id: single.id, add_on: [] },
    });
    expect(one.json().data.pass_option_name).toBe(single.displayName);

    const created = await createBooking(app, booker.headers, {
      ...request,
      add_ons: [],
      total_amount: amounts.total_amount,
      guest_emails: [],
      voucher_applied: "",
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as { b_id: string; order_id: string };
    expect(await bookingRow(app, order.b_id)).toMatchObject({ passOptionId: pack.id, passOptionName: name, passOptionDays: pack.days });
    expect((await paySuccessCallback(app, booker.headers, order)).statusCode).toBe(200);

    const view = await app.inject({ url: `/passy/v1/booking/view?parent_booking_id=${order.b_id}`, headers: booker.headers });
    expect(view.json().data).toMatchObject({
      status: "confirmed",
      quantity: 1,
      pass_option_id: pack.id,
      pass_option_name: name,
      pass_option_days: pack.days,
      room_amount: amounts.room_amount,
      total_amount: amounts.total_amount,
    });
    const upcoming = await app.inject({ url: "/passy/v1/booking/upcoming", headers: booker.headers });
    const items = (upcoming.json().data as { meetingRoomDetails: { bookingId: string; pass_option_name: string | null }[] }[]).flatMap(
      (g) => g.meetingRoomDetails,
    );
    expect(items.find((i) => i.bookingId === order.b_id)?.pass_option_name).toBe(name);

    const [confirmation] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `booking-confirmed:${order.b_id}`));
    expect(confirmation!.text).toContain(`, ${name}`);
    expect(confirmation!.text).not.toMatch(/\b1 pass\b/);
    const calendar = Buffer.from(confirmation!.attachments!.find((a) => a.filename.endsWith(".ics"))!.contentBase64, "base64").toString();
    expect(calendar.replace(/\r\n /g, "")).toContain(name);

    const invoice = await app.inject({ url: `/passy/v1/booking/${order.b_id}/invoice.pdf`, headers: booker.headers });
    expect(invoice.statusCode).toBe(200);
    const lines = pdfText(invoice.rawPayload).split("\n");
    expect(
      lines.some((l) => l.endsWith(`, ${name}`)),
      lines.join("\n"),
    ).toBe(true);

    const operator = await signInOperator(app, DEMO_OPERATORS.admin.email);
    const console = await app.inject({ url: `${CONSOLE_API}/bookings/${order.b_id}`, headers: { cookie: operator.cookie } });
    expect(console.statusCode, console.body).toBe(200);
    expect(console.json().data).toMatchObject({ quantity: 1, pass_option_name: name });
    const csv = await app.inject({ url: `${CONSOLE_API}/bookings.csv?q=${order.b_id}`, headers: { cookie: operator.cookie } });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, line] = csv.body.trim().split("\r\n");
    expect(header).toMatch(/,pass_option$/);
    expect(line).toMatch(new RegExp(`^${order.b_id},.*,${name}$`));
  });
});
