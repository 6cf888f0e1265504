import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { like } from "drizzle-orm";
import { outbox } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { DEMO_OPERATORS } from "@workbay/demo-seed/demo-operators";
import { readMailbox } from "./account-helpers";
import { CONSOLE_API, consoleCalls, signInOperator } from "./console-fixtures";
import { buildTestApp, TEST_NOW } from "./helper";
import { bookingRow, paidMeeting, saveChangeTestPolicy, testPayment, webhookDelivery } from "./checkout-helpers";

// TEST_NOW is Monday 23 November 2026, 10:00 IST; the meetings are on Tuesday 1 December, 10:00-12:00 IST (slots 20-24).
const ROOM_DATE = "2026-12-01";

type Mail = typeof outbox.$inferSelect;

/** The calendar invite attached to an e-mail, its folded lines joined (RFC 5545 3.1). */
function inviteOf(mail: Mail): string {
  const ics = mail.attachments?.find((a) => a.filename.endsWith(".ics"));
  expect(ics, `a calendar invite attached to "${mail.subject}"`).toBeTruthy();
  return Buffer.from(ics!.contentBase64, "base64")
    .toString()
    .replace(/\r\n[ \t]/g, "");
}

/** The guest link written in an e-mail. */
const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+edit-addon\?\S+/)![0]);

