import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq, count } from "drizzle-orm";
import { leads, outbox, rooms } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { LEAD_MESSAGES } from "@workbay/domain/leads";
import { createTransports, leadWebhookTransport, mailboxTransport } from "../src/services/message-transports";
import { processOutboxOnce } from "../src/services/outbox-worker";
import { solveHumanCheck } from "./account-helpers";
import { TEST_NOW, buildTestApp } from "./helper";

const SECRET = "crm-shared-secret-0123456789";

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    kind: "enquiry",
    first_name: "Asha",
    last_name: "Rao",
    email: "asha.rao@example.com",
    country_code: "+91",
    phone: "9876543210",
    company: "Rao Textiles",
    city: "bengaluru",
    preferred_centre: "Indiranagar",
    solution_needed: "Meeting Room",
    preferable_time_slot: "Anytime",
    message: "A board room for 10 people every Friday.",
    consent_call: true,
    consent_promotion: false,
    form_submission_page: "/contact-us",
    device: "desktop",
    referrer: "https://www.google.com/",
    client_id: "GA1.1.123.456",
    ...overrides,
  };
}

function eventEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    kind: "event",
    event_type: "Conference",
    number_of_guests: "120",
    city: "mumbai",
    event_date: "2026-12-10",
    first_name: "Vikram",
    last_name: "Shah",
    organisation: "Shah Ventures",
    job_title: "Head of Events",
    email: "vikram@example.com",
    country_code: "+91",
    phone: "9123456780",
    lead_category: "Corporate",
    form_submission_page: "/contact-us?enquiry=event",
    device: "mobile",
    ...overrides,
  };
}

