import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { calendarOf, chooseDate, datePickerButton, dayButton, openCalendarAt } from "./support/date-picker";
import { bookAndPay } from "./support/booking";
import { addDays, laneDate } from "./support/dates";
import { createAccount, mailMatching } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { PHONE } from "./support/projects";
import { uniqueClientAddress } from "./support/session";
import { limit } from "./support/time-limits";

// Changes after booking (issue 16): a day pass transferred to another date from its booking
// page, with the booking terms' default policy (24 hours' notice). Lane dates of its own.
const PASS = "day-pass-embassy-golf-links";

test.describe.configure({ timeout: limit(150_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** A confirmed one-pass day-pass booking of the page's user on `date`, booked through the API and paid on the test gateway. */
async function paidDayPass(page: Page, date: string): Promise<{ code: string; roomId: number }> {
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
  const headers = { "x-csrf-token": csrf, "x-forwarded-for": uniqueClientAddress() };
  const room = (await (await page.request.get(`/passy/v1/room/${PASS}`, { params: { search_by: "seo_id", date }, headers })).json())
    .data as { id: number };
  const booking = { date, room_id: room.id, quantity: 1 };
  const order = await bookAndPay(page, booking, headers);
  return { code: order.b_id, roomId: room.id };
}

test(
  "transfer a day pass to another date from its booking page: the picker greys out weekends, the date moves, the e-mail arrives",
  PHONE,
  async ({ page }, testInfo) => {
    const date = laneDate("changes: day pass booked", testInfo);
    const target = laneDate("changes: day pass transferred to", testInfo);
    const who = await createAccount(page.context().request);
    const since = new Date(Date.now() - 1000).toISOString();
    const { code } = await paidDayPass(page, date);

    await gotoHydrated(page, `/view-booking/${code}`);
    // The cancellation panel says it cannot be cancelled but can be transferred; the transfer panel offers it.
    await expect(page.getByRole("region", { name: "Cancellation" }).getByTestId("cancel-reason")).toContainText(
      "it can be transferred to another date up to 24 hours before it starts",
    );
    const panel = page.getByRole("region", { name: "Transfer to another date" });
    await expect(panel).toContainText("The price stays the same: there is nothing more to pay.");
    // Weekends are not bookable for a day pass, so not offered.
    let saturday = addDays(target, 1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const calendar = await openCalendarAt(panel, saturday, "New date");
    await expect(dayButton(calendar, saturday)).toBeDisabled();
    await axeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`transfer-panel-${testInfo.project.name}.png`), fullPage: true });
    await page.keyboard.press("Escape");
    await expect(calendarOf(panel, "New date")).toHaveCount(0);

    // The booking's own date is refused with the reason, and nothing moves.
    await chooseDate(panel, date, "New date");
    await panel.getByRole("button", { name: "Transfer booking" }).click();
    await expect(panel.getByTestId("transfer-error")).toContainText("This booking is already on");

    await chooseDate(panel, target, "New date");
    await expect(datePickerButton(panel, "New date")).toBeVisible();
    await panel.getByRole("button", { name: "Transfer booking" }).click();
    await expect(page).toHaveURL(new RegExp(`/view-booking/${code}\\?transferred_from=${date}$`));
    await expect(page.getByTestId("transfer-done")).toContainText("Booking transferred from");
    await expect(page.getByTestId("booking-status")).toHaveText(/Confirmed/i);
    await axeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`transferred-${testInfo.project.name}.png`), fullPage: true });

    // The e-mail names the new date and says nothing more was charged.
    expect(
      await mailMatching(page.request, who.email, /Your booking (WB[0-9A-Z]{8}) is transferred\. Nothing more is charged/, since),
    ).toBe(code);

    // The API answers the same for a second try at the same date: a clear 400, nothing changes.
    const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
    const again = await page.request.post(`/passy/v1/booking/${code}/transfer`, {
      data: { date: target },
      headers: { "x-csrf-token": csrf },
    });
    expect(again.status()).toBe(400);
    expect((await again.json()).meta.message).toContain("already on");
  },
);
