// Navigating in browser tests. A server-rendered page can be seen before it works: clicks, key
// presses and field changes made before React has hydrated it are lost or undone (a select
// changed too early never updates the address, Enter on a menu button opens nothing). The root
// layout marks <html data-hydrated> once hydration is done (apps/web/app/root.tsx); journeys
// wait for that mark instead of tapping again or waiting longer.
import { expect, type Page, type Response } from "@playwright/test";
import { limit } from "./time-limits";

/** Loading and hydrating a cold page on the shared 2-core CI machine takes 1-3 s; this leaves room for a busy moment. */
const HYDRATION_TIMEOUT = limit(20_000);

/** Waits until React has hydrated the current document. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]"), `${page.url()} hydrated`).toBeAttached({ timeout: HYDRATION_TIMEOUT });
}

/** `page.goto`, then waits for hydration: use it before interacting with a page loaded by URL. */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page["goto"]>[1]): Promise<Response | null> {
  const response = await page.goto(url, options);
  await expectHydrated(page);
  return response;
}

/** `page.reload`, then waits for hydration. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await expectHydrated(page);
  return response;
}
