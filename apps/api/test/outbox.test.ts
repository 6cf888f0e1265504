import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import Fastify from "fastify";
import { eq } from "drizzle-orm";
import { outbox } from "@workbay/db/schema";
import { enqueueMessage, type OutboxMessage } from "@workbay/db/repositories/outbox-repository";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { createTransports, httpSmsTransport, mailboxTransport, type MessageTransport } from "../src/services/message-transports";
import { processOutboxOnce, startOutboxWorker } from "../src/services/outbox-worker";
import { TEST_NOW, buildTestApp } from "./helper";

const MINUTE = 60_000;

describe.each(testDatabaseKinds())("outbox on %s", (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  const row = async (to: string) => (await app.db.select().from(outbox).where(eq(outbox.to, to)))[0]!;

  it("retries with backoff through an outage and loses nothing", async () => {
    await enqueueMessage(app.db, { channel: "email", to: "outage@example.com", subject: "Hello", text: "Body" }, TEST_NOW);
    let down = true;
    const delivered: OutboxMessage[] = [];
    const flaky: MessageTransport = {
      name: "flaky",
      send: async (message) => {
        if (down) throw new Error("SMTP connection refused");
        delivered.push(message);
      },
    };
    let now = TEST_NOW;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await processOutboxOnce(app.db, { email: flaky }, now)).toEqual({ sent: 0, failed: 1 });
      const current = await row("outage@example.com");
      expect(current).toMatchObject({ status: "pending", attempts: attempt, lastError: "SMTP connection refused" });
      delays.push((current.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
      // Not due before its time.
      expect(await processOutboxOnce(app.db, { email: flaky }, new Date(current.nextAttemptAt.getTime() - 1000))).toEqual({
        sent: 0,
        failed: 0,
      });
      now = current.nextAttemptAt;
    }
    expect(delays).toEqual([1, 2, 4, 8]);
    down = false;
    expect(await processOutboxOnce(app.db, { email: flaky }, now)).toEqual({ sent: 1, failed: 0 });
    expect(delivered.map((m) => m.to)).toEqual(["outage@example.com"]);
    expect(await row("outage@example.com")).toMatchObject({ status: "sent", attempts: 5, lastError: null });
  });

  it("gives up after 10 attempts, waiting at most an hour between them", async () => {
    await enqueueMessage(app.db, { channel: "sms", to: "+919812345678", subject: "", text: "never" }, TEST_NOW);
    const broken: MessageTransport = { name: "broken", send: async () => Promise.reject(new Error("HTTP 503")) };
    let now = TEST_NOW;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      await processOutboxOnce(app.db, { sms: broken }, now);
      const current = await row("+919812345678");
      if (current.status === "failed") break;
      delays.push((current.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
      now = current.nextAttemptAt;
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(await row("+919812345678")).toMatchObject({ status: "failed", attempts: 10, lastError: "HTTP 503" });
  });

  it("enqueues once per dedupe key", async () => {
    expect(
      await enqueueMessage(app.db, { channel: "email", to: "dup@example.com", subject: "s", text: "t", dedupeKey: "k1" }, TEST_NOW),
    ).toBe(true);
    expect(
      await enqueueMessage(app.db, { channel: "email", to: "dup@example.com", subject: "s", text: "t", dedupeKey: "k1" }, TEST_NOW),
    ).toBe(false);
    expect(await app.db.select().from(outbox).where(eq(outbox.to, "dup@example.com"))).toHaveLength(1);
  });

  it("leaves messages of a channel without a transport waiting", async () => {
    await enqueueMessage(app.db, { channel: "sms", to: "+919800000001", subject: "", text: "waiting" }, TEST_NOW);
    await processOutboxOnce(app.db, { email: mailboxTransport }, TEST_NOW);
    expect(await row("+919800000001")).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("runs on an interval and stops cleanly", async () => {
    await enqueueMessage(app.db, { channel: "email", to: "worker@example.com", subject: "s", text: "t" }, TEST_NOW);
    let markSent!: () => void;
    const sent = new Promise<void>((resolve) => {
      markSent = resolve;
    });
    const worker = startOutboxWorker({
      db: app.db,
      transports: { email: { name: "spy", send: async () => markSent() } },
      clock: () => TEST_NOW,
      intervalMs: 20,
    });
    await sent;
    await worker.stop();
    expect(await row("worker@example.com")).toMatchObject({ status: "sent" });
  });
});

describe("message transports", () => {
  it("posts SMS as JSON with the bearer token, and fails on a non-2xx answer", async () => {
    const provider = Fastify();
    const received: unknown[] = [];
    let status = 200;
    provider.post("/sms", async (request, reply) => {
      received.push({ auth: request.headers.authorization, body: request.body });
      return reply.code(status).send({ ok: status === 200 });
    });
    const url = await provider.listen({ port: 0, host: "127.0.0.1" });
    try {
      const sms = httpSmsTransport(`${url}/sms`, "sms-token");
      const message = { id: 1, channel: "sms", to: "+919812345678", subject: "", text: "123456 is your code" } as OutboxMessage;
      await sms.send(message);
      expect(received).toEqual([{ auth: "Bearer sms-token", body: { to: "+919812345678", text: "123456 is your code" } }]);
      status = 502;
      await expect(sms.send(message)).rejects.toThrow("SMS provider answered 502");
    } finally {
      await provider.close();
    }
  });

  it("uses the development mailbox only outside production", () => {
    const mail = { from: "Workbay <no-reply@workbay.in>" };
    // Lead forwards to the CRM too (decision 0019): the mailbox outside production when no webhook is set.
    expect(createTransports({ mode: "demo", mail })).toEqual({ email: mailboxTransport, sms: mailboxTransport, webhook: mailboxTransport });
    expect(createTransports({ mode: "production", mail })).toEqual({});
    const configured = createTransports({
      mode: "production",
      mail: { ...mail, smtpUrl: "smtp://127.0.0.1:2525" },
      sms: { httpUrl: "http://127.0.0.1:1/sms", token: "t" },
    });
    expect(configured.email?.name).toBe("smtp");
    expect(configured.sms?.name).toBe("http-sms");
  });
});

describe("development mailbox", () => {
  it("does not exist in production mode", async () => {
    const app = await buildTestApp("pglite", { seed: false, config: { mode: "production" } });
    try {
      expect((await app.inject("/dev/mailbox")).statusCode).toBe(404);
      expect((await app.inject("/dev/mailbox.json")).statusCode).toBe(404);
      // Session cookies are Secure in production.
      expect(app.cookiesSecure).toBe(true);
    } finally {
      await app.close();
    }
  });
});
