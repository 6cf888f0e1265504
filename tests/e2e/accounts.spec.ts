import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { MENU_ROOM, pickSlots } from "./support/booking";
import { laneDate } from "./support/dates";
import { gotoHydrated } from "./support/pages";
import { createAccount, freshIdentity, otpFor, resetLinkFor } from "./support/mailbox";
import { LOGIN_CEILING_USERS } from "./support/login-ceiling-users";
import { solveHumanCheck, uniqueClientAddress } from "./support/session";
import { limit } from "./support/time-limits";
import { PHONE, phoneIf } from "./support/projects";

// Accounts in the browser (issue 5): the Login, Sign Up and Reset dialogs, the header's
// account menu, the standalone pages, and the login before booking. Every test uses accounts
// of its own (the database is shared by parallel tests) and a client address of its own.

test.beforeEach(async ({ page }) => {
  // Accounts are made through the API with both OTPs first, and the human check is solved in
  // the page: these journeys take longer than a page visit.
  test.setTimeout(limit(120_000));
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
});

const now = () => new Date(Date.now() - 1000).toISOString();

/**
 * The page's proof of work (10,000-50,000 hashes, chosen at random by the server) enables Login
 * once solved: up to 14 s was seen with three workers on a loaded 2-core machine.
 */
const HUMAN_CHECK = limit(30_000);

