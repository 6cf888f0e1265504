import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BookingCreateBody,
  BookingCreatedResponse,
  BookingIdParams,
  CouponsQuery,
  CouponsResponse,
  PaymentFailBody,
  PaymentOutcomeResponse,
  PaymentSuccessBody,
  VoucherQuery,
  VoucherResponse,
} from "@workbay/contracts/checkout";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
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

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  410: ErrorEnvelope,
  422: ErrorEnvelope,
  429: ErrorEnvelope,
};

/** Checkout: vouchers, coupons, booking creation and the payment calls (000 spec section 7). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: [app.requireUser] };
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;

  app.get(
    "/passy/v1/voucher",
    {
      schema: {
        tags: ["checkout"],
        summary: "Check a promo code for a booking and compute its discount",
        querystring: VoucherQuery,
        response: { 200: VoucherResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok(await checkVoucher(app.db, me(request), request.query, app.clock())),
  );

  app.get(
    "/operations-service/users/get-coupons",
    {
      schema: {
        tags: ["checkout"],
        summary: "Listed coupons that apply to a booking, with their discounts",
        querystring: CouponsQuery,
        response: { 200: CouponsResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok(await applicableCoupons(app.db, me(request), request.query, app.clock())),
  );

  app.post(
    "/passy/v1/booking",
    {
      schema: {
        tags: ["checkout"],
        summary: "Create a booking as pending_payment, holding its slots or passes, and its payment order",
        description:
          "409 when the slot or passes were just taken, when total_amount differs from the server's total, or when the account already has MAX_LIVE_HOLDS_PER_ACCOUNT unpaid bookings holding inventory ('Finish or cancel your pending booking first', with `pending_bookings`). 429 with Retry-After past the per-account and per-IP creation limits.",
        body: BookingCreateBody,
        response: { 201: BookingCreatedResponse, ...errors },
      },
      preHandler: [app.requireUser, app.bookingLimits.perIp, app.bookingLimits.perAccount],
    },
    async (request, reply) => {
      const utm = request.body.utm_params ?? parseUtmCookie(request.cookies[UTM_COOKIE]);
      const order = await createBooking(app.checkout, me(request), { ...request.body, utm_params: utm }, app.clock());
      return reply.status(201).send(ok(order, "Booking created. Complete the payment to confirm it.", 201));
    },
  );

  app.delete(
    "/passy/v1/booking/:bookingId",
    {
      schema: {
        tags: ["checkout"],
        summary: "Release one's own unpaid booking: pending_payment becomes cancelled and its slots or passes are free at once",
        description: "404 for a booking of anyone else; 409 when the booking is not waiting for payment (nothing changes).",
        params: BookingIdParams,
        response: { 200: PaymentOutcomeResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) =>
      ok(await releaseOwnHold(app.checkout, me(request), request.params.bookingId, app.clock()), RELEASE_HOLD_MESSAGES.released),
  );

  app.post(
    "/passy/v1/booking/:bookingId/retry",
    {
      schema: {
        tags: ["checkout"],
        summary: "Pay again for a pending booking while its hold lasts",
        params: BookingIdParams,
        response: { 200: BookingCreatedResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok(await retryPayment(app.checkout, me(request), request.params.bookingId, app.clock())),
  );

  app.get(
    "/passy/v1/booking/:bookingId/payment",
    {
      schema: {
        tags: ["checkout"],
        summary: "The payment state of one's booking",
        params: BookingIdParams,
        response: { 200: PaymentOutcomeResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok(await paymentOutcome(app.checkout, me(request), request.params.bookingId, app.clock())),
  );

  app.post(
    "/passy/v2/payment/success",
    {
      schema: {
        tags: ["checkout"],
        summary: "The checkout's success callback: verifies the payment signature and confirms the booking (idempotent)",
        body: PaymentSuccessBody,
        response: { 200: PaymentOutcomeResponse, ...errors },
      },
      ...signedIn,
    },
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
  );

  app.post(
    "/passy/v1/payment/fail",
    {
      schema: {
        tags: ["checkout"],
        summary: "The checkout's failure callback: records it; the hold stays for a retry; 409 for a paid or cancelled booking",
        body: PaymentFailBody,
        response: { 200: PaymentOutcomeResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok(await paymentFailed(app.checkout, me(request), request.body, app.clock()), "Payment failed."),
  );

  // The webhook needs the raw body for its signature, so JSON stays a string in this scope.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser("application/json");
    hooks.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post(
      "/passy/v1/payment/webhook",
      {
        schema: {
          tags: ["checkout"],
          summary: "Razorpay webhook: checked with X-Razorpay-Signature over the raw body; repeated event ids are skipped",
          headers: z.object({
            "x-razorpay-signature": z.string().max(200).optional(),
            "x-razorpay-event-id": z.string().max(200).optional(),
          }),
          response: {
            200: z.object({
              meta: z.object({ status_code: z.number(), message: z.string() }),
              data: z.object({ applied: z.boolean(), reason: z.string() }),
            }),
            400: ErrorEnvelope,
          },
        },
      },
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
    );
  });
};
