// The development mailbox of the demo-mode test server (/dev/mailbox.json, newest first):
// what the server "sent" by e-mail and SMS, for reading OTPs and reset links in tests.
import { expect, type APIRequestContext } from "@playwright/test";
import { uniqueClientAddress } from "./session";
import { limit } from "./time-limits";

type MailboxMessage = { to: string; channel: "email" | "sms"; subject: string; text: string; sentAt: string };

async function messages(request: APIRequestContext): Promise<MailboxMessage[]> {
  const response = await request.get("/dev/mailbox.json");
  expect(response.ok()).toBe(true);
  return (await response.json()) as MailboxMessage[];
}

/**
 * Waits for a message to `to` (an e-mail address, or a phone's 10 digits) whose text matches
 * `pattern`, sent after `after` (ISO time), and returns the first capture group. The outbox
 * delivers within about a second.
 */
async function waitForMessage(request: APIRequestContext, to: string, pattern: RegExp, after: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const message = (await messages(request)).find((m) => m.to.endsWith(to) && m.sentAt > after && pattern.test(m.text));
        found = message?.text.match(pattern)?.[1] ?? "";
        return found;
      },
      { timeout: limit(15_000), message: `a message to ${to} matching ${pattern}` },
    )
    .not.toBe("");
  return found;
}

/** The first capture of `pattern` in a message to `to` sent after `after` (e-mails about bookings). */
export function mailMatching(request: APIRequestContext, to: string, pattern: RegExp, after: string): Promise<string> {
  return waitForMessage(request, to, pattern, after);
}

/** The newest OTP sent to `to` after `after`. */
export function otpFor(request: APIRequestContext, to: string, after: string): Promise<string> {
  return waitForMessage(request, to, /^(\d{6}) is your Workbay OTP/, after);
}

/** The path and query of the newest reset link e-mailed to `email` after `after`. */
export async function resetLinkFor(request: APIRequestContext, email: string, after: string): Promise<string> {
  const link = await waitForMessage(request, email, /(https?:\/\/\S+\/reset-password\?token=\S+)/, after);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The path and query of the guest add-on link e-mailed to `email` after `after`. */
export async function guestLinkFor(request: APIRequestContext, email: string, after: string): Promise<string> {
  const link = await waitForMessage(request, email, /(https?:\/\/\S+\/foodBeverage\/edit-addon\?\S+)/, after);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A fresh identity: an e-mail and a phone (10 digits starting 6-9) no test has used. */
export function freshIdentity(): { email: string; phone: string; password: string; name: string } {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `e2e-${stamp}@example.com`,
    phone: `9${stamp.slice(-9).padStart(9, "0")}`,
    password: `Workbay${stamp.slice(-4)}x`,
    name: "Meera Iyer",
  };
}

/** Creates an account through the API (both OTPs from the mailbox), the way the dialog does. */
export async function createAccount(request: APIRequestContext, who = freshIdentity()): Promise<typeof who> {
  const headers = { "x-forwarded-for": uniqueClientAddress() };
  const since = new Date(Date.now() - 1000).toISOString();
  const post = async (path: string, data: object, token?: string) => {
    const response = await request.post(path, { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };
  await post("/passy/v1/send_otp", { kind: "email", email: who.email, purpose: "signup" });
  const emailStep = await post("/passy/v1/verify_otp", {
    kind: "email",
    email: who.email,
    purpose: "signup",
    otp: await otpFor(request, who.email, since),
  });
  const phone = { kind: "phone_number", phone_number: who.phone, country_code: "+91", purpose: "signup" };
  await post("/passy/v1/send_otp", phone, emailStep.interim_token);
  const phoneStep = await post("/passy/v1/verify_otp", { ...phone, otp: await otpFor(request, who.phone, since) }, emailStep.interim_token);
  await post("/passy/v1/sign_up", { name: who.name, password: who.password, confirm_password: who.password }, phoneStep.interim_token);
  return who;
}
