import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { calendarOf, chooseDate, datePickerButton, dayButton, openCalendarAt } from "./support/date-picker";
import { bookAndPay } from "./support/booking";
import { addDays, deadlineText, laneDate } from "./support/dates";
import { createAccount, mailMatching } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { uniqueClientAddress } from "./support/session";
import { limit } from "./support/time-limits";

// Changes after booking (issue 16): a day pass transferred to another date from its booking
// page, with the booking terms' default policy (24 hours' notice). Lane dates of its own.
const PASS = "day-pass-embassy-golf-links";

test.describe.configure({ timeout: limit(150_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

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

test("transfer a day pass to another date from its booking page: the picker greys out weekends, the date moves, the e-mail arrives", async ({
  page,
}, testInfo) => {
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
  // Up to 24 hours before the pass's 09:00 start, written as the booking page writes deadlines (decision 0052).
  await expect(panel).toContainText(`Transfer by ${deadlineText(`${addDays(date, -1)}T03:30:00.000Z`)}.`);
  expect(await panel.textContent()).toContain(`Transfer by ${deadlineText(`${addDays(date, -1)}T03:30:00.000Z`)}.`);
  // Weekends are not bookable for a day pass, so not offered.
  let saturday = addDays(target, 1);
  while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
  const calendar = await openCalendarAt(panel, saturday, "New date");
  await expect(dayButton(calendar, saturday)).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
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
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`transferred-${testInfo.project.name}.png`), fullPage: true });

  // The e-mail names the new date and says nothing more was charged.
  expect(await mailMatching(page.request, who.email, /Your booking (WB[0-9A-Z]{8}) is transferred\. Nothing more is charged/, since)).toBe(
    code,
  );

  // The API answers the same for a second try at the same date: a clear 400, nothing changes.
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
  const again = await page.request.post(`/passy/v1/booking/${code}/transfer`, {
    data: { date: target },
    headers: { "x-csrf-token": csrf },
  });
  expect(again.status()).toBe(400);
  expect((await again.json()).meta.message).toContain("already on");
});

type RoomAnswer = { id: number; seo_id: string; start_time: number; end_time: number; slot_duration: number; time_slots: number[] };

/**
 * A confirmed one-hour booking of a pop-up (their type may be moved up to 2 hours before, test
 * data support/prepare-reschedule-notice.ts) from 11:00 on `date`, booked through the API and
 * paid on the test gateway. A pop-up with the 60-minute minimum and 11:00-17:00 free.
 */
async function paidPopUpHour(page: Page, date: string): Promise<{ code: string; seoId: string }> {
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
  const headers = { "x-csrf-token": csrf, "x-forwarded-for": uniqueClientAddress() };
  const all = await page.request.get("/backoffice-service/api/v1/rooms/all_rooms", { params: { space_type_id: 12, per_page: 100 } });
  const popUps = ((await all.json()).data.rooms as { seo_id: string; is_mrb: boolean; is_bookable: boolean }[]).filter(
    (r) => r.is_mrb && r.is_bookable,
  );
  for (const candidate of popUps) {
    const room = (await (await page.request.get(`/passy/v1/room/${candidate.seo_id}`, { params: { search_by: "seo_id", date } })).json())
      .data as RoomAnswer;
    const free = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => from + i).every((s) => !room.time_slots.includes(s));
    if (room.slot_duration !== 60 || room.start_time > 22 || room.end_time < 34 || !free(22, 34)) continue;
    const order = await bookAndPay(page, { date, room_id: room.id, start_time: 22, end_time: 24 }, headers);
    return { code: order.b_id, seoId: room.seo_id };
  }
  throw new Error("no bookable pop-up with the 60-minute minimum and a free 11:00-17:00 in the demo data");
}

