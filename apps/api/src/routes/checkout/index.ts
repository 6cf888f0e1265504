import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { RELEASE_HOLD_MESSAGES } from "@workbay/domain/booking-limits";
import { ok } from "../../envelope";
import { paymentEventLog } from "../../plugins/payments";
import {
  createBooking,
  handleWebhook,
  paymentFailed,
  paymentOutcome,
  paymentSucceeded,
  releaseOwnHold,
  retryPayment,
} from "../../services/checkout";
import { applicableCoupons, checkVoucher } from "../../services/vouchers";
import { UTM_COOKIE, parseUtmCookie } from "@workbay/domain/utm";
import { checkoutEndpoints } from "@workbay/contracts/endpoints/checkout";
import { CHANGES_ONLY_AVAILABILITY, registerEndpoint } from "../../register-endpoint";

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Checkout: vouchers, coupons, booking creation and the payment calls (000 spec section 7).
 * What a booking's writes show on a public page is only its taken or freed slots and passes,
 * which reach the kept pages per room and date (CHANGES_ONLY_AVAILABILITY): its payment,
 * voucher use, invoice and mails are on no public page.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;

  registerEndpoint(app, checkoutEndpoints.voucher, async (request) =>
    ok(await checkVoucher(app.db, me(request), request.query, app.clock())),
  );

  registerEndpoint(app, checkoutEndpoints.coupons, async (request) =>
    ok(await applicableCoupons(app.db, me(request), request.query, app.clock())),
  );

  registerEndpoint(
    app,
    checkoutEndpoints.createBooking,
    async (request, reply) => {
      const utm = request.body.utm_params ?? parseUtmCookie(request.cookies[UTM_COOKIE]);
      const order = await createBooking(app.checkout, me(request), { ...request.body, utm_params: utm }, app.clock());
      return reply.status(201).send(ok(order, "Booking created. Complete the payment to confirm it.", 201));
    },
    { preHandler: [app.bookingLimits.perIp, app.bookingLimits.perAccount], ...CHANGES_ONLY_AVAILABILITY },
  );

  registerEndpoint(
    app,
    checkoutEndpoints.releaseHold,
    async (request) =>
      ok(await releaseOwnHold(app.checkout, me(request), request.params.bookingId, app.clock()), RELEASE_HOLD_MESSAGES.released),
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(
    app,
    checkoutEndpoints.retryPayment,
    async (request) => ok(await retryPayment(app.checkout, me(request), request.params.bookingId, app.clock())),
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(app, checkoutEndpoints.paymentOutcome, async (request) =>
    ok(await paymentOutcome(app.checkout, me(request), request.params.bookingId, app.clock())),
  );

  registerEndpoint(
    app,
    checkoutEndpoints.paymentSuccess,
    async (request) => {
      const outcome = await paymentSucceeded(app.checkout, me(request), request.body, app.clock());
      const message =
        outcome.status === "confirmed"
          ? "Booking confirmed."
          : outcome.refund_required
            ? "The slot was taken after the hold lapsed; the payment will be refunded."
            : "Payment recorded.";
      return ok(outcome, message);
    },
    CHANGES_ONLY_AVAILABILITY,
  );

  registerEndpoint(
    app,
    checkoutEndpoints.paymentFail,
    async (request) => ok(await paymentFailed(app.checkout, me(request), request.body, app.clock()), "Payment failed."),
    CHANGES_ONLY_AVAILABILITY,
  );

  // The webhook needs the raw body for its signature, so JSON stays a string in this scope.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser("application/json");
    hooks.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    registerEndpoint(
      hooks,
      checkoutEndpoints.paymentWebhook,
      async (request) => {
        const result = await handleWebhook(
          app.checkout,
          {
            body: typeof request.body === "string" ? request.body : "",
            signature: firstHeader(request.headers["x-razorpay-signature"]),
            eventId: firstHeader(request.headers["x-razorpay-event-id"]),
          },
          app.clock(),
          paymentEventLog(app),
        );
        return ok(result);
      },
      CHANGES_ONLY_AVAILABILITY,
    );
  });
};
