// The account pages of issue 5: /account/profile (profile, photo, phone change, company details)
// and /delete-account. Tests that change what they sign in with use a fresh account
// (support/new-account.ts); the demo user is only looked at.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { createAccount, latestOtp, uniquePhone } from "./support/new-account";
import { gotoHydrated } from "./support/pages";
import { signIn, solveHumanCheck, uniqueClientAddress } from "./support/session";
import { phoneIf } from "./support/projects";

const PNG_64 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVRoge2SQQkAQRDDauT81L+DOFkR9wgDhQhIQ8PX00Q3YAOqV2QX6l2iG7AB1SuyC/Uu0Q3YgOoV2YV6l+gGbED1iuxCvUt0AzagekV2od4lugEbUL0iu1DvEt2ADahekV2od4luwAZUr8gu1LtEN2ADqldkF+pdohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHrFPzyPrmEtpcYCUQAAAABJRU5ErkJggg==",
  "base64",
);

/** A form field by its label; a mandatory one's label ends with the red star. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`));
}

/** Signs the page in as a new account and opens its profile page once it is interactive. */
async function openOwnProfile(page: Page, name = "Test Member") {
  const account = await createAccount(page.context().request, name);
  await gotoProfile(page);
  return account;
}

/** Opens the profile page and waits for hydration. */
async function gotoProfile(page: Page) {
  const response = await gotoHydrated(page, "/account/profile");
  expect(response?.status()).toBe(200);
}

async function userProfileCookie(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "userProfile");
  return cookie?.value ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

test("a visitor is sent to log in, with a way back", async ({ page }) => {
  for (const path of ["/account/profile", "/delete-account"]) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === path);
  }
});

test("the profile page is private, not indexed, and titled", async ({ page }) => {
  await signIn(page);
  const response = await gotoHydrated(page, "/account/profile");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  // Nothing sticks out sideways, even on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page).toHaveTitle("My Profile | Workbay");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(field(page, "Email ID")).toHaveValue("demo@workbay.in");
  await expect(field(page, "Email ID")).not.toBeEditable();
  await page.getByRole("link", { name: /Delete my account/ }).click();
  await expect(page).toHaveURL("/delete-account");
  await expect(page).toHaveTitle("Delete Account | Workbay");
});

test("a member edits name and date of birth and sees them after a reload", async ({ page }) => {
  await openOwnProfile(page);
  await field(page, "Full Name").fill("Anita Desai");
  await field(page, "Date of Birth").fill("1990-05-17");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profile updated successfully." })).toBeVisible();

  await gotoProfile(page);
  await expect(field(page, "Full Name")).toHaveValue("Anita Desai");
  await expect(field(page, "Date of Birth")).toHaveValue("1990-05-17");
  // The header's readable cookie follows the change.
  expect(await userProfileCookie(page)).toMatchObject({ name: "Anita Desai" });
});

test("each invalid field says what is wrong when it loses focus", async ({ page }) => {
  await openOwnProfile(page);
  const checks: [string, string, string][] = [
    ["Full Name", "Anita 2", "Please enter a valid name"],
    ["Mobile Number", "12345", "Please enter a valid phone number"],
    ["Date of Birth", "2015-01-01", "Please enter a valid date of birth (you must be at least 18)."],
    ["Pincode", "060001", "Please enter a valid pincode"],
    ["PAN", "ABCD1234F", "Please enter a valid PAN"],
    ["GSTIN", "29ABCDE1234F1A5", "Please enter a valid GSTIN"],
  ];
  for (const [label, value, message] of checks) {
    const input = field(page, label);
    await input.fill(value);
    await expect(page.getByText(message)).toHaveCount(0);
    await input.blur();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[().]/g, "\\$&")));
  }
  // Mandatory fields are marked, and an empty one is named on Save.
  await expect(page.locator(".form-field__star")).toHaveCount(8);
  await page.getByRole("button", { name: "Save Company Details" }).click();
  await expect(field(page, "Company Name")).toBeFocused();
  await expect(field(page, "Company Name")).toHaveAccessibleDescription("This field is required");
  // Nothing was sent: the name is still the saved one after a reload.
  await gotoProfile(page);
  await expect(field(page, "Full Name")).toHaveValue("Test Member");
});