test("move a pop-up booking to another time from its booking page: the free times of the room and length, the result, the move, the e-mail", async ({
  page,
}, testInfo) => {
  const date = laneDate("changes: pop-up rescheduled", testInfo);
  const who = await createAccount(page.context().request);
  const since = new Date(Date.now() - 1000).toISOString();
  const { code, seoId } = await paidPopUpHour(page, date);

  await gotoHydrated(page, `/view-booking/${code}`);
  const panel = page.getByRole("region", { name: "Move to another time" });
  await expect(panel).toContainText("This booking can be moved to another time up to 2 hours before it starts.");
  await expect(panel).toContainText("The same length costs the same.");
  // Up to 2 hours before the 11:00 start.
  await expect(panel).toContainText(`Move by ${deadlineText(`${date}T03:30:00.000Z`)}.`);
  expect(await panel.textContent()).toContain(`Move by ${deadlineText(`${date}T03:30:00.000Z`)}.`);
  // The booking's own hour is not a move; the hour right after it (overlapping nothing) is offered.
  const times = panel.getByRole("group", { name: /Free times on/ });
  await expect(times.getByRole("radio", { name: "11:00 AM – 12:00 PM" })).toHaveCount(0);
  const overlapping = times.getByRole("radio", { name: "11:30 AM – 12:30 PM" });
  await expect(overlapping).toBeVisible();

  // Another date shows that date's free times (the page reloads with it).
  const later = addDays(date, 7);
  await chooseDate(panel, later, "New date");
  await expect(page).toHaveURL(new RegExp(`reschedule_date=${later}`));
  await expect(panel.getByRole("group", { name: /Free times on/ })).toContainText(/AM|PM/);
  // And back to the booking's date, where 2:00 PM is picked: the result says from what to what.
  await chooseDate(panel, date, "New date");
  await expect(page).toHaveURL(new RegExp(`reschedule_date=${date}`));
  await panel.getByText("02:00 PM – 03:00 PM", { exact: true }).click();
  await expect(panel.getByTestId("reschedule-result")).toContainText("11:00 AM – 12:00 PM to");
  await expect(panel.getByTestId("reschedule-result")).toContainText("02:00 PM – 03:00 PM");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`reschedule-panel-${testInfo.project.name}.png`), fullPage: true });

  await panel.getByRole("button", { name: "Move booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/view-booking/${code}\\?moved_from=${date}T22-24$`));
  await expect(page.getByTestId("reschedule-done")).toContainText("Booking moved from");
  await expect(page.getByTestId("reschedule-done")).toContainText("11:00 AM – 12:00 PM to");
  await expect(page.getByTestId("reschedule-done")).toContainText("02:00 PM – 03:00 PM");
  await expect(page.getByTestId("booking-status")).toHaveText(/Confirmed/i);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`rescheduled-${testInfo.project.name}.png`), fullPage: true });

  // The e-mail says so (with the updated calendar invite); the old hour is free for others, the new one taken.
  expect(await mailMatching(page.request, who.email, /Your booking (WB[0-9A-Z]{8}) is moved\. Nothing more is charged/, since)).toBe(code);
  const room = (await (await page.request.get(`/passy/v1/room/${seoId}`, { params: { search_by: "seo_id", date } })).json())
    .data as RoomAnswer;
  expect(room.time_slots).not.toContain(22);
  expect(room.time_slots).toEqual(expect.arrayContaining([28, 29]));
});

