import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/client";
import { createDatabaseFileStore, STREAM_SLICE_BYTES } from "../src/files/database-file-store";
import { readStoredFile } from "../src/files/file-store";
import { openTestDatabase, testDatabaseKinds } from "../src/testing/open-test-database";

describe.each(testDatabaseKinds())("the database file store on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("stores a file and streams it back in slices, byte for byte", async () => {
    const files = createDatabaseFileStore(handle.db);
    const body = randomBytes(STREAM_SLICE_BYTES * 2 + 1234);
    await files.put("big.jpg", body, "image/jpeg");
    const stored = await files.get("big.jpg");
    expect(stored).toMatchObject({ name: "big.jpg", contentType: "image/jpeg", size: body.length });
    const slices: number[] = [];
    for await (const chunk of stored!.stream()) slices.push((chunk as Buffer).length);
    expect(slices).toEqual([STREAM_SLICE_BYTES, STREAM_SLICE_BYTES, 1234]);
    expect((await readStoredFile(stored!)).equals(body)).toBe(true);
  });

  it("replaces a file of the same name, lists which names exist and deletes", async () => {
    const files = createDatabaseFileStore(handle.db);
    await files.put("a.png", Buffer.from("first"), "image/png");
    await files.put("a.png", Buffer.from("second"), "image/png");
    expect((await readStoredFile((await files.get("a.png"))!)).toString()).toBe("second");
    expect([...(await files.existing(["a.png", "nope.jpg"]))]).toEqual(["a.png"]);
    expect(await files.existing([])).toEqual(new Set());
    await files.delete("a.png");
    await files.delete("a.png");
    expect(await files.get("a.png")).toBeNull();
  });

  it("writes inside a transaction: nothing is stored when it rolls back", async () => {
    await handle.db
      .transaction(async (tx) => {
        await createDatabaseFileStore(tx as never).put("rolled-back.jpg", Buffer.from("x"), "image/jpeg");
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await createDatabaseFileStore(handle.db).get("rolled-back.jpg")).toBeNull();
  });

  it("fails the stream, not the process, when the file vanishes while it is read", async () => {
    const files = createDatabaseFileStore(handle.db);
    await files.put("gone.jpg", randomBytes(STREAM_SLICE_BYTES + 10), "image/jpeg");
    const stored = (await files.get("gone.jpg"))!;
    await files.delete("gone.jpg");
    await expect(readStoredFile(stored)).rejects.toThrow(/vanished/);
  });
});
