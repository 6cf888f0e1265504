// Upcoming and history split at the end of a booking, not at midnight: a meeting that ended
// this morning is history in the afternoon; a pass stays upcoming through its day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import { rooms } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildTestApp, TEST_TODAY } from "./helper";
import { createBooking, freeMeetingRoom, paySuccessCallback, priceOf, signedInUser } from "./checkout-helpers";

const EIGHT_AM = new Date(`${TEST_TODAY}T02:30:00.000Z`); // 08:00 IST
const AT = (hhmm: string) => new Date(new Date(`${TEST_TODAY}T${hhmm}:00.000+05:30`).getTime());

describe.each(testDatabaseKinds())("booking lists around a booking's end on %s", (kind) => {
  let app: FastifyInstance;
  let now = EIGHT_AM;
  let headers: Record<string, string>;
  let meeting: string;
  let pass: string;

  const book = async (body: Record<string, unknown>) => {
    const total_amount = await priceOf(app, headers, { ...body, add_on: [] });
    const created = await createBooking(app, headers, { ...body, add_ons: [], total_amount });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as { b_id: string; order_id: string };
    expect((await paySuccessCallback(app, headers, order)).statusCode).toBe(200);
    return order.b_id;
  };
  const listed = async (which: "upcoming" | "history") => {
    const response = await app.inject({ url: `/passy/v1/booking/${which}`, headers });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { meetingRoomDetails: { bookingId: string }[] }[]).flatMap((g) =>
      g.meetingRoomDetails.map((b) => b.bookingId),
    );
  };

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock: () => now });
    ({ headers } = await signedInUser(app, EIGHT_AM));
    const room = await freeMeetingRoom(app, TEST_TODAY);
    meeting = await book({ date: TEST_TODAY, room_id: room.id, start_time: 20, end_time: 22 }); // 10:00-11:00 IST
    const [dayPass] = await app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.productTypeId, 7), eq(rooms.isBookable, true), eq(rooms.isMrb, true)))
      .orderBy(asc(rooms.id))
      .limit(1);
    pass = await book({ date: TEST_TODAY, room_id: dayPass!.id, quantity: 1 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps today's meeting upcoming until its last slot is over", async () => {
    now = AT("10:59");
    expect(await listed("upcoming")).toEqual(expect.arrayContaining([meeting, pass]));
    expect(await listed("history")).not.toContain(meeting);
  });

  it("moves it to history once it has ended, and keeps the day's pass upcoming", async () => {
    now = AT("11:00");
    const upcoming = await listed("upcoming");
    expect(upcoming).not.toContain(meeting);
    expect(upcoming).toContain(pass);
    const history = await listed("history");
    expect(history).toContain(meeting);
    expect(history).not.toContain(pass);
  });
});
