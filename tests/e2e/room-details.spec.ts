import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { chooseDate, dayButton, expectPickerDate, openCalendarAt } from "./support/date-picker";
import { addDays, istToday, nextSaturday, nextWeekday } from "./support/dates";
import { gotoHydrated } from "./support/pages";
import { PHONE } from "./support/projects";

type ApiRoom = {
  id: number;
  name: string;
  city: string;
  seo_id: string;
  capacity: number;
  space_type: number;
  available: boolean;
  is_bookable: boolean;
  is_mrb: boolean;
};

/** 'Tuesday, 24 Nov, 2026', as the page writes dates. */
function longDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = date.toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });
  const month = date.toLocaleDateString("en-GB", { month: "short", timeZone: "UTC" });
  return `${weekday}, ${String(date.getUTCDate()).padStart(2, "0")} ${month}, ${date.getUTCFullYear()}`;
}

async function findRoom(
  request: APIRequestContext,
  query: Record<string, string | number>,
  accept: (room: ApiRoom) => boolean,
): Promise<ApiRoom> {
  const response = await request.get("/passy/v1/rooms", { params: { page_size: 48, ...query } });
  expect(response.ok()).toBe(true);
  const rooms = ((await response.json()) as { data: { rooms: ApiRoom[] } }).data.rooms;
  const room = rooms.find(accept);
  if (!room) throw new Error(`no demo room for ${JSON.stringify(query)}`);
  return room;
}

async function centreOf(request: APIRequestContext, room: ApiRoom): Promise<string> {
  const response = await request.get(`/passy/v1/room/${room.seo_id}`, { params: { search_by: "seo_id" } });
  return ((await response.json()) as { data: { center_name: string } }).data.center_name;
}

/**
 * Pages are checked once their HTML is in (and hydrated, where the test interacts): the banner
 * photos are resized on first request, which can take seconds, and nothing here waits on them.
 */
const READY = { waitUntil: "domcontentloaded" } as const;

const roomPath = (room: Pick<ApiRoom, "city" | "seo_id">) => `/${room.city}/meeting-rooms-in-${room.seo_id}`;
const onlineBookable = (room: ApiRoom) => room.is_mrb && room.is_bookable && room.available;

/** On phones the room's details fold behind the "Room details" toggle. */
async function openRoomDetails(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByText("Room details", { exact: true }).click();
}

