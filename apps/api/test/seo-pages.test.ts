// What a search engine and a link preview read in the server's HTML: titles, canonical links,
// robots, Open Graph and JSON-LD, the sitemap and robots.txt, redirects of an address's form
// (docs/decisions/0049). Needs the web build (npm run build).
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centres, rooms } from "@workbay/db/schema";
import { COMPANY_CONTACT } from "@workbay/domain/company-contact";
import { mountWeb, webBuildDir } from "../src/web/mount-web";
import { buildTestApp } from "./helper";

const hasBuild = existsSync(path.join(webBuildDir, "server", "index.js"));

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The LocalBusiness of a centre as the tests read it. */
type CentreJsonLd = {
  "@id": string;
  name: string;
  url: string;
  telephone: string;
  address: { streetAddress: string };
  geo: unknown;
  openingHoursSpecification: { opens: string }[];
};

/** Text as the page's HTML writes it (React escapes these in text). */
function decodeHtmlSafe(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The head's tags a crawler reads. */
function head(html: string) {
  const meta = (key: string) =>
    [...html.matchAll(/<meta ([^>]*)\/?>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => attrs.includes(`name="${key}"`) || attrs.includes(`property="${key}"`))
      .map((attrs) => decode(/content="([^"]*)"/.exec(attrs)?.[1] ?? ""));
  const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1]!));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    meta,
    one: (key: string) => meta(key)[0],
    canonicals,
    jsonLd,
    ofType: (type: string) => jsonLd.filter((item) => item["@type"] === type),
  };
}

