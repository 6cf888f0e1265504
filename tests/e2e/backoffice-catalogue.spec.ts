import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { chooseFreeHour } from "./support/booking";
import { laneDate } from "./support/dates";
import { otpFor } from "./support/mailbox";
import { CATALOGUE_OPERATOR_PASSWORD, catalogueOperatorEmail } from "./support/prepare-catalogue-operators";
import { gotoHydrated } from "./support/pages";
import { signIn as signInCustomer } from "./support/session";
import { limit } from "./support/time-limits";

// The console's catalogue (issue 15, decision 0033): an admin adds a centre, a room in it and a
// photo; the room is on the public listing at once and a customer can book it. The forms and
// tables change layout on a phone, so the journey runs at 390 px too, each project with its own
// admin (prepare-catalogue-operators.ts) and its own names.
test.describe.configure({ timeout: limit(180_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

/** A 40 x 30 PNG, made of real PNG bytes (the server checks them, not the name). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwHnCE2oRNRnb45L+mzSUO+mezLG4Th3hmneqAonKHCSKxWGxWAwWh8ViMV+xeAFhNonLul/1dAAAAABJRU5ErkJggg==",
  "base64",
);

async function signInOperator(page: Page, email: string) {
  await gotoHydrated(page, "/backoffice/catalogue");
  await expect(page).toHaveURL(/\/backoffice\/login/);
  const before = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(CATALOGUE_OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We sent a 6-digit code")).toBeVisible();
  const code = await otpFor(page.request, email, before);
  await page.getByLabel(/6-digit code sent to/).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Catalogue", exact: true })).toBeVisible();
}

test("an admin adds a centre, a room and its photo; the room is listed at once and a customer can book it", async ({
  page: admin,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${project}${Date.now().toString(36)}`;
  const centreName = `Workbay Catalogue ${tag}`;
  const roomName = `Catalogue Room ${tag}`;
  const seoId = `catalogue-room-${tag.toLowerCase()}`;

  await signInOperator(admin, catalogueOperatorEmail(project));
  await expectNoSeriousAxeViolations(admin);

  // A centre: a GSTIN of another state is refused with the field's message.
  await admin.getByRole("link", { name: "Centres and cities" }).click();
  await admin.getByRole("link", { name: "Add a centre" }).click();
  await expect(admin.getByRole("heading", { name: "Add a centre" })).toBeVisible();
  await admin.getByLabel("Name", { exact: true }).fill(centreName);
  await admin.getByLabel("Address").fill("12 Residency Road, Shanthala Nagar");
  await admin.getByLabel("City").selectOption("bengaluru");
  await admin.getByLabel(/^State/).selectOption("Karnataka");
  await admin.getByLabel("Pincode").fill("560025");
  await admin.getByLabel("Latitude").fill("12.9667");
  await admin.getByLabel("Longitude").fill("77.6047");
  await admin.getByLabel("Phone").fill("+91 80 4000 5555");
  await admin.getByLabel(/^GSTIN/).fill("27ABCDE1234F1Z5");
  await admin.getByRole("button", { name: "Create centre" }).click();
  await expect(admin.getByText("The GSTIN's first two digits name another state than the centre's.").first()).toBeVisible();
  await expect(admin.getByLabel(/^GSTIN/)).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousAxeViolations(admin);
  await admin.getByLabel(/^GSTIN/).fill("29ABCDE1234F1Z5");
  await admin.getByRole("button", { name: "Create centre" }).click();
  await expect(admin.getByText("Saved. The public pages show the change now.")).toBeVisible();
  await expect(admin.getByRole("heading", { name: centreName })).toBeVisible();

  // A menu item of the centre, with a choice.
  await admin.getByRole("link", { name: "Centres and cities" }).click();
  await admin
    .getByRole("row", { name: new RegExp(centreName) })
    .getByRole("link", { name: "F&B menu" })
    .click();
  await expect(admin.getByRole("heading", { name: `F&B menu of ${centreName}` })).toBeVisible();
  await admin.getByLabel("Item name").fill(`Masala Chai ${tag}`);
  await admin.getByLabel(/^Price in ₹/).fill("60");
  await admin.getByLabel("Short description").fill("Spiced tea, freshly brewed");
  await admin.getByLabel("Description", { exact: true }).fill("A pot of masala chai with ginger and cardamom.");
  await admin.getByLabel("Choice 1", { exact: true }).fill("Less sugar");
  await admin.getByRole("button", { name: "Add item" }).click();
  await expect(admin.getByText("Saved. The booking pages show the change now.")).toBeVisible();
  await expect(admin.getByRole("row", { name: new RegExp(`Masala Chai ${tag}`) })).toContainText("Less sugar");
  await expectNoSeriousAxeViolations(admin);

  // A room in it.
  await gotoHydrated(admin, "/backoffice/catalogue/rooms/new");
  await admin.getByLabel("Centre").selectOption({ label: centreName });
  await admin.getByLabel("Type").selectOption({ label: "Meeting Room" });
  await admin.getByLabel("Name", { exact: true }).fill(roomName);
  await admin.getByLabel(/^SEO id/).fill(seoId);
  await admin.getByLabel("Floor").fill("3rd Floor");
  await admin.getByLabel("Seats").fill("6");
  await admin.getByLabel(/^Price in ₹/).fill("99999");
  await admin.getByLabel("Opens").selectOption({ label: "08:00 AM" });
  await admin.getByLabel("Closes").selectOption({ label: "08:00 PM" });
  await admin.getByLabel("Description").fill("A bright room for six with a screen, a whiteboard and a view of the road.");
  await admin
    .getByLabel(/Wi-?Fi/i)
    .first()
    .check();
  await admin.getByLabel("Food and drinks can be added").uncheck();
  await expectNoSeriousAxeViolations(admin);
  await admin.getByRole("button", { name: "Create room" }).click();
  await expect(admin.getByRole("heading", { name: roomName })).toBeVisible();
  await expect(admin.getByText("Saved. The public pages show the change now.")).toBeVisible();

  // Its photo.
  await admin.getByLabel("JPEG, PNG or WebP, at most 5 MB").setInputFiles({ name: "room.png", mimeType: "image/png", buffer: PNG });
  await admin.getByLabel("Alt text (what the photo shows)").fill("The room with its screen");
  await admin.getByRole("button", { name: "Upload photo" }).click();
  await expect(admin.getByText("Photo saved.")).toBeVisible();
  await expect(admin.getByRole("img", { name: "The room with its screen" })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  // The public listing shows it at once (the dearest room in Bengaluru), and a customer books it.
  const customerContext = await browser.newContext({ viewport: admin.viewportSize() });
  const customer = await customerContext.newPage();
  await signInCustomer(customer);
  const date = laneDate("backoffice-catalogue: new room booked", testInfo);
  await gotoHydrated(customer, `/bengaluru/meeting-rooms?date=${date}&sort=price_desc`);
  await expect(customer.getByRole("link", { name: new RegExp(roomName) }).first()).toBeVisible();
  await gotoHydrated(customer, `/bengaluru/meeting-rooms-in-${seoId}?date=${date}`);
  await expect(customer.getByRole("heading", { name: roomName, level: 1 })).toBeVisible();
  await chooseFreeHour(customer);
  const card = customer.getByRole("region", { name: /Book/ });
  await card.getByRole("button", { name: "Book A Slot" }).click();
  await expect(customer).toHaveURL(/\/checkout$/);
  // Contexts a test opens itself outlive it unless closed (the worker's next tests share the browser).
  await customerContext.close();
});
