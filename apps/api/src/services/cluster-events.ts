// Messages between the instances of one deployment (docs/decisions/0025): "the catalogue
// changed", "these files were deleted", and later kinds (issue 18: availability versions).
// Carried by PostgreSQL LISTEN/NOTIFY (PGlite too, within its one process) or, when REDIS_URL
// is set, by Redis pub/sub. Every instance, the sender included, receives each message once.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Database, DatabaseHandle } from "@workbay/db/client";

/** A message; `kind` picks its handlers, the rest is the kind's own payload (JSON). */
export type ClusterEvent =
  | { kind: "catalogue"; roomIds?: number[]; centreIds?: number[] }
  | { kind: "files_deleted"; names: string[] }
  /** Slots or passes of these [room id, date] pairs were taken or freed; none: any may have been (docs/decisions/0035). */
  | { kind: "availability"; changes?: [number, string][] }
  /** Sent to the handlers of this instance alone when messages may have been missed (connection lost). */
  | { kind: "resync" }
  | { kind: `x-${string}`; [key: string]: unknown };

type Envelope = { origin: string; event: ClusterEvent };

export const DEFAULT_EVENTS_CHANNEL = "workbay_events";

/** NOTIFY payloads must stay under 8000 bytes; a larger message loses its ids (meaning "all"). */
const MAX_PAYLOAD_BYTES = 7000;

export type ClusterEvents = {
  transport: "postgres" | "pglite" | "redis";
  /** This process's id, in every message it sends. */
  instanceId: string;
  /**
   * Sends to every instance. With PostgreSQL NOTIFY and a transaction as `db`, it leaves when
   * that transaction commits (and not at all if it rolls back).
   */
  publish: (event: ClusterEvent, options?: { db?: Database }) => Promise<void>;
  /** Calls `handler` for each message of `kind` (and for "resync"); returns the unsubscribe. */
  on: <K extends ClusterEvent["kind"]>(kind: K, handler: (event: Extract<ClusterEvent, { kind: K }>) => void) => () => void;
  close: () => Promise<void>;
};

/** Keeps a message under NOTIFY's limit: lists of ids too long become "everything". */
export function encodeEnvelope(envelope: Envelope): string {
  const text = JSON.stringify(envelope);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return text;
  if (envelope.event.kind === "catalogue" || envelope.event.kind === "availability")
    return JSON.stringify({ origin: envelope.origin, event: { kind: envelope.event.kind } });
  throw new Error(`cluster message of kind ${envelope.event.kind} is too large (${Buffer.byteLength(text)} bytes)`);
}

function decodeEnvelope(text: string): Envelope | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<Envelope>;
    if (typeof parsed.origin === "string" && parsed.event && typeof parsed.event.kind === "string") return parsed as Envelope;
  } catch {
    // not ours
  }
  return undefined;
}

export async function createClusterEvents(options: {
  database: DatabaseHandle;
  redisUrl?: string;
  channel?: string;
  onError?: (error: unknown) => void;
}): Promise<ClusterEvents> {
  const channel = options.channel ?? DEFAULT_EVENTS_CHANNEL;
  const instanceId = randomUUID();
  const handlers = new Map<string, Set<(event: ClusterEvent) => void>>();

  const deliver = (event: ClusterEvent) => {
    for (const handler of [...(handlers.get(event.kind) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        options.onError?.(error);
      }
    }
  };
  const receive = (text: string) => {
    const envelope = decodeEnvelope(text);
    if (envelope) deliver(envelope.event);
  };
  // Messages may have been lost while the connection was down: every handler starts afresh.
  const resync = () => deliver({ kind: "resync" });

  const on: ClusterEvents["on"] = (kind, handler) => {
    const set = handlers.get(kind) ?? new Set();
    handlers.set(kind, set);
    set.add(handler as (event: ClusterEvent) => void);
    return () => set.delete(handler as (event: ClusterEvent) => void);
  };

  if (options.redisUrl) {
    const publisher = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 2, lazyConnect: true });
    const subscriber = new Redis(options.redisUrl, { connectTimeout: 2000, lazyConnect: true });
    publisher.on("error", (error) => options.onError?.(error));
    subscriber.on("error", (error) => options.onError?.(error));
    let subscribedOnce = false;
    // ioredis subscribes again by itself after a reconnect; messages in between are lost.
    subscriber.on("ready", () => {
      if (subscribedOnce) resync();
    });
    subscriber.on("message", (from: string, text: string) => {
      if (from === channel) receive(text);
    });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
    subscribedOnce = true;
    return {
      transport: "redis",
      instanceId,
      on,
      async publish(event) {
        await publisher.publish(channel, encodeEnvelope({ origin: instanceId, event }));
      },
      async close() {
        await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
      },
    };
  }

  const stop = await options.database.listen(channel, receive, resync);
  return {
    transport: options.database.kind === "postgres" ? "postgres" : "pglite",
    instanceId,
    on,
    async publish(event, publishOptions) {
      const db = publishOptions?.db ?? options.database.db;
      await db.execute(sql`select pg_notify(${channel}, ${encodeEnvelope({ origin: instanceId, event })})`);
    },
    close: stop,
  };
}

const eventsByDatabase = new WeakMap<Database, ClusterEvents>();

/** Makes `events` the carrier of messages about `db` (buildApp does it for app.db). */
export function registerClusterEvents(db: Database, events: ClusterEvents): void {
  eventsByDatabase.set(db, events);
}

export function clusterEventsOf(db: Database): ClusterEvents | undefined {
  return eventsByDatabase.get(db);
}
