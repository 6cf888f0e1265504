import { randomInt } from "node:crypto";
import { AppError } from "@workbay/domain/app-error";
import { OTP_MESSAGES, OTP_POLICY, decideOtpSend, otpExpiresAt, otpUsability, wrongOtpMessage } from "@workbay/domain/otp-policy";
import type { Database } from "@workbay/db/client";
import { enqueueMessage, type NewMessage } from "@workbay/db/repositories/outbox-repository";
import { consumeOtp, insertOtp, latestOtp, otpSendTimes, recordWrongOtpTry, takeOtpSend } from "@workbay/db/repositories/otps-repository";
import { otpMessage } from "./account-messages";
import { keyedDigest } from "./signed-tokens";

// One-time codes (DECISIONS.md section 6): 6 digits, stored as a keyed hash, valid 10
// minutes, dead after 5 wrong tries, resend after 60 s, at most 5 sends an hour.

export type OtpTarget = {
  channel: "email" | "sms";
  /** Lower-case e-mail or E.164 phone: where the code goes and what it is stored under. */
  identifier: string;
  purpose: string;
};

function codeHash(secret: string, target: OtpTarget, code: string): string {
  return keyedDigest(secret, "otp", `${target.purpose}:${target.identifier}:${code}`);
}

/** The refusal of a send the database did not let through, with the reason and when to retry. */
async function sendRefusal(db: Database, identifier: string, now: Date): Promise<AppError> {
  const decision = decideOtpSend(await otpSendTimes(db, identifier), now);
  // A concurrent send took the last place between the refusal and this read: wait for it.
  if (decision.ok) return new AppError("too_many_requests", OTP_MESSAGES.resendIn(1), { retryAfterSeconds: 1 });
  const message = decision.reason === "resend_too_soon" ? OTP_MESSAGES.resendIn(decision.retryAfterSeconds) : OTP_MESSAGES.tooMany;
  return new AppError("too_many_requests", message, { retryAfterSeconds: decision.retryAfterSeconds });
}

/**
 * Creates and sends a code. With `deliver: false` (no account to log in to) a code is recorded
 * but nothing is sent, so limits, answers and timing match those of a real account. The send
 * limit, the code and its message (and `alsoSend`) are written in one transaction: a refused
 * or failed send leaves nothing behind, and 10 parallel sends queue one message.
 */
export async function issueOtp(
  db: Database,
  secret: string,
  target: OtpTarget,
  now: Date,
  options: { deliver: boolean; alsoSend?: NewMessage } = { deliver: true },
): Promise<void> {
  const code = String(randomInt(0, 10 ** OTP_POLICY.length)).padStart(OTP_POLICY.length, "0");
  const taken = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    if (!(await takeOtpSend(txDb, target.identifier, now, { spacingMs: OTP_POLICY.resendAfterMs, maxPerHour: OTP_POLICY.maxSendsPerHour })))
      return false;
    await insertOtp(txDb, {
      channel: target.channel,
      identifier: target.identifier,
      purpose: target.purpose,
      codeHash: options.deliver ? codeHash(secret, target, code) : `undeliverable:${codeHash(secret, target, code)}`,
      expiresAt: otpExpiresAt(now),
      createdAt: now,
    });
    if (options.deliver) await enqueueMessage(txDb, otpMessage(target.channel, target.identifier, code, target.purpose), now);
    if (options.alsoSend) await enqueueMessage(txDb, options.alsoSend, now);
    return true;
  });
  if (!taken) throw await sendRefusal(db, target.identifier, now);
}

/**
 * Checks a code against the newest one sent for the target. A wrong code counts a try; the
 * right one is spent, so it works once.
 */
export async function checkOtp(db: Database, secret: string, target: OtpTarget, code: string, now: Date): Promise<void> {
  const otp = await latestOtp(db, target.identifier, target.purpose);
  if (!otp) throw new AppError("bad_request", OTP_MESSAGES.invalid, { field: "otp" });
  const usability = otpUsability(otp, now);
  if (usability === "expired") throw new AppError("bad_request", OTP_MESSAGES.expired, { field: "otp" });
  if (usability === "locked") throw new AppError("too_many_requests", OTP_MESSAGES.locked, { field: "otp" });
  if (usability === "consumed") throw new AppError("bad_request", OTP_MESSAGES.invalid, { field: "otp" });
  if (otp.codeHash === codeHash(secret, target, code) && (await consumeOtp(db, otp.id, OTP_POLICY.maxWrongTries, now))) return;
  const attempts = await recordWrongOtpTry(db, otp.id, OTP_POLICY.maxWrongTries);
  if (attempts === undefined || attempts >= OTP_POLICY.maxWrongTries) {
    throw new AppError("too_many_requests", OTP_MESSAGES.locked, { field: "otp" });
  }
  throw new AppError("bad_request", wrongOtpMessage(attempts), { field: "otp" });
}
