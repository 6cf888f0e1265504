import { describe, expect, it } from "vitest";
import type { RoomDetail } from "@workbay/contracts/rooms";
import { availabilitySummary } from "../app/features/booking-card/availability-summary";
import { bookingButtonLabel, initialPassCount } from "../app/features/booking-card/booking-button-label";
import { bookingDraftCookie, bookingDraftReset } from "../app/shared/booking/booking-draft";
import { directionsHref } from "../app/shared/map/directions-href";
import { formatBusinessHours } from "../app/shared/rooms/business-hours";
import { promoHint } from "../app/features/room-details/promo-hint";
import { roomCentreJsonLd, roomJsonLd } from "../app/features/room-details/room-json-ld";
import { roomMetaTags, roomSeo, roomTitle } from "../app/features/room-details/room-seo";
import { metaDescription } from "../app/shared/seo/page-head";
import { seoIdFromRoomSlug } from "../app/features/room-details/room-slug";

const WEEKDAYS = [1, 2, 3, 4, 5];

describe("formatBusinessHours", () => {
  it("joins days with the same hours and marks closed days", () => {
    expect(
      formatBusinessHours([
        { days: WEEKDAYS, open: 16, close: 40 },
        { days: [6], open: 18, close: 36 },
      ]),
    ).toEqual([
      { days: "Mon–Fri", hours: "8:00 AM – 8:00 PM", closed: false },
      { days: "Sat", hours: "9:00 AM – 6:00 PM", closed: false },
      { days: "Sun", hours: "Closed", closed: true },
    ]);
  });

  it("reads the week Monday first, so Saturday and Sunday form one run", () => {
    expect(
      formatBusinessHours([
        { days: WEEKDAYS, open: 18, close: 44 },
        { days: [0, 6], open: 20, close: 36 },
      ]),
    ).toEqual([
      { days: "Mon–Fri", hours: "9:00 AM – 10:00 PM", closed: false },
      { days: "Sat–Sun", hours: "10:00 AM – 6:00 PM", closed: false },
    ]);
  });

  it("keeps separate days apart, lists split hours in order and knows 24-hour days", () => {
    expect(
      formatBusinessHours([
        { days: [1, 3], open: 26, close: 36 },
        { days: [1, 3], open: 16, close: 24 },
        { days: [2], open: 0, close: 48 },
      ]),
    ).toEqual([
      { days: "Mon", hours: "8:00 AM – 12:00 PM, 1:00 PM – 6:00 PM", closed: false },
      { days: "Tue", hours: "Open 24 hours", closed: false },
      { days: "Wed", hours: "8:00 AM – 12:00 PM, 1:00 PM – 6:00 PM", closed: false },
      { days: "Thu–Sun", hours: "Closed", closed: true },
    ]);
  });

  it("says nothing when a centre publishes no hours", () => {
    expect(formatBusinessHours([])).toEqual([]);
    expect(formatBusinessHours([{ days: [1], open: 20, close: 20 }])).toEqual([]);
  });
});

describe("bookingButtonLabel", () => {
  const open = { available: true, is_bookable: true };

  it("says Book A Slot for timed rooms, Book for virtual offices and passes with a count", () => {
    for (const space_type of [1, 2, 9, 10, 12]) expect(bookingButtonLabel({ ...open, space_type }, 0)).toBe("Book A Slot");
    expect(bookingButtonLabel({ ...open, space_type: 8 }, 0)).toBe("Book");
    for (const space_type of [7, 11, 16]) {
      expect(bookingButtonLabel({ ...open, space_type }, 1)).toBe("Book");
      expect(bookingButtonLabel({ ...open, space_type }, 0)).toBe("Sold Out");
    }
  });

  it("says Sold Out for anything not available or not bookable", () => {
    for (const space_type of [1, 7, 8, 12]) {
      expect(bookingButtonLabel({ space_type, available: false, is_bookable: true }, 3)).toBe("Sold Out");
      expect(bookingButtonLabel({ space_type, available: true, is_bookable: false }, 3)).toBe("Sold Out");
    }
  });

  it("starts a pass card at one pass while any are left", () => {
    expect(initialPassCount(12)).toBe(1);
    expect(initialPassCount(0)).toBe(0);
  });
});

describe("booking draft reset", () => {
  it("keeps only the date and the room id, as JSON in a site-wide session cookie", () => {
    const draft = bookingDraftReset("2026-11-24", 3);
    expect(draft).toEqual({ date: "2026-11-24", roomId: 3 });
    expect(Object.keys(draft)).toEqual(["date", "roomId"]);
    const cookie = bookingDraftCookie(draft);
    expect(cookie).toBe(`bookingData=${encodeURIComponent('{"date":"2026-11-24","roomId":3}')}; Path=/; SameSite=Lax`);
    expect(JSON.parse(decodeURIComponent(cookie.split(";")[0]?.split("=")[1] ?? ""))).toEqual(draft);
  });
});

