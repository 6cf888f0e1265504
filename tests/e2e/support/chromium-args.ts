// The system Chromium's command line for browser journeys (playwright.config.ts).
//
// Chromium 155 and later open two hidden WebUI pages for every new browser window, the omnibox's
// suggestion popups (chrome://omnibox-popup.top-chrome/ and its AI-mode page), each in a renderer
// of its own. Every journey's browser context is a new window, so each paid for them: 2.3 s of
// CPU per context against 0.4 s without them (measured 2026-11-27 on two cores, decision 0023,
// "eighth session"). Journeys never use the address bar, so the two features are turned off.
//
// Chromium keeps only the last --disable-features on its command line, and Playwright passes its
// own list first: ours must repeat Playwright's. `playwrightDisabledFeatures` reads that list from
// the installed Playwright, so an upgrade that adds a feature cannot be silently dropped.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const OURS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** The features Playwright's own --disable-features turns off (from its chromiumSwitches). */
export function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(path.join(path.dirname(require.resolve("playwright-core/package.json")), "lib/coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list)
    throw new Error(
      "tests/e2e/support/chromium-args.ts: Playwright's list of disabled Chromium features was not found in playwright-core/lib/coreBundle.js; update how it is read.",
    );
  const withoutComments = list.replace(/\/\/.*$/gm, "");
  return [...withoutComments.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
}

export function chromiumArgs(): string[] {
  const features = [...new Set([...playwrightDisabledFeatures(), ...OURS])];
  return [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    `--disable-features=${features.join(",")}`,
  ];
}
