// The room card's slot picker: its grid and dialog are a chunk of their own, not in the page's
// first load (docs/decisions/0035, "First-load JavaScript, third pass"). The button is in the
// server's HTML; the picker opens on the first click or key press, even while its chunk is
// still arriving, and works by keyboard. Booking through it is booking.spec.ts's journey.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MENU_ROOM, weekdayAhead } from "./support/booking";
import { holdChunk } from "./support/hold-chunk";
import { gotoHydrated } from "./support/pages";

const ROOM_PAGE = () => `/bengaluru/meeting-rooms-in-${MENU_ROOM}?date=${weekdayAhead()}`;
const SLOTS_CHUNK = /\/assets\/slot-picker-slots-[\w-]+\.js$/;

/** Holds the slot picker's chunk until `release` is called (the idle preload included). */
const holdSlotsChunk = (page: Page) => holdChunk(page, SLOTS_CHUNK);

/**
 * The label of the first free slot a booking can start at: the room's 60-minute minimum needs
 * the slot after it free too. Which slots the demo data has taken depends on the date, so the
 * first free slot alone may start nothing (the picker then says why).
 */
async function startableSlot(slots: Locator): Promise<string> {
  const labels = await slots
    .locator(".slot")
    .evaluateAll((buttons) => buttons.map((b) => ((b as HTMLButtonElement).disabled ? null : b.getAttribute("aria-label"))));
  const index = labels.findIndex((label, i) => label !== null && labels[i + 1] != null);
  expect(index, "a free hour on the demo room").toBeGreaterThanOrEqual(0);
  return labels[index]!;
}

/** The last free slot: nothing free follows it, so it cannot start the 60-minute minimum. */
async function lastFreeSlot(slots: Locator): Promise<string> {
  const labels = await slots.locator(".slot:not([disabled])").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
  expect(labels.length).toBeGreaterThan(0);
  return labels.at(-1)!;
}

test("the picker's button is in the server's page, and its slots are not in the first load", async ({ page, request }) => {
  const html = await (await request.get(ROOM_PAGE())).text();
  expect(html).toContain('aria-controls="slot-picker-slots"');
  expect(html).toContain(">Select time slot<");
  // Neither preloaded nor imported by the page's own modules.
  expect(html).not.toMatch(/slot-picker-slots-[\w-]+\.js/);

  const held = await holdSlotsChunk(page);
  await gotoHydrated(page, ROOM_PAGE());
  await expect(page.locator("#slot-picker-slots")).toHaveCount(0);
  // Fetched once the page is idle, before anyone asks for it.
  await expect.poll(held.requested).toBe(true);
  held.release();
});

test("opens on the first key press while its code is still arriving, and works by keyboard", async ({ page }) => {
  const held = await holdSlotsChunk(page);
  await gotoHydrated(page, ROOM_PAGE());
  const card = page.getByRole("region", { name: /Book/ });
  // Named by what it shows: "Select time slot", then the chosen range.
  const trigger = card.locator('button[aria-controls="slot-picker-slots"]');
  await expect(trigger).toHaveAccessibleName("Select time slot");
  await trigger.focus();
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  held.release();

  const dialog = page.getByRole("dialog", { name: "Select time slot" });
  await expect(dialog).toBeVisible();
  // The modal dialog has the focus.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("dialog.slot-dialog") != null)).toBe(true);
  await expect(dialog.locator(".slot:not([disabled])").first()).toBeVisible();
  // A slot that cannot start the minimum picks nothing, and the dialog says why (the page's
  // snackbar is under the modal).
  const last = await lastFreeSlot(dialog);
  await dialog.getByRole("button", { name: last, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Minimum booking duration is 1 hour")).toBeVisible();
  await expect(dialog.getByRole("button", { name: last, exact: true })).toHaveAttribute("aria-pressed", "false");

  const label = await startableSlot(dialog);
  await dialog.getByRole("button", { name: label, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByText(new RegExp(`^${label} – `))).toBeVisible();

  // Escape closes it and gives the focus back to the button, which shows the choice.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toHaveAccessibleName(new RegExp(`^${label} – `));
  await expect(trigger).toBeFocused();

  // And opens again at once, with the choice kept.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the slots open under the button on the first tap, without moving the card above", async ({ page }) => {
    const held = await holdSlotsChunk(page);
    await gotoHydrated(page, ROOM_PAGE());
    const card = page.getByRole("region", { name: /Book/ });
    const trigger = card.locator('button[aria-controls="slot-picker-slots"]');
    // Where the button is in the page (not in the window, which the tap may scroll).
    const place = () =>
      trigger.evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, height: (el as HTMLElement).offsetHeight }));
    const before = await place();
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    held.release();
    const panel = page.getByRole("group", { name: "Time slots" });
    await expect(panel).toBeVisible();
    expect(await place()).toEqual(before);
    const label = await startableSlot(panel);
    await panel.getByRole("button", { name: label, exact: true }).click();
    await expect(panel.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
    await panel.getByRole("button", { name: "Done" }).click();
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAccessibleName(new RegExp(`^${label} – `));
  });
});

test("every slot's time fits its button, on small phones and in a tablet's dialog", async ({ page }) => {
  // 24 or 12 to a row clipped '10:30' at these widths (docs/decisions/0040).
  for (const width of [320, 390, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, ROOM_PAGE());
    await page.getByRole("region", { name: /Book/ }).locator('button[aria-controls="slot-picker-slots"]').click();
    const slots = page.locator("#slot-picker-slots .slot");
    await expect(slots.first()).toBeVisible();
    const clipped = await slots.evaluateAll((buttons) =>
      buttons.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.getAttribute("aria-label")),
    );
    expect(clipped, `${width} px`).toEqual([]);
  }
});
