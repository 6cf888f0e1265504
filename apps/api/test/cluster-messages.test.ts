// Messages between instances (services/cluster-events.ts) and the catalogue invalidation they
// carry (services/catalogue-changes.ts): on PGlite, PostgreSQL (LISTEN/NOTIFY) and Redis.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@workbay/db/client";
import { rooms } from "@workbay/db/schema";
import { seedDemoData } from "@workbay/demo-seed/seed-demo-data";
import { openTestDatabase, testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { catalogueChanged, changeCatalogue } from "../src/services/catalogue-changes";
import { createClusterEvents, encodeEnvelope, type ClusterEvent, type ClusterEvents } from "../src/services/cluster-events";
import { buildTestApp, eventually, TEST_DATA_DIR, TEST_NOW } from "./helper";

/** Collects what a carrier delivers. */
function inbox(events: ClusterEvents) {
  const got: ClusterEvent[] = [];
  events.on("catalogue", (e) => got.push(e));
  events.on("x-marker", (e) => got.push(e));
  return got;
}

describe.each(testDatabaseKinds())("cluster messages over %s LISTEN/NOTIFY", (kind) => {
  let handle: DatabaseHandle;
  let one: ClusterEvents;
  let two: ClusterEvents;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    one = await createClusterEvents({ database: handle });
    two = await createClusterEvents({ database: handle });
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await handle?.close();
  });

  it("reach every listener, the sender too", async () => {
    expect(one.transport).toBe(kind);
    const atOne = inbox(one);
    const atTwo = inbox(two);
    await one.publish({ kind: "catalogue", roomIds: [7] });
    expect(await eventually(async () => atOne.length === 1 && atTwo.length === 1)).toBe(true);
    expect(atTwo[0]).toEqual({ kind: "catalogue", roomIds: [7] });
  });

  it("sent in a transaction, leave at commit and never after a rollback", async () => {
    const got = inbox(two);
    await handle.db
      .transaction(async (tx) => {
        await one.publish({ kind: "catalogue", roomIds: [1] }, { db: tx as never });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await handle.db.transaction(async (tx) => {
      await one.publish({ kind: "catalogue", roomIds: [2] }, { db: tx as never });
    });
    // Messages keep their order: once the marker is in, the rolled-back one would have been too.
    await one.publish({ kind: "x-marker" });
    expect(await eventually(async () => got.some((e) => e.kind === "x-marker"))).toBe(true);
    expect(got.filter((e) => e.kind === "catalogue")).toEqual([{ kind: "catalogue", roomIds: [2] }]);
  });
});

describe("message size", () => {
  it("keeps NOTIFY's limit: a catalogue message with too many ids means everything", () => {
    const ids = Array.from({ length: 3000 }, (_, i) => i + 100_000);
    expect(JSON.parse(encodeEnvelope({ origin: "o", event: { kind: "catalogue", roomIds: ids } }))).toEqual({
      origin: "o",
      event: { kind: "catalogue" },
    });
    expect(() => encodeEnvelope({ origin: "o", event: { kind: "files_deleted", names: ids.map(String) } })).toThrow(/too large/);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)("cluster messages over Redis pub/sub", () => {
  it("reach every subscriber of the channel", async () => {
    const database = await openTestDatabase("pglite", { migrate: false });
    const channel = `workbay_test_${randomBytes(4).toString("hex")}`;
    const one = await createClusterEvents({ database, redisUrl, channel });
    const two = await createClusterEvents({ database, redisUrl, channel });
    try {
      expect(two.transport).toBe("redis");
      const got = inbox(two);
      await one.publish({ kind: "catalogue", centreIds: [3] });
      expect(await eventually(async () => got.length === 1)).toBe(true);
      expect(got[0]).toEqual({ kind: "catalogue", centreIds: [3] });
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  });
});

const costOf = async (app: FastifyInstance, id: number) => (await app.inject(`/passy/v1/room/${id}`)).json().data.cost as number;

describe.each(testDatabaseKinds())("catalogue changes on %s", (kind) => {
  let app: FastifyInstance;
  let roomId: number;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    const [room] = await app.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.productTypeId, 1)).limit(1);
    roomId = room!.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it("a change written behind the cache's back shows only after catalogueChanged", async () => {
    const before = await costOf(app, roomId);
    await app.db
      .update(rooms)
      .set({ costPaise: before * 100 + 5000 })
      .where(eq(rooms.id, roomId));
    expect(await costOf(app, roomId)).toBe(before);
    await catalogueChanged(app.db, { roomIds: [roomId] });
    expect(await costOf(app, roomId)).toBe(before + 50);
  });

  it("changeCatalogue writes in a transaction and invalidates", async () => {
    const before = await costOf(app, roomId);
    await changeCatalogue(app.db, { roomIds: [roomId] }, (tx) =>
      tx
        .update(rooms)
        .set({ costPaise: (before + 25) * 100 })
        .where(eq(rooms.id, roomId)),
    );
    expect(await costOf(app, roomId)).toBe(before + 25);
  });
});

/** Two apps on one fresh PostgreSQL database, as two instances would be. */
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `wb_test_${randomBytes(6).toString("hex")}`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let roomId: number;
  const url = () => {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const instance = async (redis?: string) => {
    const database = await openDatabase({ databaseUrl: url(), poolSize: 3 });
    handles.push(database);
    const app = await buildApp({ config: testConfig({ redisUrl: redis }), database, clock: () => TEST_NOW });
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const first = await openDatabase({ databaseUrl: url(), poolSize: 3 });
    handles.push(first);
    await first.migrate();
    await seedDemoData(first.db, {
      imagesDir: `${TEST_DATA_DIR}/images`,
      now: TEST_NOW,
      files: () => ({
        kind: "database",
        put: async () => {},
        get: async () => null,
        delete: async () => {},
        existing: async (n) => new Set(n),
      }),
    });
    const [room] = await first.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.productTypeId, 1)).limit(1);
    roomId = room!.id;
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const changeSeenWithin = async (changer: FastifyInstance, watcher: FastifyInstance, db = changer.db) => {
    const before = await costOf(watcher, roomId);
    expect(await costOf(changer, roomId)).toBe(before);
    await changeCatalogue(db, { roomIds: [roomId] }, (tx) =>
      tx
        .update(rooms)
        .set({ costPaise: (before + 10) * 100 })
        .where(eq(rooms.id, roomId)),
    );
    const started = Date.now();
    const seen = await eventually(async () => (await costOf(watcher, roomId)) === before + 10, 2000);
    return { seen, ms: Date.now() - started };
  };

  it("a change through one instance shows on the other within a second (LISTEN/NOTIFY)", async () => {
    const [a, b] = [await instance(), await instance()];
    expect(a.events.transport).toBe("postgres");
    const { seen, ms } = await changeSeenWithin(a, b);
    expect(seen).toBe(true);
    expect(ms).toBeLessThan(1000);
  });

  it("a script's change on its own connection reaches the instances too", async () => {
    const [a] = apps;
    const script = await openDatabase({ databaseUrl: url(), poolSize: 1 });
    handles.push(script);
    const { seen } = await changeSeenWithin(a!, a!, script.db);
    expect(seen).toBe(true);
  });

  it.runIf(redisUrl)("with REDIS_URL the message goes through Redis", async () => {
    const [a, b] = [await instance(redisUrl), await instance(redisUrl)];
    expect(b.events.transport).toBe("redis");
    const { seen, ms } = await changeSeenWithin(a, b);
    expect(seen).toBe(true);
    expect(ms).toBeLessThan(1000);
  });
});
