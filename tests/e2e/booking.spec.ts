import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { MENU_ROOM, weekdayAhead } from "./support/booking";
import { signIn } from "./support/session";

// The booking journey (issue 4): slots and Book on the card, the F&B step, skip, a pass, and
// the guest add-on link. Runs against the demo data of scripts/e2e-server.mjs. Booking needs a
// session (the login dialog before it has its own test in accounts.spec.ts): these sign in first.
const ROOM = MENU_ROOM;
const PASS = "day-pass-embassy-golf-links";

async function draft(page: Page) {
  return page.evaluate(() => JSON.parse(window.sessionStorage.getItem("bookingData") ?? "null"));
}

/** Picks 11:00 AM (two slots, the 60-minute minimum) and extends to 12:30 PM on the room card. */
async function pickSlotsAndBook(page: Page, date: string) {
  await page.goto(`/bengaluru/meeting-rooms-in-${ROOM}?date=${date}`);
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

test("pick slots on a meeting room, book, and choose add-ons with MENU, cart, note and guest e-mails", async ({ page }) => {
  // A long journey, and signing in first solves the human check's proof of work.
  test.setTimeout(60_000);
  await signIn(page);
  const date = weekdayAhead();
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
  await panel.getByRole("button", { name: /^SELECT / }).first().click();
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

  await cart.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await draft(page);
  expect(stored).toMatchObject({ date, startTime: 22, endTime: 25, notes: "One vegan guest" });
  expect(stored.addOn).toHaveLength(3);
  expect(stored.guestEmailIds).toHaveLength(15);
  expect(stored.roomInfo.seoId).toBe(ROOM);
});

test("SKIP & CONTINUE goes on to checkout with no add-ons", async ({ page }) => {
  await signIn(page);
  const date = weekdayAhead();
  await pickSlotsAndBook(page, date);
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await draft(page);
  expect(stored).toMatchObject({ date, startTime: 22, endTime: 25, addOn: [] });
});

test("a day pass books straight on to checkout", async ({ page }) => {
  await signIn(page);
  const date = weekdayAhead();
  await page.goto(`/bengaluru/meeting-rooms-in-${PASS}?date=${date}`);
  const card = page.getByRole("region", { name: /Book/ });
  await card.getByRole("radio", { name: "5 Day Pass Pack" }).check();
  await card.getByLabel("Number of passes").selectOption("2");
  await expect(card.getByTestId("booking-total")).toHaveText(/₹/);
  await card.getByRole("button", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await draft(page);
  expect(stored).toMatchObject({ date, quantity_details: 2, pass_option_id: 2, hideTime: true });
});

test("a guest link: choose one option, submit, thank-you, then home", async ({ page }) => {
  const link = JSON.parse(readFileSync(path.resolve(".cache/e2e-data/guest-link.json"), "utf8")) as { url: string };
  await page.goto(link.url);
  await expect(page.getByRole("link", { name: "DIRECTION" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /^Explore / })).toBeVisible();
  await page.getByRole("region", { name: "Your F&B cart" }).getByRole("button", { name: "CONTINUE" }).click();
  const cart = page.getByRole("region", { name: "Your F&B cart" });
  await expect(cart).toContainText("Please select one option from High tea and Meals");
  await expect(cart).toContainText("Please arrive 15 minutes early with a valid ID proof");
  await cart.getByLabel("Notes").fill("");
  const add = page.getByRole("button", { name: /^ADD / }).first();
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
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test("a forged guest token shows page-not-found", async ({ page }) => {
  const response = await page.goto(`/${ROOM}/foodBeverage/edit-addon?date=${weekdayAhead()}&startTime=22&endTime=24&token=eyJhbGciOiJIUzI1NiJ9.forged.token`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("times the room does not cover show page-not-found", async ({ page }) => {
  const response = await page.goto(`/${ROOM}/foodBeverage/meals?date=${weekdayAhead()}&startTime=2&endTime=4`);
  expect(response?.status()).toBe(404);
});
