import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { CONSOLE_CHARTS_PASSWORD, consoleChartsAdmin } from "./support/console-charts-admin";
import { otpFor } from "./support/mailbox";
import { gotoHydrated } from "./support/pages";
import { limit } from "./support/time-limits";

// A city switched off in the console leaves the public menus, home page and sitemap, and its
// pages answer 404 (decision 0036). Switching a city off would disturb every other journey that
// visits it, so this file runs in the "exclusive" project, after the desktop and phone ones
// (playwright.config.ts), at both widths itself.
test.describe.configure({ mode: "serial", timeout: limit(240_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

async function signIn(browser: Browser, email: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
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

for (const [project, width] of [
  ["desktop", 1440],
  ["phone", 390],
] as const) {
  test(`an admin takes Hyderabad off live: it leaves the menus, home page and sitemap and its pages 404; back live it returns (${width} px)`, async ({
    browser,
  }) => {
    const admin = await signIn(browser, consoleChartsAdmin(project, "cities"), width);
    const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    const footerCities = visitor.getByRole("navigation", { name: "Cities" });
    await gotoHydrated(visitor, "/");
    await expect(footerCities.getByRole("link", { name: "Hyderabad" })).toBeVisible();
    await expect(visitor.locator('main a[href="/hyderabad/meeting-rooms"]')).toHaveCount(1);

    await gotoHydrated(admin, "/backoffice/catalogue/centres#cities");
    await admin.getByRole("button", { name: "Take Hyderabad off live" }).click();
    await expect(admin.getByRole("button", { name: "Make Hyderabad live" })).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    try {
      await gotoHydrated(visitor, "/");
      await expect(footerCities.getByRole("link", { name: "Hyderabad" })).toHaveCount(0);
      await expect(footerCities.getByText("Hyderabad")).toContainText("Launching Soon");
      await expect(footerCities.getByRole("link", { name: "Pune" })).toBeVisible();
      await expect(visitor.locator('main a[href="/hyderabad/meeting-rooms"]')).toHaveCount(0);
      await expectNoSeriousAxeViolations(visitor);
      expect((await visitor.goto("/hyderabad/meeting-rooms"))?.status()).toBe(404);
      expect((await visitor.goto("/day_pass_in_hyderabad"))?.status()).toBe(404);
      expect((await visitor.goto("/pune/meeting-rooms"))?.status()).toBe(200);
      const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
      expect(sitemap).not.toContain("/hyderabad/");
      expect(sitemap).toContain("/pune/meeting-rooms");
    } finally {
      await gotoHydrated(admin, "/backoffice/catalogue/centres#cities");
      await admin.getByRole("button", { name: "Make Hyderabad live" }).click();
      await expect(admin.getByRole("button", { name: "Take Hyderabad off live" })).toBeVisible();
    }
    await gotoHydrated(visitor, "/");
    await expect(footerCities.getByRole("link", { name: "Hyderabad" })).toBeVisible();
    expect((await visitor.goto("/hyderabad/meeting-rooms"))?.status()).toBe(200);
    await admin.context().close();
    await visitor.context().close();
  });
}
