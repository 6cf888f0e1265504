import { describe, expect, it } from "vitest";
import { cartChangeEvents, roomUnitPrice, viewItemEvent, viewItemListEvent } from "../app/components/analytics/ecommerce";
import { startTagManager, tagManagerScriptUrl } from "../app/components/analytics/tag-manager";
import { LEGAL_SOURCES, renderLegalDocument, renderLegalMarkdown } from "../app/components/legal/legal-document.server";
import { footerCompanyLinks, visibleFooterLinks } from "../app/layout/footer-links";

const LINKS = { blog: "https://blog.example.in/", offers: "https://example.in/offers", managedOffices: "https://example.in/managed" };

describe("legal documents", () => {
  it("render every text with its title and date line, and no placeholder left", () => {
    for (const name of Object.keys(LEGAL_SOURCES) as (keyof typeof LEGAL_SOURCES)[]) {
      const doc = renderLegalDocument(name, { holdMinutes: 10 });
      expect(doc.title.length).toBeGreaterThan(3);
      expect(doc.html).not.toMatch(/\{\{|\}\}/);
      expect(doc.html).toContain("<h2>");
    }
    expect(renderLegalDocument("terms-of-use", { holdMinutes: 10 }).dateLine).toBe("Effective date: 22 August 2023");
    expect(renderLegalDocument("booking-terms", { holdMinutes: 10 }).dateLine).toBe("Effective date: 22 August 2023");
    expect(renderLegalDocument("privacy-policy", { holdMinutes: 10 }).dateLine).toBe("Last updated: 12 February 2025");
  });

  it("state the rules the product enforces, with the configured hold", () => {
    const booking = renderLegalDocument("booking-terms", { holdMinutes: 15 }).html;
    expect(booking).toContain("held for you for 15 minutes");
    expect(booking).toContain("after 1:00 PM India Standard Time");
    expect(booking).toContain("up to 89 days ahead");
    expect(booking).toContain("Monday to Friday, 09:00 to 18:00");
    expect(booking).toMatch(/cannot be cancelled, and the fee is non-refundable/);
    expect(booking).toContain("at least 18 years old");
    const terms = renderLegalDocument("terms-of-use", { holdMinutes: 10 }).html;
    expect(terms).toContain("at least 8 characters long and contain at least one letter and one digit");
    expect(terms).toContain("within 24 hours and resolve it within 15 days");
    expect(terms).toContain("within 72 hours");
    expect(terms).toContain('id="community_guidelines"');
    const privacy = renderLegalDocument("privacy-policy", { holdMinutes: 10 }).html;
    for (const period of [
      "deleted 180 days after the visit",
      "deleted 45 days after",
      "within 180 days of the request",
      "within 1 month",
    ]) {
      expect(privacy).toContain(period);
    }
    expect(privacy).toContain("Digital Personal Data Protection Act, 2023");
    expect(privacy).toContain("grievance@workbay.in");
  });

  it("shift headings under a page heading", () => {
    const doc = renderLegalMarkdown("# Title\n\n_Effective date: 1 May 2025_\n\n## Part\n\nText", "sample", {
      holdMinutes: 10,
      headingOffset: 1,
    });
    expect(doc).toMatchObject({ title: "Title", dateLine: "Effective date: 1 May 2025", titleLevel: 2 });
    expect(doc.html).toContain("<h3>Part</h3>");
    expect(() => renderLegalMarkdown("No title", "sample", { holdMinutes: 10 })).toThrow(/no '# ' title/);
  });
});

describe("footer links", () => {
  it("take the blog, offers and managed offices from configuration, opening in a new tab", () => {
    const links = footerCompanyLinks(LINKS);
    expect(links.find((l) => l.code === "blog")).toMatchObject({ link: LINKS.blog, target: "_blank" });
    expect(links.find((l) => l.code === "managed-offices")).toMatchObject({ link: LINKS.managedOffices, target: "_blank" });
  });

  it("keep About Us hidden, as the spec has it", () => {
    const visible = visibleFooterLinks(footerCompanyLinks(LINKS));
    expect(visible.map((l) => l.code)).not.toContain("about");
    expect(visible.map((l) => l.link)).toContain("/terms&conditions#terms_and_conditions");
  });
});