test("a meeting room shows its title, breadcrumb, details and the booking card", PHONE, async ({ page, request }) => {
  const date = nextWeekday();
  const room = await findRoom(request, { city: "bengaluru", space_type: 1, date }, onlineBookable);
  // Journeys run under reduced motion (playwright.config.ts); the slideshow plays without it.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const response = await gotoHydrated(page, `${roomPath(room)}?date=${date}`, READY);
  expect(response?.status()).toBe(200);

  await expect(page).toHaveTitle(`${room.capacity} Seater Meeting Room`);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "Bengaluru", room.name]);
  await expect(trail.getByRole("link", { name: "Bengaluru" })).toHaveAttribute("href", `/bengaluru/meeting-rooms?date=${date}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(room.name);
  await expect(page.getByText("/ Hour").first()).toBeVisible();
  await expect(page.getByText(`${room.capacity} Seats`).first()).toBeVisible();

  const booking = page.getByRole("complementary", { name: "Booking" });
  await expect(booking.getByRole("button", { name: "Book A Slot" })).toBeVisible();
  await expectPickerDate(booking, date);
  await expect(booking.getByText(`Availability on ${longDate(date)}`)).toBeVisible();
  await expect(booking.getByText(/\d+ free slots?/)).toBeVisible();

  const gallery = page.locator('[aria-roledescription="carousel"]');
  await expect(gallery).toHaveAttribute("aria-label", `Photos of ${room.name} at ${await centreOf(request, room)}`);
  await expect(gallery.getByRole("button", { name: /Show photo 2 of \d/ })).toBeVisible();
  await expect(gallery.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
  // A visitor who asks for reduced motion gets a still gallery, which they may start.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(gallery.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  // Arrow keys move between photos; focus inside holds the slideshow, so nothing else moves it.
  await gallery.getByRole("group", { name: /arrow keys/ }).focus();
  const dots = gallery.getByRole("button", { name: /^Show photo \d+ of \d+$/ });
  const total = await dots.count();
  const current = Number((await gallery.locator('[aria-current="true"]').getAttribute("aria-label"))?.match(/\d+/)?.[0]);
  await page.keyboard.press("ArrowRight");
  await expect(dots.nth(current % total)).toHaveAttribute("aria-current", "true");

  const directions = page.getByRole("link", { name: /GET DIRECTIONS/ });
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", /noopener/);
  // CONTACT US asks about this room (issue 12); the contact page answers 200.
  const contact = page.getByRole("link", { name: "CONTACT US", exact: true });
  await expect(contact).toHaveAttribute("href", `/contact-us?room=${room.seo_id}`);
  expect((await page.request.get(`/contact-us?room=${room.seo_id}`)).status()).toBe(200);
  await expect(page.locator('a[href^="tel:"]')).toBeVisible();
  await expect(page.getByText("Business hours")).toBeVisible();
  // Near the screen, the Leaflet map takes over from the drawn placeholder.
  await page.locator(".room-map").scrollIntoViewIfNeeded();
  await expect(page.locator(".room-map--ready .leaflet-marker-icon")).toBeVisible();

  // The stored booking draft starts again from this room and date.
  const draft = { date, roomId: room.id };
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("bookingData"))) ?? "null")).toEqual(draft);
  const cookie = (await page.context().cookies()).find((c) => c.name === "bookingData");
  expect(cookie && JSON.parse(decodeURIComponent(cookie.value))).toEqual(draft);
  expect(cookie?.path).toBe("/");
});

test("a Delhi room's breadcrumb says Delhi/NCR", async ({ page, request }) => {
  const room = await findRoom(request, { city: "delhi", space_type: 1 }, (r) => r.city === "delhi");
  await page.goto(roomPath(room), READY);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Delhi/NCR" })).toBeVisible();
});

test("an item that cannot be booked online shows only the Enquiry button", async ({ page, request }) => {
  const studio = await findRoom(request, { space_type: 9 }, (r) => !r.is_mrb);
  await page.goto(roomPath(studio), READY);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(studio.name);
  const enquiry = page.getByRole("link", { name: "Enquiry", exact: true });
  await expect(enquiry).toBeVisible();
  await expect(enquiry).toHaveAttribute("href", `/contact-us?room=${studio.seo_id}`);
  await expect(page.getByRole("complementary", { name: "Booking" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Book|Book A Slot|Sold Out)$/ })).toHaveCount(0);
  await expect(page.getByLabel("Date")).toHaveCount(0);
});

test("a virtual office is priced by the month, lists its inclusions and hides seats", PHONE, async ({ page, request, isMobile }) => {
  const office = await findRoom(request, { space_type: 8, date: nextWeekday() }, onlineBookable);
  await gotoHydrated(page, roomPath(office), READY);
  await expect(page).toHaveTitle(/^Book .+ in .+, .+$/);
  await expect(page.getByText("/ Month").first()).toBeVisible();
  await expect(page.getByText(/\d+ Seats?$/)).toHaveCount(0);
  await openRoomDetails(page, isMobile);
  await expect(page.getByRole("heading", { name: "Inclusions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Amenities" })).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Booking" }).getByRole("button", { name: "Book", exact: true })).toBeVisible();
});

test("a day pass is a weekday product: weekends are refused by the date field and the page says why", async ({ page, request }) => {
  const pass = await findRoom(request, { space_type: 7, date: nextWeekday() }, onlineBookable);
  const saturday = nextSaturday();
  const monday = addDays(saturday, 2);
  // A weekend in the address moves to the next weekday, and the page says why.
  await page.goto(`${roomPath(pass)}?date=${saturday}`, READY);
  await expect(page).toHaveURL(new RegExp(`date=${monday}&notice=date-weekend$`));
  await expect(page.getByText("Day passes are valid Monday to Friday, so we are showing the nearest weekday.")).toBeVisible();
  const booking = page.getByRole("complementary", { name: "Booking" });

  await gotoHydrated(page, `${roomPath(pass)}?date=${monday}`, READY);
  await expect(booking.getByText("Day passes are valid Monday to Friday.")).toHaveCount(0);
  // The picker greys weekends out: a Saturday cannot be chosen.
  const calendar = await openCalendarAt(booking, addDays(saturday, 7));
  await expect(dayButton(calendar, addDays(saturday, 7))).toBeDisabled();
  await expect(dayButton(calendar, addDays(saturday, 7))).toHaveAccessibleName(/Please choose a weekday\.$/);
  await expect(page).toHaveURL(new RegExp(`date=${monday}`));
});

test("changing the date reloads the room for that date and keeps the address in step", async ({ page, request }) => {
  const first = nextWeekday();
  const second = nextWeekday(first);
  const room = await findRoom(request, { city: "mumbai", space_type: 1, date: first }, onlineBookable);
  await gotoHydrated(page, `${roomPath(room)}?date=${first}`, READY);
  const booking = page.getByRole("complementary", { name: "Booking" });
  await expect(booking.getByText(`Availability on ${longDate(first)}`)).toBeVisible();

  // Hold the data request, so the loading state can be seen before the answer arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });

  await chooseDate(booking, second);
  await expect(booking.getByRole("status")).toContainText(`Checking availability for ${longDate(second)}`);
  await expect(booking.getByRole("region", { name: `Book ${room.name}` })).toHaveAttribute("aria-busy", "true");
  release();

  await expect(page).toHaveURL(new RegExp(`${roomPath(room)}\\?date=${second}$`));
  await expect(booking.getByText(`Availability on ${longDate(second)}`)).toBeVisible();
  await expect(booking.getByRole("status")).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("bookingData"))) ?? "null")).toEqual({
    date: second,
    roomId: room.id,
  });
});

test("the server-rendered page carries the SEO tags and product JSON-LD", async ({ request }) => {
  const room = await findRoom(request, { city: "pune", space_type: 1 }, (r) => r.is_mrb);
  const response = await request.get(`${roomPath(room)}?date=${istToday()}`);
  expect(response.status()).toBe(200);
  const html = await response.text();

  expect(html).toContain(`<title>${room.capacity} Seater Meeting Room</title>`);
  // The canonical address is the room's, without the date.
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${roomPath(room)}"/>`));
  expect(html).toMatch(/<meta name="description" content="[^"]{20,160}"\/>/);
  for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type", "og:site_name"]) {
    expect(html).toContain(`<meta property="${property}"`);
  }
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');

  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(script).toBeTruthy();
  const product = JSON.parse(script ?? "{}");
  expect(product["@type"]).toBe("Product");
  expect(product.name).toBe(room.name);
  expect(product.offers.priceCurrency).toBe("INR");
  expect(product.url).toMatch(new RegExp(`^https?://[^/]+${roomPath(room)}$`));
  expect(product.image).toMatch(/^https?:\/\/[^/]+\/images\/1200x800\//);
});

