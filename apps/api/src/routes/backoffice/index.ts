import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BackofficeBookingResponse,
  BackofficeLeadResponse,
  LeadParams,
  LeadSearchQuery,
  LeadSearchResponse,
  LeadStatusBody,
  BookingCodeParams,
  BookingSearchQuery,
  BookingSearchResponse,
  CalendarQuery,
  CalendarResponse,
  DoneData,
  MarkRefundDoneBody,
  OperatorCancelBody,
  OperatorCodeBody,
  OperatorLoginBody,
  OperatorLoginResponse,
  OperatorSessionResponse,
  OperatorSetPasswordBody,
  PolicyBody,
  PolicyListResponse,
  PolicyParams,
  PolicyResponse,
  TodayResponse,
} from "@workbay/contracts/backoffice";
import { CancellationResultResponse } from "@workbay/contracts/cancellation";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { AppError } from "@workbay/domain/app-error";
import { OPERATOR_MESSAGES } from "@workbay/domain/operator-access";
import { ok } from "../../envelope";
import { operatorOf } from "../../plugins/operator-auth";
import {
  BACKOFFICE_MESSAGES,
  LEAD_CONSOLE_MESSAGES,
  bookingForOperator,
  changeLeadStatus,
  leadForOperator,
  searchOperatorLeads,
  calendarFor,
  listPolicies,
  markRefundDone,
  operatorBooking,
  retryFailedRefund,
  resendConfirmation,
  savePolicy,
  searchOperatorBookings,
  todayFor,
} from "../../services/backoffice";
import { invoicePdf } from "../../services/booking-documents";
import { CANCELLATION_MESSAGES, cancelBookingAsOperator } from "../../services/cancellations";
import { documentFacts } from "../../services/checkout";
import {
  clearOperatorCookie,
  endOperatorSession,
  finishOperatorSignIn,
  operatorCsrfToken,
  operatorProfileOf,
  setOperatorCookie,
  setOperatorPasswordWithLink,
  startOperatorSignIn,
} from "../../services/operator-sessions";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };
const PREFIX = "/backoffice-service/api/v1";
const privateAnswer = { "cache-control": "private, no-store" };