const ROOM = {
  id: 3,
  name: "Lotus Huddle Room",
  description: "A quiet, well-lit room for 4 people.",
  space_type: 1,
  capacity: 4,
  center_name: "Embassy Golf Links",
  city: "bengaluru",
  city_name: "Bengaluru",
  seo_id: "huddle-room-lotus",
  url: ["lotus-1.jpg", "lotus-2.jpg"],
  cost: 700,
  month_factor: 1,
  available: true,
  centerId: 4,
  center_address: "Off Intermediate Ring Road, Domlur",
  pincode: "560071",
  latitude: 12.958,
  longitude: 77.6446,
  center_phone: "+91 80 4567 1234",
  business_hours: [{ days: [1, 2, 3, 4, 5], open: 16, close: 40 }],
} satisfies Partial<RoomDetail>;

describe("roomSeo and roomMetaTags", () => {
  const seo = roomSeo(ROOM, "https://workbay.in", roomTitle(ROOM));

  it("titles the page exactly as the spec, with a canonical URL without the date", () => {
    expect(seo.title).toBe("4 Seater Meeting Room");
    expect(seo.canonicalUrl).toBe("https://workbay.in/bengaluru/meeting-rooms-in-huddle-room-lotus");
    expect(seo.imageUrl).toBe("https://workbay.in/images/1200x800/lotus-1.jpg");
    expect(roomTitle({ ...ROOM, space_type: 7, name: "Day Pass" })).toBe("Book Day Pass in Embassy Golf Links, Bengaluru");
  });

  it("lists the description, canonical link, Open Graph and Twitter tags", () => {
    const tags = roomMetaTags(seo);
    expect(tags).toContainEqual({ title: "4 Seater Meeting Room" });
    expect(tags).toContainEqual({ name: "description", content: "A quiet, well-lit room for 4 people." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: seo.canonicalUrl });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Workbay" });
    expect(tags).toContainEqual({ property: "og:url", content: seo.canonicalUrl });
    expect(tags).toContainEqual({ property: "og:image", content: "https://workbay.in/images/1200x800/lotus-1.jpg" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags.filter((t) => "title" in t)).toHaveLength(1);
  });

  it("leaves the image tags out for a room without photos", () => {
    const tags = roomMetaTags(roomSeo({ ...ROOM, url: [] }, "https://workbay.in", roomTitle(ROOM)));
    expect(tags.some((t) => "property" in t && t.property === "og:image")).toBe(false);
  });

  it("emits Product JSON-LD with the shown price in INR and its unit, safe inside a script element", () => {
    const jsonLd = JSON.parse(roomJsonLd(ROOM, seo, "https://workbay.in"));
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: "Lotus Huddle Room",
      url: seo.canonicalUrl,
      image: seo.imageUrl,
      offers: {
        price: "700.00",
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        priceSpecification: { "@type": "UnitPriceSpecification", price: "700.00", unitCode: "HUR" },
        availableAtOrFrom: { "@id": "https://workbay.in/meeting-room-directory#centre-4" },
      },
    });
    const officeRoom = { ...ROOM, space_type: 8, cost: 65, month_factor: 0.9 };
    const office = JSON.parse(
      roomJsonLd(officeRoom, roomSeo(officeRoom, "https://workbay.in", roomTitle(officeRoom)), "https://workbay.in"),
    );
    expect(office.offers.price).toBe("1755.00");
    expect(office.offers.priceSpecification).toMatchObject({ price: "1755.00", unitCode: "MON", unitText: "month" });
    const closing = { ...ROOM, description: "</script><b>" };
    expect(roomJsonLd(closing, roomSeo(closing, "", roomTitle(closing)), "")).not.toContain("</script>");
  });

  it("emits the centre as a LocalBusiness with the address, phone and hours the direction panel shows", () => {
    expect(JSON.parse(roomCentreJsonLd(ROOM, "https://workbay.in"))).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": "https://workbay.in/meeting-room-directory#centre-4",
      name: "Embassy Golf Links",
      address: {
        streetAddress: "Off Intermediate Ring Road, Domlur",
        addressLocality: "Bengaluru",
        postalCode: "560071",
        addressCountry: "IN",
      },
      geo: { latitude: 12.958, longitude: 77.6446 },
      telephone: "+91 80 4567 1234",
      openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "20:00" }],
    });
    const closing = { ...ROOM, center_name: "</script><script>alert(1)</script>" };
    expect(roomCentreJsonLd(closing, "")).not.toContain("</script>");
  });
});

