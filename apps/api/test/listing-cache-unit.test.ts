// The listing cache's bookkeeping (services/listing-cache.ts) without a database: which
// changes drop which answers, the half-hour end, and reads overtaken by a change.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Database } from "@workbay/db/client";
import { cachedListing, clearListings, invalidateListings } from "../src/services/listing-cache";

const NOW = new Date("2026-11-23T04:30:00.000Z");

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute:
      (roomIds: number[], date = "2026-11-24") =>
      async () => {
        calls += 1;
        return { body: `{"n":${calls}}`, roomIds, date };
      },
  };
}

describe("listing cache", () => {
  it("keeps an answer until a change to one of its rooms on its date", async () => {
    const db = {} as Database;
    const c = counter();
    expect((await cachedListing(db, "k", NOW, c.compute([1, 2]))).body).toBe('{"n":1}');
    expect((await cachedListing(db, "k", NOW, c.compute([1, 2]))).body).toBe('{"n":1}');
    invalidateListings(db, [{ roomId: 3, date: "2026-11-24" }]);
    invalidateListings(db, [{ roomId: 1, date: "2026-11-25" }]);
    expect((await cachedListing(db, "k", NOW, c.compute([1, 2]))).body).toBe('{"n":1}');
    invalidateListings(db, [{ roomId: 2, date: "2026-11-24" }]);
    expect((await cachedListing(db, "k", NOW, c.compute([1, 2]))).body).toBe('{"n":2}');
    clearListings(db);
    expect((await cachedListing(db, "k", NOW, c.compute([1, 2]))).body).toBe('{"n":3}');
  });

  it("ends an answer at the next half-hour of the app's clock", async () => {
    const db = {} as Database;
    const c = counter();
    await cachedListing(db, "k", NOW, c.compute([1]));
    await cachedListing(db, "k", new Date("2026-11-23T04:59:59.999Z"), c.compute([1]));
    expect(c.calls).toBe(1);
    await cachedListing(db, "k", new Date("2026-11-23T05:00:00.000Z"), c.compute([1]));
    expect(c.calls).toBe(2);
  });

  it("compresses a kept answer once per encoding, on the first request that asks for it", async () => {
    const db = {} as Database;
    const c = counter();
    const first = await cachedListing(db, "k", NOW, c.compute([1]));
    const br = first.copy("br");
    expect(brotliDecompressSync(br).toString("utf8")).toBe('{"n":1}');
    expect(gunzipSync(first.copy("gzip")).toString("utf8")).toBe('{"n":1}');
    // The same answer, later: the same stored bytes, not a new compression.
    expect((await cachedListing(db, "k", NOW, c.compute([1]))).copy("br")).toBe(br);
    invalidateListings(db, [{ roomId: 1, date: "2026-11-24" }]);
    const next = await cachedListing(db, "k", NOW, c.compute([1]));
    expect(brotliDecompressSync(next.copy("br")).toString("utf8")).toBe('{"n":2}');
  });

  it("shares one computation between concurrent misses, and does not store one a change overtook", async () => {
    const db = {} as Database;
    let release: () => void = () => {};
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { body: "old", roomIds: [1], date: "2026-11-24" };
    };
    const first = cachedListing(db, "k", NOW, slow);
    const second = cachedListing(db, "k", NOW, slow);
    invalidateListings(db, [{ roomId: 9, date: "2026-11-24" }]);
    release();
    expect((await Promise.all([first, second])).map((answer) => answer.body)).toEqual(["old", "old"]);
    expect(calls).toBe(1);
    expect((await cachedListing(db, "k", NOW, async () => ({ body: "new", roomIds: [1], date: "2026-11-24" }))).body).toBe("new");
  });
});