const room = {
  id: 7,
  name: "Saffron Boardroom",
  space_type: 1,
  space_type_name: "Meeting Room",
  cost: 1200,
  month_factor: 1,
  city: "bengaluru",
};

describe("ecommerce events", () => {
  it("price a timed room per half-hour slot, a pass per pass and a virtual office per month", () => {
    expect(roomUnitPrice(room)).toBe(600);
    expect(roomUnitPrice({ space_type: 7, cost: 499 })).toBe(499);
    expect(roomUnitPrice({ space_type: 8, cost: 100, month_factor: 1 })).toBe(3000);
  });

  it("list product impressions in order, with the list's name", () => {
    const event = viewItemListEvent(
      { id: "bengaluru-type-1", name: "Meeting Rooms in Bengaluru" },
      [room, { ...room, id: 8, name: "Teal Room" }],
      20,
    );
    expect(event.event).toBe("view_item_list");
    expect(event.ecommerce).toMatchObject({
      currency: "INR",
      item_list_id: "bengaluru-type-1",
      item_list_name: "Meeting Rooms in Bengaluru",
    });
    expect(event.ecommerce.items.map((i) => [i.item_id, i.index, i.price, i.item_brand])).toEqual([
      ["7", 20, 600, "Workbay"],
      ["8", 21, 600, "Workbay"],
    ]);
  });

  it("describe the viewed room", () => {
    expect(viewItemEvent(room)).toEqual({
      event: "view_item",
      ecommerce: {
        currency: "INR",
        value: 600,
        items: [
          {
            item_id: "7",
            item_name: "Saffron Boardroom",
            item_brand: "Workbay",
            item_category: "Meeting Room",
            location_id: "bengaluru",
            price: 600,
            quantity: 1,
          },
        ],
      },
    });
  });

  it("turn F&B cart changes into add and remove events by the quantity changed", () => {
    const tea = { id: 1, name: "High Tea", price: 250, qty: 2, category: "High Tea", type: "veg" };
    const lunch = { id: 2, name: "Work Lunch", price: 400, qty: 1, category: "Work Lunch", type: "non-veg" };
    expect(cartChangeEvents([], [tea])).toEqual([
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "INR",
          value: 500,
          items: [
            {
              item_id: "fnb-1",
              item_name: "High Tea",
              item_brand: "Workbay F&B",
              item_category: "High Tea",
              item_variant: "veg",
              price: 250,
              quantity: 2,
            },
          ],
        },
      },
    ]);
    const [removed] = cartChangeEvents([tea, lunch], [{ ...tea, qty: 1 }]);
    expect(removed?.event).toBe("remove_from_cart");
    expect(removed?.ecommerce.items.map((i) => [i.item_id, i.quantity])).toEqual([
      ["fnb-1", 1],
      ["fnb-2", 1],
    ]);
    expect(removed?.ecommerce.value).toBe(650);
    expect(cartChangeEvents([tea], [tea])).toEqual([]);
  });
});

describe("tag manager", () => {
  function fakePage() {
    const appended: { async: boolean; src: string; dataset: Record<string, string> }[] = [];
    const doc = {
      querySelector: () => (appended.length > 0 ? appended[0] : null),
      createElement: () => ({ async: false, src: "", dataset: {} as Record<string, string> }),
      head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    };
    const win: { dataLayer?: unknown[] } = {};
    return { appended, doc: doc as unknown as Document, win: win as unknown as Window, layer: () => win.dataLayer };
  }

  it("loads the container asynchronously once, after pushing gtm.start", () => {
    const page = fakePage();
    expect(startTagManager("GTM-AB12CD3", page.win, page.doc)).toBe(true);
    expect(startTagManager("GTM-AB12CD3", page.win, page.doc)).toBe(false);
    expect(page.appended).toHaveLength(1);
    expect(page.appended[0]).toMatchObject({ async: true, src: tagManagerScriptUrl("GTM-AB12CD3") });
    expect(page.appended[0]?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
    expect(page.layer()).toEqual([expect.objectContaining({ event: "gtm.js", "gtm.start": expect.any(Number) })]);
  });
});
