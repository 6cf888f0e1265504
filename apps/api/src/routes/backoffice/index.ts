import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
import { bookingInvoice } from "../../services/issued-documents";
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
import { backofficeEndpoints } from "@workbay/contracts/endpoints/backoffice";
import { CHANGES_ONLY_AVAILABILITY, registerEndpoint } from "../../register-endpoint";

const privateAnswer = { "cache-control": "private, no-store" };

/**
 * The operator console's API (issue 15, decision 0029). Every call but sign-in runs
 * `requireOperator` (or `requireAdmin`) first; a manager's calls reach only their centres.
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.accountLimits;

  registerEndpoint(
    app,
    backofficeEndpoints.login,
    async (request) => ok(await startOperatorSignIn(app.db, app.secretKey, request.body, app.clock()), OPERATOR_MESSAGES.codeSent),
    { preHandler: [limits.loginPerIp, limits.loginPerIdentifierAndIp], keepsPages: true },
  );

  registerEndpoint(
    app,
    backofficeEndpoints.verify,
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
    { preHandler: [limits.otpVerifyPerIp], keepsPages: true },
  );

  registerEndpoint(
    app,
    backofficeEndpoints.setPassword,
    async (request) => {
      await setOperatorPasswordWithLink(app.db, app.secretKey, request.body.token, request.body.password, app.clock());
      return ok({ done: true as const }, OPERATOR_MESSAGES.passwordSet);
    },
    { preHandler: [limits.resetPerIp], keepsPages: true },
  );

  registerEndpoint(app, backofficeEndpoints.session, async (request, reply) => {
    const auth = request.operatorAuth;
    if (!auth) throw new AppError("unauthorized", OPERATOR_MESSAGES.signInRequired);
    return reply.headers(privateAnswer).send(
      ok({
        operator: operatorProfileOf(operatorOf(request)),
        csrf_token: operatorCsrfToken(app.secretKey, auth.sessionId),
        expires_at: auth.expiresAt.toISOString(),
      }),
    );
  });

  registerEndpoint(
    app,
    backofficeEndpoints.logout,
    async (request, reply) => {
      if (request.operatorAuth) await endOperatorSession(app.db, request.operatorAuth.sessionId, app.clock());
      clearOperatorCookie(reply, app.cookiesSecure);
      return ok({ done: true as const }, OPERATOR_MESSAGES.signedOut);
    },
    { keepsPages: true },
  );

  registerEndpoint(app, backofficeEndpoints.bookings, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await searchOperatorBookings(app.db, operatorOf(request), request.query))),
  );

  registerEndpoint(app, backofficeEndpoints.booking, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await bookingForOperator(app.db, operatorOf(request), request.params.code, app.clock()))),
  );

  registerEndpoint(app, backofficeEndpoints.invoicePdf, async (request, reply) => {
    const { booking } = await operatorBooking(app.db, operatorOf(request), request.params.code);
    if (!booking.invoiceNumber) throw new AppError("not_found", "This booking has no invoice.");
    const pdf = await invoicePdf(await bookingInvoice(app.db, await documentFacts(app.checkout, booking)));
    return reply
      .headers({ ...privateAnswer, "content-disposition": `attachment; filename="invoice-${booking.code}.pdf"` })
      .type("application/pdf")
      .send(pdf);
  });

  registerEndpoint(app, backofficeEndpoints.resendConfirmation, async (request) => {
    await resendConfirmation(app.checkout, operatorOf(request), request.params.code, app.clock());
    return ok({ done: true as const }, BACKOFFICE_MESSAGES.confirmationResent);
  });

  registerEndpoint(app, backofficeEndpoints.refundDone, async (request) => {
    await markRefundDone(app.checkout, operatorOf(request), request.params.code, request.body.gateway_reference, app.clock());
    return ok({ done: true as const }, BACKOFFICE_MESSAGES.refundMarked);
  });

  registerEndpoint(app, backofficeEndpoints.refundRetry, async (request) => {
    await retryFailedRefund(app.checkout, operatorOf(request), request.params.code, app.clock());
    return ok({ done: true as const }, BACKOFFICE_MESSAGES.refundRetried);
  });

  registerEndpoint(
    app,
    backofficeEndpoints.cancel,
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
    // A public page shows of it only the freed slots (register-endpoint.ts keepsPages).
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(app, backofficeEndpoints.policies, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await listPolicies(app.db))),
  );

  registerEndpoint(app, backofficeEndpoints.savePolicy, async (request) =>
    ok(
      await savePolicy(app.db, operatorOf(request), request.params.productTypeId, request.body, app.clock()),
      BACKOFFICE_MESSAGES.policySaved,
    ),
  );

  registerEndpoint(app, backofficeEndpoints.calendar, async (request, reply) =>
    reply
      .headers(privateAnswer)
      .send(ok(await calendarFor(app.db, operatorOf(request), request.query.centre_id, request.query.date, app.clock()))),
  );

  registerEndpoint(app, backofficeEndpoints.today, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await todayFor(app.db, operatorOf(request), app.clock()))),
  );

  registerEndpoint(app, backofficeEndpoints.leads, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await searchOperatorLeads(app.db, operatorOf(request), request.query))),
  );

  registerEndpoint(app, backofficeEndpoints.lead, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await leadForOperator(app.db, operatorOf(request), request.params.id))),
  );

  registerEndpoint(app, backofficeEndpoints.leadStatus, async (request) =>
    ok(
      await changeLeadStatus(app.db, operatorOf(request), request.params.id, request.body, app.clock()),
      LEAD_CONSOLE_MESSAGES.statusSaved,
    ),
  );
};
