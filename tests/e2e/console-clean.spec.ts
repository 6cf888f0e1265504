import { expect as baseExpect, test, type Page } from "@playwright/test";
import { pickFreeHour, weekdayAhead } from "./support/booking";
import { createAccount } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { phoneIf } from "./support/projects";
import { limit } from "./support/time-limits";

// Issue 18: a page whose server HTML and first browser render differ makes React throw its
// render away and draw the page again (minified error #418 in the console), which costs the
// visitor a second render and Lighthouse its best-practices score. Each page here is loaded,
// hydrated and left to settle, and any console error or warning, uncaught exception or
// hydration message fails it with the messages themselves.

const ROOM = "boardroom-saffron-koramangala-forum";
const expect = baseExpect.configure({ timeout: limit(15_000) });

/** Collects what the page reports: console errors and warnings, and uncaught exceptions. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    // Map tiles come from another host, which the machines the tests run on cannot reach: a
    // resource of another origin that fails to load is the network's, not the page's.
    const source = message.location().url;
    if (text.startsWith("Failed to load resource") && source && new URL(source).origin !== new URL(page.url()).origin) return;
    if (message.type() === "error" || message.type() === "warning" || /hydrat|#418|#419|#422|#423|#425/i.test(text)) {
      problems.push(`${message.type()} on ${page.url()}: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return problems;
}

/** Loads a page, waits for hydration and for the work that follows it (effects, lazy chunks). */
async function visit(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.waitForLoadState("networkidle");
}

const PUBLIC_PAGES: [string, string, boolean][] = [
  ["home", "/", true],
  ["a city list", "/bengaluru/meeting-rooms", false],
  ["a room page", `/bengaluru/meeting-rooms-in-${ROOM}`, true],
  ["a room page on a chosen date", `/bengaluru/meeting-rooms-in-${ROOM}?date=DATE`, false],
  ["a day pass page", "/day_pass_in_bengaluru", false],
  ["the search page", "/search", false],
  ["the meeting room directory", "/meeting-room-directory", false],
  ["sign in", "/login", false],
  ["sign up", "/signup", false],
  ["contact us", "/contact-us", false],
  ["about us", "/about-us", false],
  ["terms", "/terms&conditions", false],
];

for (const [name, path, onPhone] of PUBLIC_PAGES) {
  test(`${name} hydrates without a console error or warning`, phoneIf(onPhone), async ({ page }) => {
    const problems = watchConsole(page);
    await visit(page, path.replace("DATE", weekdayAhead()));
    expect(problems).toEqual([]);
  });
}

// Nothing is held before Pay, so this journey needs no lane date of its own (support/dates.ts).
test("the F&B step and checkout hydrate without a console error or warning", async ({ page }) => {
  test.setTimeout(limit(120_000));
  await createAccount(page.context().request);
  const problems = watchConsole(page);
  await pickFreeHour(page, ROOM, weekdayAhead());
  await page.waitForLoadState("networkidle");
  await page.getByRole("region", { name: /Book/ }).getByRole("button", { name: "Book A Slot" }).click();
  await expect(page).toHaveURL(/\/foodBeverage\//);
  // The F&B step loaded by its address, then on to checkout.
  await visit(page, new URL(page.url()).pathname + new URL(page.url()).search);
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Checkout loaded by its address: a server render and a hydration of its own.
  await visit(page, "/checkout");
  await expect(page.getByRole("heading", { name: "Billing and payment" })).toBeVisible();
  expect(problems).toEqual([]);
});
