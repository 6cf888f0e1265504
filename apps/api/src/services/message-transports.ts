import { createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import type { OutboxMessage } from "@workbay/db/repositories/outbox-repository";

/** Sends one message or throws; the outbox retries on a throw. */
export type MessageTransport = {
  name: string;
  send: (message: OutboxMessage) => Promise<void>;
  /** The outbox stopped retrying this message (its last attempt failed). */
  gaveUp?: (message: OutboxMessage, error: string) => Promise<void>;
};
export type MessageTransports = {
  email?: MessageTransport;
  sms?: MessageTransport;
  webhook?: MessageTransport;
  /** Refunds started at the payment gateway (issue 16). */
  refund?: MessageTransport;
};

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
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, "base64"),
              })),
            }
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

export const SIGNATURE_HEADER = "x-workbay-signature";
export const TIMESTAMP_HEADER = "x-workbay-timestamp";
export const DELIVERY_HEADER = "x-workbay-delivery";

/**
 * The signature of a CRM forward (docs/decisions/0019): HMAC-SHA256 with the shared secret
 * over `{timestamp}.{raw body}`, hex, sent as `X-Workbay-Signature: sha256={hex}` beside
 * `X-Workbay-Timestamp: {unix seconds}`. The receiver recomputes it over the bytes it got and
 * refuses old timestamps (replays).
 */
export function webhookSignature(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}

/**
 * Leads to the CRM: POST the message's JSON (`text`) to the webhook, signed; any non-2xx or
 * no answer within 10 s is a failure the outbox retries. `X-Workbay-Delivery` (the lead's
 * forward key) is the same on every retry, so the CRM can drop a repeat.
 */
export function leadWebhookTransport(
  url: string,
  secret: string,
  options: { fetch?: typeof fetch; clock?: () => Date } = {},
): MessageTransport {
  const fetchImpl = options.fetch ?? fetch;
  const clock = options.clock ?? (() => new Date());
  return {
    name: "lead-webhook",
    async send(message) {
      const timestamp = Math.floor(clock().getTime() / 1000);
      const response = await fetchImpl(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Workbay-Leads/1",
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, message.text),
          [DELIVERY_HEADER]: message.dedupeKey ?? String(message.id),
        },
        body: message.text,
        signal: AbortSignal.timeout(10_000),
      });
      // Drain the answer so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`CRM webhook answered ${response.status}`);
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
  leadsWebhook?: { url: string; secret: string };
};

/**
 * The transports of the configuration (e-mail, SMS, the leads' CRM webhook). In production a channel without configuration has no
 * transport: its messages wait in the outbox until one is configured.
 */
export function createTransports(config: TransportConfig): MessageTransports {
  const offline = config.mode !== "production" ? mailboxTransport : undefined;
  const email = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : offline;
  const sms = config.sms ? httpSmsTransport(config.sms.httpUrl, config.sms.token) : offline;
  const webhook = config.leadsWebhook ? leadWebhookTransport(config.leadsWebhook.url, config.leadsWebhook.secret) : offline;
  return { ...(email ? { email } : {}), ...(sms ? { sms } : {}), ...(webhook ? { webhook } : {}) };
}
