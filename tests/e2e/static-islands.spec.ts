import { expect, test, type Page } from "@playwright/test";
import { expectHydrated, gotoHydrated } from "./support/pages";

// Decision 0035, "Twelfth session": room cards, the footer and the home page's static sections
// are kept as the server sent them and not hydrated (StaticIsland). Their links still navigate
// inside the app, and they render again when a navigation brings other data.

const LIST = "/bengaluru/meeting-rooms";

/** Whether React hydrated the element: hydrated DOM nodes carry React's fiber key. */
function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));
}

/** A mark on the window that a full page load would wipe. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test("a list's cards and the footer are kept, not hydrated, and their links navigate in the app", async ({ page }) => {
  await gotoHydrated(page, LIST);
  const cards = page.locator("article.room-card");
  expect(await cards.count()).toBeGreaterThan(1);
  // The island element itself is hydrated (it handles the clicks); nothing inside it is.
  expect(await isHydrated(page, "article.room-card")).toBe(true);
  expect(await isHydrated(page, "article.room-card .room-card__link")).toBe(false);
  expect(await isHydrated(page, "footer.site-footer a[href='/contact-us']")).toBe(false);
  // The page around them is hydrated.
  expect(await isHydrated(page, "#listing-sort")).toBe(true);

  await markWindow(page);
  const link = cards.first().locator(".room-card__link");
  const name = (await link.textContent())!;
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(await sameDocument(page)).toBe(true);

  await page.goBack();
  await expect(cards.first().locator(".room-card__link")).toHaveText(name);
  await page.locator("footer.site-footer").getByRole("link", { name: "Contact Us" }).first().click();
  await expect(page).toHaveURL("/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test("a kept card renders again when a navigation shows other rooms", async ({ page }) => {
  await gotoHydrated(page, `${LIST}?sort=price_asc`);
  const names = () => page.locator("article.room-card .room-card__link").allTextContents();
  const cheapestFirst = await names();
  await markWindow(page);
  await page.getByLabel("Sort by").selectOption("price_desc");
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(names).not.toEqual(cheapestFirst);
  // Every card shows its own room: name, price and link agree with a fresh load of the address.
  const shown = await page.locator("article.room-card").evaluateAll((cards) => cards.map((card) => card.textContent));
  expect(await sameDocument(page)).toBe(true);
  await gotoHydrated(page, page.url());
  expect(await page.locator("article.room-card").evaluateAll((cards) => cards.map((card) => card.textContent))).toEqual(shown);
});

test("a modified click on a kept link is left to the browser", async ({ page, context }) => {
  await gotoHydrated(page, LIST);
  const link = page.locator("article.room-card .room-card__link").first();
  const opened = context.waitForEvent("page");
  await link.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(new URL((await link.getAttribute("href"))!, page.url()).pathname);
  await expect(page).toHaveURL(LIST);
});

test("an island without the server's markup renders its content", async ({ page }) => {
  // The first card arrives empty, as when React renders a part from scratch during hydration.
  await page.route(LIST, async (route) => {
    const response = await route.fetch();
    const served = await response.text();
    const html = served.replace(/(<article class="room-card"[^>]*>)[\s\S]*?(<\/article>)/, "$1$2");
    expect(html.length).toBeLessThan(served.length);
    await route.fulfill({ response, body: html });
  });
  await page.goto(LIST);
  await expectHydrated(page);
  await expect(page.locator("article.room-card").first().locator(".room-card__link")).toHaveCount(1);
  await expect(page.locator("article.room-card").nth(1).locator(".room-card__link")).toHaveCount(1);
});

test("the home page's static sections are kept and their links navigate in the app", async ({ page }) => {
  await gotoHydrated(page, "/");
  expect(await isHydrated(page, "section[aria-labelledby='cities-title'] a")).toBe(false);
  expect(await isHydrated(page, "section[aria-labelledby='products-title'] a")).toBe(false);
  await markWindow(page);
  await page.locator("section[aria-labelledby='cities-title']").getByRole("link", { name: /Pune/ }).click();
  await expect(page).toHaveURL("/pune/meeting-rooms");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pune");
  expect(await sameDocument(page)).toBe(true);
});

test("the directory's cities are kept and their room links navigate in the app", async ({ page }) => {
  await gotoHydrated(page, "/meeting-room-directory");
  expect(await isHydrated(page, "section.directory__city")).toBe(true);
  expect(await isHydrated(page, "section.directory__city .directory-space")).toBe(false);
  await markWindow(page);
  const space = page.locator("#pune .directory-space").first();
  const href = (await space.getAttribute("href"))!;
  await space.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});
