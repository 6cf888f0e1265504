import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { claimPaymentEvent, markPaymentEventApplied, releasePaymentEvent } from "@workbay/db/repositories/bookings-repository";
import type { CheckoutContext, PaymentEventLog } from "../services/checkout";
import { createRazorpayGateway, createTestGateway, hmacHex, type PaymentGateway, type TestGateway } from "../services/payment-gateway";

declare module "fastify" {
  interface FastifyInstance {
    /** Everything checkout needs: database, gateway, secrets and the pricing configuration. */
    checkout: CheckoutContext;
    /** The offline gateway's secrets (development and demo only; its page signs with them). */
    testGateway: TestGateway | null;
  }
}

/**
 * The payment gateway of this process: Razorpay when its keys are configured, otherwise the
 * offline test gateway (never in production: the configuration refuses that).
 */
export const payments = fp(async function payments(app: FastifyInstance) {
  const { config } = app;
  const test = config.payments.gateway === "test" ? createTestGateway(app.secretKey) : null;
  const gateway: PaymentGateway =
    config.payments.gateway === "razorpay"
      ? createRazorpayGateway({
          keyId: config.payments.keyId,
          keySecret: config.payments.keySecret,
          webhookSecret: config.payments.webhookSecret,
        })
      : (test as PaymentGateway);
  if (test) {
    // Like Razorpay, the test gateway tells the server by signed webhook (refund.processed).
    test.deliverWebhook = (event) => {
      const body = JSON.stringify(event);
      setImmediate(() => {
        void app
          .inject({
            method: "POST",
            url: "/passy/v1/payment/webhook",
            headers: {
              "content-type": "application/json",
              "x-razorpay-signature": hmacHex(test.secrets.webhookSecret, body),
              "x-razorpay-event-id": String(event.id),
            },
            payload: body,
          })
          .catch((error: unknown) => app.log.error({ err: error }, "test gateway webhook failed"));
      });
    };
  }
  app.decorate("testGateway", test);
  app.decorate("checkout", {
    db: app.db,
    gateway,
    secret: app.secretKey,
    publicUrl: config.publicUrl,
    holdMinutes: config.holdMinutes,
    maxLiveHolds: config.maxLiveHoldsPerAccount,
    gstRateBp: config.gstRateBp,
    supplierName: config.invoiceSupplierName,
  });
});

/**
 * How long a delivery owns an event it claimed: a delivery that dies mid-way leaves the event
 * to the provider's next retry after this.
 */
const EVENT_CLAIM_LEASE_MS = 2 * 60_000;

/** Seen-event bookkeeping of the webhook, on the payment_events table. */
export function paymentEventLog(app: FastifyInstance): PaymentEventLog {
  return {
    claim: (id, kind) => claimPaymentEvent(app.db, id, kind, app.clock(), EVENT_CLAIM_LEASE_MS),
    applied: (id) => markPaymentEventApplied(app.db, id),
    release: (id) => releasePaymentEvent(app.db, id, app.clock()),
  };
}
