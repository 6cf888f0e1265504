import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { AppError } from "@workbay/domain/app-error";
import { ok } from "../../envelope";
import { creditNotedRefundOf, invoicedChangeOf } from "../../services/booking-change-views";
import { bookingCalendar, creditNotePdf, invoicePdf } from "../../services/booking-documents";
import { noteOf } from "../../services/cancellation-messages";
import { inviteBookingGuests } from "../../services/booking-guests";
import { listBookings, saveBookingNote, viewBooking } from "../../services/booking-lists";
import { documentFacts, ownBooking } from "../../services/checkout";
import { bookingInvoice, changeInvoice, creditNote } from "../../services/issued-documents";
import { bookingListEndpoints } from "@workbay/contracts/endpoints/bookings";
import { registerEndpoint } from "../../register-endpoint";

/** The signed-in user's booking lists, one booking's view and note, and its documents. */
export const bookingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;
  const privateAnswer = { "cache-control": "private, no-store" };

  registerEndpoint(app, bookingListEndpoints.upcoming, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await listBookings(app.db, me(request), "upcoming", app.clock()))),
  );

  registerEndpoint(app, bookingListEndpoints.history, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await listBookings(app.db, me(request), "history", app.clock()))),
  );

  registerEndpoint(app, bookingListEndpoints.view, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await viewBooking(app.db, me(request), request.query.parent_booking_id, app.clock()))),
  );

  registerEndpoint(app, bookingListEndpoints.saveNote, async (request) =>
    ok(await saveBookingNote(app.db, me(request), request.params.bookingId, request.body.notes, app.clock()), "Note saved."),
  );

  registerEndpoint(app, bookingListEndpoints.inviteGuests, async (request) => {
    const result = await inviteBookingGuests(app.checkout, me(request), request.params.bookingId, request.body.guest_emails, app.clock());
    const n = result.invited.length;
    return ok(result, n === 0 ? "These guests were already invited." : `Invitation sent to ${n} guest${n === 1 ? "" : "s"}.`);
  });

  registerEndpoint(app, bookingListEndpoints.calendarFile, async (request, reply) => {
    const booking = await ownBooking(app.db, me(request), request.params.bookingId);
    if (booking.status !== "confirmed") throw new AppError("not_found", "Booking not found");
    const ics = bookingCalendar(await documentFacts(app.checkout, booking));
    return reply
      .headers({ ...privateAnswer, "content-disposition": `attachment; filename="${booking.code}.ics"` })
      .type("text/calendar; charset=utf-8")
      .send(ics);
  });

  registerEndpoint(app, bookingListEndpoints.invoicePdf, async (request, reply) => {
    const booking = await ownBooking(app.db, me(request), request.params.bookingId);
    // Every invoice issued (a cancelled booking's too: its credit notes refer to it); none before confirmation.
    if (!booking.invoiceNumber) throw new AppError("not_found", "Booking not found");
    const pdf = await invoicePdf(await bookingInvoice(app.db, await documentFacts(app.checkout, booking)));
    return reply
      .headers({ ...privateAnswer, "content-disposition": `attachment; filename="invoice-${booking.code}.pdf"` })
      .type("application/pdf")
      .send(pdf);
  });
  // A change's tax invoice and a refund's credit note: drawn like the invoice, for the booking's owner only (another's is a 404).
  registerEndpoint(app, bookingListEndpoints.changeInvoicePdf, async (request, reply) => {
    const booking = await ownBooking(app.db, me(request), request.params.bookingId);
    const change = await invoicedChangeOf(app.db, booking.id, request.params.changeId);
    if (!change) throw new AppError("not_found", "This change has no tax invoice.");
    const pdf = await invoicePdf(await changeInvoice(app.db, await documentFacts(app.checkout, booking), change));
    return reply
      .headers({ ...privateAnswer, "content-disposition": `attachment; filename="invoice-${booking.code}-change-${change.id}.pdf"` })
      .type("application/pdf")
      .send(pdf);
  });

  registerEndpoint(app, bookingListEndpoints.creditNotePdf, async (request, reply) => {
    const booking = await ownBooking(app.db, me(request), request.params.bookingId);
    const refund = await creditNotedRefundOf(app.db, booking.id, request.params.refundId);
    const note = refund ? noteOf(refund) : null;
    if (!note) throw new AppError("not_found", "This refund has no credit note.");
    const pdf = await creditNotePdf(await creditNote(app.db, await documentFacts(app.checkout, booking), note));
    return reply
      .headers({
        ...privateAnswer,
        "content-disposition": `attachment; filename="credit-note-${booking.code}-${note.creditNoteNumber.replace(/\W+/g, "-")}.pdf"`,
      })
      .type("application/pdf")
      .send(pdf);
  });
};
