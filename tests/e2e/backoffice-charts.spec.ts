import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { CONSOLE_CHARTS_PASSWORD, consoleChartsAdmin } from "./support/console-charts-admin";
import { addDays, laneDate } from "./support/dates";
import { otpFor } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { limit } from "./support/time-limits";

// The console's Today charts and CSV exports (issue 15, decision 0036), at 1440 and 390 px. Each
// project signs in its own admin (support/prepare-console-charts.ts).
test.describe.configure({ timeout: limit(240_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

async function signIn(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await gotoHydrated(page, "/backoffice/login");
  const before = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(CONSOLE_CHARTS_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We sent a 6-digit code")).toBeVisible();
  const code = await otpFor(page.request, email, before);
  await page.getByLabel(/6-digit code sent to/).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /^Today,/ })).toBeVisible();
  return page;
}

async function downloaded(page: Page, link: string | RegExp) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

test("Today shows occupancy by hour and revenue by day for all centres and one, with the numbers a click away and as CSV @phone", async ({
  browser,
}, testInfo) => {
  const width = testInfo.project.name === "phone" ? 390 : 1440;
  const admin = await signIn(browser, consoleChartsAdmin(testInfo.project.name), width);

  const charts = admin.getByRole("region", { name: /^Last 30 days/ });
  await expect(charts.getByRole("heading", { name: "Last 30 days: All your centres" })).toBeVisible();
  const occupancy = charts.getByRole("img", { name: /Occupancy by hour of day/ });
  const revenue = charts.getByRole("img", { name: /Revenue by day/ });
  await expect(occupancy).toBeVisible();
  await expect(revenue).toBeVisible();
  // The demo data has confirmed bookings in the last 30 days: bars and a line are drawn.
  expect(await occupancy.locator("rect").count()).toBeGreaterThan(5);
  await expect(revenue.locator("path.bo-chart__line")).toHaveAttribute("d", /^M.+C/);
  const summaries = charts.locator("p.bo-chart__summary");
  await expect(summaries.first()).toHaveText(/^Busiest hour \d\d:00/);
  await expect(summaries.nth(1)).toHaveText(/^₹[\d,.]+ from \d+ confirmed bookings? in the last 30 days/);
  await expectNoSeriousAxeViolations(admin);
  await admin.screenshot({ path: testInfo.outputPath(`today-charts-${width}.png`), fullPage: false });

  // The numbers behind each chart, one click away.
  await charts.getByText("The numbers").first().click();
  const hours = charts.getByRole("table", { name: "Occupancy by hour of day" });
  await expect(hours).toBeVisible();
  await expect(hours.getByRole("rowheader", { name: "09:00–10:00" })).toBeVisible();

  const occupancyCsv = await downloaded(admin, "Download occupancy (CSV)");
  expect(occupancyCsv.name).toMatch(/^workbay-occupancy-by-hour-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  expect(occupancyCsv.text.split("\r\n")[0]).toBe(
    "centre_id,centre,city,from,to,hour_ist,booked_half_hours,open_half_hours,occupancy_percent",
  );
  expect(occupancyCsv.text).toContain(",All centres,");
  const revenueCsv = await downloaded(admin, "Download revenue (CSV)");
  expect(revenueCsv.name).toMatch(/^workbay-revenue-by-day-.+\.csv$/);
  expect(revenueCsv.text.split("\r\n")[0]).toBe("centre_id,centre,city,date,confirmed_bookings,revenue_paise,revenue_inr");

  // One centre's charts (a plain GET form: no script needed).
  const choice = charts.getByLabel("Charts for");
  const firstCentre = await choice.locator("option").nth(1).textContent();
  const centreName = firstCentre!.split(",")[0]!.trim();
  await choice.selectOption({ index: 1 });
  await charts.getByRole("button", { name: "Show" }).click();
  await expect(admin.getByRole("heading", { name: `Last 30 days: ${centreName}` })).toBeVisible();
  await expect(admin).toHaveURL(/[?&]charts=\d+/);
  const centreCsv = await downloaded(admin, "Download revenue (CSV)");
  expect(centreCsv.name).toMatch(/-centre-\d+\.csv$/);
  expect(centreCsv.text).toContain(centreName);

  // The bookings search downloads every match, not one page. The other journeys book side by
  // side, so a booking can come in between the count and the file: then both are taken again.
  await admin.getByRole("link", { name: "Bookings" }).click();
  await expect(async () => {
    await admin.getByRole("button", { name: "Search" }).click();
    const status = admin.getByRole("status").filter({ hasText: /bookings?, page 1 of/ });
    await expect(status).toBeVisible();
    const total = Number((await status.textContent())!.match(/^(\d+) booking/)![1]);
    const bookingsCsv = await downloaded(admin, /Download all .*as CSV/);
    expect(bookingsCsv.name).toMatch(/^workbay-bookings-\d{4}-\d\d-\d\d\.csv$/);
    expect(bookingsCsv.text.trim().split("\r\n")).toHaveLength(total + 1);
  }).toPass({ timeout: limit(60_000) });
  await expectNoSeriousAxeViolations(admin);

  // The calendar's wide grid scrolls inside its own region: the page never scrolls sideways (its
  // hidden half-hour labels once made the phone page 1215 px wide).
  await admin.getByRole("link", { name: "Calendar" }).click();
  await expect(admin.getByRole("region", { name: /The day by room and half hour/ })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await admin.context().close();
});

test("an admin blocks a room weekly for three weeks; each week's calendar shows the block", async ({ browser }, testInfo) => {
  const width = testInfo.project.name === "phone" ? 390 : 1440;
  const date = laneDate("console-charts: recurring block", testInfo);
  const admin = await signIn(browser, consoleChartsAdmin(testInfo.project.name, "blocks"), width);
  // A Chennai centre's last room, late in the day: no other journey books there.
  await gotoHydrated(admin, `/backoffice/calendar?date=${date}`);
  const centre = admin.locator("select[name=centre_id]");
  const chennai = await centre.locator("option", { hasText: "Chennai" }).first().getAttribute("value");
  await gotoHydrated(admin, `/backoffice/calendar?centre_id=${chennai}&date=${date}`);
  const roomSelect = admin.locator("select[name=room_id]");
  const room = await roomSelect.locator("option").last();
  const roomName = (await room.textContent())!.trim();
  await roomSelect.selectOption((await room.getAttribute("value"))!);
  await admin.locator("select[name=start_slot]").selectOption("36");
  await admin.locator("select[name=end_slot]").selectOption("38");
  await admin.locator("select[name=reason]").selectOption("maintenance");
  await admin.getByLabel("Note").fill("Deep cleaning");
  await admin.locator("select[name=repeat]").selectOption("weekly");
  await admin.locator("input[name=count]").fill("3");
  await admin.locator("input[name=count]").press("Enter");
  await expect(admin.getByRole("status")).toContainText("3 blocks made.");
  await expectNoSeriousAxeViolations(admin);
  for (const week of [0, 1, 2]) {
    const day = addDays(date, 7 * week);
    await gotoHydrated(admin, `/backoffice/calendar?centre_id=${chennai}&date=${day}`);
    await expect(admin.getByText(`${roomName}, 06:00 PM – 07:00 PM: Maintenance (Deep cleaning)`)).toBeVisible();
  }
  // The week after the series is free.
  await gotoHydrated(admin, `/backoffice/calendar?centre_id=${chennai}&date=${addDays(date, 21)}`);
  await expect(admin.getByText(`${roomName}, 06:00 PM – 07:00 PM: Maintenance (Deep cleaning)`)).toHaveCount(0);
  await admin.context().close();
});
