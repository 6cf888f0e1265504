import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { roomImages } from "@workbay/db/schema";
import { buildTestApp } from "./helper";

describe("image service", () => {
  let app: FastifyInstance;
  let file: string;
  beforeAll(async () => {
    app = await buildTestApp("pglite", { seedImages: true });
    const [image] = await app.db.select().from(roomImages).limit(1);
    file = image!.fileName;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("resizes to an allowed size in the best accepted format, with long caching", async () => {
    const avif = await app.inject({ url: `/images/340x200/${file}`, headers: { accept: "image/avif,image/webp,*/*" } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect(avif.headers["cache-control"]).toContain("immutable");
    expect(avif.headers.vary).toContain("Accept");

    const webp = await app.inject({ url: `/images/340x200/${file}`, headers: { accept: "image/webp,*/*" } });
    expect(webp.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(webp.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([340, 200]);

    // Banner widths come as WebP even to AVIF browsers: AVIF takes seconds to encode at that size.
    const banner = await app.inject({ url: `/images/1440x0/${file}`, headers: { accept: "image/avif,image/webp,*/*" } });
    expect(banner.headers["content-type"]).toBe("image/webp");

    const jpeg = await app.inject({ url: `/images/990x0/${file}`, headers: { accept: "*/*" } });
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(990);
  });

  it.each([
    ["/images/341x200/FILE", 400],
    ["/images/99999x99999/FILE", 400],
    ["/images/340x200/no-such-image.jpg", 404],
    ["/images/340x200/..%2F..%2Fetc%2Fpasswd", 400],
    ["/images/340x200/%2Fetc%2Fpasswd", 400],
    ["/images/340x200/image.svg", 400],
  ])("refuses %s with %i", async (url, status) => {
    const response = await app.inject(url.replace("FILE", file));
    expect(response.statusCode).toBe(status);
  });
});
