import nodemailer from "nodemailer";
import type { OutboxMessage } from "@workbay/db/repositories/outbox-repository";

/** Sends one message or throws; the outbox retries on a throw. */
export type MessageTransport = { name: string; send: (message: OutboxMessage) => Promise<void> };
export type MessageTransports = { email?: MessageTransport; sms?: MessageTransport };

/** E-mail through SMTP (nodemailer). */
export function smtpTransport(smtpUrl: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length
          ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") })) }
          : {}),
      });
    },
  };
}

/** SMS through an HTTP provider: POST {to, text} with a bearer token; any non-2xx is a failure. */
export function httpSmsTransport(url: string, token: string, fetchImpl: typeof fetch = fetch): MessageTransport {
  return {
    name: "http-sms",
    async send(message) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/**
 * The development mailbox "delivers" by doing nothing: the message is marked sent and
 * `/dev/mailbox` lists it (development and demo only).
 */
export const mailboxTransport: MessageTransport = { name: "mailbox", send: async () => undefined };

type TransportConfig = {
  mode: "development" | "demo" | "production";
  mail: { smtpUrl?: string; from: string };
  sms?: { httpUrl: string; token: string };
};

/**
 * The transports of the configuration. In production a channel without configuration has no
 * transport: its messages wait in the outbox until one is configured.
 */
export function createTransports(config: TransportConfig): MessageTransports {
  const offline = config.mode !== "production" ? mailboxTransport : undefined;
  const email = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : offline;
  const sms = config.sms ? httpSmsTransport(config.sms.httpUrl, config.sms.token) : offline;
  return { ...(email ? { email } : {}), ...(sms ? { sms } : {}) };
}
