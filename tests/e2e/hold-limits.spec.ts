import { expect as baseExpect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { pickFreeHour } from "./support/booking";
import { laneDate } from "./support/dates";
import { createAccount } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { limit } from "./support/time-limits";

// Hold hoarding (issue 11): an account may hold at most two unpaid bookings; the third attempt
// is refused at checkout with links to the pending ones, and 'Cancel this booking' on a
// booking's page releases one (with and without JavaScript), after which Pay goes through.
const ROOM = "boardroom-saffron-koramangala-forum";

test.describe.configure({ timeout: limit(180_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

/** Picks the first free hour from 11:00 AM on, goes through F&B to checkout and presses Pay. */
async function bookAndPay(page: Page, date: string) {
  await pickFreeHour(page, ROOM, date);
  await page.getByRole("region", { name: /Book/ }).getByRole("button", { name: "Book A Slot" }).click();
  await expect(page).toHaveURL(/\/foodBeverage\//);
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("checkbox", { name: /I agree to the booking terms/ }).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
}

/** Holds a booking through the API as the page would (session cookie + CSRF header), unpaid. */
async function holdThroughApi(context: BrowserContext, request: APIRequestContext, date: string, start: number): Promise<string> {
  const csrf = (await context.cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
  const headers = { "x-csrf-token": csrf };
  const room = await request.get(`/passy/v1/room/${ROOM}?search_by=seo_id&date=${date}`);
  const roomId = (await room.json()).data.id as number;
  const body = { date, room_id: roomId, start_time: start, end_time: start + 2 };
  const priced = await request.post("/passy/v1/validate", { headers, data: body });
  expect(priced.status(), await priced.text()).toBe(200);
  const created = await request.post("/passy/v1/booking", {
    headers,
    data: { ...body, total_amount: (await priced.json()).data.total_amount, terms_accepted: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.b_id as string;
}

test("a third unpaid booking is refused with links to the pending ones; 'Cancel this booking' frees one, with and without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  const date = laneDate("hold-limits: third hold refused", testInfo);
  await createAccount(page.context().request);

  // Two bookings held and not paid (late in the day, so the page's pick from 11:00 AM is free).
  const held = [await holdThroughApi(page.context(), page.request, date, 34), await holdThroughApi(page.context(), page.request, date, 36)];

  // The third is refused, naming both.
  await bookAndPay(page, date);
  await expect(page.getByRole("alert").filter({ hasText: "Finish or cancel your pending booking first" })).toBeVisible();
  const pending = page.getByRole("list", { name: "Your pending bookings" });
  await expect(pending.getByRole("link")).toHaveText(held.map((code) => `Pending booking ${code}`));
  await page.screenshot({ path: testInfo.outputPath(`hold-limit-${testInfo.project.name}.png`), fullPage: false });

  // Release the first from its page (the link in the message).
  await pending.getByRole("link", { name: `Pending booking ${held[0]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/view-booking/${held[0]}$`));
  await expect(page.getByTestId("booking-status")).toHaveText("Payment pending");
  await page.screenshot({ path: testInfo.outputPath(`release-hold-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole("button", { name: "Cancel this booking" }).click();
  await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(page.getByRole("status").filter({ hasText: "Booking cancelled. Its slots are free again" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel this booking" })).toHaveCount(0);

  // The second without JavaScript: the plain form posts to the page's action.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const plain = await noScript.newPage();
  await plain.goto(`/view-booking/${held[1]}`);
  await expect(plain.getByTestId("booking-status")).toHaveText("Payment pending");
  await plain.getByRole("button", { name: "Cancel this booking" }).click();
  await expect(plain).toHaveURL(new RegExp(`/view-booking/${held[1]}\\?released=1$`));
  await expect(plain.getByTestId("booking-status")).toHaveText("Cancelled");
  await noScript.close();

  // With the holds released, Pay on the same checkout goes on to the gateway.
  await gotoHydrated(page, "/checkout");
  await page.getByRole("checkbox", { name: /I agree to the booking terms/ }).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Workbay test payment" })).toBeVisible();
});