test("a room under another city's path moves permanently to its own", async ({ request }) => {
  const room = await findRoom(request, { city: "chennai", space_type: 1 }, (r) => r.is_mrb);
  const response = await request.get(`/pune/meeting-rooms-in-${room.seo_id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(new RegExp(`${roomPath(room)}$`));
});

test("an unknown room and a stray second segment show the not-found screen with status 404", async ({ page }) => {
  for (const path of ["/bengaluru/meeting-rooms-in-no-such-room", "/bengaluru/boardrooms"]) {
    const response = await page.goto(path, READY);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Workbay");
  }
});

test("sitemap.xml lists the room pages; a demo's robots.txt keeps crawlers out", async ({ request }) => {
  const room = await findRoom(request, { city: "hyderabad", space_type: 1 }, () => true);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect(sitemap.headers()["cache-control"]).toBe("public, max-age=3600");
  const xml = await sitemap.text();
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${roomPath(room)}</loc>`));
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/hyderabad\/meeting-rooms<\/loc>/);

  // The end-to-end server runs in demo mode: no crawler is let in (decision 0049).
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");
});

test("a room page has no serious accessibility violations", PHONE, async ({ page, request }) => {
  const room = await findRoom(request, { city: "bengaluru", space_type: 1 }, (r) => r.is_mrb && r.is_bookable);
  await gotoHydrated(page, roomPath(room), READY);
  // Check the live map too.
  await page.locator(".room-map").scrollIntoViewIfNeeded();
  await expect(page.locator(".room-map--ready")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("a date that cannot be booked redirects (302) to the nearest bookable one, with a notice", async ({ request }) => {
  const room = await findRoom(request, { city: "bengaluru", date: nextWeekday() }, onlineBookable);
  const pass = await findRoom(request, { space_type: 7, date: nextWeekday() }, onlineBookable);
  const today = istToday();
  const last = addDays(today, 89);
  const saturday = nextSaturday();
  const cases: [string, string, string][] = [
    [`${roomPath(room)}?date=garbage`, today, "date-invalid"],
    [`${roomPath(room)}?date=2026-01-01`, today, "date-past"],
    [`${roomPath(room)}?date=${addDays(today, 200)}`, last, "date-beyond"],
    [`${roomPath(pass)}?date=${saturday}`, addDays(saturday, 2), "date-weekend"],
  ];
  for (const [path, date, notice] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`${path.split("?")[0]}?date=${date}&notice=${notice}`);
  }
  // A bookable date, and a weekend for a room (not a weekday product), stay.
  expect((await request.get(`${roomPath(room)}?date=${saturday}`, { maxRedirects: 0 })).status()).toBe(200);
});

test(
  "the room's name and price: once above the card on a phone, in the card beside the overview on a desktop",
  PHONE,
  async ({ page, request, isMobile }) => {
    const room = await findRoom(request, { city: "bengaluru", date: nextWeekday() }, onlineBookable);
    await page.goto(`${roomPath(room)}?date=${nextWeekday()}`, READY);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(room.name);
    await expect(page.locator(".room-page__head .price-tag")).toBeVisible();
    const card = page.getByRole("region", { name: `Book ${room.name}` });
    // The card keeps its accessible name everywhere.
    await expect(card).toBeVisible();
    const title = card.locator(".booking-card__title");
    await expect(title).toContainText(room.name);
    if (isMobile) {
      // Below the overview, which already shows them, the card repeats neither the name nor the price.
      await expect(title).toBeHidden();
      await expect(card.locator(".price-tag").filter({ visible: true })).toHaveCount(0);
    } else {
      // Beside the overview the card keeps its summary: its name and price stay in view while it scrolls.
      await expect(title).toBeVisible();
      await expect(card.locator(".price-tag").filter({ visible: true })).toHaveCount(1);
    }
  },
);
