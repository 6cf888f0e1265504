import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { MENU_ROOM, weekdayAhead } from "./support/booking";
import { laneDate } from "./support/dates";
import { gotoHydrated } from "./support/pages";
import { signIn } from "./support/session";
import { limit } from "./support/time-limits";
import { PHONE } from "./support/projects";

// The booking journey (issue 4): slots and Book on the card, the F&B step, skip, a pass, and
// the guest add-on link. Runs against the demo data of scripts/e2e-server.mjs. Booking needs a
// session (asked when the booker leaves the F&B step, tested in accounts.spec.ts): the booking
// journeys start signed in as the demo user.
const ROOM = MENU_ROOM;
const PASS = "day-pass-embassy-golf-links";

async function draft(page: Page) {
  return page.evaluate(() => JSON.parse(window.sessionStorage.getItem("bookingData") ?? "null"));
}

/** Picks 11:00 AM (two slots, the 60-minute minimum) and extends to 12:30 PM on the room card. */
async function pickSlotsAndBook(page: Page, date: string) {
  await gotoHydrated(page, `/bengaluru/meeting-rooms-in-${ROOM}?date=${date}`);
  const card = page.getByRole("region", { name: /Book/ });
  const book = card.getByRole("button", { name: "Book A Slot" });
  // Without a slot the button is announced as unavailable, yet activating it says why.
  await expect(book).toHaveAttribute("aria-disabled", "true");
  await book.focus();
  await page.keyboard.press("Enter");
  const selectSlot = page.getByRole("alert").filter({ hasText: "Please select time slot" });
  await expect(selectSlot).toBeVisible();

  await card.getByRole("button", { name: "Select time slot" }).click();
  await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
  // Picking a slot answers the toast at once.
  await expect(selectSlot).toHaveCount(0);
  await expect(page.getByRole("button", { name: "11:30 AM", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "12:00 PM", exact: true }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(card.getByRole("button", { name: /11:00 AM – 12:30 PM/ })).toBeVisible();
  await expect(card.getByTestId("booking-total")).toHaveText(/₹/);
  await expect(book).not.toHaveAttribute("aria-disabled");
  await book.click();
  await expect(page).toHaveURL(new RegExp(`/${ROOM}/foodBeverage/meals\\?date=${date}&startTime=22&endTime=24$`));
}

test(
  "pick slots on a meeting room, book, and choose add-ons with MENU, cart, note and guest e-mails",
  PHONE,
  async ({ page }, testInfo) => {
    // A long journey: two pages, the MENU panel, the cart and sixteen guest fields.
    test.setTimeout(limit(120_000));
    await signIn(page);
    const date = laneDate("booking: add-ons", testInfo);
    await pickSlotsAndBook(page, date);

    await expect(page.getByRole("heading", { name: "F&B options available based on your meeting room selection" })).toBeVisible();
    await expect(page.getByText("Hey Asha, you seem to have a long meeting ahead!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Meals", exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByRole("button", { name: "ADD Masala Dosa" }).click();
    await page.getByRole("button", { name: "Add one Masala Dosa" }).click();
    await expect(page.getByRole("status", { name: "Masala Dosa quantity" })).toHaveText("02");

    await page.getByRole("button", { name: "MENU Meeting Meal Package" }).click();
    const panel = page.getByRole("dialog", { name: "Meeting Meal Package" });
    const subs = panel.getByRole("button", { name: /^SELECT / });
    await subs.first().click();
    await panel.getByRole("button", { name: "CLEAR" }).click();
    await expect(panel.getByRole("button", { name: /^DESELECT / })).toHaveCount(0);
    await panel
      .getByRole("button", { name: /^SELECT / })
      .first()
      .click();
    await panel.getByRole("button", { name: "DONE" }).click();
    await expect(page.getByRole("button", { name: "MENU Meeting Meal Package" })).toContainText("1 selected");

    // Switching tabs keeps the query and the cart.
    await page.getByRole("link", { name: "Beverages", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/foodBeverage/beverages\\?date=${date}&startTime=22&endTime=24$`));
    await page.getByRole("button", { name: "ADD Filter Coffee" }).click();

    const cart = page.getByRole("region", { name: "Your F&B cart" });
    await expect(cart).toContainText("4 items");
    await cart.getByRole("button", { name: "CONTINUE" }).click();
    await expect(cart.getByRole("heading", { name: "Meals" })).toBeVisible();
    await expect(cart.getByRole("heading", { name: "Beverages" })).toBeVisible();
    await expect(cart).toContainText("High Tea needs at least 1 hour notice.");
    await cart.getByRole("button", { name: "CANCEL" }).click();
    await expect(cart.getByRole("heading", { name: "Meals" })).toHaveCount(0);
    await cart.getByRole("button", { name: "CONTINUE" }).click();
    await cart.getByLabel("Notes").fill("One vegan guest");

    await cart.getByRole("switch").check();
    await cart.getByPlaceholder("Guest 1 Email Address").fill("not-an-email");
    await cart.getByRole("button", { name: "+ ADD GUEST" }).click();
    await expect(cart.getByRole("alert")).toHaveText("Email address is required!");
    // The cap is the room's 16 guests (larger than any category's serves x qty).
    for (let i = 1; i <= 16; i++) {
      await cart.getByPlaceholder(`Guest ${i} Email Address`).fill(`guest${i}@example.com`);
      if (i < 16) await cart.getByRole("button", { name: "+ ADD GUEST" }).click();
    }
    await expect(cart.getByRole("alert")).toHaveText("Please select more F&B items to add guest list");
    await expect(cart.getByRole("button", { name: "+ ADD GUEST" })).toBeDisabled();
    await cart.getByRole("button", { name: "Remove guest 16" }).click();
    await expect(cart.getByRole("alert")).toHaveCount(0);

    // A mistyped address stops CONTINUE here: checkout does not show the list to correct it.
    await cart.getByPlaceholder("Guest 2 Email Address").fill("guest2@");
    await cart.getByRole("button", { name: "CONTINUE" }).click();
    await expect(cart.getByRole("alert")).toHaveText("Email address is required!");
    await expect(page).toHaveURL(/\/foodBeverage\//);
    // A repeated address (in any case) is invited once.
    await cart.getByPlaceholder("Guest 2 Email Address").fill("GUEST1@example.com");

    await cart.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const stored = await draft(page);
    expect(stored).toMatchObject({ date, startTime: 22, endTime: 25, notes: "One vegan guest" });
    expect(stored.addOn).toHaveLength(3);
    expect(stored.guestEmailIds).toHaveLength(14);
    expect(stored.roomInfo.seoId).toBe(ROOM);
  },
);

test("SKIP & CONTINUE goes on to checkout with no add-ons", async ({ page }, testInfo) => {
  await signIn(page);
  const date = laneDate("booking: skip add-ons", testInfo);
  await pickSlotsAndBook(page, date);
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await draft(page);
  expect(stored).toMatchObject({ date, startTime: 22, endTime: 25, addOn: [] });
});

test("a day pass books straight on to checkout", async ({ page }, testInfo) => {
  await signIn(page);
  const date = laneDate("booking: day pass", testInfo);
  await gotoHydrated(page, `/bengaluru/meeting-rooms-in-${PASS}?date=${date}`);
  const card = page.getByRole("region", { name: /Book/ });
  await card.getByRole("radio", { name: "5 Day Pass Pack" }).check();
  // The count names what is bought (decisions 0043, 0045).
  await card.getByLabel("Number of passes").selectOption("2");
  await expect(card.getByLabel("Number of passes").locator("option:checked")).toHaveText("2 × 5 Day Pass Pack");
  await expect(card.getByTestId("booking-total")).toHaveText(/₹/);
  await card.getByRole("button", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await draft(page);
  expect(stored).toMatchObject({ date, quantity_details: 2, pass_option_id: 2, hideTime: true });
  // EDIT goes back to the room page with the draft's pass option and count, not the first ones.
  await page.getByRole("link", { name: "EDIT" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${date}&edit=1$`));
  await expect(card.getByRole("radio", { name: "5 Day Pass Pack" })).toBeChecked();
  await expect(card.getByLabel("Number of passes")).toHaveValue("2");
  expect(await draft(page)).toMatchObject({ quantity_details: 2, pass_option_id: 2 });
});

test("a guest link: choose one option, submit, thank-you, then home", PHONE, async ({ page }) => {
  // Many steps over a cold page on a shared 2-core machine.
  test.slow();
  const link = JSON.parse(readFileSync(path.resolve(".cache/e2e-data/guest-link.json"), "utf8")) as { url: string };
  await gotoHydrated(page, link.url);
  await expect(page.getByRole("link", { name: "DIRECTION" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /^Explore Meeting Rooms/ })).toBeVisible();
  // Phones too: the banner is compact, so the menu starts above the fold, and the tab bar's
  // end link is whole (issue 13).
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect((await page.locator(".food-list").boundingBox())?.y ?? Infinity).toBeLessThan(viewport.height);
  const explore = await page.getByRole("link", { name: /^Explore Meeting Rooms/ }).boundingBox();
  expect((explore?.x ?? Infinity) + (explore?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
  // The same rules as the booker's step: High Tea is not served for a morning meeting, and
  // guests choose from High Tea or Meals only; each disabled item says why.
  await page.getByRole("link", { name: "High Tea", exact: true }).click();
  const tea = page.getByRole("list", { name: "High Tea", exact: true });
  await expect(tea.getByRole("button", { name: /^(ADD|MENU) / }).first()).toBeDisabled();
  await expect(tea).toContainText(/is served for meetings starting 03:00 PM to 07:00 PM; not available for your selected slot\./);
  await page.getByRole("link", { name: "Work Lunch", exact: true }).click();
  const lunch = page.getByRole("list", { name: "Work Lunch", exact: true });
  await expect(lunch.getByRole("button", { name: /^(ADD|MENU) / }).first()).toBeDisabled();
  await expect(lunch).toContainText("Guests can choose one option from High Tea or Meals.");
  await page.getByRole("link", { name: "Meals", exact: true }).click();
  await expect(page.getByRole("list", { name: "Meals", exact: true })).toBeVisible();
  await page.getByRole("region", { name: "Your F&B cart" }).getByRole("button", { name: "CONTINUE" }).click();
  const cart = page.getByRole("region", { name: "Your F&B cart" });
  await expect(cart).toContainText("Please select one option from High tea and Meals");
  await expect(cart).toContainText("Please arrive 15 minutes early with a valid ID proof");
  await cart.getByLabel("Notes").fill("");
  const add = page.getByRole("list", { name: "Meals", exact: true }).getByRole("button", { name: /^ADD /, disabled: false }).first();
  // Selecting the chosen option again clears it.
  if ((await add.getAttribute("aria-pressed")) === "true") await add.click();
  await expect(cart.getByRole("button", { name: "SUBMIT" })).toBeDisabled();
  await add.click();
  await expect(add).toHaveAttribute("aria-pressed", "true");
  await add.click();
  await expect(add).toHaveAttribute("aria-pressed", "false");
  await add.click();
  await cart.getByLabel("Notes").fill("No onions, please");
  await cart.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByRole("heading", { name: "Your dietary preferences have been noted." })).toBeVisible();
  await expect(page.getByText("We look forward to hosting you...")).toBeVisible();
  await expect(page.getByRole("list", { name: "Meeting rooms by city" }).getByRole("link")).toHaveCount(5);
  await expect(page).toHaveURL(/\/$/, { timeout: limit(10_000) });
});

test("a forged guest token shows page-not-found", async ({ page }) => {
  const response = await page.goto(
    `/${ROOM}/foodBeverage/edit-addon?date=${weekdayAhead()}&startTime=22&endTime=24&token=eyJhbGciOiJIUzI1NiJ9.forged.token`,
  );
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("times the room does not cover show page-not-found", async ({ page }) => {
  const response = await page.goto(`/${ROOM}/foodBeverage/meals?date=${weekdayAhead()}&startTime=2&endTime=4`);
  expect(response?.status()).toBe(404);
});

test("the F&B step for slots someone has just taken says so, with the way back to the room on that date", async ({ page, request }) => {
  // A demo meeting room with a taken slot on a weekday ahead, and a two-slot range ending on it.
  let found: { date: string; start: number; last: number; seo: string } | null = null;
  for (let ahead = 0; ahead < 7 && !found; ahead++) {
    const day = new Date(`${weekdayAhead()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + ahead);
    const iso = day.toISOString().slice(0, 10);
    const answer = await request.get(`/passy/v1/rooms?city=bengaluru&date=${iso}&space_type=1`);
    const rooms = (await answer.json()).data.rooms as { time_slots: number[]; start_time: number; end_time: number; seo_id: string }[];
    for (const room of rooms) {
      const taken = room.time_slots.find((slot) => slot > room.start_time && slot < room.end_time && !room.time_slots.includes(slot - 1));
      if (taken !== undefined) {
        found = { date: iso, start: taken - 1, last: taken, seo: room.seo_id };
        break;
      }
    }
  }
  expect(found, "a taken slot on a demo room").not.toBeNull();
  const { date, start, last, seo } = found!;
  const response = await gotoHydrated(page, `/${seo}/foodBeverage/meals?date=${date}&startTime=${start}&endTime=${last}`);
  expect(response?.status()).toBe(409);
  await expect(page.getByRole("heading", { name: "These slots were just taken" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Please choose another time.");
  await expect(page.getByRole("button", { name: /^ADD / })).toHaveCount(0);
  await page.getByRole("link", { name: "Choose another time" }).click();
  await expect(page).toHaveURL(new RegExp(`/bengaluru/meeting-rooms-in-${seo}\\?date=${date}$`));
});