describe.each(testDatabaseKinds())("guests told of changes on %s", (kind) => {
  let app: FastifyInstance;
  let now = TEST_NOW;
  const clock = () => now;
  const usedRooms: number[] = [];
  const { send } = consoleCalls(() => app);

  beforeAll(async () => {
    app = await buildTestApp(kind, { clock });
    // Meeting rooms: moves up to 2 hours before, a full refund up to 24 hours before.
    await saveChangeTestPolicy(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A confirmed, paid meeting 10:00-12:00 with these guests, in a room free 10:00-16:00. */
  const reschedule = (code: string, headers: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/passy/v1/booking/${code}/reschedule`, headers, payload: body });
  const mailsLike = (pattern: string) => app.db.select().from(outbox).where(like(outbox.dedupeKey, pattern)).orderBy(outbox.id);
  const guestPage = (mail: Mail) => app.inject({ url: `/passy/v1/get_guest_add_on?token=${linkIn(mail.text).searchParams.get("token")}` });

  /** What a guest must not see: prices, the booker's address, the booking's own page. */
  function expectNothingPrivate(mail: Mail, booker: { user: { email: string | null } }) {
    for (const text of [mail.text, mail.subject, inviteOf(mail)]) {
      expect(text).not.toMatch(/₹|Rs\.|refund|invoice/i);
      expect(text).not.toContain(booker.user.email!);
      expect(text).not.toContain("/view-booking/");
    }
  }

  it("a move sends each guest one e-mail with the new time, their link and the updated invite (same UID, next SEQUENCE); a retry sends nothing more", async () => {
    now = TEST_NOW;
    const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms, {
      guests: ["ana@guest.example", "Ben@Guest.example"],
      minCapacity: 3,
    });
    // The invitation carries the calendar invite the later updates replace.
    const invitations = await mailsLike(`guest-invite:${code}:%`);
    expect(invitations.map((m) => m.to).sort()).toEqual(["ana@guest.example", "ben@guest.example"]);
    for (const mail of invitations) {
      const invite = inviteOf(mail);
      expect(invite).toContain("METHOD:REQUEST");
      expect(invite).toContain(`UID:${code}@workbay.in`);
      expect(invite).toContain("SEQUENCE:0");
      expect(invite).toContain("DTSTART:20261201T043000Z");
      expect(invite).toContain(`mailto:${mail.to}`);
      expectNothingPrivate(mail, booker);
    }

    // Same length, two hours later: the same price, moved at once.
    const moved = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 24, end_time: 28 });
    expect(moved.statusCode, moved.body).toBe(200);
    const notices = await mailsLike(`guest-booking-changed:${code}:%`);
    expect(notices.map((m) => m.to).sort()).toEqual(["ana@guest.example", "ben@guest.example"]);
    for (const mail of notices) {
      expect(mail.subject).toMatch(/^Meeting moved: .+ at .+, now Tuesday, 01 Dec, 2026$/);
      expect(mail.text).toContain("Now: Tuesday, 01 Dec, 2026, 12:00 PM - 02:00 PM (2 hours)");
      expect(mail.text).toContain("Was: Tuesday, 01 Dec, 2026, 10:00 AM - 12:00 PM (2 hours)");
      const invite = inviteOf(mail);
      expect(invite).toContain("METHOD:REQUEST");
      expect(invite).toContain(`UID:${code}@workbay.in`);
      expect(invite).toContain("SEQUENCE:1");
      expect(invite).toContain("DTSTART:20261201T063000Z");
      expect(invite).toContain("DTEND:20261201T083000Z");
      expect(invite).toContain(`mailto:${mail.to}`);
      expectNothingPrivate(mail, booker);
      // Their link is made for the new time and opens their page.
      expect(linkIn(mail.text).searchParams.get("startTime")).toBe("24");
      const page = await guestPage(mail);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data).toMatchObject({ booking_start_time: 24, booking_end_time: 28 });
    }

    // The same move posted again changes nothing and tells no one again; delivering twice sends each notice once.
    expect((await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 24, end_time: 28 })).statusCode).toBe(400);
    expect(await mailsLike(`guest-booking-changed:${code}:%`)).toHaveLength(2);
    await readMailbox(app);
    const mailbox = await readMailbox(app);
    for (const guest of ["ana@guest.example", "ben@guest.example"]) {
      expect(mailbox.filter((m) => m.to === guest && m.subject.startsWith("Meeting moved"))).toHaveLength(1);
      expect(mailbox.find((m) => m.to === guest && m.subject.startsWith("Meeting moved"))?.text).toContain("Now: Tuesday, 01 Dec, 2026");
    }
  });

  it("a paid move tells each guest once however often the payment arrives; a guest added later gets the current time; a cancel sends a CANCEL", async () => {
    now = TEST_NOW;
    const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms, { guests: ["cara@guest.example"], minCapacity: 3 });
    const longer = await reschedule(code, booker.headers, { date: ROOM_DATE, start_time: 20, end_time: 28 });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(await mailsLike(`guest-booking-changed:${code}:%`)).toEqual([]); // not moved until paid
    const orderId = longer.json().data.change.payment.order_id as string;
    const paid = testPayment(app, orderId, `pay_guest_${code}`);
    const payChange = () =>
      app.inject({
        method: "POST",
        url: `/passy/v1/booking/${code}/change-payment`,
        headers: booker.headers,
        payload: { razorpay_order_id: orderId, paymentId: paid.paymentId, razorpay_signature: paid.signature },
      });
    expect((await payChange()).statusCode).toBe(200);
    expect((await payChange()).statusCode).toBe(200);
    const hook = await app.inject(
      webhookDelivery(app, { event: "payment.captured", id: `evt_guest_${code}`, orderId, paymentId: paid.paymentId }),
    );
    expect(hook.statusCode, hook.body).toBe(200);
    const [notice, ...more] = await mailsLike(`guest-booking-changed:${code}:%`);
    expect(more).toEqual([]);
    expect(notice!.to).toBe("cara@guest.example");
    expect(notice!.text).toContain("Now: Tuesday, 01 Dec, 2026, 10:00 AM - 02:00 PM (4 hours)");
    expect(inviteOf(notice!)).toContain("SEQUENCE:1");
    expect(inviteOf(notice!)).toContain("DTEND:20261201T083000Z");
    expectNothingPrivate(notice!, booker);

    // A guest invited after the move is invited to the meeting as it is now.
    const added = await app.inject({
      method: "POST",
      url: `/passy/v1/booking/${code}/guests`,
      headers: booker.headers,
      payload: { guest_emails: ["dev@guest.example"] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [late] = await mailsLike(`guest-invite:${code}:dev@guest.example`);
    expect(late!.text).toContain("Tuesday, 01 Dec, 2026, 10:00 AM - 02:00 PM (4 hours)");
    expect(linkIn(late!.text).searchParams.get("endTime")).toBe("28");
    const lateInvite = inviteOf(late!);
    expect(lateInvite).toContain(`UID:${code}@workbay.in`);
    expect(lateInvite).toContain("SEQUENCE:1");
    expect(lateInvite).toContain("DTEND:20261201T083000Z");

    // Cancelled: every guest gets the calendar cancellation of the same event, once.
    const cancelled = await app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers: booker.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await app.inject({ method: "POST", url: `/passy/v1/booking/${code}/cancel`, headers: booker.headers })).statusCode).toBe(409);
    const cancels = await mailsLike(`guest-cancelled:${code}:%`);
    expect(cancels.map((m) => m.to).sort()).toEqual(["cara@guest.example", "dev@guest.example"]);
    for (const mail of cancels) {
      expect(mail.subject).toContain("Meeting cancelled");
      expect(mail.text).toContain("Tuesday, 01 Dec, 2026, 10:00 AM - 02:00 PM (4 hours)");
      expect(mail.text).toContain("is cancelled");
      const invite = inviteOf(mail);
      expect(invite).toContain("METHOD:CANCEL");
      expect(invite).toContain("STATUS:CANCELLED");
      expect(invite).toContain(`UID:${code}@workbay.in`);
      expect(invite).toContain("SEQUENCE:2");
      expect(invite).toContain(`mailto:${mail.to}`);
      expectNothingPrivate(mail, booker);
    }
    // The booker's own calendar takes the event off too: the same event, the same SEQUENCE.
    const [bookerMail, ...again] = await mailsLike(`booking-cancelled:${code}`);
    expect(again).toEqual([]);
    const bookerInvite = inviteOf(bookerMail!);
    expect(bookerInvite).toContain("METHOD:CANCEL");
    expect(bookerInvite).toContain("STATUS:CANCELLED");
    expect(bookerInvite).toContain(`UID:${code}@workbay.in`);
    expect(bookerInvite).toContain("SEQUENCE:2");
    expect(bookerInvite).toContain(`mailto:${bookerMail!.to}`);
    expect((await bookingRow(app, code))?.status).toBe("cancelled");
  });

  it("an operator's cancellation sends each guest the CANCEL, without the operator's reason", async () => {
    now = TEST_NOW;
    const { booker, code } = await paidMeeting(app, now, ROOM_DATE, usedRooms, { guests: ["eve@guest.example"], minCapacity: 3 });
    const admin = await signInOperator(app, DEMO_OPERATORS.admin.email);
    const reason = "Asha asked by phone; refund to her card";
    const done = await send(admin, "POST", `${CONSOLE_API}/bookings/${code}/cancel`, { refund: "full", reason });
    expect(done.statusCode, done.body).toBe(200);
    const [mail, ...more] = await mailsLike(`guest-cancelled:${code}:%`);
    expect(more).toEqual([]);
    expect(mail!.to).toBe("eve@guest.example");
    expect(mail!.text).not.toContain(reason);
    expect(inviteOf(mail!)).toContain("METHOD:CANCEL");
    expect(inviteOf(mail!)).toContain("SEQUENCE:1");
    expectNothingPrivate(mail!, booker);
  });
});