describe("metaDescription", () => {
  it("keeps short text and cuts long text at a word, within 160 characters", () => {
    expect(metaDescription("  Bright   room.\n")).toBe("Bright room.");
    const long = "word ".repeat(60);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
    expect(metaDescription("x".repeat(200))).toHaveLength(160);
  });
});

describe("seoIdFromRoomSlug", () => {
  it("takes the SEO id after meeting-rooms-in- and refuses any other segment", () => {
    expect(seoIdFromRoomSlug("meeting-rooms-in-huddle-room-lotus")).toBe("huddle-room-lotus");
    for (const slug of [undefined, "meeting-rooms", "meeting-rooms-in-", "inventories", "meeting-rooms-in-a b", "foo-meeting-rooms-in-x"]) {
      expect(seoIdFromRoomSlug(slug)).toBeNull();
    }
  });
});

describe("availabilitySummary", () => {
  const timed = {
    space_type: 1,
    available: true,
    is_bookable: true,
    passCount: 0,
    start_time: 16,
    end_time: 40,
    time_slots: [18, 19, 20],
    date: "2026-11-25",
  };
  // 23 Nov 2026, 10:10 IST.
  const now = new Date("2026-11-23T04:40:00Z");

  it("counts a timed room's free half hours, from the next half hour today", () => {
    expect(availabilitySummary(timed, now)).toEqual({ tone: "open", text: "21 free slots", detail: "Open 8:00 AM – 8:00 PM" });
    // Today from 10:30 (slot 21): slots 21-39 are free.
    expect(availabilitySummary({ ...timed, date: "2026-11-23" }, now).text).toBe("19 free slots");
    expect(
      availabilitySummary(
        { ...timed, time_slots: [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36] },
        now,
      ),
    ).toMatchObject({
      tone: "few",
      text: "3 free slots",
    });
  });

  it("says when a timed room is closed, sold out or done for the day", () => {
    expect(availabilitySummary({ ...timed, start_time: 16, end_time: 16, available: false }, now).text).toBe("Closed on this date");
    expect(availabilitySummary({ ...timed, available: false }, now).text).toBe("Sold Out");
    const late = new Date("2026-11-23T15:00:00Z");
    expect(availabilitySummary({ ...timed, date: "2026-11-23", available: false }, late).text).toBe("No more slots today");
  });

  it("counts passes left and keeps day passes to weekdays", () => {
    const pass = { ...timed, space_type: 7, passCount: 12, time_slots: [] };
    expect(availabilitySummary(pass, now)).toEqual({ tone: "open", text: "12 passes left", detail: null });
    expect(availabilitySummary({ ...pass, passCount: 1 }, now)).toMatchObject({ tone: "few", text: "1 pass left" });
    expect(availabilitySummary({ ...pass, passCount: 0, available: false }, now).text).toBe("Sold Out");
    expect(availabilitySummary({ ...pass, date: "2026-11-28", available: false }, now).text).toBe("Weekdays only");
    // Travel passes are sold on weekends too.
    expect(availabilitySummary({ ...pass, space_type: 11, date: "2026-11-28" }, now).text).toBe("12 passes left");
  });

  it("shows a virtual office as available to start", () => {
    expect(availabilitySummary({ ...timed, space_type: 8 }, now)).toMatchObject({ tone: "open", text: "Available" });
  });

  it("closes passes and virtual offices for today from 1 PM IST", () => {
    const afternoon = new Date("2026-11-23T07:30:00Z"); // 13:00 IST
    for (const space_type of [7, 8, 11, 16]) {
      expect(availabilitySummary({ ...timed, space_type, passCount: 5, date: "2026-11-23" }, afternoon)).toEqual({
        tone: "none",
        text: "Closed for today",
        detail: "Booking after 1 P.M is not allowed for same day.",
      });
    }
    expect(availabilitySummary({ ...timed, date: "2026-11-23" }, afternoon).text).toBe("13 free slots");
  });
});

describe("promoHint and directionsHref", () => {
  it("reads the percentage from the promo code", () => {
    expect(promoHint("MR30")).toBe("Use code MR30 at checkout to save 30%");
    expect(promoHint("AERO25")).toBe("Use code AERO25 at checkout to save 25%");
    expect(promoHint("WELCOME")).toBe("Use code WELCOME at checkout");
    expect(promoHint(null)).toBeNull();
  });

  it("fills the directions template", () => {
    expect(directionsHref("https://maps.example/dir/?destination={lat},{lng}", 12.9545, 77.6446)).toBe(
      "https://maps.example/dir/?destination=12.9545,77.6446",
    );
  });
});
