import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { addDays, istToday } from "./support/dates";
import { otpFor } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { limit } from "./support/time-limits";

// The operator console (issue 15) and an operator's cancellation (issue 16). One journey at
// desktop width: an operator's sign-in code may be sent once a minute, so the admin and the
// manager each sign in once per run.
test.describe.configure({ timeout: limit(150_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

const ADMIN = "ops@workbay.in";
const MANAGER = "manager.blr@workbay.in";
const PASSWORD = "Workbay2026";

/** Signs in through the console's two-step form, the code read from the development mailbox. */
async function signIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await gotoHydrated(page, "/backoffice");
  await expect(page).toHaveURL(/\/backoffice\/login/);
  await expect(page.getByRole("heading", { name: "Sign in to the operator console" })).toBeVisible();
  const before = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We sent a 6-digit code")).toBeVisible();
  const code = await otpFor(page.request, email, before);
  await page.getByLabel(/6-digit code sent to/).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /^Today,/ })).toBeVisible();
  return page;
}

type Found = { code: string; city: string; customer_email: string; total_paise: number };

/** A confirmed demo booking a few days ahead outside Bengaluru (not the demo customer's: other journeys use those). */
async function delhiBooking(page: Page): Promise<Found> {
  const from = addDays(istToday(), 3);
  const answer = await page.request.get(`/backoffice-service/api/v1/bookings?status=confirmed&from=${from}&to=${addDays(from, 7)}`);
  expect(answer.status()).toBe(200);
  const bookings = (await answer.json()).data.bookings as Found[];
  const found = bookings.find((b) => b.city !== "Bengaluru" && b.customer_email !== "demo@workbay.in");
  if (!found) throw new Error("no demo booking outside Bengaluru");
  return found;
}

test("an admin finds a booking and cancels it with a custom refund, then marks a new lead contacted; a manager cannot see another city's booking", async ({
  browser,
}) => {
  const admin = await signIn(browser, ADMIN);
  await expectNoSeriousAxeViolations(admin);
  const booking = await delhiBooking(admin);

  await admin.getByRole("link", { name: "Bookings" }).click();
  await expect(admin.getByRole("heading", { name: "Bookings", exact: true })).toBeVisible();
  await admin.getByLabel("Booking id, customer e-mail or phone").fill(booking.code);
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(admin.getByText("1 booking, page 1 of 1")).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await admin.getByRole("link", { name: booking.code }).click();
  await expect(admin.getByRole("heading", { name: `Booking ${booking.code}` })).toBeVisible();
  await expect(admin.getByRole("radio", { name: /^The policy.s:/ })).toBeChecked();
  await expectNoSeriousAxeViolations(admin);

  const before = new Date(Date.now() - 1000).toISOString();
  await admin.getByRole("radio", { name: "Custom amount" }).check();
  await admin.getByLabel(/Custom amount \(₹/).fill("500");
  await admin.getByLabel(/Reason/).fill("Projector broken, moved to another centre");
  await admin.getByRole("button", { name: "Cancel booking" }).click();
  await expect(admin.getByText("Booking cancelled. The customer has been e-mailed")).toBeVisible();
  await expect(admin.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(/₹500 · (requested|processed) · credit note WB\/CN\//)).toBeVisible();
  await expect(admin.getByText(/booking\.cancel by ops@workbay\.in \(Projector broken/)).toBeVisible();
  // The customer's cancellation e-mail with the refund.
  await expect
    .poll(async () => {
      const list = (await (await admin.request.get("/dev/mailbox.json")).json()) as { to: string; subject: string; sentAt: string }[];
      return list.some((m) => m.to === booking.customer_email && m.sentAt > before && /cancel/i.test(m.subject));
    })
    .toBe(true);

  // A visitor's enquiry (the no-JavaScript form), then the admin opens it and marks it contacted.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const form = await visitor.newPage();
  const leadEmail = `console.lead.${Date.now()}@example.com`;
  await form.goto("/contact-us");
  await form.getByLabel("First name").fill("Nisha");
  await form.getByLabel("Last name").fill("Rao");
  await form.getByLabel("Email ID").fill(leadEmail);
  await form.getByRole("textbox", { name: "Phone number" }).fill("9822044556");
  await form.getByLabel("City").selectOption("pune");
  await form.getByLabel("Solution needed").selectOption("Virtual Office");
  await form.getByLabel("Preferable time slot for a call").selectOption("Anytime");
  // The form token is good 3 seconds after the page was served.
  await form.waitForTimeout(3_100);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Thank you for your enquiry!")).toBeVisible();
  await visitor.close();

  await admin.getByRole("link", { name: "Leads" }).click();
  await expect(admin.getByRole("heading", { name: "Leads", exact: true })).toBeVisible();
  await admin.getByLabel("Status").selectOption("new");
  await admin.getByLabel("City").fill("Pune");
  await admin.getByRole("button", { name: "Filter" }).click();
  const row = admin.getByRole("row").filter({ hasText: leadEmail });
  await expect(row).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await row.getByRole("link", { name: /^WB-L-/ }).click();
  await expect(admin.getByRole("heading", { name: /^Lead WB-L-\d{6} New$/ })).toBeVisible();
  await expect(admin.getByText(leadEmail).first()).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await admin.getByLabel("Mark as").selectOption("contacted");
  await admin.getByLabel("Note (optional)").fill("Called; sending the virtual office plans.");
  await admin.getByRole("button", { name: "Save status" }).click();
  await expect(admin.getByText("Lead status saved.")).toBeVisible();
  await expect(admin.getByRole("heading", { name: /^Lead WB-L-\d{6} Contacted$/ })).toBeVisible();
  await expect(admin.getByText(/marked contacted by ops@workbay\.in \(Called; sending/)).toBeVisible();
  await admin.context().close();

  const manager = await signIn(browser, MANAGER);
  const page = await gotoHydrated(manager, `/backoffice/bookings/${booking.code}`);
  expect(page?.status()).toBe(403);
  await expect(manager.getByRole("heading", { name: "Not yours to see" })).toBeVisible();
  await gotoHydrated(manager, `/backoffice/bookings?q=${booking.code}`);
  await expect(manager.getByText("No bookings match.")).toBeVisible();
  await manager.context().close();
});
