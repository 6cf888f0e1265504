import { expect, type Page } from "@playwright/test";
import { addDays, istToday, isWeekend } from "./dates";
import { gotoHydrated } from "./pages";

/** A demo meeting room with an F&B menu. */
export const MENU_ROOM = "boardroom-saffron-koramangala-forum";

/**
 * A weekday at least three days ahead: every demo centre is open and no cut-off applies. For
 * pages that are only looked at; a journey that books uses its own lane (support/dates.ts).
 */
export function weekdayAhead(): string {
  let date = addDays(istToday(), 3);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/** Picks 11:00 AM (two slots, the 60-minute minimum) and extends to 12:30 PM on the room card. */
export async function pickSlots(page: Page, room: string, date: string) {
  await gotoHydrated(page, `/bengaluru/meeting-rooms-in-${room}?date=${date}`);
  const card = page.getByRole("region", { name: /Book/ });
  await card.getByRole("button", { name: "Select time slot" }).click();
  await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
  await expect(page.getByRole("button", { name: "11:30 AM", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "12:00 PM", exact: true }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(card.getByRole("button", { name: /11:00 AM – 12:30 PM/ })).toBeVisible();
  return card;
}

/**
 * Picks the first free hour (two free half-hours, and a third free after them) from 11:00 AM on
 * the room card, so a journey needs no particular slot; returns the first slot's label.
 */
export async function pickFreeHour(page: Page, room: string, date: string): Promise<string> {
  await gotoHydrated(page, `/bengaluru/meeting-rooms-in-${room}?date=${date}`);
  return chooseFreeHour(page);
}

/** pickFreeHour on the room page that is open (and hydrated). */
export async function chooseFreeHour(page: Page): Promise<string> {
  const card = page.getByRole("region", { name: /Book/ });
  await card.getByRole("button", { name: "Select time slot" }).click();
  const slots = page.locator("#slot-picker-slots .slot");
  await expect(slots.first()).toBeVisible();
  const states = await slots.evaluateAll((buttons) =>
    buttons.map((b) => ({ label: b.getAttribute("aria-label") ?? "", free: !(b as HTMLButtonElement).disabled })),
  );
  const from = states.findIndex((s) => s.label === "11:00 AM");
  let start = -1;
  for (let i = Math.max(0, from); i + 2 < states.length; i++) {
    if (states[i]?.free && states[i + 1]?.free && states[i + 2]?.free) {
      start = i;
      break;
    }
  }
  expect(start, "a free hour on the room").toBeGreaterThanOrEqual(0);
  const label = states[start]?.label ?? "";
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByRole("button", { name: states[start + 1]?.label ?? "", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Done" }).click();
  return label;
}

/**
 * Books and pays through the API as the signed-in page's account (price check, booking, the test
 * gateway's Pay), then opens the confirmation page; the test's journey starts from there.
 */
export async function bookAndPay(
  page: Page,
  booking: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{ b_id: string; order_id: string }> {
  const priced = await page.request.post("/passy/v1/validate", { data: { ...booking, add_on: [] }, headers });
  expect(priced.status()).toBe(200);
  const { total_amount } = (await priced.json()).data as { total_amount: number };
  const created = await page.request.post("/passy/v1/booking", {
    data: { ...booking, add_ons: [], total_amount, terms_accepted: true },
    headers,
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()).data as { b_id: string; order_id: string };
  const paid = await page.request.post("/dev/test-gateway", {
    form: { order_id: order.order_id, b_id: order.b_id, outcome: "pay" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await page.goto(paid.headers().location ?? "");
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  return order;
}
