import formBody from "@fastify/formbody";
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findChangeByOrderId } from "@workbay/db/repositories/booking-changes-repository";
import { findBookingById, findBookingByOrderId } from "@workbay/db/repositories/bookings-repository";
import { formatRupees } from "@workbay/domain/money";
import { paymentSignature } from "../../services/payment-gateway";
import { escapeHtml } from "../../escape-html";

/** Only same-site paths are followed (no open redirect). */
function safeReturnPath(value: string | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/checkout/payment";
  return value;
}

const GatewayQuery = z.object({
  // Ids are letters, digits, _ and -: anything else (a NUL byte) never reaches the database.
  order_id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, { message: "must be an order id" }),
  b_id: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[\w-]+$/, { message: "must be a booking code" }),
  return_to: z.string().max(300).optional(),
});
const GatewayForm = GatewayQuery.extend({ outcome: z.enum(["pay", "fail"]) });

function page(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment gateway · Workbay</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:460px;margin:3rem auto;padding:0 1rem;color:#1d1d1f}
.card{border:1px solid #ddd;border-radius:12px;padding:1.5rem}h1{font-size:1.25rem;margin:0 0 .5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}.note{color:#555;font-size:.9rem}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{flex:1;font:inherit;font-weight:600;padding:.75rem;border-radius:8px;border:0;cursor:pointer}
.pay{background:#0f766e;color:#fff}.fail{background:#fff;color:#b42318;border:1px solid #b42318}</style>
</head><body><main class="card">${body}</main></body></html>`;
}

/** The order's booking code and amount: a booking's order, or a change's (its difference, decision 0028). */
async function orderOf(db: Parameters<typeof findBookingByOrderId>[0], orderId: string) {
  const booking = await findBookingByOrderId(db, orderId);
  if (booking) return { code: booking.code, amountPaise: booking.totalPaise };
  const change = await findChangeByOrderId(db, orderId);
  const owner = change ? await findBookingById(db, change.bookingId) : undefined;
  return change && owner ? { code: owner.code, amountPaise: change.differenceTotalPaise } : undefined;
}

/**
 * The offline test gateway's checkout page (DECISIONS.md section 9; development and demo
 * only). Pay signs the result exactly as Razorpay does (HMAC-SHA256 of order_id|payment_id)
 * and, like Razorpay, also delivers a signed payment.captured webhook; Fail returns an error.
 */
export const testGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.testGateway;
  if (!gateway) return;
  await app.register(formBody);

  app.get(
    "/dev/test-gateway",
    { schema: { tags: ["dev"], summary: "The test gateway's checkout page (development and demo only)", querystring: GatewayQuery } },
    async (request, reply) => {
      const { order_id, b_id } = request.query;
      const booking = await orderOf(app.db, order_id);
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      if (!booking || booking.code !== b_id) {
        return reply
          .status(404)
          .send(page(`<h1>Unknown payment order</h1><p>This order does not exist.</p><p><a href="/">Back to Workbay</a></p>`));
      }
      const returnTo = safeReturnPath(request.query.return_to);
      const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      return reply.send(
        page(`<h1>Workbay test payment</h1>
<p class="note">No money moves: this page stands in for the card payment provider in development and demo mode.</p>
<p>Booking <b>${escapeHtml(booking.code)}</b></p>
<p class="amount">${escapeHtml(formatRupees(booking.amountPaise))}</p>
<form method="post" action="/dev/test-gateway">
${hidden("order_id", order_id)}${hidden("b_id", b_id)}${hidden("return_to", returnTo)}
<div class="actions"><button class="pay" name="outcome" value="pay">Pay</button><button class="fail" name="outcome" value="fail">Fail</button></div>
</form>`),
      );
    },
  );

  app.post(
    "/dev/test-gateway",
    {
      schema: {
        tags: ["dev"],
        summary: "The test gateway's result: redirects back to the shop with a signed payment or an error",
        body: GatewayForm,
      },
    },
    async (request, reply) => {
      const { order_id, b_id, outcome } = request.body;
      const returnTo = safeReturnPath(request.body.return_to);
      const booking = await orderOf(app.db, order_id);
      if (!booking || booking.code !== b_id)
        return reply.status(404).type("text/html; charset=utf-8").send(page("<h1>Unknown payment order</h1>"));
      const back = new URL(returnTo, "http://local");
      back.searchParams.set("b_id", b_id);
      if (outcome === "fail") {
        back.searchParams.set("error_code", "BAD_REQUEST_ERROR");
        back.searchParams.set("error_description", "Payment failed at the test gateway.");
        return reply.redirect(`${back.pathname}${back.search}`, 303);
      }
      const paymentId = `pay_test_${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}`;
      back.searchParams.set("razorpay_order_id", order_id);
      back.searchParams.set("razorpay_payment_id", paymentId);
      back.searchParams.set("razorpay_signature", paymentSignature(gateway.secrets.keySecret, order_id, paymentId));
      // Like Razorpay, the gateway also tells the server by webhook; confirmation is idempotent.
      gateway.deliverWebhook({
        entity: "event",
        event: "payment.captured",
        id: `evt_test_${paymentId}`,
        payload: { payment: { entity: { id: paymentId, order_id, amount: booking.amountPaise, currency: "INR", status: "captured" } } },
      });
      return reply.redirect(`${back.pathname}${back.search}`, 303);
    },
  );
};
