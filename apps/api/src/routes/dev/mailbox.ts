import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MailboxResponse, type MailboxMessage } from "@workbay/contracts/profile";
import { listSentMessages } from "@workbay/db/repositories/outbox-repository";
import { escapeHtml } from "../../escape-html";

const CHANNEL_LABEL: Record<MailboxMessage["channel"], string> = {
  email: "E-mail",
  sms: "SMS",
  webhook: "CRM forward (LEADS_WEBHOOK_URL unset)",
};

function renderMailbox(messages: MailboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article>
  <header><b>${escapeHtml(CHANNEL_LABEL[m.channel])}</b> to <b>${escapeHtml(m.to)}</b> <time datetime="${m.sentAt}">${escapeHtml(m.sentAt)}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ""}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · Workbay</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
article{border:1px solid #ddd;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}h2{font-size:1rem;margin:.25rem 0}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.5rem;border-radius:4px;margin:.25rem 0 0}time{color:#666;margin-left:.5rem}</style>
</head><body><h1>Development mailbox</h1>
<p>Every e-mail, SMS and CRM lead forward the server sent, newest first (development and demo mode only). JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a></p>
${rows || "<p>No messages yet.</p>"}
</body></html>`;
}

/**
 * The development mailbox (DECISIONS.md section 9): what the outbox sent, for reading OTPs and
 * links without a mail or SMS account. Registered only in development and demo mode.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = async (): Promise<MailboxMessage[]> =>
    (await listSentMessages(app.db)).map((m) => ({
      to: m.to,
      channel: m.channel,
      subject: m.subject,
      text: m.text,
      sentAt: (m.sentAt ?? new Date(0)).toISOString(),
    }));

  app.get(
    "/dev/mailbox.json",
    {
      schema: {
        tags: ["dev"],
        summary: "Sent e-mails and SMS, newest first (development and demo only)",
        response: { 200: MailboxResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return messages();
    },
  );

  app.get("/dev/mailbox", { schema: { tags: ["dev"], summary: "The development mailbox page (HTML)" } }, async (_request, reply) => {
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(renderMailbox(await messages()));
  });
};
