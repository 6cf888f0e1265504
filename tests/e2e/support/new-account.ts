// A fresh account for tests that change or delete what they sign in with, made through the API
// sign-up flow as the dialog does it: e-mail OTP, phone OTP with the interim token, sign_up. The
// e2e server runs in demo mode, so the codes are read from the development mailbox.
import { expect, type APIRequestContext } from "@playwright/test";
import { uniqueClientAddress } from "./session";
import { limit } from "./time-limits";

export type NewAccount = { email: string; password: string; name: string; phone: string };

let accountNumber = 0;

/** A valid Indian mobile number (10 digits starting 6-9) no other test is likely to pick. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  const phone = `9${digits}`;
  return phone === "9999999999" ? uniquePhone() : phone;
}

function uniqueEmail(): string {
  accountNumber += 1;
  return `e2e-${process.pid}-${Date.now().toString(36)}-${accountNumber}@example.com`;
}

/** The newest OTP the outbox delivered to an e-mail address or an E.164 phone number. */
export async function latestOtp(request: APIRequestContext, to: string, notFrom?: string): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get("/dev/mailbox.json")).json()) as { to: string; text: string }[];
        code = messages.find((m) => m.to === to)?.text.match(/^(\d{6}) is your Workbay OTP/)?.[1] ?? "";
        return code !== "" && code !== notFrom;
      },
      { message: `an OTP for ${to}`, timeout: limit(15_000) },
    )
    .toBe(true);
  return code;
}

async function post(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string>) {
  const response = await request.post(url, { data, headers });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()).data;
}

/**
 * Signs up a new account through the API on the given request context; when that context is a
 * page's (`page.context().request`), the page is signed in as the new account afterwards.
 */
export async function createAccount(request: APIRequestContext, name = "Test Member"): Promise<NewAccount> {
  const account = { email: uniqueEmail(), password: `Passw0rd${accountNumber}`, name, phone: uniquePhone() };
  // One client address per account keeps the per-IP sign-up limits out of the way.
  const ip = { "x-forwarded-for": uniqueClientAddress() };

  await post(request, "/passy/v1/send_otp", { kind: "email", email: account.email }, ip);
  const emailOtp = await latestOtp(request, account.email);
  const emailStep = await post(request, "/passy/v1/verify_otp", { kind: "email", email: account.email, otp: emailOtp }, ip);

  const interim = { ...ip, authorization: `Bearer ${emailStep.interim_token}` };
  const phone = { kind: "phone_number", phone_number: account.phone, country_code: "+91" };
  await post(request, "/passy/v1/send_otp", phone, interim);
  const phoneOtp = await latestOtp(request, `+91${account.phone}`);
  const phoneStep = await post(request, "/passy/v1/verify_otp", { ...phone, otp: phoneOtp }, interim);

  await post(
    request,
    "/passy/v1/sign_up",
    { name: account.name, password: account.password, confirm_password: account.password },
    { ...ip, authorization: `Bearer ${phoneStep.interim_token}` },
  );
  return account;
}
