import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { PLACE_MESSAGES } from "@workbay/contracts/search";
import { buildTestApp } from "./helper";

/** A fake Nominatim-style geocoder on loopback: knows Lalbagh, fails for "broken". */
function fakeGeocoder(): Promise<{ server: Server; url: string; queries: string[] }> {
  const queries: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const q = url.searchParams.get("q") ?? "";
    queries.push(q);
    if (q.includes("broken")) {
      response.writeHead(500).end("down");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify(
        q.toLowerCase().includes("lalbagh")
          ? [{ place_id: 4242, display_name: "Lalbagh Botanical Garden, Bengaluru, Karnataka, India", lat: "12.9507", lon: "77.5848" }]
          : [],
      ),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`, queries }),
    ),
  );
}

describe.each(testDatabaseKinds())("place autocomplete and detail on %s", (kind) => {
  let app: FastifyInstance;
  let geocoder: Awaited<ReturnType<typeof fakeGeocoder>>;
  beforeAll(async () => {
    geocoder = await fakeGeocoder();
    app = await buildTestApp(kind, { config: { placesGeocoderUrl: geocoder.url } });
  });
  afterAll(async () => {
    await app?.close();
    geocoder?.server.close();
  });

  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    return { status: response.statusCode, body: response.json() };
  };

  it("predicts our places first, typos and all, and details them with the listing sorted from them", async () => {
    const { status, body } = await get("/connect/v1/place/autocomplete?input=koramangla");
    expect(status).toBe(200);
    const [first] = body.data.predictions;
    expect(first).toMatchObject({ main_text: "Koramangala", secondary_text: "Locality, Bengaluru", source: "workbay" });
    const detail = await get(`/connect/v1/place/detail?place_id=${first.place_id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      name: "Koramangala",
      latitude: 12.9352,
      longitude: 77.6245,
      city_slug: "bengaluru",
      kind: "locality",
      href: "/bengaluru/meeting-rooms?near=Koramangala&lat=12.9352&lng=77.6245&sort=distance",
    });
  });

  it("adds the configured geocoder's places when ours leave room, and details them too", async () => {
    const { body } = await get("/connect/v1/place/autocomplete?input=Lalbagh%20Botanical%20Garden");
    const external = body.data.predictions.find((p: { source: string }) => p.source === "geocoder");
    expect(external).toMatchObject({ place_id: "geo-4242", main_text: "Lalbagh Botanical Garden", source: "geocoder" });
    expect(geocoder.queries).toContain("Lalbagh Botanical Garden");
    const detail = await get("/connect/v1/place/detail?place_id=geo-4242");
    expect(detail.body.data).toMatchObject({ latitude: 12.9507, longitude: 77.5848, city_slug: "bengaluru", kind: "geocoder" });
    expect(detail.body.data.href).toMatch(/^\/bengaluru\/meeting-rooms\?near=Lalbagh\+Botanical\+Garden&/);
  });

  it("answers with our places alone when the geocoder fails", async () => {
    const { status, body } = await get("/connect/v1/place/autocomplete?input=broken%20powai");
    expect(status).toBe(200);
    expect(body.data.predictions.every((p: { source: string }) => p.source === "workbay")).toBe(true);
  });

  it.each([
    ["/connect/v1/place/autocomplete", PLACE_MESSAGES.inputMissing],
    ["/connect/v1/place/autocomplete?input=%20%20", PLACE_MESSAGES.inputMissing],
    [`/connect/v1/place/autocomplete?input=${"k".repeat(101)}`, PLACE_MESSAGES.inputTooLong],
    ["/connect/v1/place/detail?place_id=drop%20table", PLACE_MESSAGES.placeId],
    ["/connect/v1/place/detail", PLACE_MESSAGES.placeId],
  ])("refuses %s with a 400 and a sentence", async (url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it.each(["place-999999", "centre-999999", "geo-unknown"])("answers 404 for an unknown place %s", async (id) => {
    const { status, body } = await get(`/connect/v1/place/detail?place_id=${id}`);
    expect(status).toBe(404);
    expect(body.meta.message).toBe(PLACE_MESSAGES.notFound);
  });
});

describe("place autocomplete without a geocoder (the default)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp("pglite");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers from our places only", async () => {
    const response = await app.inject({ method: "GET", url: "/connect/v1/place/autocomplete?input=Lalbagh" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.predictions.every((p: { source: string }) => p.source === "workbay")).toBe(true);
  });
});
