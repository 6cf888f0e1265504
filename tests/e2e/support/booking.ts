import { expect, type Page } from "@playwright/test";

/** A demo meeting room with an F&B menu. */
export const MENU_ROOM = "boardroom-saffron-koramangala-forum";

function istToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A weekday at least three days ahead: every demo centre is open and no cut-off applies. */
export function weekdayAhead(): string {
  let date = addDays(istToday(), 3);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}

/** Picks 11:00 AM (two slots, the 60-minute minimum) and extends to 12:30 PM on the room card. */
export async function pickSlots(page: Page, room: string, date: string) {
  await page.goto(`/bengaluru/meeting-rooms-in-${room}?date=${date}`);
  const card = page.getByRole("region", { name: /Book/ });
  await card.getByRole("button", { name: "Select time slot" }).click();
  await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
  await expect(page.getByRole("button", { name: "11:30 AM", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "12:00 PM", exact: true }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(card.getByRole("button", { name: /11:00 AM – 12:30 PM/ })).toBeVisible();
  return card;
}