describe.each(testDatabaseKinds())("leads on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  let ipCounter = 0;
  /** Each test sends from its own address, so the per-IP limit is tested only where meant. */
  let ip = "10.0.0.1";

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    ipCounter++;
    ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  });

  const leadCount = async () => (await app.db.select({ n: count() }).from(leads))[0]!.n;
  const send = async (body: Record<string, unknown>, options: { human?: boolean; cookie?: string; remoteAddress?: string } = {}) =>
    app.inject({
      method: "POST",
      url: "/passy/v1/leads",
      payload: options.human === false ? body : { human_check: await solveHumanCheck(app), ...body },
      remoteAddress: options.remoteAddress ?? ip,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });

  it("stores an enquiry with its UTM fields and answers 201 with its reference", async () => {
    const before = await leadCount();
    const utm = encodeURIComponent(
      JSON.stringify({ utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali", utm_term: "meeting room" }),
    );
    const response = await send(enquiry({ email: "utm.visitor@example.com" }), { cookie: `utm=${utm}` });
    expect(response.statusCode).toBe(201);
    const { reference, duplicate } = response.json().data;
    expect(reference).toMatch(/^WB-L-\d{6}$/);
    expect(duplicate).toBe(false);
    expect(await leadCount()).toBe(before + 1);

    const [row] = await app.db.select().from(leads).where(eq(leads.email, "utm.visitor@example.com"));
    expect(row).toMatchObject({ kind: "enquiry", phone: "+919876543210", city: "bengaluru", humanCheck: "altcha", forwardedAt: null });
    expect(row!.utm).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali", utm_term: "meeting room" });
    expect(row!.payload).toMatchObject({
      firstName: "Asha",
      lastName: "Rao",
      Company: "Rao Textiles",
      city: "Bengaluru",
      solutionNeeded: "Meeting Room",
      preferableTimeSlot: "Anytime",
      leadSource: "Marketing",
      subCategory: "Digital Marketing",
      primarySource: "Workbay website",
      formSubmissionPage: "/contact-us",
      device: "desktop",
      referrer: "https://www.google.com/",
      clientID: "GA1.1.123.456",
      allowCall: true,
      allowPromotions: false,
      utm_source: "google",
    });

    // The acknowledgement and the CRM forward were written with the lead.
    const messages = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `lead-ack:${row!.id}`));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.to).toBe("utm.visitor@example.com");
    expect(messages[0]!.text).toContain(reference);
    const [forward] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `lead-forward:${row!.id}`));
    expect(forward).toMatchObject({ channel: "webhook", status: "pending" });
    expect(JSON.parse(forward!.text)).toMatchObject({ reference, email: "utm.visitor@example.com", utm_campaign: "diwali" });
  });

  it("is Organic without a utm cookie, and survives a malformed one", async () => {
    for (const [cookie, email] of [
      [undefined, "organic@example.com"],
      ["utm=%E0%A4%A", "broken@example.com"],
      ["utm={not json", "brokenjson@example.com"],
    ] as const) {
      const response = await send(enquiry({ email }), cookie ? { cookie } : {});
      expect(response.statusCode).toBe(201);
      const [row] = await app.db.select().from(leads).where(eq(leads.email, email));
      expect(row!.utm).toEqual({});
      expect(row!.payload).toMatchObject({ subCategory: "Organic" });
    }
  });

  it("stores an event enquiry about an event space, with the room", async () => {
    const [space] = await app.db.select().from(rooms).where(eq(rooms.productTypeId, 2)).limit(1);
    const response = await send(eventEnquiry({ room_id: space!.id }));
    expect(response.statusCode).toBe(201);
    const [row] = await app.db.select().from(leads).where(eq(leads.email, "vikram@example.com"));
    expect(row).toMatchObject({ kind: "event", roomId: space!.id, city: "mumbai" });
    expect(row!.payload).toMatchObject({
      eventType: "Conference",
      numberOfGuests: 120,
      eventDate: "2026-12-10",
      firstname: "Vikram",
      organization: "Shah Ventures",
      jobTitle: "Head of Events",
      leadCategory: "Corporate",
      room: { id: space!.id, name: space!.name },
    });
  });

  const badEnquiries: [string, Record<string, unknown>, string, string][] = [
    ["empty first name", { first_name: " " }, "first_name", LEAD_MESSAGES.firstName],
    ["digits in the last name", { last_name: "R2D2" }, "last_name", LEAD_MESSAGES.lastName],
    ["a bad e-mail", { email: "asha@" }, "email", LEAD_MESSAGES.email],
    ["an excluded phone", { phone: "9999999999" }, "phone", LEAD_MESSAGES.phone],
    ["a short phone", { phone: "98765" }, "phone", LEAD_MESSAGES.phone],
    ["a US number with +91", { phone: "2025550123" }, "phone", LEAD_MESSAGES.phone],
    ["an unknown city", { city: "goa" }, "city", LEAD_MESSAGES.city],
    ["an unknown solution", { solution_needed: "Castle" }, "solution_needed", LEAD_MESSAGES.solution],
    ["no time slot", { preferable_time_slot: "" }, "preferable_time_slot", LEAD_MESSAGES.timeSlot],
    ["a long message", { message: "x".repeat(1001) }, "message", LEAD_MESSAGES.message],
    ["a number for the first name", { first_name: 42 }, "first_name", LEAD_MESSAGES.firstName],
    ["a missing e-mail", { email: undefined }, "email", LEAD_MESSAGES.email],
    ["a text consent", { consent_call: "yes" }, "consent_call", LEAD_MESSAGES.consent],
    ["an unknown room", { room_id: 999999 }, "room_id", "Please open the enquiry again from the space's page"],
  ];
  it.each(badEnquiries)("refuses an enquiry with %s, naming the field, and stores nothing", async (_label, change, field, message) => {
    const before = await leadCount();
    const response = await send(enquiry(change), { human: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await leadCount()).toBe(before);
  });

  const badEvents: [string, Record<string, unknown>, string, string][] = [
    ["no event type", { event_type: "" }, "event_type", LEAD_MESSAGES.eventType],
    ["zero guests", { number_of_guests: "0" }, "number_of_guests", LEAD_MESSAGES.guests],
    ["too many guests", { number_of_guests: 100000 }, "number_of_guests", LEAD_MESSAGES.guests],
    ["a date in the past", { event_date: "2026-11-22" }, "event_date", LEAD_MESSAGES.eventDate],
    ["a date that is not one", { event_date: "2026-02-30" }, "event_date", LEAD_MESSAGES.eventDate],
    ["no organisation", { organisation: "" }, "organisation", LEAD_MESSAGES.organisation],
    ["no lead category", { lead_category: "Pirates" }, "lead_category", LEAD_MESSAGES.leadCategory],
  ];
  it.each(badEvents)("refuses an event enquiry with %s and stores nothing", async (_label, change, field, message) => {
    const before = await leadCount();
    const response = await send(eventEnquiry(change), { human: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await leadCount()).toBe(before);
  });

  it("refuses a body of no known kind", async () => {
    const response = await send({ kind: "spam", email: "x@example.com" }, { human: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.message).toContain(LEAD_MESSAGES.kind);
  });

  it("stores one lead for the same form sent twice within minutes, and two once the window passed", async () => {
    const body = enquiry({ email: "twice@example.com" });
    const first = await send(body);
    const second = await send(body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ reference: first.json().data.reference, duplicate: true });
    const rows = await app.db.select().from(leads).where(eq(leads.email, "twice@example.com"));
    expect(rows).toHaveLength(1);
    expect(
      await app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, "twice@example.com"))),
    ).toHaveLength(1);

    // Concurrent repeats: the unique hash decides, not a read before the write.
    const concurrent = enquiry({ email: "race@example.com" });
    const answers = await Promise.all([send(concurrent), send(concurrent), send(concurrent)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await app.db.select().from(leads).where(eq(leads.email, "race@example.com"))).toHaveLength(1);

    // A changed field is a new enquiry.
    expect((await send({ ...body, message: "Also a day pass." })).statusCode).toBe(201);
    now = new Date(now.getTime() + 11 * 60_000);
    try {
      expect((await send(body)).statusCode).toBe(201);
    } finally {
      now = TEST_NOW;
    }
    expect(await app.db.select().from(leads).where(eq(leads.email, "twice@example.com"))).toHaveLength(3);
  });

  it("refuses a lead without a passed human check, and stores nothing", async () => {
    const before = await leadCount();
    const missing = await send(enquiry({ email: "bot@example.com" }), { human: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: "human_check", message: LEAD_MESSAGES.humanCheck }]);
    const forged = await send(enquiry({ email: "bot@example.com", human_check: "bm90IGEgc29sdXRpb24=" }), { human: false });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().meta.message).toBe(LEAD_MESSAGES.humanCheck);
    // A solved check is spent once.
    const solved = await solveHumanCheck(app);
    expect((await send(enquiry({ email: "once@example.com", human_check: solved }), { human: false })).statusCode).toBe(201);
    expect((await send(enquiry({ email: "once-again@example.com", human_check: solved }), { human: false })).statusCode).toBe(400);
    // The hidden field people leave empty.
    expect((await send(enquiry({ email: "honeypot@example.com", website: "http://spam.example" }))).statusCode).toBe(400);
    expect(await leadCount()).toBe(before + 1);
  });

  it("takes a form token without JavaScript: not within 3 seconds of the page, and once", async () => {
    const token = (await app.inject("/passy/v1/leads/form_token")).json().data.form_token as string;
    const early = await send(enquiry({ email: "nojs@example.com", form_token: token }), { human: false });
    expect(early.statusCode).toBe(400);
    expect(early.json().meta.message).toBe(LEAD_MESSAGES.humanCheck);
    now = new Date(TEST_NOW.getTime() + 5_000);
    try {
      const sent = await send(enquiry({ email: "nojs@example.com", form_token: token }), { human: false });
      expect(sent.statusCode).toBe(201);
      const [row] = await app.db.select().from(leads).where(eq(leads.email, "nojs@example.com"));
      expect(row!.humanCheck).toBe("form-token");
      const replay = await send(enquiry({ email: "nojs-replay@example.com", form_token: token }), { human: false });
      expect(replay.statusCode).toBe(400);
      now = new Date(TEST_NOW.getTime() + 3 * 60 * 60_000);
      const stale = (await app.inject("/passy/v1/leads/form_token")).json().data.form_token as string;
      now = new Date(now.getTime() + 2 * 60 * 60_000 + 1000);
      expect((await send(enquiry({ email: "nojs-stale@example.com", form_token: stale }), { human: false })).statusCode).toBe(400);
    } finally {
      now = TEST_NOW;
    }
    expect(await app.db.select().from(leads).where(eq(leads.email, "nojs-replay@example.com"))).toHaveLength(0);
  });

  // Twelve leads, each with a solved proof of work: on two busy cores that took over a minute.
  it("limits leads per IP address with a clear message, storing nothing once refused", { timeout: 180_000 }, async () => {
    const address = "10.9.9.9";
    for (let i = 0; i < 10; i++) {
      expect((await send(enquiry({ email: `flood${i}@example.com` }), { remoteAddress: address })).statusCode).toBe(201);
    }
    const before = await leadCount();
    const refused = await send(enquiry({ email: "flood10@example.com" }), { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().meta.message).toBe("You have sent several enquiries in a short time. Please try again in an hour, or call us.");
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(await leadCount()).toBe(before);
    // Another address is not affected.
    expect((await send(enquiry({ email: "neighbour@example.com" }), { remoteAddress: "10.9.9.10" })).statusCode).toBe(201);
  });

  it("limits senders without the human check (no JavaScript) more tightly", async () => {
    const address = "10.9.8.7";
    for (let i = 0; i < 4; i++) {
      const refused = await send(enquiry({ email: `nocheck${i}@example.com` }), { human: false, remoteAddress: address });
      expect(refused.statusCode).toBe(400);
    }
    const limited = await send(enquiry({ email: "nocheck4@example.com" }), { human: false, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    // With the human check the same address may still send.
    expect((await send(enquiry({ email: "checked@example.com" }), { remoteAddress: address })).statusCode).toBe(201);
  });

  describe("the CRM forward", () => {
    let server: Server;
    let url = "";
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    let answers: number[] = [];

    beforeAll(async () => {
      server = createServer((request, response) => {
        let body = "";
        request.setEncoding("utf8");
        request.on("data", (chunk: string) => (body += chunk));
        request.on("end", () => {
          received.push({ headers: request.headers, body });
          response.statusCode = answers.shift() ?? 200;
          response.end("{}");
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm/leads`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it("is retried after a 500 and delivered once, signed in the documented format", async () => {
      // Earlier tests' forwards are not this test's business: deliver them to the mailbox.
      await processOutboxOnce(
        app.db,
        { webhook: mailboxTransport, email: mailboxTransport },
        new Date(TEST_NOW.getTime() + 24 * 60 * 60_000),
      );
      const response = await send(enquiry({ email: "forward@example.com" }));
      const { reference } = response.json().data;
      const [row] = await app.db.select().from(leads).where(eq(leads.email, "forward@example.com"));

      answers = [500];
      let clock = new Date(TEST_NOW.getTime() + 1000);
      const webhook = leadWebhookTransport(url, SECRET, { clock: () => clock });
      expect(await processOutboxOnce(app.db, { webhook }, clock)).toEqual({ sent: 0, failed: 1 });
      const [pending] = await app.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `lead-forward:${row!.id}`));
      expect(pending).toMatchObject({ status: "pending", attempts: 1, lastError: "CRM webhook answered 500" });
      expect((await app.db.select().from(leads).where(eq(leads.id, row!.id)))[0]!.forwardedAt).toBeNull();

      clock = pending!.nextAttemptAt;
      expect(await processOutboxOnce(app.db, { webhook }, clock)).toEqual({ sent: 1, failed: 0 });
      // Nothing more to send, however often the worker runs.
      clock = new Date(clock.getTime() + 60 * 60_000);
      expect(await processOutboxOnce(app.db, { webhook }, clock)).toEqual({ sent: 0, failed: 0 });
      expect(received).toHaveLength(2);
      expect((await app.db.select().from(leads).where(eq(leads.id, row!.id)))[0]!.forwardedAt).toEqual(pending!.nextAttemptAt);

      for (const delivery of received) {
        expect(delivery.headers["content-type"]).toBe("application/json");
        expect(delivery.headers["x-workbay-delivery"]).toBe(`lead-forward:${row!.id}`);
        const timestamp = delivery.headers["x-workbay-timestamp"] as string;
        expect(timestamp).toMatch(/^\d+$/);
        // The receiver's check, as docs/decisions/0019 documents it.
        const expected = `sha256=${createHmac("sha256", SECRET).update(`${timestamp}.${delivery.body}`).digest("hex")}`;
        expect(delivery.headers["x-workbay-signature"]).toBe(expected);
        expect(JSON.parse(delivery.body)).toMatchObject({ reference, kind: "enquiry", email: "forward@example.com", firstName: "Asha" });
      }
      // A tampered body would not verify.
      const last = received[1]!;
      const tampered = `sha256=${createHmac("sha256", SECRET)
        .update(`${last.headers["x-workbay-timestamp"]}.${last.body.replace("Asha", "Eve")}`)
        .digest("hex")}`;
      expect(tampered).not.toBe(last.headers["x-workbay-signature"]);
    });
  });

  it("sends forwards to the mailbox in development and demo when LEADS_WEBHOOK_URL is unset, and keeps them waiting in production", () => {
    const mail = { from: "Workbay <no-reply@workbay.in>" };
    expect(createTransports({ mode: "demo", mail }).webhook?.name).toBe("mailbox");
    expect(createTransports({ mode: "development", mail }).webhook?.name).toBe("mailbox");
    expect(createTransports({ mode: "production", mail }).webhook).toBeUndefined();
    expect(
      createTransports({ mode: "production", mail, leadsWebhook: { url: "https://crm.example/leads", secret: SECRET } }).webhook?.name,
    ).toBe("lead-webhook");
  });
});
