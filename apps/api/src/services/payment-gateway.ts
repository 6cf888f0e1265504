// The payment provider behind a small interface (DECISIONS.md sections 5 and 9): Razorpay
// (orders through the official SDK, Checkout in the page, HMAC-SHA256 signatures) and an
// offline test gateway, the default outside production, which signs exactly like Razorpay so
// the same verification code runs in every mode.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";

export type PaymentOrderRequest = { amountPaise: number; receipt: string; notes: Record<string, string> };

export interface PaymentGateway {
  readonly name: "razorpay" | "test";
  /** The public key the page's checkout needs. */
  readonly keyId: string;
  createOrder(request: PaymentOrderRequest): Promise<{ orderId: string }>;
  /** razorpay_signature = HMAC-SHA256(order_id + "|" + payment_id, key secret). */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret). */
  isWebhookSignatureValid(rawBody: string | Buffer, signature: string): boolean;
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

export function createRazorpayGateway(secrets: Secrets): PaymentGateway {
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
    ...signatureChecks(secrets),
  };
}

/**
 * The offline gateway: order ids are random and need no storage (the booking keeps its order
 * id and amount); its local checkout page (/dev/test-gateway) signs payments with the same
 * HMAC scheme, with secrets derived from the server's secret.
 */
export function createTestGateway(serverSecret: string): PaymentGateway & { secrets: Secrets } {
  const secrets: Secrets = {
    keyId: "rzp_test_workbay_offline",
    keySecret: hmacHex(serverSecret, "test-gateway-key-secret"),
    webhookSecret: hmacHex(serverSecret, "test-gateway-webhook-secret"),
  };
  return {
    name: "test",
    keyId: secrets.keyId,
    secrets,
    async createOrder() {
      return { orderId: `order_test_${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}` };
    },
    ...signatureChecks(secrets),
  };
}
