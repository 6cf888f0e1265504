// Cached room listings (docs/decisions/0035): whole answers are kept, and every write that
// takes or frees slots drops the answers that depend on them, on this instance and on every
// other. Two instances: two apps on one database with one message carrier (PGlite: one
// embedded database reached through two drizzle handles; PostgreSQL: two pools).
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@workbay/db/client";
import { expireLapsedHolds } from "@workbay/db/repositories/bookings-repository";
import { openTestDatabase, testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { nextSlotBoundary } from "../src/services/listing-cache";
import { catalogueChanged } from "../src/services/catalogue-changes";
import { createBooking, freeMeetingRoom, priceOf, signedInUser } from "./checkout-helpers";
import { demoDataContents, eventually, TEST_DATA_DIR, TEST_NOW } from "./helper";
import { secondHandle } from "./second-handle";

const DATE = "2026-11-26"; // Thursday

describe.each(testDatabaseKinds())("cached room listings on two instances (%s)", (kind) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const now = TEST_NOW;

  beforeAll(async () => {
    first = await openTestDatabase(kind, { contents: demoDataContents(TEST_NOW) });
    second = await secondHandle(kind, first);
    const config = testConfig({ dataDir: TEST_DATA_DIR, imagesDir: `${TEST_DATA_DIR}/images` });
    a = await buildApp({ config, database: first, clock: () => now });
    b = await buildApp({ config, database: second, clock: () => now });
    await Promise.all([a.ready(), b.ready()]);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await first?.close();
  });

  /** The room's taken slots in a listing of its centre, as an instance answers it. */
  const takenIn = async (app: FastifyInstance, room: { id: number; centreId: number }, extra = "", encoding?: "br" | "gzip") => {
    const response = await app.inject({
      url: `/passy/v1/rooms?center_id=${room.centreId}&page_size=48&date=${DATE}${extra}`,
      headers: encoding ? { "accept-encoding": encoding } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-encoding"]).toBe(encoding);
    const text = !encoding
      ? response.body
      : (encoding === "br" ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload)).toString("utf8");
    const item = (JSON.parse(text).data.rooms as { id: number; time_slots: number[] }[]).find((r) => r.id === room.id);
    expect(item, "the room is in its centre's listing").toBeDefined();
    return item!.time_slots;
  };
  /** The room's taken slots in its own answer (`/passy/v1/room/{id}`), kept whole like a list's. */
  const takenInRoom = async (app: FastifyInstance, room: { id: number }, encoding?: "br" | "gzip") => {
    const response = await app.inject({
      url: `/passy/v1/room/${room.id}?date=${DATE}`,
      headers: encoding ? { "accept-encoding": encoding } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    const text = !encoding
      ? response.body
      : (encoding === "br" ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload)).toString("utf8");
    return (JSON.parse(text).data as { time_slots: number[] }).time_slots;
  };
  /** Eventually on PostgreSQL (a NOTIFY reaches the other pool's listener asynchronously), at once in one process. */
  const seenOn = async (app: FastifyInstance, check: () => Promise<boolean>) =>
    kind === "pglite" && app === b ? check() : eventually(check, 2000);

  it("answers from the cache: a write behind the repositories' back does not show", async () => {
    const room = await freeMeetingRoom(a, DATE);
    expect(await takenIn(b, room)).not.toContain(20);
    expect(await takenInRoom(b, room)).not.toContain(47);
    // Written without the repository layer, so nobody is told: the cached answers stay.
    await a.db.execute(
      sql`insert into slot_holds (room_id, date, slot, booking_id) select ${room.id}, ${DATE}, 47, id from bookings limit 1`,
    );
    expect(await takenIn(b, room)).not.toContain(47);
    expect(await takenInRoom(b, room)).not.toContain(47);
    // A catalogue change drops every cached answer (here and, by message, on the other instance).
    await catalogueChanged(a.db);
    expect(await eventually(async () => (await takenIn(b, room)).includes(47), 2000)).toBe(true);
    expect(await eventually(async () => (await takenInRoom(b, room)).includes(47), 2000)).toBe(true);
    await a.db.execute(sql`delete from slot_holds where room_id = ${room.id} and date = ${DATE} and slot = 47`);
    await catalogueChanged(a.db);
  });

  it("a booking on one instance removes its slots from the very next listing on the other, and a release frees them", async () => {
    const room = await freeMeetingRoom(a, DATE);
    // Both instances have the answer cached (with and without availability=true).
    const before = await takenIn(a, room);
    expect(before).not.toContain(20);
    expect(await takenIn(b, room)).toEqual(before);
    expect(await takenIn(b, room, "&availability=true")).toEqual(before);
    // Compressed copies of a cached answer are kept with it, and go with it.
    expect(await takenIn(b, room, "", "br")).toEqual(before);
    expect(await takenIn(b, room, "", "gzip")).toEqual(before);
    // The room's own answer too, on both instances and in both copies.
    expect(await takenInRoom(a, room)).toEqual(before);
    expect(await takenInRoom(b, room)).toEqual(before);
    expect(await takenInRoom(b, room, "br")).toEqual(before);
    const withBooking = [...before, 20, 21, 22, 23].sort((x, y) => x - y).join();

    const booker = await signedInUser(a, now);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 24 };
    const made = await createBooking(a, booker.headers, { ...body, total_amount: await priceOf(a, booker.headers, body) });
    expect(made.statusCode, made.body).toBe(201);

    expect((await takenIn(a, room)).join()).toBe(withBooking);
    expect(await seenOn(b, async () => (await takenIn(b, room)).join() === withBooking)).toBe(true);
    expect(await seenOn(b, async () => (await takenIn(b, room, "&availability=true")).join() === withBooking)).toBe(true);
    expect((await takenIn(b, room, "", "br")).join()).toBe(withBooking);
    expect((await takenIn(b, room, "", "gzip")).join()).toBe(withBooking);
    expect((await takenInRoom(a, room)).join()).toBe(withBooking);
    expect(await seenOn(b, async () => (await takenInRoom(b, room)).join() === withBooking)).toBe(true);
    expect((await takenInRoom(b, room, "br")).join()).toBe(withBooking);

    const released = await a.inject({ method: "DELETE", url: `/passy/v1/booking/${made.json().data.b_id}`, headers: booker.headers });
    expect(released.statusCode, released.body).toBe(200);
    expect(await seenOn(b, async () => (await takenIn(b, room)).join() === before.join())).toBe(true);
    expect(await takenIn(a, room)).toEqual(before);
    expect(await seenOn(b, async () => (await takenInRoom(b, room)).join() === before.join())).toBe(true);
    expect(await takenInRoom(a, room)).toEqual(before);
  });

  it("a lapsed hold freed by the sweeper on one instance shows free on the other", async () => {
    const room = await freeMeetingRoom(a, DATE);
    const before = await takenIn(b, room);
    const booker = await signedInUser(a, now);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 22 };
    const made = await createBooking(a, booker.headers, { ...body, total_amount: await priceOf(a, booker.headers, body) });
    expect(made.statusCode, made.body).toBe(201);
    expect(await seenOn(b, async () => (await takenIn(b, room)).includes(20))).toBe(true);
    expect(await expireLapsedHolds(a.db, new Date(now.getTime() + 60 * 60_000))).toBeGreaterThan(0);
    expect(await seenOn(b, async () => (await takenIn(b, room)).join() === before.join())).toBe(true);
  });

  it("ends an answer at the next half-hour, when 'free from now' moves", () => {
    expect(new Date(nextSlotBoundary(new Date("2026-11-23T04:30:00.000Z"))).toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(new Date(nextSlotBoundary(new Date("2026-11-23T04:59:59.999Z"))).toISOString()).toBe("2026-11-23T05:00:00.000Z");
  });
});