test("company details are saved with country, state and city; a GSTIN fills the state", async ({ page }) => {
  await openOwnProfile(page);
  await field(page, "Company Name").fill("Desai Designs");
  await field(page, "Address Line 1").fill("12 MG Road");
  await field(page, "Address Line 2").fill("Ashok Nagar");
  await expect(field(page, "Country")).toHaveValue("India");
  // A valid GSTIN names its state (GET gst_info): the empty state is filled, the cities load.
  await field(page, "GSTIN").fill("29abcde1234f1z5");
  await field(page, "GSTIN").blur();
  await expect(field(page, "State")).toHaveValue("Karnataka");
  await expect(field(page, "PAN")).toHaveValue("ABCDE1234F");
  await field(page, "City").selectOption("Bengaluru");
  await field(page, "Pincode").fill("560001");
  await page.getByRole("button", { name: "Save Company Details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company details saved." })).toBeVisible();
  // The no-JavaScript list refresh stays hidden when scripts run.
  await expect(page.getByText("Update states and cities")).toBeHidden();

  await gotoProfile(page);
  await expect(field(page, "Company Name")).toHaveValue("Desai Designs");
  await expect(field(page, "State")).toHaveValue("Karnataka");
  await expect(field(page, "City")).toHaveValue("Bengaluru");
  await expect(field(page, "GSTIN")).toHaveValue("29ABCDE1234F1Z5");
  expect(await userProfileCookie(page)).toMatchObject({ companyName: "Desai Designs", gst_no: "29ABCDE1234F1Z5", state: "Karnataka" });

  // Another state's GSTIN is refused until the state matches; changing the state reloads the cities.
  await field(page, "GSTIN").fill("27ABCDE1234F1Z5");
  await field(page, "GSTIN").blur();
  await expect(field(page, "GSTIN")).toHaveAccessibleDescription(/registered in Maharashtra; please choose that state/);
  await field(page, "State").selectOption("Maharashtra");
  await expect(field(page, "City").locator("option", { hasText: /^Mumbai$/ })).toHaveCount(1);
  await expect(field(page, "GSTIN")).not.toHaveAttribute("aria-invalid", "true");
});

test("the country code list is searchable and says when nothing matches", async ({ page }) => {
  await openOwnProfile(page);
  const code = page.getByRole("combobox", { name: "Country code" });
  await expect(code).toHaveValue("+91");
  // A plain select until the searchable list's chunk arrives (fetched when the page is idle).
  await expect(page.locator("input#profile-country-code")).toBeVisible();
  await code.click();
  await code.fill("zzzz");
  await expect(page.getByText("No Results")).toBeVisible();
  await code.fill("singa");
  await page
    .getByRole("listbox")
    .getByRole("option", { name: /Singapore/ })
    .click();
  await expect(code).toHaveValue("+65");
  // A number valid in India is not one in Singapore.
  await field(page, "Mobile Number").fill("9876543210");
  await field(page, "Mobile Number").blur();
  await expect(field(page, "Mobile Number")).toHaveAccessibleDescription(/Please enter a valid phone number/);
});

test("the country code can be chosen before the searchable list arrives, which then keeps it and the focus", async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/country-code-combobox-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await openOwnProfile(page);
  const select = page.locator("select#profile-country-code");
  await select.focus();
  await select.selectOption("+65");
  await expect(select).toBeFocused();
  release();
  const code = page.locator("input#profile-country-code");
  await expect(code).toHaveValue("+65");
  await expect(code).toBeFocused();
  await expect(select).toHaveCount(0);
  // The choice is what the number is checked against: valid in India, not in Singapore.
  await field(page, "Mobile Number").fill("9876543210");
  await field(page, "Mobile Number").blur();
  await expect(field(page, "Mobile Number")).toHaveAccessibleDescription(/Please enter a valid phone number/);
});

