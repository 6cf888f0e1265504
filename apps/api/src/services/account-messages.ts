import type { NewMessage } from "@workbay/db/repositories/outbox-repository";
import { escapeHtml } from "../escape-html";

// The texts of account e-mails and SMS. Codes and links stay in plain text so the development
// mailbox (and a reader without HTML) shows them.

const PURPOSE_TEXT: Record<string, string> = {
  signup: "to verify your sign-up",
  login: "to log in",
  operator_login: "to sign in to the Workbay operator console",
  verify_phone: "to verify your phone number",
};

export function otpMessage(channel: "email" | "sms", to: string, code: string, purpose: string): NewMessage {
  const text = `${code} is your Workbay OTP ${PURPOSE_TEXT[purpose] ?? ""}. It is valid for 10 minutes. Do not share it with anyone.`;
  if (channel === "sms") return { channel, to, subject: "", text };
  return {
    channel,
    to,
    subject: `Your Workbay OTP: ${code}`,
    text,
    html: `<p>Your Workbay OTP ${escapeHtml(PURPOSE_TEXT[purpose] ?? "")} is</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p><p>It is valid for 10 minutes. Do not share it with anyone.</p>`,
  };
}

/** Sign-up asked for an e-mail that already has an account: say so to its owner only. */
export function accountExistsMessage(to: string, loginUrl: string): NewMessage {
  return {
    channel: "email",
    to,
    subject: "You already have a Workbay account",
    text: `Someone (hopefully you) tried to sign up to Workbay with this e-mail address, which already has an account. Log in at ${loginUrl}, or use "Forgot Password?" there to set a new password. If this was not you, you can ignore this e-mail.`,
  };
}

export function passwordResetMessage(to: string, link: string): NewMessage {
  return {
    channel: "email",
    to,
    subject: "Reset your Workbay password",
    text: `Open this link to set a new password for your Workbay account: ${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    html: `<p>Open this link to set a new password for your Workbay account:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.</p>`,
  };
}

export function activationMessage(to: string, link: string): NewMessage {
  return {
    channel: "email",
    to,
    subject: "Confirm your Workbay e-mail address",
    text: `Confirm the e-mail address of your Workbay account by opening this link: ${link}\n\nThe link expires in 7 days.`,
  };
}
