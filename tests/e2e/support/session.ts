// Signing in from a browser test without the login dialog: the test solves the server's
// proof-of-work human check with the ALTCHA library (as the widget does in the page) and logs
// in through the API on the page's own origin, so the browser context gets the session cookies.
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

export const DEMO_USER = { email: "demo@workbay.in", password: "Workbay2026" } as const;

/** A solved human check for the login call. */
export async function solveHumanCheck(request: APIRequestContext): Promise<string> {
  const response = await request.get("/passy/v1/human_check/challenge");
  const challenge = (await response.json()).data.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the human check");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

let clientNumber = 0;

/**
 * A client address of its own for each call (the test server trusts X-Forwarded-For from
 * loopback), so the per-IP login limit does not add up across a whole test run.
 */
export function uniqueClientAddress(): string {
  clientNumber += 1;
  return `10.${process.pid % 250}.${Math.floor(clientNumber / 250) % 250}.${(clientNumber % 250) + 1}`;
}

/** Logs the page's browser context in by password; the cookies land in the context. */
export async function signIn(page: Page, user: { email: string; password: string } = DEMO_USER): Promise<void> {
  const request = page.context().request;
  const response = await request.post("/passy/v1/login", {
    headers: { "x-forwarded-for": uniqueClientAddress() },
    data: { input: user.email, password: user.password, human_check: await solveHumanCheck(request) },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}: ${await response.text()}`);
}

/** Signs a context out by dropping its cookies. */
export async function signOutContext(context: BrowserContext): Promise<void> {
  await context.clearCookies();
}
