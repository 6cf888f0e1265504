// The room page's data (what the browser gets to hydrate) is the page's view model: the room's
// fields the page, the booking card and the draft read, once, and none of the room answer's
// others; the JSON-LD and the meta tags are made from it, not sent beside it (docs/decisions/0038,
// "The room page's data"). Needs the web build (npm run build).
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centres, rooms } from "@workbay/db/schema";
import { mountWeb, webBuildDir } from "../src/web/mount-web";
import { buildTestApp } from "./helper";

const hasBuild = existsSync(path.join(webBuildDir, "server", "index.js"));

/** The turbo-stream text React Router writes into the page for hydration. */
function hydrationData(html: string): string {
  return [...html.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[^<]*)<\/script>/g)].map((m) => m[1]).join("");
}

describe.skipIf(!hasBuild)("the room page's data", () => {
  let app: FastifyInstance;
  let html: string;
  let room: { name: string; description: string; seoId: string };

  beforeAll(async () => {
    app = await buildTestApp("pglite", {
      config: { mode: "demo", serveWeb: true },
      extraRoutes: (instance) => {
        void instance.register(async (scoped) => mountWeb(scoped, { mode: "demo" }));
      },
    });
    const [row] = await app.db
      .select({ name: rooms.name, description: rooms.description, seoId: rooms.seoId, city: centres.citySlug })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(eq(rooms.productTypeId, 1))
      .orderBy(rooms.id)
      .limit(1);
    room = row!;
    const response = await app.inject({ method: "GET", url: `/${row!.city}/meeting-rooms-in-${row!.seoId}` });
    expect(response.statusCode).toBe(200);
    html = response.body;
  });
  afterAll(async () => app.close());

  it("carries none of the room answer's fields the page does not read", () => {
    const data = hydrationData(html);
    expect(data).toContain(JSON.stringify(room.seoId).slice(1, -1));
    // business_hours and centerId are read: the direction panel's hours, the centre's JSON-LD (decision 0053).
    for (const field of [
      "inventoryId",
      "minDuration",
      "months_list",
      "add_on",
      "promo_code",
      "original_cost",
      "is_mrb",
      "seoId",
      "state",
      "jsonLd",
      "canonicalUrl",
    ]) {
      expect(data, field).not.toContain(`\\"${field}\\"`);
    }
  });

  it("sends the description once, and still renders it, the meta description and the JSON-LD from it", () => {
    expect(room.description.length).toBeGreaterThan(40);
    const probe = room.description.slice(0, 40);
    const escaped = JSON.stringify(JSON.stringify(probe).slice(1, -1)).slice(1, -1);
    expect(hydrationData(html).split(escaped)).toHaveLength(2);

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    // The Product, the breadcrumb's BreadcrumbList (decision 0049) and the centre (0053).
    expect(jsonLd.map((item) => item["@type"])).toEqual(["Product", "BreadcrumbList", "LocalBusiness"]);
    expect(jsonLd[0]).toMatchObject({ "@type": "Product", name: room.name, description: room.description });
    expect(jsonLd[0].url).toMatch(new RegExp(`/meeting-rooms-in-${room.seoId}$`));
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/meeting-rooms-in-${room.seoId}"`));
  });
});
