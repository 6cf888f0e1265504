import { describe, expect, it } from "vitest";
import { publicPagePaths, robotsTxt, roomPagePaths, sitemapXml } from "../app/features/seo/sitemap";

describe("sitemap", () => {
  it("lists home, the site-wide lists and every city's pages once", () => {
    const paths = publicPagePaths();
    expect(paths[0]).toBe("/");
    for (const p of ["/meeting-rooms", "/meeting-room-directory", "/event-space", "/virtual_office"]) expect(paths).toContain(p);
    for (const p of ["/about-us", "/contact-us", "/terms&conditions", "/app-privacy-policy"]) expect(paths).toContain(p);
    for (const p of [
      "/pune/meeting-rooms",
      "/day_pass_in_pune",
      "/studio_pass_in_pune",
      "/pune/inventories/id=7",
      "/delhi/inventories/id=16",
    ]) {
      expect(paths).toContain(p);
    }
    // Meeting rooms have their own city page.
    expect(paths).not.toContain("/pune/inventories/id=1");
    expect(new Set(paths).size).toBe(paths.length);
    // 5 site-wide + 4 company, contact and legal pages + 6 cities x (3 pages + 8 inventory types).
    expect(paths).toHaveLength(5 + 4 + 6 * 11);
  });

  it("writes room pages and absolute, escaped URLs", () => {
    expect(roomPagePaths([{ city: "delhi", seo_id: "day-pass-aerocity" }])).toEqual(["/delhi/meeting-rooms-in-day-pass-aerocity"]);
    const xml = sitemapXml("https://workbay.in", ["/", "/a?x=1&y=2", "/"]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<loc>https://workbay.in/a?x=1&amp;y=2</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("robots.txt allows all but the private areas and names the sitemap", () => {
    const text = robotsTxt("https://workbay.in");
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const p of ["/checkout", "/account/", "/view-booking/", "/dev/", "/docs", "/backoffice"])
      expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain("Sitemap: https://workbay.in/sitemap.xml");
  });
});
