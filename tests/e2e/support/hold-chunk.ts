import type { Page } from "@playwright/test";

/** Holds the requests matching `pattern` (a lazily loaded chunk) until `release` is called. */
export async function holdChunk(page: Page, pattern: RegExp): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}
