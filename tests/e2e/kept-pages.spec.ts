import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./support/pages";
import { limit } from "./support/time-limits";

// Decision 0038: a page of a visitor not signed in is kept as static bytes, its inline scripts
// allowed by their hashes instead of a nonce. Each page here is loaded by two browsers that share
// nothing (the second gets the stored bytes, the same ETag), then reloaded by the first (the
// store's 304, the browser's copy): every time it hydrates with no CSP violation and no error.
const expect = baseExpect.configure({ timeout: limit(15_000) });
const ROOM = "boardroom-saffron-koramangala-forum";

/** CSP violations (the event and Chromium's console line), console errors and uncaught exceptions. */
async function watch(page: Page, problems: string[]): Promise<void> {
  await page.exposeFunction("__reportCspViolation", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    // Map tiles come from another host, which the test machines cannot reach.
    const source = message.location().url;
    if (text.startsWith("Failed to load resource") && source && new URL(source).origin !== new URL(page.url()).origin) return;
    if (message.type() === "error" || /Content Security Policy/i.test(text)) problems.push(`${message.type()} on ${page.url()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
}

for (const [name, path] of [
  ["home", "/"],
  ["a city list", "/bengaluru/meeting-rooms"],
  ["a room page", `/bengaluru/meeting-rooms-in-${ROOM}`],
]) {
  test(`${name}, kept for visitors not signed in, hydrates under its hash policy`, async ({ browser }) => {
    const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const pageA = await first.newPage();
      const pageB = await second.newPage();
      const problems: string[] = [];
      await Promise.all([watch(pageA, problems), watch(pageB, problems)]);

      const a = await pageA.goto(path);
      await expectHydrated(pageA);
      const policy = a?.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
      expect(policy).not.toContain("nonce");
      expect(await pageA.locator("script[nonce], link[nonce]").count()).toBe(0);
      expect(a?.headers()["content-encoding"]).toBe("br");

      const b = await pageB.goto(path);
      await expectHydrated(pageB);
      // The stored answer unless a change (another journey's) came between the two.
      if (b?.headers().etag === a?.headers().etag) expect(b?.headers()["content-security-policy"]).toBe(policy);

      const again = await pageA.reload();
      await expectHydrated(pageA);
      expect([200, 304]).toContain(again?.status());
      await pageA.waitForLoadState("networkidle");
      await pageB.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
}
