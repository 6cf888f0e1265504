// The payment provider behind a small interface (DECISIONS.md sections 5 and 9): Razorpay
// (orders through the official SDK, Checkout in the page, HMAC-SHA256 signatures) and an
// offline test gateway, the default outside production, which signs exactly like Razorpay so
// the same verification code runs in every mode.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";

export type PaymentOrderRequest = { amountPaise: number; receipt: string; notes: Record<string, string> };

/** A full or partial refund of a captured payment; the same idempotency key never refunds twice. */
export type RefundRequest = { paymentId: string; amountPaise: number; idempotencyKey: string; notes: Record<string, string> };
/** The gateway's refund: pending until its `refund.processed` webhook (or processed at once). */
export type RefundResult = { refundId: string; status: "pending" | "processed" };

/** The gateway refused or could not be reached; the outbox retries with the same idempotency key. */
export class GatewayRefundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GatewayRefundError";
  }
}

export interface PaymentGateway {
  readonly name: "razorpay" | "test";
  /** The public key the page's checkout needs. */
  readonly keyId: string;
  createOrder(request: PaymentOrderRequest): Promise<{ orderId: string }>;
  /** razorpay_signature = HMAC-SHA256(order_id + "|" + payment_id, key secret). */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret). */
  isWebhookSignatureValid(rawBody: string | Buffer, signature: string): boolean;
  /** Starts a refund (Razorpay: POST /v1/payments/{id}/refund with X-Refund-Idempotency). */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(givenHex.toLowerCase(), "hex"));
}

export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

type Secrets = { keyId: string; keySecret: string; webhookSecret: string };

function signatureChecks(secrets: Secrets) {
  return {
    isPaymentSignatureValid: (orderId: string, paymentId: string, signature: string) =>
      signaturesMatch(paymentSignature(secrets.keySecret, orderId, paymentId), signature),
    isWebhookSignatureValid: (rawBody: string | Buffer, signature: string) =>
      signaturesMatch(hmacHex(secrets.webhookSecret, rawBody), signature),
  };
}

const RAZORPAY_API_URL = "https://api.razorpay.com";

/**
 * Razorpay's refund API over fetch: the official SDK cannot send the X-Refund-Idempotency header,
 * which is what makes a retried call (a lost answer, a timeout) return the first refund instead of
 * making a second one.
 */
async function razorpayRefund(secrets: Secrets, apiUrl: string, request: RefundRequest, fetchImpl: typeof fetch): Promise<RefundResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiUrl}/v1/payments/${encodeURIComponent(request.paymentId)}/refund`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${secrets.keyId}:${secrets.keySecret}`).toString("base64")}`,
        "content-type": "application/json",
        "x-refund-idempotency": request.idempotencyKey,
      },
      body: JSON.stringify({ amount: request.amountPaise, speed: "normal", receipt: request.idempotencyKey, notes: request.notes }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new GatewayRefundError(`Razorpay refund call failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; status?: string; error?: { description?: string } };
  if (!response.ok || typeof body.id !== "string") {
    throw new GatewayRefundError(`Razorpay refund answered ${response.status}: ${body.error?.description ?? "no refund id"}`);
  }
  return { refundId: body.id, status: body.status === "processed" ? "processed" : "pending" };
}

export function createRazorpayGateway(secrets: Secrets, options: { apiUrl?: string; fetch?: typeof fetch } = {}): PaymentGateway {
  const client = new Razorpay({ key_id: secrets.keyId, key_secret: secrets.keySecret });
  return {
    name: "razorpay",
    keyId: secrets.keyId,
    async createOrder(request) {
      const order = await client.orders.create({
        amount: request.amountPaise,
        currency: "INR",
        receipt: request.receipt,
        notes: request.notes,
      });
      return { orderId: order.id };
    },
    refund: (request) => razorpayRefund(secrets, options.apiUrl ?? RAZORPAY_API_URL, request, options.fetch ?? fetch),
    ...signatureChecks(secrets),
  };
}

/**
 * The offline gateway: order ids are random and need no storage (the booking keeps its order
 * id and amount); its local checkout page (/dev/test-gateway) signs payments with the same
 * HMAC scheme, with secrets derived from the server's secret.
 */
export type TestGateway = PaymentGateway & {
  secrets: Secrets;
  /** Delivers a signed webhook like the provider does (set by the payments plugin); events go nowhere until set. */
  deliverWebhook: (event: Record<string, unknown>) => void;
  /** Refunds made, by idempotency key (a retry returns the first). */
  refundsMade: Map<string, { refundId: string; paymentId: string; amountPaise: number }>;
  /** Tests: the next n refund calls fail as if the gateway were down. */
  failNextRefunds: number;
};

export function createTestGateway(serverSecret: string): TestGateway {
  const secrets: Secrets = {
    keyId: "rzp_test_workbay_offline",
    keySecret: hmacHex(serverSecret, "test-gateway-key-secret"),
    webhookSecret: hmacHex(serverSecret, "test-gateway-webhook-secret"),
  };
  const gateway: TestGateway = {
    name: "test",
    keyId: secrets.keyId,
    secrets,
    deliverWebhook: () => undefined,
    refundsMade: new Map(),
    failNextRefunds: 0,
    async createOrder() {
      return { orderId: `order_test_${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}` };
    },
    /**
     * A simulated refund: accepted as pending, then, like Razorpay, a signed `refund.processed`
     * webhook. The same idempotency key returns the first refund (and is not delivered again).
     */
    async refund(request) {
      if (gateway.failNextRefunds > 0) {
        gateway.failNextRefunds -= 1;
        throw new GatewayRefundError("test gateway: refund service unavailable");
      }
      const made = gateway.refundsMade.get(request.idempotencyKey);
      if (made) return { refundId: made.refundId, status: "pending" };
      const refundId = `rfnd_test_${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}`;
      gateway.refundsMade.set(request.idempotencyKey, { refundId, paymentId: request.paymentId, amountPaise: request.amountPaise });
      gateway.deliverWebhook({
        entity: "event",
        event: "refund.processed",
        id: `evt_test_${refundId}`,
        payload: {
          refund: {
            entity: {
              id: refundId,
              entity: "refund",
              amount: request.amountPaise,
              currency: "INR",
              payment_id: request.paymentId,
              notes: request.notes,
              status: "processed",
            },
          },
        },
      });
      return { refundId, status: "pending" };
    },
    ...signatureChecks(secrets),
  };
  return gateway;
}