test("move a pop-up booking to a longer time from its booking page and pay the difference on the test gateway", async ({
  page,
}, testInfo) => {
  const date = laneDate("changes: pop-up longer, paid difference", testInfo);
  const who = await createAccount(page.context().request);
  const since = new Date(Date.now() - 1000).toISOString();
  const { code, seoId } = await paidPopUpHour(page, date);

  await gotoHydrated(page, `/view-booking/${code}`);
  const panel = page.getByRole("region", { name: "Move to another time" });
  await expect(panel).toContainText("A longer time is paid for before the booking moves");
  // Two hours instead of one: the page reloads with the free two-hour times, its own start included.
  await panel.getByLabel("Length").selectOption("4");
  await expect(page).toHaveURL(/reschedule_length=4/);
  await panel.getByText("11:00 AM – 01:00 PM", { exact: true }).click();
  await expect(panel.getByTestId("reschedule-result")).toContainText("11:00 AM – 12:00 PM to");
  await expect(panel.getByTestId("reschedule-result")).toContainText("11:00 AM – 01:00 PM");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`longer-panel-${testInfo.project.name}.png`), fullPage: true });
  await panel.getByRole("button", { name: "Move booking" }).click();

  // The test gateway asks for the difference; paying it brings the browser back and the move is made.
  await expect(page).toHaveURL(/\/dev\/test-gateway\?/);
  await expect(page.getByText(`Booking ${code}`)).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/view-booking/${code}\\?change=paid$`));
  await expect(page.getByTestId("change-notice")).toContainText("Payment received: the change is made.");
  await expect(page.getByTestId("booking-status")).toHaveText(/Confirmed/i);
  await expect(page.locator("main")).toContainText("01:00 PM");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`longer-paid-${testInfo.project.name}.png`), fullPage: true });
  expect(await mailMatching(page.request, who.email, /Your booking (WB[0-9A-Z]{8}) is moved\. The difference of .* is paid/, since)).toBe(
    code,
  );
  const room = (await (await page.request.get(`/passy/v1/room/${seoId}`, { params: { search_by: "seo_id", date } })).json())
    .data as RoomAnswer;
  expect(room.time_slots).toEqual(expect.arrayContaining([22, 23, 24, 25]));
});

/**
 * A confirmed booking of an event space with an F&B menu (their type may change add-ons up to 2
 * hours before in the e2e data), from 12:00 for the room's minimum, booked through the API and
 * paid on the test gateway.
 */
async function paidEventWithMenu(page: Page, date: string): Promise<{ code: string }> {
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
  const headers = { "x-csrf-token": csrf, "x-forwarded-for": uniqueClientAddress() };
  const all = await page.request.get("/backoffice-service/api/v1/rooms/all_rooms", { params: { space_type_id: 2, per_page: 100 } });
  const events = ((await all.json()).data.rooms as { seo_id: string; is_mrb: boolean; is_bookable: boolean }[]).filter(
    (r) => r.is_mrb && r.is_bookable,
  );
  for (const candidate of events) {
    const room = (await (await page.request.get(`/passy/v1/room/${candidate.seo_id}`, { params: { search_by: "seo_id", date } })).json())
      .data as RoomAnswer;
    const length = Math.max(2, Math.ceil(room.slot_duration / 30));
    const slots = Array.from({ length }, (_, i) => 24 + i);
    if (room.start_time > 24 || room.end_time < 24 + length || slots.some((s) => room.time_slots.includes(s))) continue;
    const menu = await page.request.get("/passy/v1/add_ons", { params: { room_id: room.id, date, start_time: 24 } });
    const items = ((await menu.json()).data as { options: { available: boolean; options: unknown[] }[] }[]).flatMap((c) => c.options);
    if (!items.some((o) => o.available && o.options.length === 0)) continue;
    const order = await bookAndPay(page, { date, room_id: room.id, start_time: 24, end_time: 24 + length }, headers);
    return { code: order.b_id };
  }
  throw new Error("no bookable event space with an F&B menu and a free noon in the demo data");
}

test("change an event booking's add-ons from its booking page: one more item paid on the test gateway, then taken away and refunded", async ({
  page,
}, testInfo) => {
  const date = laneDate("changes: event add-ons changed", testInfo);
  const who = await createAccount(page.context().request);
  const since = new Date(Date.now() - 1000).toISOString();
  const { code } = await paidEventWithMenu(page, date);
  await gotoHydrated(page, `/view-booking/${code}`);

  // One item more is paid for; taking it away again is refunded with a credit note.
  const addOns = page.getByRole("region", { name: "Change add-ons" });
  const quantity = addOns.getByRole("spinbutton").and(addOns.locator(":enabled")).first();
  await quantity.fill("1");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`add-ons-panel-${testInfo.project.name}.png`), fullPage: true });
  await addOns.getByRole("button", { name: "Update add-ons" }).click();
  await expect(page).toHaveURL(/\/dev\/test-gateway\?/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByTestId("change-notice")).toContainText("Payment received: the change is made.");
  await expect(page.getByRole("region", { name: "Add-ons", exact: true }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("region", { name: "Change add-ons" }).getByRole("spinbutton").first().fill("0");
  await page.getByRole("region", { name: "Change add-ons" }).getByRole("button", { name: "Update add-ons" }).click();
  await expect(page).toHaveURL(new RegExp(`/view-booking/${code}\\?change=refunded$`));
  await expect(page.getByTestId("change-notice")).toContainText("The difference is refunded");
  await expect(page.getByRole("region", { name: "Add-ons", exact: true })).toContainText("No add-ons.");
  // The Amounts panel: the booking as it stands (back to what was paid at booking), each change's payment or refund.
  const amounts = page.getByRole("region", { name: "Amounts" });
  const changes = amounts.getByTestId("booking-change");
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText(/Difference paid, invoice WB\//);
  await expect(changes.nth(1)).toContainText(/Difference refund(ed| requested), credit note WB\/CN\//);
  await expect(amounts.getByTestId("price-total")).toHaveText(
    ((await amounts.getByRole("listitem").filter({ hasText: "Paid at booking" }).locator(".line-list__price").textContent()) ?? "").trim(),
  );
  // The difference's tax invoice and the credit note download from the booking page as PDFs.
  const downloads = page.getByRole("region", { name: "Downloads" });
  for (const name of [/Invoice WB\/.* for the change \(PDF\)/, /Credit note WB\/CN\/.* \(PDF\)/]) {
    const href = await downloads.getByRole("link", { name }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
  }
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`add-ons-refunded-${testInfo.project.name}.png`), fullPage: true });
  expect(await mailMatching(page.request, who.email, /Your booking (WB[0-9A-Z]{8}) is changed\. The change costs .* less/, since)).toBe(
    code,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reschedule panel works as plain forms: another date's times, a taken time refused with the reason, then the move", async ({
    page,
  }, testInfo) => {
    const date = laneDate("changes: pop-up rescheduled without JavaScript", testInfo);
    await createAccount(page.context().request);
    const { code, seoId } = await paidPopUpHour(page, date);

    await page.goto(`/view-booking/${code}`);
    const panel = page.getByRole("region", { name: "Move to another time" });
    const later = addDays(date, 7);
    await panel.getByLabel("New date").fill(later);
    await panel.getByRole("button", { name: "Show free times" }).click();
    await expect(page).toHaveURL(new RegExp(`reschedule_date=${later}`));
    await expect(panel.getByRole("group", { name: /Free times on/ })).toContainText(/AM|PM/);
    await panel.getByLabel("New date").fill(date);
    await panel.getByRole("button", { name: "Show free times" }).click();

    // 2:00 PM is offered, then held by another booking before the move is sent: refused with the reason, nothing moves.
    await expect(panel.getByRole("radio", { name: "02:00 PM – 03:00 PM" })).toBeVisible();
    const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
    const headers = { "x-csrf-token": csrf, "x-forwarded-for": uniqueClientAddress() };
    const room = (await (await page.request.get(`/passy/v1/room/${seoId}`, { params: { search_by: "seo_id", date } })).json())
      .data as RoomAnswer;
    const hold = { date, room_id: room.id, start_time: 28, end_time: 30 };
    const priced = await page.request.post("/passy/v1/validate", { data: { ...hold, add_on: [] }, headers });
    const { total_amount } = (await priced.json()).data as { total_amount: number };
    const held = await page.request.post("/passy/v1/booking", {
      data: { ...hold, add_ons: [], total_amount, terms_accepted: true },
      headers,
    });
    expect(held.status()).toBe(201);
    await panel.getByRole("radio", { name: "02:00 PM – 03:00 PM" }).check();
    await panel.getByRole("button", { name: "Move booking" }).click();
    await expect(page.getByTestId("reschedule-error")).toContainText(/booked|not available/i);
    await expect(page.getByTestId("reschedule-result")).toContainText("11:00 AM – 12:00 PM");

    await page.getByRole("radio", { name: "03:00 PM – 04:00 PM" }).check();
    await page.getByRole("button", { name: "Move booking" }).click();
    await expect(page).toHaveURL(new RegExp(`/view-booking/${code}\\?moved_from=${date}T22-24$`));
    await expect(page.getByTestId("reschedule-done")).toContainText("03:00 PM – 04:00 PM");
  });
});