/**
 * The operator console's API (issue 15, decision 0029). Every call but sign-in runs
 * `requireOperator` (or `requireAdmin`) first; a manager's calls reach only their centres.
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.accountLimits;
  const operator = { preHandler: [app.requireOperator] };
  const admin = { preHandler: [app.requireAdmin] };
  const tags = ["backoffice"];

  app.post(
    `${PREFIX}/auth/login`,
    {
      schema: {
        tags,
        summary: "Operator sign-in, step 1: e-mail and password; a right pair e-mails a 6-digit code",
        body: OperatorLoginBody,
        response: { 200: OperatorLoginResponse, ...errors },
      },
      preHandler: [limits.loginPerIp, limits.loginPerIdentifierAndIp],
    },
    async (request) => ok(await startOperatorSignIn(app.db, app.secretKey, request.body, app.clock()), OPERATOR_MESSAGES.codeSent),
  );

  app.post(
    `${PREFIX}/auth/verify`,
    {
      schema: {
        tags,
        summary: "Operator sign-in, step 2: the e-mailed code; starts a 12-hour operator session (cookie opToken)",
        body: OperatorCodeBody,
        response: { 200: OperatorSessionResponse, ...errors },
      },
      preHandler: [limits.otpVerifyPerIp],
    },
    async (request, reply) => {
      const session = await finishOperatorSignIn(app.db, app.secretKey, request.body, app.clock());
      setOperatorCookie(reply, session, app.cookiesSecure);
      return ok(
        {
          operator: operatorProfileOf(session.operator),
          csrf_token: operatorCsrfToken(app.secretKey, session.sessionId),
          expires_at: session.expiresAt.toISOString(),
        },
        OPERATOR_MESSAGES.signedIn,
      );
    },
  );

  app.post(
    `${PREFIX}/auth/set-password`,
    {
      schema: {
        tags,
        summary: "Set an operator's password with the link of `npm run operator:create` (72 hours, once)",
        body: OperatorSetPasswordBody,
        response: { 200: DoneData, ...errors },
      },
      preHandler: [limits.resetPerIp],
    },
    async (request) => {
      await setOperatorPasswordWithLink(app.db, app.secretKey, request.body.token, request.body.password, app.clock());
      return ok({ done: true as const }, OPERATOR_MESSAGES.passwordSet);
    },
  );

  app.get(
    `${PREFIX}/session`,
    {
      schema: {
        tags,
        summary: "The signed-in operator and the CSRF token for changes",
        response: { 200: OperatorSessionResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) => {
      const auth = request.operatorAuth;
      if (!auth) throw new AppError("unauthorized", OPERATOR_MESSAGES.signInRequired);
      return reply.headers(privateAnswer).send(
        ok({
          operator: operatorProfileOf(operatorOf(request)),
          csrf_token: operatorCsrfToken(app.secretKey, auth.sessionId),
          expires_at: auth.expiresAt.toISOString(),
        }),
      );
    },
  );

  app.post(
    `${PREFIX}/auth/logout`,
    { schema: { tags, summary: "Sign out of the console", response: { 200: DoneData, ...errors } }, ...operator },
    async (request, reply) => {
      if (request.operatorAuth) await endOperatorSession(app.db, request.operatorAuth.sessionId, app.clock());
      clearOperatorCookie(reply, app.cookiesSecure);
      return ok({ done: true as const }, OPERATOR_MESSAGES.signedOut);
    },
  );

  app.get(
    `${PREFIX}/bookings`,
    {
      schema: {
        tags,
        summary: "Search bookings by code, customer e-mail or phone, centre, date range and status (25 a page)",
        querystring: BookingSearchQuery,
        response: { 200: BookingSearchResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply.headers(privateAnswer).send(ok(await searchOperatorBookings(app.db, operatorOf(request), request.query))),
  );

  app.get(
    `${PREFIX}/bookings/:code`,
    {
      schema: {
        tags,
        summary: "A booking with its payments, add-ons, guests, refunds, invoice and history",
        params: BookingCodeParams,
        response: { 200: BackofficeBookingResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply.headers(privateAnswer).send(ok(await bookingForOperator(app.db, operatorOf(request), request.params.code, app.clock()))),
  );

  app.get(
    `${PREFIX}/bookings/:code/invoice.pdf`,
    { schema: { tags, summary: "The booking's GST tax invoice", params: BookingCodeParams }, ...operator },
    async (request, reply) => {
      const { booking } = await operatorBooking(app.db, operatorOf(request), request.params.code);
      if (!booking.invoiceNumber) throw new AppError("not_found", "This booking has no invoice.");
      const pdf = await invoicePdf(await documentFacts(app.checkout, booking));
      return reply
        .headers({ ...privateAnswer, "content-disposition": `attachment; filename="invoice-${booking.code}.pdf"` })
        .type("application/pdf")
        .send(pdf);
    },
  );

  app.post(
    `${PREFIX}/bookings/:code/resend-confirmation`,
    {
      schema: {
        tags,
        summary: "Send the confirmation e-mail again (audited)",
        params: BookingCodeParams,
        response: { 200: DoneData, ...errors },
      },
      ...operator,
    },
    async (request) => {
      await resendConfirmation(app.checkout, operatorOf(request), request.params.code, app.clock());
      return ok({ done: true as const }, BACKOFFICE_MESSAGES.confirmationResent);
    },
  );

  app.post(
    `${PREFIX}/bookings/:code/refund-done`,
    {
      schema: {
        tags,
        summary: "Record a required refund (late payment) as made at the gateway, with its reference (audited)",
        params: BookingCodeParams,
        body: MarkRefundDoneBody,
        response: { 200: DoneData, ...errors },
      },
      ...operator,
    },
    async (request) => {
      await markRefundDone(app.checkout, operatorOf(request), request.params.code, request.body.gateway_reference, app.clock());
      return ok({ done: true as const }, BACKOFFICE_MESSAGES.refundMarked);
    },
  );

  app.post(
    `${PREFIX}/bookings/:code/refund-retry`,
    {
      schema: {
        tags,
        summary: "Queue a failed refund again through the outbox, same idempotency key (admins and the centre's manager; audited)",
        params: BookingCodeParams,
        response: { 200: DoneData, ...errors },
      },
      ...operator,
    },
    async (request) => {
      await retryFailedRefund(app.checkout, operatorOf(request), request.params.code, app.clock());
      return ok({ done: true as const }, BACKOFFICE_MESSAGES.refundRetried);
    },
  );

  app.post(
    `${PREFIX}/bookings/:code/cancel`,
    {
      schema: {
        tags,
        summary: "Cancel a confirmed booking with the policy's refund, a full refund or a custom amount, and a reason (audited)",
        params: BookingCodeParams,
        body: OperatorCancelBody,
        response: { 200: CancellationResultResponse, ...errors },
      },
      ...operator,
    },
    async (request) => {
      const me = operatorOf(request);
      const { booking } = await operatorBooking(app.db, me, request.params.code);
      const result = await cancelBookingAsOperator(
        app.checkout,
        me,
        booking,
        { refund: request.body.refund, amountPaise: request.body.amount_paise, reason: request.body.reason },
        app.clock(),
      );
      return ok(result, CANCELLATION_MESSAGES.cancelled);
    },
  );

  app.get(
    `${PREFIX}/cancellation-policies`,
    {
      schema: { tags, summary: "Every product type's cancellation policy", response: { 200: PolicyListResponse, ...errors } },
      ...operator,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await listPolicies(app.db))),
  );

  app.put(
    `${PREFIX}/cancellation-policies/:productTypeId`,
    {
      schema: {
        tags,
        summary: "Change a product type's cancellation policy (admins; audited)",
        params: PolicyParams,
        body: PolicyBody,
        response: { 200: PolicyResponse, ...errors },
      },
      ...admin,
    },
    async (request) =>
      ok(
        await savePolicy(app.db, operatorOf(request), request.params.productTypeId, request.body, app.clock()),
        BACKOFFICE_MESSAGES.policySaved,
      ),
  );

  app.get(
    `${PREFIX}/calendar`,
    {
      schema: {
        tags,
        summary: "A centre's day: its timed rooms and the half-hours confirmed bookings and live holds take",
        querystring: CalendarQuery,
        response: { 200: CalendarResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) =>
      reply
        .headers(privateAnswer)
        .send(ok(await calendarFor(app.db, operatorOf(request), request.query.centre_id, request.query.date, app.clock()))),
  );

  app.get(
    `${PREFIX}/today`,
    {
      schema: {
        tags,
        summary: "Today and tomorrow at each of the operator's centres, with the day's figures",
        response: { 200: TodayResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await todayFor(app.db, operatorOf(request), app.clock()))),
  );

  app.get(
    `${PREFIX}/leads`,
    {
      schema: {
        tags,
        summary: "Enquiries and event leads, newest first, by status, kind, city and centre (25 a page; a manager's centres only)",
        querystring: LeadSearchQuery,
        response: { 200: LeadSearchResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await searchOperatorLeads(app.db, operatorOf(request), request.query))),
  );

  app.get(
    `${PREFIX}/leads/:id`,
    {
      schema: {
        tags,
        summary: "A lead with everything the visitor sent, its status and its history",
        params: LeadParams,
        response: { 200: BackofficeLeadResponse, ...errors },
      },
      ...operator,
    },
    async (request, reply) => reply.headers(privateAnswer).send(ok(await leadForOperator(app.db, operatorOf(request), request.params.id))),
  );

  app.post(
    `${PREFIX}/leads/:id/status`,
    {
      schema: {
        tags,
        summary: "Move a lead along new, contacted, won or lost, with a note (audited)",
        params: LeadParams,
        body: LeadStatusBody,
        response: { 200: BackofficeLeadResponse, ...errors },
      },
      ...operator,
    },
    async (request) =>
      ok(
        await changeLeadStatus(app.db, operatorOf(request), request.params.id, request.body, app.clock()),
        LEAD_CONSOLE_MESSAGES.statusSaved,
      ),
  );
};
