// A fresh account for a browser test, made through the sign-up API as the dialog does it:
// e-mail OTP, phone OTP with the interim token, then sign_up. The OTPs are read from the
// development mailbox (demo mode only). Every account gets its own e-mail and phone.
import type { APIRequestContext } from "@playwright/test";
import { uniqueClientAddress } from "./session";

export type NewAccount = { email: string; password: string; phone: string; name: string };

type MailboxMessage = { to: string; channel: string; text: string; sentAt: string };

async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  // The outbox worker delivers within about a second: ask until the message is there.
  for (let attempt = 0; attempt < 40; attempt++) {
    const messages = (await (await request.get("/dev/mailbox.json")).json()) as MailboxMessage[];
    const phone = /^\d+$/.test(to);
    const message = messages.find((m) => (phone ? !m.to.includes("@") && m.to.replace(/\D/g, "").endsWith(to) : m.to.toLowerCase() === to.toLowerCase()));
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no OTP arrived for ${to}`);
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(path, {
    data,
    headers: { "x-forwarded-for": uniqueClientAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

let accountNumber = 0;

/** A valid, unused Indian mobile number: 10 digits starting 6-9. */
function uniquePhone(): string {
  accountNumber += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, "0") + `${(process.pid + accountNumber) % 1000}`.padStart(3, "0");
  return `9${tail}`;
}

export async function createAccount(request: APIRequestContext): Promise<NewAccount> {
  const phone = uniquePhone();
  const account: NewAccount = { email: `e2e.${phone}.${Math.random().toString(36).slice(2, 8)}@example.com`, password: "Checkout2026", phone, name: "Fresh Tester" };
  await post(request, "/passy/v1/send_otp", { kind: "email", email: account.email });
  const emailStep = await post<{ data: { interim_token: string } }>(request, "/passy/v1/verify_otp", {
    kind: "email",
    email: account.email,
    otp: await latestCode(request, account.email),
  });
  await post(request, "/passy/v1/send_otp", { kind: "phone_number", phone_number: phone, country_code: "+91" }, emailStep.data.interim_token);
  const phoneStep = await post<{ data: { interim_token: string } }>(
    request,
    "/passy/v1/verify_otp",
    { kind: "phone_number", phone_number: phone, country_code: "+91", otp: await latestCode(request, phone) },
    emailStep.data.interim_token,
  );
  await post(request, "/passy/v1/sign_up", { name: account.name, password: account.password, confirm_password: account.password, center_id: 1, referral_code: null }, phoneStep.data.interim_token);
  return account;
}
