import { expect as baseExpect, test, type Page } from "@playwright/test";
import { watchCsp } from "./support/csp";
import { expectHydrated } from "./support/pages";
import { limit } from "./support/time-limits";

// Decision 0038: a page of a visitor not signed in is kept as static bytes, its inline scripts
// allowed by their hashes instead of a nonce. Each page here is loaded by two browsers that share
// nothing (the second gets the stored bytes, the same ETag), then reloaded by the first (the
// store's 304, the browser's copy): every time it hydrates with no CSP violation and no error.
const expect = baseExpect.configure({ timeout: limit(15_000) });
const ROOM = "boardroom-saffron-koramangala-forum";

/** Console errors and uncaught exceptions (CSP violations: watchCsp). */
function watchErrors(page: Page, problems: string[]): void {
  page.on("console", (message) => {
    // Map tiles come from another host, which the test machines cannot reach.
    const source = message.location().url;
    if (message.text().startsWith("Failed to load resource") && source && new URL(source).origin !== new URL(page.url()).origin) return;
    if (message.type() === "error") problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
}

const KEPT_PAGES: [string, string][] = [
  ["home", "/"],
  ["a city list", "/bengaluru/meeting-rooms"],
  ["a room page", `/bengaluru/meeting-rooms-in-${ROOM}`],
];

for (const [name, path] of KEPT_PAGES) {
  test(`${name}, kept for visitors not signed in, hydrates under its hash policy`, async ({ browser }) => {
    const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const pageA = await first.newPage();
      const pageB = await second.newPage();
      const violations = await Promise.all([watchCsp(pageA), watchCsp(pageB)]);
      const errors: string[] = [];
      watchErrors(pageA, errors);
      watchErrors(pageB, errors);

      const a = await pageA.goto(path);
      await expectHydrated(pageA);
      const policy = a?.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
      expect(policy).not.toContain("nonce");
      expect(await pageA.locator("script[nonce], link[nonce]").count()).toBe(0);
      expect(a?.headers()["content-encoding"]).toBe("br");

      const b = await pageB.goto(path);
      await expectHydrated(pageB);
      expect(b?.headers().etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      // The stored answer unless a change (another journey's) came between the two.
      if (b?.headers().etag === a?.headers().etag) expect(b?.headers()["content-security-policy"]).toBe(policy);

      const again = await pageA.reload();
      await expectHydrated(pageA);
      expect([200, 304]).toContain(again?.status());
      await pageA.waitForLoadState("networkidle");
      await pageB.waitForLoadState("networkidle");
      expect([...violations.flat(), ...errors]).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
}