describe.skipIf(!hasBuild)("SEO in the server's HTML", () => {
  let app: FastifyInstance;
  let publicUrl: string;

  const get = (url: string) => app.inject({ method: "GET", url });
  const page = async (url: string, status = 200) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(status);
    return { html: response.body, ...head(response.body) };
  };
  /** An absolute image address on this site that answers with an image. */
  const expectLoadingImage = async (url: string | undefined) => {
    expect(url).toMatch(new RegExp(`^${publicUrl}/`));
    const response = await get(url!.slice(publicUrl.length));
    expect(response.statusCode, url).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\//);
  };

  beforeAll(async () => {
    app = await buildTestApp("pglite", {
      // The pictures are stored, so that a preview's image is seen to load.
      seedImages: true,
      config: { mode: "demo", serveWeb: true },
      extraRoutes: (instance) => {
        void instance.register(async (scoped) => mountWeb(scoped, { mode: "demo" }));
      },
    });
    publicUrl = app.config.publicUrl;
  });
  afterAll(async () => app.close());

  it("home names the company (Organization with its legal name) and previews with an image", async () => {
    const home = await page("/?utm_source=mail");
    expect(home.canonicals).toEqual([`${publicUrl}/`]);
    const [organization] = home.ofType("Organization");
    expect(organization).toMatchObject({ name: "Workbay", legalName: COMPANY_CONTACT.name, url: `${publicUrl}/` });
    expect(home.html).toContain(COMPANY_CONTACT.name); // the footer shows what the data claims
    expect(home.one("og:url")).toBe(`${publicUrl}/`);
    expect(home.one("og:title")).toBe(home.title);
    expect(home.one("twitter:card")).toBe("summary_large_image");
    await expectLoadingImage(home.one("og:image"));
  });

  it("a city list previews with an image; its page 2 has its own title, description and canonical", async () => {
    const first = await page("/bengaluru/meeting-rooms?capacity=4&gclid=x");
    expect(first.canonicals).toEqual([`${publicUrl}/bengaluru/meeting-rooms`]);
    expect(first.one("og:url")).toBe(`${publicUrl}/bengaluru/meeting-rooms`);
    expect(first.one("og:title")).toBe(first.title);
    await expectLoadingImage(first.one("og:image"));
    const second = await page("/bengaluru/meeting-rooms?page=2");
    expect(second.canonicals).toEqual([`${publicUrl}/bengaluru/meeting-rooms?page=2`]);
    expect(second.title).not.toBe(first.title);
    expect(second.title).toContain("Page 2");
    expect(second.one("description")).not.toBe(first.one("description"));
  });

  it("a list beyond its last page is a 404, not a soft one", async () => {
    const beyond = await page("/bengaluru/meeting-rooms?page=99", 404);
    expect(beyond.one("robots")).toBe("noindex");
  });

  it("a room page's breadcrumb is in its JSON-LD as shown, with canonical addresses", async () => {
    const room = await page("/delhi/meeting-rooms-in-day-pass-aerocity-worldmark?date=2026-11-24&utm_source=x");
    expect(room.canonicals).toEqual([`${publicUrl}/delhi/meeting-rooms-in-day-pass-aerocity-worldmark`]);
    expect(room.ofType("Product")).toHaveLength(1);
    // The title is the spec's; a link preview names the room, its centre and city.
    expect(room.one("og:title")).toMatch(/^Day Pass at .+, Delhi NCR$/);
    expect(room.one("twitter:title")).toBe(room.one("og:title"));
    const [breadcrumb] = room.ofType("BreadcrumbList");
    expect(breadcrumb).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${publicUrl}/` },
        { "@type": "ListItem", position: 2, name: "Delhi/NCR", item: `${publicUrl}/day_pass_in_delhi` },
        { "@type": "ListItem", position: 3, name: "Day Pass", item: `${publicUrl}/delhi/meeting-rooms-in-day-pass-aerocity-worldmark` },
      ],
    });
    const shown = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(room.html)![0];
    for (const label of ["Home", "Delhi/NCR", "Day Pass"]) expect(shown).toContain(`>${label}<`);
  });

  it("a room page says its price's unit and its centre: name, address, position, phone and hours as the page shows them", async () => {
    const [row] = await app.db
      .select({ seoId: rooms.seoId, city: centres.citySlug, centreId: centres.id, centreName: centres.name })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(eq(rooms.productTypeId, 1))
      .orderBy(rooms.id)
      .limit(1);
    const room = await page(`/${row!.city}/meeting-rooms-in-${row!.seoId}`);
    const centreId = `${publicUrl}/meeting-room-directory#centre-${row!.centreId}`;
    const [product] = room.ofType("Product") as { offers: Record<string, unknown> }[];
    expect(product!.offers).toMatchObject({
      priceSpecification: { "@type": "UnitPriceSpecification", price: product!.offers.price, priceCurrency: "INR", unitCode: "HUR" },
      availableAtOrFrom: { "@id": centreId },
    });
    expect(room.html).toContain("/ Hour"); // the unit the data claims is the one shown
    const [centre] = room.ofType("LocalBusiness") as CentreJsonLd[];
    expect(centre).toMatchObject({ "@id": centreId, name: row!.centreName, address: { "@type": "PostalAddress", addressCountry: "IN" } });
    expect(centre!.geo).toEqual({ "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) });
    // What the direction panel shows: the address, the phone, each day's opening time.
    expect(room.html).toContain(decodeHtmlSafe(centre!.address.streetAddress));
    expect(room.html).toContain(`tel:${centre!.telephone.replace(/[^\d+]/g, "")}`);
    expect(centre!.openingHoursSpecification.length).toBeGreaterThan(0);
    for (const hours of centre!.openingHoursSpecification) {
      const [h, m] = hours.opens.split(":").map(Number);
      expect(room.html).toContain(`${h! % 12 || 12}:${String(m).padStart(2, "0")} ${h! < 12 ? "AM" : "PM"}`);
    }

    const pass = await page("/delhi/meeting-rooms-in-day-pass-aerocity-worldmark");
    expect((pass.ofType("Product")[0] as { offers: { priceSpecification: unknown } }).offers.priceSpecification).toMatchObject({
      unitCode: "DAY",
    });
    const [office] = await app.db
      .select({ seoId: rooms.seoId, city: centres.citySlug })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(eq(rooms.productTypeId, 8))
      .orderBy(rooms.id)
      .limit(1);
    const virtualOffice = await page(`/${office!.city}/meeting-rooms-in-${office!.seoId}`);
    expect((virtualOffice.ofType("Product")[0] as { offers: { priceSpecification: unknown } }).offers.priceSpecification).toMatchObject({
      unitCode: "MON",
    });
    expect(virtualOffice.html).toContain("/ Month");
  });

  it("the directory lists every centre it shows as a LocalBusiness, each at its own entry", async () => {
    const directory = await page("/meeting-room-directory");
    const [graph] = directory.jsonLd.filter((item) => "@graph" in item) as { "@graph": CentreJsonLd[] }[];
    const listed = graph!["@graph"];
    const shown = [...directory.html.matchAll(/<li id="centre-(\d+)" class="directory-centre"><h3[^>]*>([^<]*)<\/h3>/g)];
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.map((centre) => [centre["@id"], centre.name])).toEqual(
      shown.map((m) => [`${publicUrl}/meeting-room-directory#centre-${m[1]}`, decode(m[2]!)]),
    );
    for (const centre of listed) {
      expect(centre).toMatchObject({
        "@type": "LocalBusiness",
        url: centre["@id"],
        address: { "@type": "PostalAddress", addressCountry: "IN" },
      });
      expect(directory.html).toContain(`tel:${centre.telephone.replace(/[^\d+]/g, "")}`);
    }
  });

  it("a room named with a closing script tag cannot end its JSON-LD or title early", async () => {
    const [row] = await app.db
      .select({ id: rooms.id, seoId: rooms.seoId, city: centres.citySlug })
      .from(rooms)
      .innerJoin(centres, eq(centres.id, rooms.centreId))
      .where(eq(rooms.productTypeId, 7))
      .orderBy(rooms.id)
      .limit(1);
    const name = `Pass </script><script>alert(1)</script>`;
    await app.db.update(rooms).set({ name }).where(eq(rooms.id, row!.id));
    const room = await page(`/${row!.city}/meeting-rooms-in-${row!.seoId}`);
    expect(room.html).not.toContain("<script>alert(1)");
    expect(room.ofType("Product")[0]!.name).toBe(name);
    expect(room.ofType("BreadcrumbList")).toHaveLength(1);
  });

  it("search results are kept out of the index but their links are followed", async () => {
    const results = await page("/search?q=pune");
    expect(results.one("robots")).toBe("noindex, follow");
    expect((await page("/search")).one("robots")).toBe("noindex, follow");
  });

  it("login and sign-up name one canonical address whatever the redirect they carry", async () => {
    expect((await page("/login?redirect=%2Fcheckout")).canonicals).toEqual([`${publicUrl}/login`]);
    expect((await page("/signup?redirect=%2Faccount%2Fprofile")).canonicals).toEqual([`${publicUrl}/signup`]);
  });

  it("the sitemap lists only addresses that answer 200, may be indexed and are their own canonical, each titled and described", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
    expect(locs.length).toBeGreaterThan(100);
    expect(locs).toContain(`${publicUrl}/event-space?city=pune`);
    // Every page but the rooms, and every tenth room (one code path, a hundred of them).
    const rooms = locs.filter((loc) => loc.includes("/meeting-rooms-in-"));
    const checked = [...locs.filter((loc) => !rooms.includes(loc)), ...rooms.filter((_, index) => index % 10 === 0)];
    const wrong: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const loc of checked) {
      const answer = await get(loc.slice(publicUrl.length));
      const found = head(answer.body);
      const description = found.one("description") ?? "";
      if (answer.statusCode !== 200 || found.one("robots") !== undefined || found.canonicals.join() !== loc) {
        wrong.push(`${loc} ${answer.statusCode} ${found.canonicals.join()} ${found.one("robots") ?? ""}`);
      }
      if (description.length < 50 || description.length > 160) wrong.push(`${loc} description of ${description.length}`);
      // Room titles are the spec's wording ('8 Seater Meeting Room'), the same for like rooms.
      if (rooms.includes(loc)) continue;
      if (titles.has(found.title)) wrong.push(`${loc} title as ${titles.get(found.title)}`);
      if (descriptions.has(description)) wrong.push(`${loc} description as ${descriptions.get(description)}`);
      titles.set(found.title, loc);
      descriptions.set(description, loc);
    }
    expect(wrong).toEqual([]);
  });

  it("robots.txt of a demo keeps every crawler out; the sitemap is named only where pages may be indexed", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("User-agent: *\nDisallow: /\n");
  });

  it("a trailing slash or a city in capitals moves to the one address with a 301", async () => {
    const cases: [string, string][] = [
      ["/contact-us/?enquiry=event", "/contact-us?enquiry=event"],
      ["/pune/meeting-rooms/", "/pune/meeting-rooms"],
      ["/Pune/meeting-rooms?page=2", "/pune/meeting-rooms?page=2"],
      ["/DELHI/meeting-rooms-in-day-pass-aerocity-worldmark", "/delhi/meeting-rooms-in-day-pass-aerocity-worldmark"],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    // Not a redirect to another host, and the home page stays where it is.
    for (const hostile of ["//evil.example/", "//Evil.Example/DAY_PASS_IN_PUNE", "/%2F%2Fevil.example/Contact-Us/", "/\\evil.example/"]) {
      expect((await get(hostile)).statusCode, hostile).not.toBe(301);
    }
    expect((await get("/")).statusCode).toBe(200);
  });

  it("an inventory address in capitals moves to its one address with a 301, the query kept, once", async () => {
    const cases: [string, string][] = [
      ["/DAY_PASS_IN_PUNE", "/day_pass_in_pune"],
      ["/Studio_Pass_In_Bengaluru/?date=2026-12-01&utm_source=Mail", "/studio_pass_in_bengaluru?date=2026-12-01&utm_source=Mail"],
      ["/Virtual_Office?city=pune", "/virtual_office?city=pune"],
      ["/EVENT-SPACE?city=pune", "/event-space?city=pune"],
      ["/PUNE/MEETING-ROOMS", "/pune/meeting-rooms"],
      ["/Pune/Inventories/id=7", "/pune/inventories/id=7"],
      ["/Meeting-Room-Directory", "/meeting-room-directory"],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      expect((await get(to)).statusCode, to).toBe(200);
    }
    // A city that is not one stays a 404, as does a path longer than any page's.
    expect((await get("/DAY_PASS_IN_ATLANTIS")).statusCode).toBe(404);
    expect((await get(`/DAY_PASS_IN_PUNE${"/x".repeat(2_000)}`)).statusCode).toBe(404);
  });

  it("a city's other name in capitals reaches the city's list in one 301, the query kept (decision 0056)", async () => {
    const response = await get("/BANGALORE/MEETING-ROOMS?capacity=4");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/bengaluru/meeting-rooms?capacity=4");
    expect((await get("/bengaluru/meeting-rooms?capacity=4")).statusCode).toBe(200);
  });

  it("a missing room or city is a real 404 that asks not to be indexed", async () => {
    for (const url of ["/pune/meeting-rooms-in-no-such-room", "/atlantis/meeting-rooms", "/day_pass_in_atlantis"]) {
      const missing = await page(url, 404);
      expect(missing.one("robots"), url).toBe("noindex");
      expect(missing.title).toBe("Page Not Found | Workbay");
    }
  });
});
