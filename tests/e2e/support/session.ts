// Signing in from a browser test without the login dialog: the test solves the server's
// proof-of-work human check with the ALTCHA library (as the widget does in the page) and logs
// in through the API on the page's own origin, so the browser context gets the session cookies.
// The demo user is signed in once per run (demo-user.setup.ts) and its session's cookies are
// given to every journey that starts signed in as it; nothing signs that session out.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

export const DEMO_USER = { email: "demo@workbay.in", password: "Workbay2026" } as const;

/** The demo user's signed-in storage state, written by demo-user.setup.ts into the run's fresh data directory. */
export const DEMO_USER_STATE = path.resolve(".cache/e2e-data/demo-user-state.json");

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

/** Logs in by password through the API; the session cookies land in the request context's jar. */
export async function logInThroughApi(request: APIRequestContext, user: { email: string; password: string }): Promise<void> {
  const response = await request.post("/passy/v1/login", {
    headers: { "x-forwarded-for": uniqueClientAddress() },
    data: { input: user.email, password: user.password, human_check: await solveHumanCheck(request) },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}: ${await response.text()}`);
}

/**
 * Signs the page's browser context in: the demo user with the run's shared session (no login
 * per test), anyone else by password through the API.
 */
export async function signIn(page: Page, user?: { email: string; password: string }): Promise<void> {
  if (user && user.email !== DEMO_USER.email) return logInThroughApi(page.context().request, user);
  const state = JSON.parse(await readFile(DEMO_USER_STATE, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await page.context().addCookies(state.cookies);
}
