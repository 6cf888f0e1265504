import { messageRetryAt } from "@workbay/domain/message-retry";
import type { Database } from "@workbay/db/client";
import { markLeadForwarded } from "@workbay/db/repositories/leads-repository";
import {
  claimDueMessages,
  markMessageAttemptFailed,
  markMessageSent,
  type OutboxMessage,
} from "@workbay/db/repositories/outbox-repository";
import type { MessageTransports } from "./message-transports";
import { metrics } from "./metrics";

/** How long a claimed message is reserved for the worker that claimed it. */
const LEASE_MS = 5 * 60_000;

export type OutboxRunResult = { sent: number; failed: number };

/** The dedupe key of a lead's CRM forward; the worker marks the lead forwarded once it is sent. */
export function leadForwardKey(leadId: number): string {
  return `lead-forward:${leadId}`;
}

async function afterSent(db: Database, message: OutboxMessage, now: Date): Promise<void> {
  const leadId = message.channel === "webhook" ? Number(message.dedupeKey?.match(/^lead-forward:(\d+)$/)?.[1]) : NaN;
  if (Number.isInteger(leadId)) await markLeadForwarded(db, leadId, now);
}

/**
 * Sends every due message once: success marks it sent; a failure schedules a retry after
 * 1, 2, 4... minutes (at most an hour) and gives up after the tenth attempt.
 */
export async function processOutboxOnce(db: Database, transports: MessageTransports, now: Date): Promise<OutboxRunResult> {
  const channels = (["email", "sms", "webhook", "refund"] as const).filter((c) => transports[c]);
  const result: OutboxRunResult = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueMessages(db, [...channels], now, new Date(now.getTime() + LEASE_MS));
    if (batch.length === 0) return result;
    for (const message of batch) {
      const transport = transports[message.channel];
      try {
        if (!transport) throw new Error(`no transport for ${message.channel}`);
        await transport.send(message);
        await markMessageSent(db, message.id, now);
        await afterSent(db, message, now);
        metrics().messagesSent.inc({ channel: message.channel });
        result.sent++;
      } catch (error) {
        metrics().messageFailures.inc({ channel: message.channel });
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt = messageRetryAt(message.attempts + 1, now);
        await markMessageAttemptFailed(db, message.id, reason, retryAt);
        if (!retryAt) await transport?.gaveUp?.(message, reason);
        result.failed++;
      }
    }
  }
}

export type OutboxWorker = { stop: () => Promise<void>; wake: () => void };

/**
 * Runs `processOutboxOnce` every `intervalMs` (and at once on `wake`); one run at a time.
 * `stop` waits for a running pass to end. Every instance runs one: a message is claimed with a
 * lease by one worker at a time (claimDueMessages), so N workers send each message once.
 */
export function startOutboxWorker(options: {
  db: Database;
  transports: MessageTransports;
  clock: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): OutboxWorker {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = processOutboxOnce(options.db, options.transports, options.clock())
      .then(() => undefined)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 1000);
  timer.unref();
  tick();
  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
