import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helper";

describe("graceful shutdown", () => {
  it("waits for a handler whose client went away before reporting drained", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    const app = await buildTestApp("pglite", {
      seed: false,
      extraRoutes: (instance) =>
        instance.get("/test/slow", async () => {
          entered();
          await gate;
          // The database must still be open here.
          await instance.database.ping();
          return { done: true };
        }),
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    const controller = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/test/slow`, { signal: controller.signal }).catch(() => "aborted");
    await started;
    controller.abort();
    expect(await request).toBe("aborted");

    // The socket is gone, so close() returns while the handler still runs.
    const database = app.database;
    const closing = app.close();
    expect(app.inFlight.count()).toBe(1);
    const drained = app.inFlight.drained(5_000);
    release();
    expect(await drained).toBe(true);
    expect(app.inFlight.count()).toBe(0);
    await closing;
    await expect(database.ping()).rejects.toThrow();
  });

  it("reports not drained when a handler outlasts the grace period", async () => {
    const app = await buildTestApp("pglite", {
      seed: false,
      extraRoutes: (instance) => instance.get("/test/stuck", () => new Promise(() => {})),
    });
    void app.inject("/test/stuck");
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.inFlight.count()).toBe(1);
    expect(await app.inFlight.drained(20)).toBe(false);
    await app.close();
  });
});
