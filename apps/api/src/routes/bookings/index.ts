import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BookingGuestsBody,
  BookingGuestsResponse,
  BookingIdParams,
  BookingListResponse,
  BookingNoteBody,
  BookingNoteResponse,
  BookingViewQuery,
  BookingViewResponse,
} from "@workbay/contracts/checkout";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { AppError } from "@workbay/domain/app-error";
import { ok } from "../../envelope";
import { bookingCalendar, invoicePdf } from "../../services/booking-documents";
import { inviteBookingGuests } from "../../services/booking-guests";
import { listBookings, saveBookingNote, viewBooking } from "../../services/booking-lists";
import { documentFacts, ownBooking } from "../../services/checkout";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

/** The signed-in user's booking lists, one booking's view and note, and its documents. */
export const bookingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: [app.requireUser] };
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;
  const privateAnswer = { "cache-control": "private, no-store" };

  app.get(
    "/passy/v1/booking/upcoming",
    {
      schema: {
        tags: ["bookings"],
        summary: "Upcoming confirmed bookings, grouped by month",
        response: { 200: BookingListResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await listBookings(app.db, me(request), "upcoming", app.clock()))),
  );

  app.get(
    "/passy/v1/booking/history",
    {
      schema: {
        tags: ["bookings"],
        summary: "Past, cancelled, expired and failed bookings, newest first, grouped by month",
        response: { 200: BookingListResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await listBookings(app.db, me(request), "history", app.clock()))),
  );

  app.get(
    "/passy/v1/booking/view",
    {
      schema: {
        tags: ["bookings"],
        summary: "One booking of the signed-in user (404 for anyone else's)",
        querystring: BookingViewQuery,
        response: { 200: BookingViewResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply.headers(privateAnswer).send(ok(await viewBooking(app.db, me(request), request.query.parent_booking_id, app.clock()))),
  );

  app.patch(
    "/passy/v1/booking/:bookingId",
    {
      schema: {
        tags: ["bookings"],
        summary: "Update the booking's note ('Add a Note')",
        params: BookingIdParams,
        body: BookingNoteBody,
        response: { 200: BookingNoteResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) =>
      ok(await saveBookingNote(app.db, me(request), request.params.bookingId, request.body.notes, app.clock()), "Note saved."),
  );

  app.post(
    "/passy/v1/booking/:bookingId/guests",
    {
      schema: {
        tags: ["bookings"],
        summary: "Invite more guests to a confirmed meeting-room booking (each new guest gets the dietary-preference e-mail)",
        params: BookingIdParams,
        body: BookingGuestsBody,
        response: { 200: BookingGuestsResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => {
      const result = await inviteBookingGuests(app.checkout, me(request), request.params.bookingId, request.body.guest_emails, app.clock());
      const n = result.invited.length;
      return ok(result, n === 0 ? "These guests were already invited." : `Invitation sent to ${n} guest${n === 1 ? "" : "s"}.`);
    },
  );

  app.get(
    "/passy/v1/booking/:bookingId/calendar.ics",
    { schema: { tags: ["bookings"], summary: "The booking's calendar invite", params: BookingIdParams }, ...signedIn },
    async (request, reply) => {
      const booking = await ownBooking(app.db, me(request), request.params.bookingId);
      if (booking.status !== "confirmed") throw new AppError("not_found", "Booking not found");
      const ics = bookingCalendar(await documentFacts(app.checkout, booking));
      return reply
        .headers({ ...privateAnswer, "content-disposition": `attachment; filename="${booking.code}.ics"` })
        .type("text/calendar; charset=utf-8")
        .send(ics);
    },
  );

  app.get(
    "/passy/v1/booking/:bookingId/invoice.pdf",
    { schema: { tags: ["bookings"], summary: "The booking's GST tax invoice (confirmed bookings)", params: BookingIdParams }, ...signedIn },
    async (request, reply) => {
      const booking = await ownBooking(app.db, me(request), request.params.bookingId);
      if (booking.status !== "confirmed") throw new AppError("not_found", "Booking not found");
      const pdf = await invoicePdf(await documentFacts(app.checkout, booking));
      return reply
        .headers({ ...privateAnswer, "content-disposition": `attachment; filename="invoice-${booking.code}.pdf"` })
        .type("application/pdf")
        .send(pdf);
    },
  );
};
