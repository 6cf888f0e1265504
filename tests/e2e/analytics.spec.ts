import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { MENU_ROOM, pickSlots } from "./support/booking";
import { laneDate } from "./support/dates";
import { gotoHydrated } from "./support/pages";
import { signIn } from "./support/session";
import { limit } from "./support/time-limits";

// Marketing measurement (issue 12 part B): the utm cookie written on landing, and the product
// impression, view-item, add-to-cart and remove-from-cart events in window.dataLayer. The four
// checkout events (begin_checkout, payment_checkout, purchase, failedPurchase) are checked in
// checkout.spec.ts.

type Item = {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  price: number;
  quantity: number;
  index?: number;
  item_variant?: string;
};
type EcommerceEvent = {
  event?: string;
  ecommerce?: { currency: string; value?: number; item_list_id?: string; item_list_name?: string; items: Item[] } | null;
};

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as EcommerceEvent[]);
const eventsNamed = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);

test("landing with utm_* parameters writes the utm cookie, and the listing pushes product impressions", async ({ page }) => {
  test.slow();
  const response = await page.goto("/bengaluru/meeting-rooms?utm_source=newsletter&utm_medium=email&utm_campaign=launch&ref=x");
  expect(response?.status()).toBe(200);
  // Written by the server in the page response.
  expect((await response?.allHeaders())?.["set-cookie"] ?? "").toMatch(/^utm=/);
  const cookie = (await page.context().cookies()).find((c) => c.name === "utm");
  expect(cookie).toBeDefined();
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "launch" });
  expect(cookie!.httpOnly).toBe(false);
  expect(cookie!.path).toBe("/");

  // A later page without utm_* keeps the campaign.
  await page.goto("/about-us");
  const kept = (await page.context().cookies()).find((c) => c.name === "utm");
  expect(JSON.parse(decodeURIComponent(kept!.value))).toMatchObject({ utm_source: "newsletter" });

  await gotoHydrated(page, "/bengaluru/meeting-rooms");
  await expect.poll(async () => (await eventsNamed(page, "view_item_list")).length).toBe(1);
  const [impressions] = await eventsNamed(page, "view_item_list");
  expect(impressions?.ecommerce).toMatchObject({
    currency: "INR",
    item_list_id: "bengaluru-type-1",
    item_list_name: expect.stringContaining("Bengaluru"),
  });
  const items = impressions!.ecommerce!.items;
  const cards = await page.locator('.listing-grid a[href*="/bengaluru/meeting-rooms-in-"]').count();
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(cards);
  items.forEach((item, i) => {
    expect(item).toMatchObject({ item_brand: "Workbay", item_category: expect.any(String), quantity: 1, index: i });
    expect(item.price).toBeGreaterThan(0);
  });
  // No tag manager without GTM_ID.
  await expect(page.locator("script[data-gtm-id]")).toHaveCount(0);
});

test("a room page pushes view_item; Book pushes add_to_cart; the F&B step pushes add and remove", async ({ page }, testInfo) => {
  test.setTimeout(limit(120_000));
  await signIn(page);
  const date = laneDate("analytics: room page to F&B events", testInfo);
  const card = await pickSlots(page, MENU_ROOM, date);
  await expect.poll(async () => (await eventsNamed(page, "view_item")).length).toBe(1);
  const [view] = await eventsNamed(page, "view_item");
  expect(view?.ecommerce).toMatchObject({ currency: "INR", value: expect.any(Number) });
  const viewed = view!.ecommerce!.items[0]!;
  expect(viewed).toMatchObject({ item_brand: "Workbay", item_category: "Meeting Room", quantity: 1 });
  const roomName = viewed.item_name;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(roomName);

  await card.getByRole("button", { name: "Book A Slot" }).click();
  await expect(page).toHaveURL(/\/foodBeverage\//);
  const [added] = await eventsNamed(page, "add_to_cart");
  // Three half-hour slots (11:00 to 12:30) at half the hourly price each.
  expect(added?.ecommerce?.items).toEqual([
    expect.objectContaining({ item_id: viewed.item_id, item_name: roomName, price: viewed.price, quantity: 3 }),
  ]);
  expect(added?.ecommerce?.value).toBeCloseTo(viewed.price * 3, 2);

  await page.getByRole("button", { name: "ADD Masala Dosa" }).click();
  await page.getByRole("button", { name: "Add one Masala Dosa" }).click();
  await expect.poll(async () => (await eventsNamed(page, "add_to_cart")).length).toBe(3);
  const fnbAdds = (await eventsNamed(page, "add_to_cart")).slice(1);
  for (const e of fnbAdds) {
    expect(e.ecommerce?.items).toEqual([
      expect.objectContaining({
        item_name: "Masala Dosa",
        item_brand: "Workbay F&B",
        item_category: "Meals",
        quantity: 1,
        item_variant: expect.any(String),
      }),
    ]);
  }
  await page.getByRole("button", { name: "Remove one Masala Dosa" }).click();
  await expect.poll(async () => (await eventsNamed(page, "remove_from_cart")).length).toBe(1);
  const [removed] = await eventsNamed(page, "remove_from_cart");
  expect(removed?.ecommerce).toMatchObject({
    currency: "INR",
    items: [expect.objectContaining({ item_name: "Masala Dosa", quantity: 1 })],
  });
  // GA4 asks to clear the ecommerce object before each event.
  const layer = await dataLayer(page);
  const index = layer.indexOf(layer.find((e) => e.event === "remove_from_cart")!);
  expect(layer[index - 1]).toEqual({ ecommerce: null });

  await expectNoSeriousAxeViolations(page);
});
