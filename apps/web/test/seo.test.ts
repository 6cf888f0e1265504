import { describe, expect, it } from "vitest";
import { publicPagePaths, robotsTxt, roomPagePaths, sitemapXml } from "../app/features/seo/sitemap";

describe("sitemap", () => {
  it("lists home, the directory and every city's lists once, each at its canonical address", () => {
    const paths = publicPagePaths();
    expect(paths[0]).toBe("/");
    expect(paths).toContain("/meeting-room-directory");
    for (const p of ["/about-us", "/contact-us", "/terms&conditions", "/app-privacy-policy"]) expect(paths).toContain(p);
    for (const p of [
      "/pune/meeting-rooms",
      "/day_pass_in_pune",
      "/studio_pass_in_pune",
      "/event-space?city=pune",
      "/virtual_office?city=delhi",
      "/pune/inventories/id=9",
      "/delhi/inventories/id=12",
    ]) {
      expect(paths).toContain(p);
    }
    // Lists whose canonical link names another address are listed as that one (decision 0049).
    for (const p of ["/meeting-rooms", "/event-space", "/virtual_office", "/pune/inventories/id=1", "/pune/inventories/id=7"])
      expect(paths).not.toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
    // Home, the directory, 4 company, contact and legal pages, 6 cities x 9 product types.
    expect(paths).toHaveLength(2 + 4 + 6 * 9);
  });

  it("writes room pages and absolute, escaped URLs", () => {
    expect(roomPagePaths([{ city: "delhi", seo_id: "day-pass-aerocity" }])).toEqual(["/delhi/meeting-rooms-in-day-pass-aerocity"]);
    const xml = sitemapXml("https://workbay.in", ["/", "/a?x=1&y=2", "/"]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<loc>https://workbay.in/a?x=1&amp;y=2</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("robots.txt allows all but the private areas and names the sitemap in production", () => {
    const text = robotsTxt("https://workbay.in", { demoMode: false });
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const p of ["/checkout", "/account/", "/view-booking/", "/dev/", "/docs", "/backoffice"])
      expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain("Sitemap: https://workbay.in/sitemap.xml");
  });

  it("robots.txt of a demo or development server keeps every crawler out", () => {
    expect(robotsTxt("https://demo.workbay.in", { demoMode: true })).toBe("User-agent: *\nDisallow: /\n");
  });
});
