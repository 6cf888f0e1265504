import { describe, expect, it } from "vitest";
import { CITIES, footerCityLinks } from "../src/cities";
import { fillLegalPlaceholders, legalFacts, UnknownLegalPlaceholderError } from "../src/legal-facts";
import { parseUtmCookie, utmCookieValue, utmFromSearchParams } from "../src/utm";

describe("footerCityLinks", () => {
  it("lists the six demo cities, all live, in the footer's order, linking to their meeting rooms", () => {
    const links = footerCityLinks();
    expect(links.map((c) => c.slug)).toEqual(["bengaluru", "chennai", "delhi", "mumbai", "hyderabad", "pune"]);
    expect(links.every((c) => c.live && c.href === `/${c.slug}/meeting-rooms`)).toBe(true);
    expect(links.find((c) => c.slug === "delhi")?.name).toBe("Delhi NCR");
  });

  it("names a city that is not live without a link", () => {
    const cities = CITIES.map((c) => (c.slug === "pune" ? { ...c, live: false } : c));
    const pune = footerCityLinks(cities).find((c) => c.slug === "pune");
    expect(pune).toEqual({ slug: "pune", name: "Pune", live: false, href: null });
    expect(footerCityLinks(cities).filter((c) => c.live)).toHaveLength(5);
  });
});

describe("legal placeholders", () => {
  it("fills the rules the product enforces", () => {
    const facts = legalFacts({ holdMinutes: 10 });
    expect(fillLegalPlaceholders("held {{hold_minutes}} minutes; not after {{same_day_cutoff}}; {{booking_window_days}} days", facts)).toBe(
      "held 10 minutes; not after 1:00 PM; 89 days",
    );
    expect(facts).toMatchObject({
      day_pass_hours_from: "09:00",
      day_pass_hours_to: "18:00",
      minimum_age: "18",
      password_min_length: "8",
      otp_length: "6",
      otp_valid_minutes: "10",
      otp_max_wrong_tries: "5",
      otp_resend_seconds: "60",
      session_hours: "24",
    });
    expect(legalFacts({ holdMinutes: 15 }).hold_minutes).toBe("15");
  });

  it("refuses an unknown placeholder rather than printing it", () => {
    expect(() => fillLegalPlaceholders("{{hold_minute}}", legalFacts({ holdMinutes: 10 }))).toThrow(UnknownLegalPlaceholderError);
  });
});

describe("utm", () => {
  it("takes the utm_* parameters of a landing address, lower-cased, trimmed, non-empty", () => {
    const params = new URLSearchParams("utm_source=google&UTM_Medium=cpc&utm_campaign=%20diwali%20&utm_term=&q=rooms&gclid=x");
    expect(utmFromSearchParams(params)).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali" });
    expect(utmFromSearchParams(new URLSearchParams("q=rooms"))).toBeUndefined();
  });

  it("keeps the first of repeated keys, cuts long values and caps the number of keys", () => {
    expect(utmFromSearchParams(new URLSearchParams("utm_source=a&utm_source=b"))).toEqual({ utm_source: "a" });
    expect(utmFromSearchParams(new URLSearchParams(`utm_source=${"x".repeat(400)}`))?.utm_source).toHaveLength(300);
    const many = new URLSearchParams(Array.from({ length: 15 }, (_, i) => [`utm_${"k".repeat(i + 1)}`, "v"]));
    expect(Object.keys(utmFromSearchParams(many) ?? {})).toHaveLength(10);
  });

  it("round-trips through the cookie's JSON and reads a query-string cookie too", () => {
    const utm = { utm_source: "newsletter", utm_medium: "email" };
    expect(parseUtmCookie(utmCookieValue(utm))).toEqual(utm);
    expect(parseUtmCookie("utm_source=mail&x=1")).toEqual({ utm_source: "mail" });
    expect(parseUtmCookie('["utm_source"]')).toBeUndefined();
    expect(parseUtmCookie('{"utm_source":5}')).toBeUndefined();
    expect(parseUtmCookie(undefined)).toBeUndefined();
  });
});
