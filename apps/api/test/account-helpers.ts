import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { insertUser, type NewUser, type UserRecord } from "@workbay/db/repositories/users-repository";
import { mailboxTransport } from "../src/services/message-transports";
import { processOutboxOnce } from "../src/services/outbox-worker";
import { hashPassword } from "../src/services/passwords";

/** Solves the server's ALTCHA challenge with the library's solver, as the widget does. */
export async function solveHumanCheck(app: FastifyInstance): Promise<string> {
  const response = await app.inject("/passy/v1/human_check/challenge");
  const challenge = response.json().data.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export type MailboxEntry = { to: string; channel: "email" | "sms"; subject: string; text: string; sentAt: string };

/** Delivers due outbox messages to the development mailbox and reads it. */
export async function readMailbox(app: FastifyInstance): Promise<MailboxEntry[]> {
  await processOutboxOnce(app.db, { email: mailboxTransport, sms: mailboxTransport }, app.clock());
  const response = await app.inject("/dev/mailbox.json");
  if (response.statusCode !== 200) throw new Error(`mailbox answered ${response.statusCode}`);
  return response.json() as MailboxEntry[];
}

/** The newest OTP sent to an address or phone (E.164). */
export async function latestOtpTo(app: FastifyInstance, to: string): Promise<string> {
  const message = (await readMailbox(app)).find((m) => m.to === to && /is your Workbay OTP/.test(m.text));
  const code = message?.text.match(/^(\d{6}) is your Workbay OTP/)?.[1];
  if (!code) throw new Error(`no OTP sent to ${to}`);
  return code;
}

export async function createTestUser(
  app: FastifyInstance,
  user: Partial<NewUser> & { email: string; password?: string },
): Promise<UserRecord> {
  const { password, ...rest } = user;
  return insertUser(app.db, {
    name: "Test User",
    emailVerified: true,
    phoneVerified: true,
    ...rest,
    passwordHash: password ? await hashPassword(password) : null,
  });
}

export function cookieMap(
  response: LightMyRequestResponse,
): Record<string, { value: string; httpOnly?: boolean; secure?: boolean; sameSite?: string; path?: string; maxAge?: number }> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c]));
}

/** Logs in by password (solving the human check); returns the response. */
export async function passwordLogin(app: FastifyInstance, input: string, password: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: "/passy/v1/login",
    payload: { input, password, human_check: await solveHumanCheck(app), ...extra },
  });
}

/** The cookie header a browser would send after a login response. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}