test("a photo upload shows the new image; a wrong file is refused with a clear message", async ({ page }) => {
  await openOwnProfile(page, "Ravi Kumar");
  const chooser = page.getByLabel("Upload a photo");
  await chooser.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(page.getByRole("alert").filter({ hasText: "Please upload a JPEG, PNG or WebP image." })).toBeVisible();
  await chooser.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
  await expect(page.getByRole("alert").filter({ hasText: "The image must be at most 2 MB." })).toBeVisible();
  // A file that claims to be a PNG but is not: the server says so.
  await chooser.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("definitely not a png file at all") });
  await expect(page.getByRole("alert").filter({ hasText: "Please upload a JPEG, PNG or WebP image." })).toBeVisible();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveCount(0);

  await chooser.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_64 });
  await expect(page.getByRole("status").filter({ hasText: "Profile photo updated." })).toBeVisible();
  const photo = page.getByRole("img", { name: "Your profile photo" });
  await expect(photo).toHaveAttribute("src", /^\/images\/96x96\/user-[\w-]+\.jpg$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await gotoProfile(page);
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute("src", /^\/images\/96x96\/user-/);
  expect(await userProfileCookie(page)).toMatchObject({ profileImage: expect.stringMatching(/^\/images\/96x96\/user-/) });
});

test("a new mobile number is stored once its OTP is verified", async ({ page }) => {
  const account = await openOwnProfile(page);
  const newPhone = uniquePhone();
  await field(page, "Mobile Number").fill(newPhone);
  await expect(page.getByText("We will send an OTP to the new number to verify it when you save.")).toBeVisible();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("We have sent an OTP to the mobile number. Please enter it to complete the verification")).toBeVisible();
  await expect(page.getByText(/Resend OTP in \d+ secs/)).toBeVisible();
  // Not stored before the code is verified.
  await expect(field(page, "Mobile Number")).toHaveValue(account.phone);

  await field(page, "OTP Sent to your Phone no.").fill("000000");
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(field(page, "OTP Sent to your Phone no.")).toHaveAccessibleDescription(/Invalid OTP/);

  const otp = await latestOtp(page.context().request, `+91${newPhone}`);
  await field(page, "OTP Sent to your Phone no.").fill(otp);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your phone number is verified and saved." })).toBeVisible();
  await expect(field(page, "OTP Sent to your Phone no.")).toHaveCount(0);
  await expect(field(page, "Mobile Number")).toHaveValue(newPhone);
  expect(await userProfileCookie(page)).toMatchObject({ phone: newPhone });
});

