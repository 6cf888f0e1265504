import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { MENU_ROOM, pickFreeHour } from "./support/booking";
import { laneDate } from "./support/dates";
import { createAccount, otpFor } from "./support/mailbox";
import { CATALOGUE_OPERATOR_PASSWORD, catalogueOperatorEmail } from "./support/prepare-catalogue-operators";
import { gotoHydrated } from "./support/pages";
import { limit } from "./support/time-limits";

// The console's vouchers and F&B menus (issue 15, decision 0033): an admin creates a voucher and
// a customer applies it at checkout; deactivated, checkout refuses it. The admin adds an F&B
// category and an item with a picture at the centre of the menu room; the F&B step shows it.
// At 1440 and 390 px, each project with its own admin and names.
test.describe.configure({ timeout: limit(240_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

/** A 40 x 30 PNG, made of real PNG bytes (the server checks them, not the name). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwHnCE2oRNRnb45L+mzSUO+mezLG4Th3hmneqAonKHCSKxWGxWAwWh8ViMV+xeAFhNonLul/1dAAAAABJRU5ErkJggg==",
  "base64",
);

async function signInOperator(page: Page, email: string) {
  await gotoHydrated(page, "/backoffice/catalogue/vouchers");
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

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `test-results/console-shots/${name}-${project}.png`, fullPage: true });

test("an admin creates a voucher and a menu item with a picture; the customer sees the item and applies the voucher; deactivated, it is refused", async ({
  page: admin,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${project}${Date.now().toString(36)}`.toUpperCase();
  const code = `E2E${tag}`.slice(0, 20);
  const categoryName = `Snacks ${tag}`;
  const itemName = `Banana Chips ${tag}`;

  await signInOperator(admin, catalogueOperatorEmail(project, "vouchers"));
  await expect(admin.getByRole("link", { name: "Vouchers" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousAxeViolations(admin);
  await shot(admin, "vouchers-list", project);

  // A voucher: a percent over 100 is refused with the field's message, then 20% for meeting rooms.
  await admin.getByRole("link", { name: "Add a voucher" }).click();
  await expect(admin.getByRole("heading", { name: "Add a voucher" })).toBeVisible();
  await admin.getByRole("textbox", { name: /^Code/ }).fill(code.toLowerCase());
  await admin.getByLabel("Description").fill("20% off meeting rooms (console test)");
  await admin.getByLabel("Discount kind").selectOption("percent");
  await admin.getByLabel(/^Discount \(percent/).fill("150");
  await admin.getByLabel(/^Last valid day/).fill("2030-12-31");
  await admin.getByLabel("Meeting Room").check();
  await admin.getByRole("button", { name: "Create voucher" }).click();
  await expect(admin.getByText("A percent discount must be between 1 and 100.").first()).toBeVisible();
  await expect(admin.getByLabel(/^Discount \(percent/)).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousAxeViolations(admin);
  await admin.getByLabel(/^Discount \(percent/).fill("20");
  await admin.getByRole("button", { name: "Create voucher" }).click();
  await expect(admin.getByRole("heading", { name: `Voucher ${code}` })).toBeVisible();
  await expect(admin.getByText("Saved. Checkout uses the change now.")).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Active · 20% off" })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await shot(admin, "voucher-form", project);
  const voucherPage = admin.url();

  // An F&B category, last on the step.
  await gotoHydrated(admin, "/backoffice/catalogue/menu-categories");
  const addCategory = admin.getByRole("form", { name: "Add a category" });
  await addCategory.getByLabel("Name").fill(categoryName);
  await addCategory.getByLabel(/^Position/).fill("900");
  await addCategory.getByRole("button", { name: "Add category" }).click();
  await expect(admin.getByText("Saved. The booking pages show the change now.")).toBeVisible();
  await expect(admin.getByRole("form", { name: `Category ${categoryName}` })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await shot(admin, "menu-categories", project);

  // An item in it at the menu room's centre, with a picture.
  await gotoHydrated(admin, "/backoffice/catalogue/centres");
  await admin
    .getByRole("row", { name: /Koramangala Forum/ })
    .getByRole("link", { name: "F&B menu" })
    .click();
  await admin.getByLabel("Category").selectOption({ label: categoryName });
  await admin.getByLabel("Item name").fill(itemName);
  await admin.getByLabel(/^Price in ₹/).fill("80");
  await admin.getByLabel("Short description").fill("Crisp Kerala banana chips");
  await admin.getByLabel("Description", { exact: true }).fill("A bowl of banana chips fried in coconut oil.");
  await admin.getByRole("button", { name: "Add item" }).click();
  await expect(admin.getByText("Saved. The booking pages show the change now.")).toBeVisible();
  await admin.getByRole("link", { name: itemName }).click();
  await expect(admin.getByRole("heading", { name: itemName, level: 1 })).toBeVisible();
  await admin.getByLabel("JPEG, PNG or WebP, at most 5 MB").setInputFiles({ name: "chips.png", mimeType: "image/png", buffer: PNG });
  await admin.getByLabel("Alt text (what the picture shows)").fill("A bowl of golden banana chips");
  await admin.getByRole("button", { name: "Upload picture" }).click();
  await expect(admin.getByRole("img", { name: "A bowl of golden banana chips" })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await shot(admin, "menu-item-picture", project);

  // The customer: the F&B step shows the item with its picture; checkout takes the voucher.
  const customerContext = await browser.newContext({ viewport: admin.viewportSize() });
  const customer = await customerContext.newPage();
  await createAccount(customer.context().request);
  const date = laneDate("backoffice-vouchers: voucher and menu item at checkout", testInfo);
  await pickFreeHour(customer, MENU_ROOM, date);
  await customer.getByRole("region", { name: /Book/ }).getByRole("button", { name: "Book A Slot" }).click();
  await expect(customer).toHaveURL(/\/foodBeverage\//);
  await customer.getByRole("navigation", { name: "F&B categories" }).getByRole("link", { name: categoryName }).click();
  await expect(customer.getByRole("list", { name: categoryName })).toContainText(itemName);
  await expect(customer.getByRole("img", { name: "A bowl of golden banana chips" })).toBeVisible();
  await customer.getByRole("button", { name: "SKIP & CONTINUE" }).first().click();
  await expect(customer).toHaveURL(/\/checkout$/);
  const promo = customer.getByLabel("Promo code");
  await promo.fill(code.toLowerCase());
  await customer.getByRole("button", { name: "APPLY", exact: true }).click();
  await expect(customer.getByRole("status").filter({ hasText: `${code} applied` })).toBeVisible();
  await expect(customer.getByTestId("price-breakdown")).toContainText(`Discount (${code})`);
  await customer.getByRole("button", { name: "REMOVE" }).click();
  await expect(customer.getByRole("status").filter({ hasText: `${code} applied` })).toHaveCount(0);

  // Deactivated in the console: checkout refuses it at once with the promo code message.
  await gotoHydrated(admin, voucherPage.replace(/\?.*$/, ""));
  await admin.getByRole("button", { name: "Deactivate voucher" }).click();
  await expect(admin.getByText("Deactivated. Checkout refuses this code from now on.")).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Deactivated · 20% off" })).toBeVisible();
  await promo.fill(code);
  await customer.getByRole("button", { name: "APPLY", exact: true }).click();
  await expect(customer.locator("#promo-message")).toHaveText("This promo code is not valid.");
  await customerContext.close();

  // The forms work without JavaScript: the same admin, scripts off, makes it active again.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    viewport: admin.viewportSize(),
    storageState: await admin.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(voucherPage.replace(/\?.*$/, ""));
  await noScript.getByLabel(/^Uses per customer/).fill("0");
  await noScript.getByRole("button", { name: "Save voucher" }).click();
  await expect(noScript.getByText("The limit per customer must be at least 1 (leave it empty for no limit).").first()).toBeVisible();
  await noScript.getByRole("button", { name: "Make active again" }).click();
  await expect(noScript.getByText("Active again. Checkout accepts this code now.")).toBeVisible();
  await plain.close();
});
