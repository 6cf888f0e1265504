import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { chooseDate, expectPickerDate } from "./support/date-picker";
import { addDays, istToday, nextSaturday, nextWeekday } from "./support/dates";
import { gotoHydrated } from "./support/pages";
import { PHONE, phoneIf } from "./support/projects";

const cards = (page: Page) => page.locator("article.room-card");

/** On phones the filters live in a sheet opened by the "Filters" button (a popover: it opens without JavaScript too). */
async function openFilters(page: Page, isMobile: boolean) {
  const heading = page.getByRole("heading", { name: "Filters" });
  if (isMobile) await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(heading).toBeVisible();
}

test.describe("listing pages", () => {
  test("a city's meeting rooms show cards with prices, seats, badges and images at two sizes", async ({ page }) => {
    const response = await gotoHydrated(page, "/pune/meeting-rooms");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Meeting Rooms in Pune | Workbay");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pune\/meeting-rooms$/);
    await expect(page.getByText(/Showing 1–\d+ of \d+ meeting rooms/)).toBeVisible();
    const first = cards(page).first();
    await expect(first.getByRole("link").first()).toHaveAttribute("href", /^\/pune\/meeting-rooms-in-[a-z0-9-]+\?date=\d{4}-\d{2}-\d{2}$/);
    await expect(first.getByText(/\d+ Seats/)).toBeVisible();
    await expect(first.getByText("/ Hour")).toBeVisible();
    await expect(first.getByText(/^(Available|Sold Out)$/)).toBeVisible();
    await expect(first.locator("img")).toHaveAttribute("srcset", /340x200.* 340w, .*680x400.* 680w/);
    // The address does not repeat the city.
    await expect(first.locator(".room-card__address")).not.toContainText("Pune");
    // A discounted room shows its old price struck out, and promoted rooms their code.
    await expect(page.locator("s.room-card__original-price").first()).toBeVisible();
    await expect(page.getByText("Use code MR30").first()).toBeVisible();
  });

  test("choosing 10+ seats updates the address and shows only rooms with at least ten seats", PHONE, async ({ page, isMobile }) => {
    await gotoHydrated(page, "/pune/meeting-rooms");
    await expect(cards(page).nth(1)).toBeVisible();
    await openFilters(page, isMobile);
    await page.getByLabel("Seats", { exact: true }).selectOption("10");
    await expect(page).toHaveURL(/\/pune\/meeting-rooms\?capacity=10$/);
    if (isMobile) await page.getByRole("button", { name: /^Show \d+ meeting rooms?$/ }).click();
    await expect(page.getByRole("link", { name: "Remove filter: 10+ seats" })).toBeVisible();
    await expect(cards(page)).not.toHaveCount(0);
    for (const seats of await page
      .locator("article.room-card")
      .getByText(/\d+ Seats/)
      .allTextContents()) {
      expect(Number.parseInt(seats, 10)).toBeGreaterThanOrEqual(10);
    }
    // Back undoes the filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/pune\/meeting-rooms$/);
    await expect(page.getByLabel("Seats", { exact: true })).toHaveValue("");
  });

  test("amenities, availability and sort are kept in the address and can be removed one by one", PHONE, async ({ page, isMobile }) => {
    await gotoHydrated(page, "/bengaluru/meeting-rooms");
    await openFilters(page, isMobile);
    await page.getByRole("checkbox", { name: "Projector" }).check();
    await expect(page).toHaveURL(/amenities=projector/);
    await page.getByRole("checkbox", { name: "Only show available" }).check();
    await expect(page).toHaveURL(/\?available=true&amenities=projector$/);
    await expect(page.getByRole("checkbox", { name: "Projector" })).toBeChecked();
    if (isMobile) await page.getByRole("button", { name: /^Show \d+ meeting rooms?$/ }).click();
    await page.getByLabel("Sort by").selectOption("price_asc");
    await expect(page).toHaveURL(/\?available=true&amenities=projector&sort=price_asc$/);
    const prices = await cards(page).locator(".room-card__amount").allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/\D/g, "")));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    for (const card of await cards(page).all()) await expect(card.getByText("Projector")).toBeVisible();
    await page.getByRole("link", { name: "Remove filter: Projector" }).click();
    await expect(page).toHaveURL(/\?available=true&sort=price_asc$/);
  });

  test("a long list is paged, keeping the filters", async ({ page }) => {
    await gotoHydrated(page, "/bengaluru/meeting-rooms?sort=capacity_desc");
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/bengaluru\/meeting-rooms\?sort=capacity_desc&page=2$/);
    await expect(page.getByText(/^Showing 13–\d+ of \d+ meeting rooms$/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/bengaluru\/meeting-rooms\?page=2$/);
  });

  test("filters with no match show the empty state, which clears them", async ({ page }) => {
    const response = await gotoHydrated(page, "/pune/meeting-rooms?capacity=20&amenities=video-conferencing");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "No meeting rooms match your filters" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/pune\/meeting-rooms$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("the day pass page lists passes with passes left and no unit", async ({ page }) => {
    const date = nextWeekday(addDays(istToday(), 1));
    const response = await gotoHydrated(page, `/day_pass_in_pune?date=${date}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Day Pass in Pune | Workbay");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Day Pass in Pune");
    const card = cards(page).first();
    await expect(card.getByText(/\d+ pass(es)? left/)).toBeVisible();
    await expect(card.locator(".room-card__unit")).toHaveCount(0);
    await expect(card.getByRole("link").first()).toHaveAttribute("href", new RegExp(`^/pune/meeting-rooms-in-.+\\?date=${date}$`));
    // No seats filter for passes.
    await expect(page.getByLabel("Seats", { exact: true })).toHaveCount(0);
  });

  test("the executive day pass page lists type 16", async ({ page }) => {
    await gotoHydrated(page, `/studio_pass_in_mumbai?date=${nextWeekday(addDays(istToday(), 1))}`);
    await expect(page).toHaveTitle("Executive Day Pass in Mumbai | Workbay");
    await expect(cards(page).first()).toContainText("Executive");
  });

  test("an inventories address lists its product type with the right price unit", async ({ page }) => {
    const date = addDays(istToday(), 3);
    const response = await gotoHydrated(page, `/pune/inventories/id=8&date=${date}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Virtual Office in Pune");
    await expectPickerDate(page, date);
    const card = cards(page).first();
    await expect(card.getByText("/ Month")).toBeVisible();
    await expect(card.getByText(/Seats?$/)).toHaveCount(0);
  });

  test("changing the date of an inventories list keeps the date in the path", async ({ page, isMobile }) => {
    await gotoHydrated(page, `/pune/inventories/id=9&date=${addDays(istToday(), 2)}`);
    await expect(cards(page).first()).toBeVisible();
    await openFilters(page, isMobile);
    const date = addDays(istToday(), 5);
    await chooseDate(page, date);
    await expect(page).toHaveURL(new RegExp(`/pune/inventories/id=9&date=${date}$`));
    await expect(cards(page).first().getByRole("link").first()).toHaveAttribute("href", new RegExp(`date=${date}$`));
  });

  test("/meeting-rooms filters the current city by room type, and ignores unknown types", async ({ page }) => {
    await gotoHydrated(page, "/meeting-rooms?roomType=1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meeting Rooms for Board Room Meetings in Bengaluru");
    for (const card of await cards(page).all()) await expect(card.getByText("Board Room Meetings")).toBeVisible();
    await page.getByRole("navigation", { name: "Choose a city" }).getByRole("link", { name: "Pune" }).click();
    await expect(page).toHaveURL(/\/meeting-rooms\?city=pune&roomType=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meeting Rooms for Board Room Meetings in Pune");

    await gotoHydrated(page, "/meeting-rooms?roomType=42");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meeting Rooms in Pune");
  });

  test("/meeting-rooms?date= opens on that date", async ({ page }) => {
    const date = addDays(istToday(), 7);
    await gotoHydrated(page, `/meeting-rooms?date=${date}`);
    await expectPickerDate(page, date);
    await expect(cards(page).first().getByRole("link").first()).toHaveAttribute("href", new RegExp(`date=${date}$`));
  });

  test("event spaces and virtual offices of the current city, with a city switcher", async ({ page }) => {
    await gotoHydrated(page, "/event-space");
    await expect(page).toHaveTitle("Event Spaces in Bengaluru | Workbay");
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("navigation", { name: "Choose a city" }).getByRole("link", { name: "Chennai" }).click();
    await expect(page).toHaveURL(/\/event-space\?city=chennai$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Spaces in Chennai");

    await gotoHydrated(page, "/virtual_office?city=hyderabad");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Virtual Office in Hyderabad");
    await expect(cards(page).first().getByText("/ Month")).toBeVisible();
  });

  test("the directory lists every city's centres with phones and links to their rooms", async ({ page }) => {
    const response = await gotoHydrated(page, "/meeting-room-directory");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Meeting Room Directory | Workbay");
    for (const city of ["Bengaluru", "Delhi NCR", "Mumbai", "Chennai", "Hyderabad", "Pune"]) {
      await expect(page.getByRole("heading", { level: 2, name: city, exact: true })).toBeVisible();
    }
    const pune = page.locator("#pune");
    await expect(pune.getByRole("heading", { level: 3, name: "Koregaon Park" })).toBeVisible();
    await expect(pune.getByRole("link", { name: /\+91 20/ }).first()).toHaveAttribute("href", /^tel:\+9120/);
    await expect(pune.getByRole("link", { name: /Horizon Boardroom/ })).toHaveAttribute("href", /^\/pune\/meeting-rooms-in-/);
  });

  test("unknown cities and product types show the not-found screen with status 404", async ({ page }) => {
    for (const path of [
      "/atlantis/inventories/id=7",
      "/pune/inventories/id=3",
      "/pune/inventories/type=7",
      "/day_pass_in_atlantis",
      "/studio_pass_in_paris",
    ]) {
      const response = await gotoHydrated(page, path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    }
  });
});

test.describe("current city", () => {
  test("the city in session storage drives /meeting-rooms and the header's links", async ({ page, isMobile }) => {
    await page.addInitScript(() => sessionStorage.setItem("city", "pune"));
    await gotoHydrated(page, "/meeting-rooms?roomType=2");
    await expect(page).toHaveURL(/\/meeting-rooms\?city=pune&roomType=2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meeting Rooms for Team Meetings in Pune");
    for (const card of await cards(page).all()) await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/pune\//);
    if (isMobile) await page.getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("link", { name: "Day Pass", exact: true }).first()).toHaveAttribute("href", "/day_pass_in_pune");
  });

  test("a city page becomes the current city for city-less pages", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/mumbai/meeting-rooms");
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("city"))).toBe("mumbai");
    if (isMobile) await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("link", { name: "Event Space", exact: true }).first().click();
    await expect(page).toHaveURL(/\/event-space\?city=mumbai$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Spaces in Mumbai");
  });
});

test.describe("with the visitor's location allowed", () => {
  // Pune's Shivajinagar: within a few km of every Pune centre.
  test.use({ geolocation: { latitude: 18.5308, longitude: 73.8475 }, permissions: ["geolocation"] });

  test("a city-less page switches to the detected city", async ({ page }) => {
    await gotoHydrated(page, "/event-space");
    await expect(page).toHaveURL(/\/event-space\?city=pune$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Spaces in Pune");
  });

  test("cards show distances and the list can be sorted by distance", async ({ page }) => {
    await gotoHydrated(page, "/pune/meeting-rooms");
    await expect(
      cards(page)
        .getByText(/\d+\.\d km away/)
        .first(),
    ).toBeVisible();
    await page.getByLabel("Sort by").selectOption("distance");
    await expect(page).toHaveURL(/sort=distance$/);
    // The address changes before the sorted list arrives: wait for the list, not the address.
    await expect
      .poll(async () => {
        const km = (
          await cards(page)
            .getByText(/km away/)
            .allTextContents()
        ).map((d) => Number.parseFloat(d));
        return km.length > 1 && km.every((d, i) => i === 0 || km[i - 1]! <= d);
      })
      .toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain GET form", async ({ page, isMobile }) => {
    await page.goto("/pune/meeting-rooms");
    // The phone's sheet opens without JavaScript too (Popover API).
    await openFilters(page, isMobile);
    await page.getByLabel("Seats", { exact: true }).selectOption("10");
    await page.getByRole("checkbox", { name: "Wi-Fi" }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/capacity=10/);
    await expect(page).toHaveURL(/amenities=wifi/);
    await expect(page.getByRole("link", { name: "Remove filter: 10+ seats" })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
  });
});

for (const path of ["/pune/meeting-rooms?capacity=4&amenities=wifi", "/day_pass_in_pune", "/meeting-room-directory"]) {
  test(`${path} has no serious accessibility violations`, phoneIf(path.startsWith("/pune/meeting-rooms")), async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test.describe("dates in the address", () => {
  test("a date that cannot be booked redirects (302) to the nearest bookable one, with a notice", async ({ request }) => {
    const today = istToday();
    const saturday = nextSaturday();
    const monday = addDays(saturday, 2);
    const cases: [string, string, string][] = [
      ["/pune/meeting-rooms?date=garbage", `/pune/meeting-rooms?date=${today}&notice=date-invalid`, ""],
      ["/pune/meeting-rooms?date=2026-01-01&capacity=4", `/pune/meeting-rooms?date=${today}&capacity=4&notice=date-past`, ""],
      ["/pune/meeting-rooms?date=2099-01-01", `/pune/meeting-rooms?date=${addDays(istToday(), 89)}&notice=date-beyond`, ""],
      [`/day_pass_in_pune?date=${saturday}`, `/day_pass_in_pune?date=${monday}&notice=date-weekend`, ""],
      ["/pune/inventories/id=8&date=2026-01-01", `/pune/inventories/id=8&date=2026-01-01?date=${today}&notice=date-past`, ""],
    ];
    for (const [path, location] of cases) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe(location);
    }
    expect((await request.get(`/pune/meeting-rooms?date=${saturday}`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test("the page says why the date changed", async ({ page }) => {
    await gotoHydrated(page, "/pune/meeting-rooms?date=garbage");
    await expect(page).toHaveURL(/notice=date-invalid/);
    await expect(page.getByText("That date could not be read, so we are showing today.")).toBeVisible();
  });
});