test("deleting a fresh account ends on the home page, logged out for good", async ({ page }) => {
  const account = await openOwnProfile(page);
  await page.getByRole("link", { name: /Delete my account/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete your account" })).toBeVisible();
  await expect(page.getByText("because we must keep them for tax records")).toBeVisible();
  await expect(page.getByText("deleted within 180 days of this request")).toBeVisible();

  // The confirmation is needed.
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Please confirm that the account should be deleted.")).toBeVisible();
  await expect(page).toHaveURL("/delete-account");

  await page.getByLabel("Why are you leaving? (optional)").fill("Moving abroad");
  await page.getByLabel(/I understand that my account/).check();
  // A pending booking goes with the session, as on Sign Out (it used to stay).
  await page.evaluate(() => window.sessionStorage.setItem("bookingData", JSON.stringify({ roomId: 1 })));
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL("/?notice=account-deleted");
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("bookingData"))).toBeNull();
  await expect(page.getByRole("status").filter({ hasText: "Your account has been deleted." })).toBeVisible();
  const names = (await page.context().cookies()).filter((c) => c.value !== "").map((c) => c.name);
  for (const name of ["accessToken", "_lgn", "userProfile", "csrfToken"]) expect(names).not.toContain(name);

  await page.goto("/account/profile");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const request = page.context().request;
  const login = await request.post("/passy/v1/login", {
    headers: { "x-forwarded-for": uniqueClientAddress() },
    data: { input: account.email, password: account.password, human_check: await solveHumanCheck(request) },
  });
  expect(login.status()).toBe(401);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms post to the page and show its messages", async ({ page }) => {
    await createAccount(page.context().request);
    await page.goto("/account/profile");
    await field(page, "Full Name").fill("Anita 2");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Please enter a valid name")).toBeVisible();
    await field(page, "Full Name").fill("Anita Desai");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile updated successfully.")).toBeVisible();
    await expect(field(page, "Full Name")).toHaveValue("Anita Desai");

    // The state and city lists follow the chosen state through a post.
    await field(page, "State").selectOption("Tamil Nadu");
    await page.getByRole("button", { name: "Update states and cities" }).click();
    await field(page, "City").selectOption("Chennai");
    await field(page, "Company Name").fill("Chennai Works");
    await field(page, "Address Line 1").fill("1 Anna Salai");
    await field(page, "Pincode").fill("600002");
    await page.getByRole("button", { name: "Save Company Details" }).click();
    await expect(page.getByText("Company details saved.")).toBeVisible();
    await expect(field(page, "City")).toHaveValue("Chennai");

    await page.getByLabel("Upload a photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_64 });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute("src", /^\/images\/96x96\/user-/);
  });

  test("the details form's action refuses bad details with the contract's messages, and keeps what was typed", async ({ page }) => {
    await createAccount(page.context().request);
    await page.goto("/account/profile");
    await expect(field(page, "Full Name")).toHaveAttribute("maxlength", "100");
    await field(page, "Full Name").fill("Anita 2");
    await field(page, "Mobile Number").fill("5812343000");
    await field(page, "Date of Birth").fill("2010-01-01");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(field(page, "Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Full Name")).toHaveAccessibleDescription("Please enter a valid name");
    await expect(field(page, "Mobile Number")).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(field(page, "Date of Birth")).toHaveAccessibleDescription(
      /Please enter a valid date of birth \(you must be at least 18\)\./,
    );
    await expect(field(page, "Full Name")).toHaveValue("Anita 2");
    await page.goto("/account/profile");
    await expect(field(page, "Full Name")).toHaveValue("Test Member");
  });

  test("the company form's action refuses bad details with the contract's messages, and keeps what was typed", async ({ page }) => {
    await createAccount(page.context().request);
    await page.goto("/account/profile");
    // The native attributes come from the contract's schema: the browser does not block the post.
    await expect(field(page, "Company Name")).toHaveAttribute("required", "");
    await expect(field(page, "Company Name")).toHaveAttribute("maxlength", "200");
    await field(page, "Company Name").fill("");
    await field(page, "Address Line 1").fill("1 Anna Salai");
    await field(page, "Pincode").fill("060001");
    await field(page, "PAN").fill("ABCD1234F");
    await page.getByRole("button", { name: "Save Company Details" }).click();
    await expect(field(page, "Company Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Company Name")).toHaveAccessibleDescription("This field is required");
    await expect(field(page, "Pincode")).toHaveAccessibleDescription("Please enter a valid pincode");
    await expect(field(page, "PAN")).toHaveAccessibleDescription(/Please enter a valid PAN/);
    await expect(field(page, "Address Line 1")).toHaveValue("1 Anna Salai");
    // Nothing was saved.
    await page.goto("/account/profile");
    await expect(field(page, "Address Line 1")).toHaveValue("");
  });
});

for (const path of ["/account/profile", "/delete-account"]) {
  test(`${path} has no serious accessibility violations`, phoneIf(path === "/account/profile"), async ({ page }) => {
    await signIn(page);
    await gotoHydrated(page, path);
    await expectNoSeriousAxeViolations(page);
  });
}
