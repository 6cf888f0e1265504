import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { bookAndPay, chooseFreeHour } from "./support/booking";
import { deadlineText, laneDate } from "./support/dates";
import { createAccount, mailMatching } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { uniqueClientAddress } from "./support/session";
import { limit } from "./support/time-limits";

// Cancellations and refunds (issue 16). Meeting rooms keep the booking terms' default (no
// customer cancellation); flexible desks have a cancellation window set up as test data
// (support/prepare-cancellation-window.ts). Each journey books on a lane date of its own.
const MEETING_ROOM = "boardroom-saffron-koramangala-forum";

test.describe.configure({ timeout: limit(150_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });
const HOUR = 3_600_000;

/** The instant (ms) of an IST date and a slot label such as '11:30 AM'. */
function istInstant(date: string, label: string): number {
  const [, h, m, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(label) ?? [];
  const hours = (Number(h) % 12) + (half === "PM" ? 12 : 0);
  return Date.parse(`${date}T${String(hours).padStart(2, "0")}:${m}:00+05:30`);
}

/** A confirmed meeting-room booking of the page's user, booked through the API and paid on the test gateway. */
async function paidMeetingRoom(page: Page, date: string): Promise<string> {
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
  const headers = { "x-csrf-token": csrf, "x-forwarded-for": uniqueClientAddress() };
  const room = (await (await page.request.get(`/passy/v1/room/${MEETING_ROOM}`, { params: { search_by: "seo_id", date }, headers })).json())
    .data as { id: number; time_slots: number[] };
  const taken = new Set(room.time_slots);
  let start = 24;
  while (taken.has(start) || taken.has(start + 1)) start += 1;
  const booking = { date, room_id: room.id, start_time: start, end_time: start + 2 };
  return (await bookAndPay(page, booking, headers)).b_id;
}

test("with the default policy a meeting room's booking page says it cannot be cancelled, citing the terms", async ({ page }, testInfo) => {
  await createAccount(page.context().request);
  const code = await paidMeetingRoom(page, laneDate("cancellation: meeting room default", testInfo));

  await gotoHydrated(page, `/view-booking/${code}`);
  const panel = page.getByRole("region", { name: "Cancellation" });
  await expect(panel.getByTestId("cancel-reason")).toHaveText(
    "Once booked, this booking cannot be cancelled and the fee is non-refundable (Booking terms, Terms of use Annexure 1).",
  );
  await expect(panel.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`booking-not-cancellable-${testInfo.project.name}.png`), fullPage: true });

  // The room page says so before anyone books.
  await gotoHydrated(page, `/bengaluru/meeting-rooms-in-${MEETING_ROOM}`);
  await expect(page.getByTestId("room-cancellation-policy")).toHaveText(
    "Once booked, this booking cannot be cancelled and the fee is non-refundable.",
  );
});

test("with a cancellation window: book, pay, cancel with the refund shown, the refund and credit note in the mailbox, the slot free again", async ({
  page,
}, testInfo) => {
  const date = laneDate("cancellation: window, book, pay and cancel", testInfo);
  const who = await createAccount(page.context().request);
  const since = new Date(Date.now() - 1000).toISOString();

  // A flexible desk that takes online bookings (its type has the window).
  const all = await page.request.get("/backoffice-service/api/v1/rooms/all_rooms", { params: { space_type_id: 10, per_page: 100 } });
  const studios = ((await all.json()).data.rooms as { seo_id: string; city: string; is_mrb: boolean; is_bookable: boolean }[]).filter(
    (r) => r.is_mrb && r.is_bookable,
  );
  // One with the 60-minute minimum, which chooseFreeHour picks.
  let studio: (typeof studios)[number] | undefined;
  for (const candidate of studios) {
    const detail = await page.request.get(`/passy/v1/room/${candidate.seo_id}`, { params: { search_by: "seo_id", date } });
    if (((await detail.json()).data as { slot_duration: number }).slot_duration === 60) {
      studio = candidate;
      break;
    }
  }
  expect(studio, "a bookable flexible desk in the demo data").toBeTruthy();
  const roomPath = `/${studio!.city}/meeting-rooms-in-${studio!.seo_id}`;

  await gotoHydrated(page, `${roomPath}?date=${date}`);
  await expect(page.getByTestId("room-cancellation-policy")).toContainText(
    "You can cancel with a full refund up to 24 hours before the start",
  );
  await page.getByTestId("room-cancellation-policy").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`room-policy-${testInfo.project.name}.png`) });
  const startLabel = await chooseFreeHour(page);
  await page.getByRole("region", { name: /Book/ }).getByRole("button", { name: /^Book/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("checkout-cancellation-policy")).toContainText("a full refund up to 24 hours before the start");
  await page.getByTestId("checkout-cancellation-policy").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`checkout-policy-${testInfo.project.name}.png`) });
  await page.getByRole("checkbox", { name: /I agree to the booking terms/ }).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Workbay test payment" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  const code = ((await page.getByTestId("booking-id").textContent()) ?? "").trim();
  expect(code).toMatch(/^WB[0-9A-Z]{8}$/);

  // The booking page shows what cancelling refunds, and asks to confirm.
  await gotoHydrated(page, `/view-booking/${code}`);
  const total = ((await page.getByTestId("price-total").textContent()) ?? "").trim();
  const panel = page.getByRole("region", { name: "Cancellation" });
  // Until when: a full refund up to 24 hours before the start, 50% up to 2 hours before (decision 0052).
  const starts = istInstant(date, startLabel);
  await expect(panel.getByTestId("cancel-offer")).toContainText(
    `Full refund (${total}) if you cancel by ${deadlineText(starts - 24 * HOUR)}; after that, 50% (₹`,
  );
  await expect(panel.getByTestId("cancel-offer")).toContainText(
    `) until ${deadlineText(starts - 2 * HOUR)}, then it can no longer be cancelled.`,
  );
  // "11:30 AM IST" never breaks across lines on a phone: no-break spaces in the text itself.
  expect(await panel.getByTestId("cancel-offer").textContent()).toContain(`cancel by ${deadlineText(starts - 24 * HOUR)};`);
  await panel.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("refund-amount")).toHaveText(total);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`cancel-dialog-${testInfo.project.name}.png`), fullPage: false });
  await dialog.getByRole("button", { name: "Keep booking" }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole("button", { name: "Cancel booking" }).click();
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();

  await expect(page).toHaveURL(new RegExp(`/view-booking/${code}\\?cancelled=1$`));
  await expect(page.getByRole("status").filter({ hasText: "Booking cancelled" })).toContainText(`${total} will be refunded`);
  await expect(page.getByTestId("booking-status")).toHaveText(/Cancelled/i);
  await expect(page.getByTestId("refund-status")).toContainText(`Refund of ${total}`);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`booking-cancelled-${testInfo.project.name}.png`), fullPage: true });

  // The cancellation e-mail with the credit note, then the refund-processed e-mail.
  const creditNote = await mailMatching(page.request, who.email, /GST credit note (WB\/CN\/\d{4}-\d{2}\/\d{6})/, since);
  expect(creditNote).toMatch(/^WB\/CN\//);
  expect(await mailMatching(page.request, who.email, /The refund of (₹[\d,.]+) for your cancelled booking/, since)).toBe(total);
  await expect(page.getByTestId("refund-status")).toBeVisible();

  // The slot is free again on the room page.
  await gotoHydrated(page, `${roomPath}?date=${date}`);
  const card = page.getByRole("region", { name: /Book/ });
  await card.getByRole("button", { name: "Select time slot" }).click();
  await expect(page.getByRole("button", { name: startLabel, exact: true })).toBeEnabled();
});
