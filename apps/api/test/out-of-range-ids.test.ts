// Ids beyond PostgreSQL's `integer` (2,147,483,647) on the booking side's paths: each is refused
// with a 400 naming the field, and nothing is written. Before, the database refused to compare
// the column with the value and the caller got a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { count } from "drizzle-orm";
import { bookings } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { buildTestApp, TEST_NOW } from "./helper";
import { signedInUser } from "./checkout-helpers";

const DATE = "2026-11-24"; // a Tuesday after the tests' today
const TOO_BIG = MAX_ROW_ID + 1;

describe.each(testDatabaseKinds())("ids too large for a row on %s", (kind) => {
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    ({ headers } = await signedInUser(app, TEST_NOW));
  });
  afterAll(async () => {
    await app?.close();
  });

  const timed = { date: DATE, start_time: 20, end_time: 22 };
  const cases: { name: string; method: "GET" | "POST"; url: string; payload?: Record<string, unknown>; field: string }[] = [
    { name: "validate room_id", method: "POST", url: "/passy/v1/validate", payload: { ...timed, room_id: TOO_BIG }, field: "room_id" },
    {
      name: "validate add-on id",
      method: "POST",
      url: "/passy/v1/validate",
      payload: { ...timed, room_id: 1, add_on: [{ id: TOO_BIG, qty: 1 }] },
      field: "add_on.0.id",
    },
    {
      name: "validate pass option",
      method: "POST",
      url: "/passy/v1/validate",
      payload: { ...timed, room_id: 1, pass_option_id: TOO_BIG },
      field: "pass_option_id",
    },
    {
      name: "booking room_id",
      method: "POST",
      url: "/passy/v1/booking",
      payload: { ...timed, room_id: TOO_BIG, total_amount: 1, terms_accepted: true },
      field: "room_id",
    },
    { name: "add-ons room_id", method: "GET", url: `/passy/v1/add_ons?room_id=${TOO_BIG}`, field: "room_id" },
    { name: "rooms center_id", method: "GET", url: `/passy/v1/rooms?center_id=${TOO_BIG}`, field: "center_id" },
    {
      name: "voucher room_id",
      method: "GET",
      url: `/passy/v1/voucher?voucher_code=MR30&date_of_booking=${DATE}&room_id=${TOO_BIG}&start_time=20&end_time=22`,
      field: "room_id",
    },
    {
      name: "coupons room_id",
      method: "GET",
      url: `/operations-service/users/get-coupons?date_of_booking=${DATE}&room_id=${TOO_BIG}`,
      field: "room_id",
    },
  ];

  it.each(cases)("$name: 400 naming the field, nothing stored", async ({ method, url, payload, field }) => {
    const [before] = await app.db.select({ n: count() }).from(bookings);
    const response = await app.inject({ method, url, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    const [after] = await app.db.select({ n: count() }).from(bookings);
    expect(after?.n).toBe(before?.n);
  });

  it("the largest row id is still accepted and simply names no room", async () => {
    const response = await app.inject({ method: "POST", url: "/passy/v1/validate", headers, payload: { ...timed, room_id: MAX_ROW_ID } });
    expect(response.statusCode).toBe(404);
  });
});
