import { expect as baseExpect, test, type Page } from "@playwright/test";
import { createAccount, freshIdentity, resetLinkFor } from "./support/mailbox";
import { MENU_ROOM, chooseFreeHour } from "./support/booking";
import { laneDate } from "./support/dates";
import { expectHydrated, gotoHydrated, reloadHydrated } from "./support/pages";
import { signIn } from "./support/session";
import { limit } from "./support/time-limits";
import { PHONE } from "./support/projects";
import { watchCsp } from "./support/csp";

// Issue 11 part B: the demo banner, a Content-Security-Policy that the main pages never break,
// and a browser that forgets a session the server has revoked (docs/decisions/0017).
test.describe.configure({ timeout: limit(120_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

test("demo mode says so on every page, in one slim accessible line", PHONE, async ({ page }) => {
  for (const path of ["/", "/bengaluru/meeting-rooms", "/login", "/no-such-page"]) {
    await page.goto(path);
    const banner = page.getByRole("note", { name: "Demo mode" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("payments are simulated");
    const box = await banner.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(60);
  }
});

test("pages carry a nonce- or hash-based CSP and the main journey breaks none of it", async ({ page, isMobile }, testInfo) => {
  const violations = await watchCsp(page);
  const who = freshIdentity();
  await createAccount(page.context().request, who);
  await page.context().clearCookies();

  // Home, not signed in: a kept page (decision 0038), its inline scripts named by their hashes.
  const home = await page.goto("/");
  const policy = home?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
  expect(policy).not.toContain("nonce");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("https://tile.openstreetmap.org");
  expect(home?.headers()["strict-transport-security"]).toBeUndefined();

  // The login dialog with the ALTCHA proof of work (its worker), signing in.
  await expectHydrated(page);
  if (isMobile) {
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Login" }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Email ID / Phone Number").fill(who.email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Password", { exact: true }).fill(who.password);
  const login = dialog.getByRole("button", { name: "Login", exact: true });
  await expect(login, `the human check is solved (CSP violations: ${violations.join("; ") || "none"})`).toBeEnabled({
    timeout: limit(30_000),
  });
  await login.click();
  await expect(dialog).toBeHidden();

  // Signed in: a page that reads no session (home) is the kept page, hashes and all (decision
  // 0038, "Signed-in visitors"); a page of the account is rendered, with a nonce of its own on every answer.
  const signedInHome = await page.request.get("/");
  expect(signedInHome.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
  expect(signedInHome.headers()["content-security-policy"]).not.toContain("nonce");
  const signedIn = await page.request.get("/account/profile");
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(signedIn.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(await signedIn.text()).toContain(`nonce="${nonce}"`);
  const again = await page.request.get("/account/profile");
  expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);

  // A listing (its inline script), then the room page with its map tiles.
  await page.goto("/bengaluru/meeting-rooms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const date = laneDate("safe-to-deploy: CSP journey", testInfo);
  await gotoHydrated(page, `/bengaluru/meeting-rooms-in-${MENU_ROOM}?date=${date}`);
  // Near the screen the Leaflet map asks for its tiles (the test machine may be offline:
  // loaded or not, none may be blocked).
  await page.locator(".room-map").scrollIntoViewIfNeeded();
  await expect(page.locator(".room-map--ready .leaflet-marker-icon")).toBeVisible();
  await expect(page.locator(".leaflet-tile").first()).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));

  // Book: the F&B step, checkout, the test gateway, the booking page.
  await chooseFreeHour(page);
  const card = page.getByRole("region", { name: /Book/ });
  await card.getByRole("button", { name: "Book A Slot" }).click();
  await expect(page).toHaveURL(/\/foodBeverage\//);
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("checkbox", { name: /I agree to the booking terms/ }).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Workbay test payment" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  const bookingId = ((await page.getByTestId("booking-id").textContent()) ?? "").trim();
  await gotoHydrated(page, `/view-booking/${bookingId}`);
  await expect(page.getByRole("heading", { name: `Booking ${bookingId}` })).toBeVisible();
  // Late loads (images, the tag manager's script) could still be refused: wait for them too.
  await page.waitForLoadState("networkidle");

  expect(violations).toEqual([]);
});

test("the browser forgets a session the server revoked: header logged out, profile cookies gone", async ({ browser, baseURL }) => {
  const who = freshIdentity();
  const first = await browser.newContext({ baseURL });
  const second = await browser.newContext({ baseURL });
  try {
    const one = await first.newPage();
    const two = await second.newPage();
    await createAccount(first.request, who);
    await signIn(two, { email: who.email, password: who.password });

    // Contexts of their own: the desktop header, with the account menu under the user's name.
    const account = (page: Page) => page.getByRole("banner").getByRole("button", { name: new RegExp(who.name) });
    for (const page of [one, two]) {
      await gotoHydrated(page, "/");
      await expect(account(page)).toBeVisible();
    }
    const names = async (page: Page) => (await page.context().cookies()).map((c) => c.name);
    expect(await names(two)).toEqual(expect.arrayContaining(["userProfile", "_lgn", "accessToken"]));

    // A password reset in the first browser ends every session of the account.
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    const reset = await first.request.post("/passy/v1/forgot_password", { data: { email: who.email } });
    expect(reset.ok()).toBe(true);
    const link = new URL(await resetLinkFor(first.request, who.email, sentAfter), baseURL);
    const token = link.searchParams.get("token") ?? "";
    const fresh = `${who.password}New9`;
    const done = await first.request.post("/passy/v1/reset_password", {
      data: { token, email: who.email, new_password: fresh, confirm_password: fresh },
    });
    expect(done.ok(), await done.text()).toBe(true);

    // The second browser reloads: logged out, and no readable profile cookies are left.
    await reloadHydrated(two);
    await expect(two.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(account(two)).toHaveCount(0);
    await expect.poll(() => names(two)).not.toContain("userProfile");
    expect(await names(two)).not.toContain("_lgn");
    expect(await names(two)).not.toContain("accessToken");
    expect(await two.evaluate(() => document.cookie)).not.toContain("e2e-");
  } finally {
    await first.close();
    await second.close();
  }
});
