import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { laneDate } from "./support/dates";
import { mailMatching, otpFor } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { CONSOLE_OPS_ADMIN } from "./support/console-ops-admin";
import { limit } from "./support/time-limits";

// The console's operations (issue 15, decision 0034): an admin invites a centre manager, who
// sets a password from the e-mailed link, signs in, blocks slots that the public room page then
// shows taken, and finds a booking by phone; the admin's audit log lists it all. The admin is the
// e2e data's own (support/prepare-console-ops.ts), so its sign-in code never waits for the demo
// admin's; each project invites its own manager.
test.describe.configure({ timeout: limit(300_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

const ROOM = "boardroom-saffron-koramangala-forum";
const NEW_PASSWORD = "Consoleops2026";

async function signIn(browser: Browser, email: string, password: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await gotoHydrated(page, "/backoffice/login");
  const before = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We sent a 6-digit code")).toBeVisible();
  const code = await otpFor(page.request, email, before);
  await page.getByLabel(/6-digit code sent to/).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /^Today,/ })).toBeVisible();
  return page;
}

test("an admin invites a manager who sets a password from the mailbox link, blocks slots the public room page shows taken, and finds a booking by phone; the audit log lists it", async ({
  browser,
}, testInfo) => {
  const width = testInfo.project.name === "phone" ? 390 : 1440;
  const date = laneDate("console-ops: manager blocks slots", testInfo);
  const admin = await signIn(browser, CONSOLE_OPS_ADMIN.email, CONSOLE_OPS_ADMIN.password, width);
  const room = (await (await admin.request.get(`/passy/v1/room/${ROOM}?search_by=seo_id&date=${date}`)).json()).data as {
    id: number;
    name: string;
    centerId: number;
    time_slots: number[];
  };
  expect(room.time_slots, "the lane's date is free on the room").not.toContain(22);

  // The admin invites a manager of the room's centre.
  const email = `manager.${testInfo.project.name}.${Date.now()}@workbay.in`;
  await admin.getByRole("link", { name: "Operators" }).click();
  await expect(admin.getByRole("heading", { name: "Operators" })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  const before = new Date(Date.now() - 1000).toISOString();
  await admin.getByLabel("E-mail").fill(email);
  await admin.getByLabel("Name (optional)").fill("Kavya Iyer");
  await admin.getByRole("radio", { name: "Centre manager" }).check();
  await admin.locator(`input[name=centre_ids][value="${room.centerId}"]`).check();
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(admin.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) })).toContainText("Invited (no password yet)");

  // The manager sets a password from the e-mailed link and signs in.
  const link = await mailMatching(admin.request, email, /(https?:\/\/\S+\/backoffice\/set-password\?token=\S+)/, before);
  const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  const url = new URL(link);
  await gotoHydrated(visitor, `${url.pathname}${url.search}`);
  await expect(visitor.getByRole("heading", { name: "Set your console password" })).toBeVisible();
  await visitor.getByLabel(/New password/).fill(NEW_PASSWORD);
  await visitor.getByLabel("Confirm the password").fill(NEW_PASSWORD);
  await visitor.getByRole("button", { name: /Set password/ }).click();
  await expect(visitor.getByText("Password set. You can sign in now.")).toBeVisible();
  await visitor.context().close();
  const manager = await signIn(browser, email, NEW_PASSWORD, width);
  await expect(manager.getByRole("link", { name: "Operators" })).toHaveCount(0);

  // The manager blocks 11:00 AM to 12:00 PM of the room on the lane's date.
  await gotoHydrated(manager, `/backoffice/calendar?centre_id=${room.centerId}&date=${date}`);
  await manager.locator("select[name=room_id]").selectOption(String(room.id));
  await manager.locator("select[name=start_slot]").selectOption("22");
  await manager.locator("select[name=end_slot]").selectOption("24");
  await manager.locator("select[name=reason]").selectOption("maintenance");
  await manager.getByLabel("Note").fill("AC service");
  // Enter in the note submits the form as the Block button does (at 390 px the wide calendar
  // above leaves the phone project's tap waiting on the button's scroll into view).
  await manager.getByLabel("Note").press("Enter");
  await expect(manager.getByRole("status")).toContainText("Slots blocked.");
  await expect(manager.getByRole("cell", { name: "Blocked: Maintenance" })).toBeVisible();
  await expect(manager.getByText("11:00 AM – 12:00 PM: Maintenance (AC service)")).toBeVisible();
  await expectNoSeriousAxeViolations(manager);

  // The public room page shows them taken.
  const customer = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await gotoHydrated(customer, `/bengaluru/meeting-rooms-in-${ROOM}?date=${date}`);
  await customer.getByRole("region", { name: /Book/ }).getByRole("button", { name: "Select time slot" }).click();
  await expect(customer.getByRole("button", { name: "11:00 AM", exact: true })).toBeDisabled();
  await expect(customer.getByRole("button", { name: "11:30 AM", exact: true })).toBeDisabled();
  await expect(customer.getByRole("button", { name: "12:00 PM", exact: true })).toBeEnabled();
  await customer.context().close();

  // The manager finds a booking of their centre by the customer's phone.
  const found = (await (await manager.request.get(`/backoffice-service/api/v1/bookings?centre_id=${room.centerId}`)).json()).data
    .bookings as { code: string; customer_phone: string }[];
  const withPhone = found.find((b) => b.customer_phone !== "");
  expect(withPhone, "a booking with a phone at the centre").toBeDefined();
  const phone = withPhone!.customer_phone.replace(/^\+91\s*/, "");
  await manager.getByRole("link", { name: "Bookings" }).click();
  await manager.getByLabel("Booking id, customer e-mail or phone").fill(phone);
  await manager.getByRole("button", { name: "Search" }).click();
  await expect(manager.getByRole("link", { name: withPhone!.code })).toBeVisible();

  // The admin's audit log lists the invitation and the block.
  await gotoHydrated(admin, `/backoffice/audit?operator=${encodeURIComponent(email)}`);
  await expect(admin.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(admin.getByRole("cell", { name: "slot_block.create" })).toBeVisible();
  await admin.getByLabel("Operator e-mail").fill("");
  await admin.locator("select[name=action]").selectOption("operator.invite");
  await admin.getByRole("button", { name: "Filter" }).click();
  await expect(admin.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  // Contexts a test opens itself outlive it unless closed (the worker's next tests share the browser).
  await manager.context().close();
  await admin.context().close();
});