/** Opens the Login dialog from the header (desktop) or the hamburger menu (phone). */
async function openLogin(page: Page, isMobile: boolean) {
  if (isMobile) {
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Login" }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Login" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The identifier and password steps, with the human check solved by the widget in the page. */
async function logInWithPassword(page: Page, identifier: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Email ID / Phone Number").fill(identifier);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  const login = dialog.getByRole("button", { name: "Login", exact: true });
  await expect(login).toBeEnabled({ timeout: HUMAN_CHECK });
  await login.click();
  await expect(dialog).toBeHidden();
}

/**
 * The e-mailed link's page: a weak password, then two that differ, are refused with the spec's
 * messages; then the new password is set. Every post fills both fields (without JavaScript the
 * page comes back empty).
 */
async function setNewPassword(page: Page, email: string, fresh: string) {
  const main = page.getByRole("main");
  await expect(main.getByText(`Set a new password for ${email}.`)).toBeVisible();
  const post = async (password: string, confirm: string) => {
    await main.getByLabel("New Password").fill(password);
    await main.getByLabel("Confirm Password").fill(confirm);
    await main.getByRole("button", { name: "Reset Password" }).click();
  };
  await post("weakweak", "");
  await expect(main.getByText("Please enter a valid password")).toBeVisible();
  await post(fresh, `${fresh}x`);
  await expect(main.getByText("Passwords do not match.")).toBeVisible();
  await post(fresh, fresh);
  await expect(main.getByText("Your password has been reset. Please log in with the new password.")).toBeVisible();
}

async function expectSignedIn(page: Page, name: string) {
  await expect(page.getByRole("banner").getByRole("button", { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
}

test("sign up by e-mail with both OTPs, see the account menu, and sign out from it", async ({ page, isMobile }) => {
  const who = freshIdentity();
  await gotoHydrated(page, "/");
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sign Up" }).click();
  } else {
    const login = await openLogin(page, false);
    await login.getByRole("button", { name: "SIGN UP" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Sign Up" });
  await dialog.getByRole("button", { name: "CONTINUE WITH EMAIL" }).click();

  await dialog.getByLabel("Email ID").fill("not-an-email");
  await dialog.getByRole("button", { name: "Get OTP" }).click();
  await expect(dialog.getByText("Please provide a valid email ID")).toBeVisible();
  await dialog.getByLabel("Email ID").fill(who.email);
  const emailSentAfter = now();
  await dialog.getByRole("button", { name: "Get OTP" }).click();
  await expect(dialog.getByText(/^Resend OTP in \d+ secs$/)).toBeVisible();
  await dialog.getByLabel("OTP").fill(await otpFor(page.request, who.email, emailSentAfter));
  await dialog.getByRole("button", { name: "Verify OTP" }).click();

  // The details form: the e-mail is filled in and read-only; each field says what is wrong.
  await expect(dialog.getByLabel("Email ID")).toHaveValue(who.email);
  await expect(dialog.getByLabel("Email ID")).not.toBeEditable();
  await expect(dialog.getByLabel("Country code")).toHaveValue("+91");
  await expect(dialog.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms&conditions#terms_of_use");
  await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/app-privacy-policy");
  await dialog.getByRole("button", { name: "More information" }).hover();
  await expect(dialog.getByRole("tooltip")).toHaveText("Please enter an alphanumeric password of at least 8 characters long.");
  await dialog.getByLabel("Full Name").fill("Meera 2");
  await dialog.getByLabel("Mobile Number").fill("12345");
  await dialog.getByLabel("Create Password").fill("short");
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(dialog.getByText("Please enter a valid name")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid password")).toBeVisible();
  await dialog.getByLabel("Full Name").fill(who.name);
  await dialog.getByLabel("Mobile Number").fill(who.phone);
  await dialog.getByLabel("Create Password").fill(who.password);
  const phoneSentAfter = now();
  await dialog.getByRole("button", { name: "Sign up" }).click();

  // The phone step: Verify OTP waits for more than 3 digits; the field keeps digits only.
  const otp = dialog.getByLabel("OTP");
  await otp.fill("1a2");
  await expect(otp).toHaveValue("12");
  await expect(dialog.getByRole("button", { name: "Verify OTP" })).toBeDisabled();
  await otp.fill(await otpFor(page.request, who.phone, phoneSentAfter));
  await dialog.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Signed up Succesfully." })).toBeVisible();
  await expect(dialog).toBeHidden();

  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("button", { name: "CLOSE" })).toBeVisible();
    await expect(menu).toContainText(who.name);
    const account = menu.getByRole("list", { name: "Account" });
    await expect(account.getByRole("link", { name: "Upcoming Bookings" })).toHaveAttribute("href", "/account/upcoming-bookings");
    await expect(account.getByRole("link", { name: "Booking History" })).toHaveAttribute("href", "/account/booking-history");
    await expect(account.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/account/profile");
    await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
    await account.getByRole("button", { name: "Sign Out" }).click();
  } else {
    await expectSignedIn(page, who.name);
    await page
      .getByRole("banner")
      .getByRole("button", { name: new RegExp(who.name) })
      .click();
    const menu = page.locator("#user-menu");
    await expect(menu.getByRole("menuitem", { name: "Upcoming Bookings" })).toHaveAttribute("href", "/account/upcoming-bookings");
    await expect(menu.getByRole("menuitem", { name: "Booking History" })).toHaveAttribute("href", "/account/booking-history");
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/account/profile");
    await menu.getByRole("menuitem", { name: "Sign Out" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  const session = await page.request.get("/passy/v1/session");
  expect((await session.json()).data.logged_in).toBe(false);
});

test("Sign Out from the header's menu on any page goes to / and drops the booking draft", PHONE, async ({ page, isMobile }) => {
  // The menu that asked is gone before the answer is handled (the phone menu closes at once, the
  // dropdown when the cookies go): the visitor used to stay on the page with the draft kept.
  const who = await createAccount(page.context().request);
  await gotoHydrated(page, "/contact-us");
  await page.evaluate(() => window.sessionStorage.setItem("bookingData", JSON.stringify({ roomId: 1 })));
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("list", { name: "Account" })
      .getByRole("button", { name: "Sign Out" })
      .click();
  } else {
    await page
      .getByRole("banner")
      .getByRole("button", { name: new RegExp(who.name) })
      .click();
    await page.locator("#user-menu").getByRole("menuitem", { name: "Sign Out" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem("bookingData"))).toBeNull();
});

test("log in by password in the dialog; wrong input and passwords are refused", PHONE, async ({ page, isMobile }) => {
  const who = await createAccount(page.context().request);
  await page.context().clearCookies();
  await gotoHydrated(page, "/bengaluru/meeting-rooms");
  const dialog = await openLogin(page, isMobile);
  await dialog.getByLabel("Email ID / Phone Number").fill("someone@");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Please enter a valid input")).toBeVisible();

  await dialog.getByLabel("Email ID / Phone Number").fill(who.email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText(who.email, { exact: true })).toBeVisible();
  const login = dialog.getByRole("button", { name: "Login", exact: true });
  await expect(login).toBeEnabled({ timeout: HUMAN_CHECK });
  await login.click();
  await expect(dialog.getByText("Please enter the correct password")).toBeVisible();

  await dialog.getByLabel("Password", { exact: true }).fill("Wrong12345");
  await dialog.getByRole("button", { name: "Show password" }).click();
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await login.click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Invalid email/phone number or password." })).toBeVisible();

  // The back arrow returns to the identifier step.
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByLabel("Email ID / Phone Number")).toHaveValue(who.email);
  await logInWithPassword(page, who.email, who.password);
  await expect(page).toHaveURL(/\/bengaluru\/meeting-rooms$/);
  await expectSignedIn(page, who.name);
});

test("an account past its ceiling of failed logins asks for the harder check, then logs in", async ({ page, isMobile }, testInfo) => {
  // Two checks solved in the page, the second about 5 times the work of the first.
  test.setTimeout(limit(180_000));
  const who = LOGIN_CEILING_USERS[testInfo.project.name === "phone" ? "phone" : "desktop"];
  await gotoHydrated(page, "/bengaluru/meeting-rooms");
  const dialog = await openLogin(page, isMobile);
  await dialog.getByLabel("Email ID / Phone Number").fill(who.email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Password", { exact: true }).fill(who.password);
  const login = dialog.getByRole("button", { name: "Login", exact: true });
  // The page solved the normal check: the account is one failure short of the ceiling.
  await expect(login).toBeEnabled({ timeout: HUMAN_CHECK });

  // Meanwhile someone elsewhere tries a wrong password: the account crosses its ceiling.
  const request = page.context().request;
  const wrong = await request.post("/passy/v1/login", {
    headers: { "x-forwarded-for": uniqueClientAddress() },
    data: { input: who.email, password: "Guessing123", human_check: await solveHumanCheck(request) },
  });
  expect(wrong.status()).toBe(401);

  // The owner's check is now too easy: the form says so and mounts the harder one.
  await login.click();
  await expect(dialog.getByRole("alert").filter({ hasText: "There have been many failed logins to this account." })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`login-hard-check-${testInfo.project.name}.png`) });
  await expect(login).toBeEnabled({ timeout: limit(120_000) });
  await login.click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, who.name);
});

// A phone may get one code a minute, so a fresh account (whose sign-up just sent one) cannot
// log in by OTP at once: each project uses a seeded demo customer of its own instead.
const OTP_USERS = {
  desktop: { phone: "9845012345", email: "rahul.menon@example.com" },
  phone: { phone: "9810023456", email: "priya.sharma@example.com" },
};

test("log in with an OTP sent to the phone", async ({ page, isMobile }) => {
  const who = OTP_USERS[test.info().project.name as keyof typeof OTP_USERS];
  await gotoHydrated(page, "/");
  const dialog = await openLogin(page, isMobile);
  await dialog.getByLabel("Email ID / Phone Number").fill(who.phone);
  await dialog.getByRole("button", { name: "Continue" }).click();
  const sentAfter = now();
  await dialog.getByRole("button", { name: "Get OTP on your phone" }).click();
  await expect(dialog.getByText("We have sent an OTP to the mobile number. Please enter it to complete the verification")).toBeVisible();
  await expect(dialog.getByText(/^Resend OTP in \d+ secs$/)).toBeVisible();
  const otp = dialog.getByLabel("OTP Sent to your Phone no.");
  await otp.fill(`${await otpFor(page.request, who.phone, sentAfter)}`);
  const verify = dialog.getByRole("button", { name: "Verify OTP" });
  await expect(verify).toBeEnabled({ timeout: HUMAN_CHECK });
  await verify.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
  const session = await page.request.get("/passy/v1/session");
  expect((await session.json()).data.profile.email).toBe(who.email);
});

test("reset a password through the e-mailed link, then log in with the new one", async ({ page, isMobile }) => {
  const who = await createAccount(page.context().request);
  await page.context().clearCookies();
  await gotoHydrated(page, "/");
  const login = await openLogin(page, isMobile);
  await login.getByLabel("Email ID / Phone Number").fill(who.email);
  await login.getByRole("button", { name: "Continue" }).click();
  await login.getByRole("link", { name: "Forgot Password?" }).click();

  const reset = page.getByRole("dialog", { name: "Reset Password" });
  await expect(reset.getByText("Please enter your registered email to reset the password.")).toBeVisible();
  await reset.getByLabel("Email ID").fill("nobody@");
  await reset.getByRole("button", { name: "SEND RESET LINK" }).click();
  await expect(reset.getByText("Enter valid Email ID")).toBeVisible();
  await reset.getByLabel("Email ID").fill(who.email);
  const sentAfter = now();
  await reset.getByRole("button", { name: "SEND RESET LINK" }).click();
  await expect(reset.getByText("Password link sent")).toBeVisible();
  await expect(reset.getByText("Please check you inbox to reset the password.")).toBeVisible();
  await reset.getByRole("button", { name: "BACK TO LOGIN" }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await page.getByRole("dialog", { name: "Login" }).getByRole("button", { name: "CLOSE" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await gotoHydrated(page, await resetLinkFor(page.request, who.email, sentAfter));
  const fresh = `${who.password}New9`;
  await setNewPassword(page, who.email, fresh);

  // The link works once.
  const again = await page.request.get(`/passy/v1/check_reset_token?${new URL(page.url()).searchParams}`);
  expect(again.status()).toBe(400);

  await page.getByRole("main").getByRole("link", { name: "Login" }).click();
  await logInWithPassword(page, who.email, fresh);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
});

test("a used or unknown reset link says so", async ({ page }) => {
  await gotoHydrated(page, "/reset-password?token=not-a-real-token-at-all");
  await expect(page.getByRole("alert")).toHaveText("This password reset link is invalid or has expired.");
});

test("the standalone /login page logs in and follows ?redirect=, and sends a signed-in visitor on", async ({ page }) => {
  const who = await createAccount(page.context().request);
  await page.context().clearCookies();
  await gotoHydrated(page, "/login?redirect=/pune/meeting-rooms");
  await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
  await expect(page.getByText("Login, If you are already a member")).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Email ID / Phone Number").fill(who.email);
  await main.getByRole("button", { name: "Continue" }).click();
  await main.getByLabel("Password", { exact: true }).fill(who.password);
  await expect(main.getByRole("button", { name: "Login", exact: true })).toBeEnabled({ timeout: HUMAN_CHECK });
  await main.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pune\/meeting-rooms$/);
  await page.goto("/login?redirect=https://evil.example/");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a password is reset through the /reset-password page's action", async ({ page }) => {
    const context = page.context();
    const who = await createAccount(context.request);
    await context.clearCookies();
    // Without a link the page asks for one.
    await page.goto("/reset-password");
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toHaveText("This password reset link is invalid or has expired.");
    await main.getByLabel("Email ID").fill("nobody@");
    await main.getByRole("button", { name: "SEND RESET LINK" }).click();
    await expect(main.getByText("Enter valid Email ID")).toBeVisible();
    await main.getByLabel("Email ID").fill(who.email);
    const sentAfter = now();
    await main.getByRole("button", { name: "SEND RESET LINK" }).click();
    await expect(main.getByText("Password link sent")).toBeVisible();
    await expect(main.getByRole("link", { name: "BACK TO LOGIN" })).toHaveAttribute("href", "/login");

    const link = await resetLinkFor(context.request, who.email, sentAfter);
    await page.goto(link);
    const fresh = `${who.password}New9`;
    await setNewPassword(page, who.email, fresh);
    await expect(main.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");

    // The new password logs in; the link works once.
    const login = await context.request.post("/passy/v1/login", {
      headers: { "x-forwarded-for": uniqueClientAddress() },
      data: { input: who.email, password: fresh, human_check: await solveHumanCheck(context.request) },
    });
    expect(login.status()).toBe(200);
    await page.goto(link);
    await expect(main.getByRole("alert")).toHaveText("This password reset link is invalid or has expired.");
  });

  test("Sign Out is a post to /logout; a visit to it signs nobody out", async ({ page }) => {
    const context = page.context();
    const who = await createAccount(context.request);
    const signedIn = async () => (await (await context.request.get("/passy/v1/session")).json()).data.logged_in as boolean;
    expect(await signedIn()).toBe(true);
    await page.goto("/logout");
    const main = page.getByRole("main");
    await expect(main.getByText(`You are signed in as ${who.name}.`)).toBeVisible();
    expect(await signedIn()).toBe(true);
    await main.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await signedIn()).toBe(false);
    await page.goto("/logout");
    await expect(main.getByText("You are not signed in.")).toBeVisible();
  });

  test("the /login page logs in through its action and shows the server's messages", async ({ page }, testInfo) => {
    const context = page.context();
    const who = await createAccount(context.request);
    await context.clearCookies();
    await page.goto("/login?redirect=/pune/meeting-rooms");
    const main = page.getByRole("main");
    await main.getByLabel("Email ID / Phone Number").fill("someone@");
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByText("Please enter a valid input")).toBeVisible();

    await main.getByLabel("Email ID / Phone Number").fill(who.email);
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByText(who.email, { exact: true })).toBeVisible();
    // The human check is a proof of work the page's script solves: without it the action says so.
    await expect(main.getByText("The human check needs JavaScript: please turn it on to log in.")).toBeVisible();
    await main.getByLabel("Password", { exact: true }).fill(who.password);
    await main.getByRole("button", { name: "Login", exact: true }).click();
    await expect(main.getByRole("alert").filter({ hasText: "reCaptcha Failed, Refresh the page and try again." })).toBeVisible();

    // The test stands in for the widget: a check solved outside the page, put in the form's field.
    const solvedCheck = async () => {
      const solved = await solveHumanCheck(context.request);
      await main.locator('input[name="human_check"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), solved);
    };
    await main.getByLabel("Password", { exact: true }).fill("");
    await solvedCheck();
    await main.getByRole("button", { name: "Login", exact: true }).click();
    await expect(main.getByText("Please enter the correct password")).toBeVisible();

    await main.getByLabel("Password", { exact: true }).fill("Wrong12345");
    await solvedCheck();
    await main.getByRole("button", { name: "Login", exact: true }).click();
    await expect(main.getByRole("alert").filter({ hasText: "Invalid email/phone number or password." })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`login-no-js-${testInfo.project.name}.png`) });

    await main.getByLabel("Password", { exact: true }).fill(who.password);
    await solvedCheck();
    await main.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pune\/meeting-rooms$/);
    // Public pages are rendered signed out (the header learns from the cookies once hydrated):
    // an account page, rendered for the session, shows the cookies reached the browser.
    await page.goto("/account/profile");
    await expect(page).toHaveURL(/\/account\/profile$/);
    const sessionAnswer = await context.request.get("/passy/v1/session");
    expect((await sessionAnswer.json()).data.profile.email).toBe(who.email);
  });

  test("the /signup page signs up step by step through its action and redirects with the session", async ({ page }, testInfo) => {
    const who = freshIdentity();
    const context = page.context();
    await page.goto("/signup?redirect=/pune/meeting-rooms");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "CONTINUE WITH EMAIL" }).click();

    await main.getByLabel("Email ID").fill("not-an-email");
    await main.getByRole("button", { name: "Get OTP" }).click();
    await expect(main.getByText("Please provide a valid email ID")).toBeVisible();
    await main.getByLabel("Email ID").fill(who.email);
    const emailSentAfter = now();
    await main.getByRole("button", { name: "Get OTP" }).click();
    await expect(main.getByText(/^Resend OTP in \d+ secs$/)).toBeVisible();
    await main.getByLabel("OTP").fill("111111");
    await main.getByRole("button", { name: "Verify OTP" }).click();
    await expect(main.getByRole("alert")).toBeVisible();
    await main.getByLabel("OTP").fill(await otpFor(context.request, who.email, emailSentAfter));
    await main.getByRole("button", { name: "Verify OTP" }).click();

    // The details: the server's messages for each field; the password is never written back.
    await expect(main.getByLabel("Email ID")).toHaveValue(who.email);
    await main.getByLabel("Full Name").fill("Meera 2");
    await main.getByLabel("Mobile Number").fill("12345");
    await main.getByLabel("Create Password").fill("short");
    await main.getByRole("button", { name: "Sign up" }).click();
    await expect(main.getByText("Please enter a valid name")).toBeVisible();
    await expect(main.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(main.getByText("Please enter a valid password")).toBeVisible();
    await expect(main.getByLabel("Create Password")).toHaveValue("");
    await page.screenshot({ path: testInfo.outputPath(`signup-no-js-${testInfo.project.name}.png`) });
    await main.getByLabel("Full Name").fill(who.name);
    await main.getByLabel("Mobile Number").fill(who.phone);
    await main.getByLabel("Create Password").fill(who.password);
    const phoneSentAfter = now();
    await main.getByRole("button", { name: "Sign up" }).click();

    // The phone step; the interim token is in an HttpOnly cookie the page cannot read.
    await expect(main.getByLabel("OTP")).toBeVisible();
    const progress = (await context.cookies()).filter((c) => c.name === "signupProgress");
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((c) => c.httpOnly && c.sameSite === "Lax" && c.path.startsWith("/signup"))).toBe(true);
    await main.getByLabel("OTP").fill(await otpFor(context.request, who.phone, phoneSentAfter));
    await main.getByRole("button", { name: "Verify OTP" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pune\/meeting-rooms$/);
    expect((await context.cookies()).some((c) => c.name === "signupProgress")).toBe(false);
    const sessionAnswer = await context.request.get("/passy/v1/session");
    expect((await sessionAnswer.json()).data.profile.email).toBe(who.email);
  });
});

test("Book on a room page as a visitor goes to the F&B step; login is asked on leaving it, and the draft is kept", async ({
  page,
}, testInfo) => {
  const who = await createAccount(page.context().request);
  await page.context().clearCookies();
  const date = laneDate("accounts: book as a visitor", testInfo);
  const card = await pickSlots(page, MENU_ROOM, date);
  await card.getByRole("button", { name: "Book A Slot" }).click();
  // The spec's order: Book leads to the F&B step, not to the login dialog.
  await expect(page).toHaveURL(new RegExp(`/${MENU_ROOM}/foodBeverage/meals\\?date=${date}&startTime=22&endTime=24$`), {
    timeout: limit(15_000),
  });
  await expect(page.getByRole("dialog", { name: "Login" })).toHaveCount(0);
  await page.getByRole("button", { name: /^ADD /, disabled: false }).first().click();
  const cart = page.getByRole("region", { name: "Your F&B cart" });
  await cart.getByRole("button", { name: "CONTINUE" }).click();
  await cart.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await logInWithPassword(page, who.email, who.password);
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem("bookingData") ?? "null"));
  expect(stored).toMatchObject({ date, startTime: 22, endTime: 25 });
  expect(stored.addOn).toHaveLength(1);
});

test("the F&B step asks a visitor to log in before checkout and continues there", async ({ page }, testInfo) => {
  const who = await createAccount(page.context().request);
  await page.context().clearCookies();
  const date = laneDate("accounts: F&B step asks to log in", testInfo);
  await gotoHydrated(page, `/${MENU_ROOM}/foodBeverage/meals?date=${date}&startTime=22&endTime=24`);
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await logInWithPassword(page, who.email, who.password);
  await expect(page).toHaveURL(/\/checkout$/);
});

for (const [name, open] of [
  ["the open login dialog", async (page: Page, isMobile: boolean) => (await gotoHydrated(page, "/"), await openLogin(page, isMobile))],
  ["the /login page", async (page: Page) => gotoHydrated(page, "/login")],
] as const) {
  test(`${name} has no serious accessibility violations`, phoneIf(name === "the open login dialog"), async ({ page, isMobile }) => {
    await open(page, isMobile);
    await expect(page.getByLabel("Email ID / Phone Number")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test("closing the dialog with Escape returns focus to the header's Login button", async ({ page }) => {
  await gotoHydrated(page, "/");
  const opener = page.getByRole("banner").getByRole("link", { name: "Login" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await expect(dialog.getByRole("heading", { name: "Login" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "CLOSE" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
