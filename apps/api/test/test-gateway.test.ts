import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, TEST_NOW } from "./helper";
import { bookingRow, createBooking, freeMeetingRoom, priceOf, signedInUser } from "./checkout-helpers";
import { paymentSignature } from "../src/services/payment-gateway";

const DATE = "2026-11-27"; // Friday

describe("the offline test gateway (development and demo only)", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp("pglite");
  });
  afterAll(async () => {
    await app?.close();
  });

  async function order() {
    const booker = await signedInUser(app, TEST_NOW);
    const room = await freeMeetingRoom(app, DATE);
    const body = { date: DATE, room_id: room.id, start_time: 20, end_time: 22 };
    const created = await createBooking(app, booker.headers, { ...body, total_amount: await priceOf(app, booker.headers, body) });
    expect(created.statusCode).toBe(201);
    return { booker, order: created.json().data };
  }

  it("shows the amount with Pay and Fail, and Pay returns a Razorpay-style signature and confirms by webhook", async () => {
    const { order: placed } = await order();
    const page = await app.inject({ url: `${placed.checkout_url}&return_to=/checkout/payment` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(placed.b_id);
    expect(page.body).toMatch(/>Pay<\/button>/);
    expect(page.body).toMatch(/>Fail<\/button>/);

    const paid = await app.inject({
      method: "POST",
      url: "/dev/test-gateway",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        order_id: placed.order_id,
        b_id: placed.b_id,
        return_to: "/checkout/payment",
        outcome: "pay",
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string, "http://x");
    expect(back.pathname).toBe("/checkout/payment");
    const paymentId = back.searchParams.get("razorpay_payment_id")!;
    expect(back.searchParams.get("razorpay_order_id")).toBe(placed.order_id);
    expect(back.searchParams.get("razorpay_signature")).toBe(
      paymentSignature(app.testGateway!.secrets.keySecret, placed.order_id, paymentId),
    );
    // The gateway's webhook follows on its own.
    await expect.poll(async () => (await bookingRow(app, placed.b_id))?.status, { timeout: 5000 }).toBe("confirmed");
  });

  it("Fail returns an error to the shop; other addresses are not followed; unknown orders are 404", async () => {
    const { order: placed } = await order();
    const failed = await app.inject({
      method: "POST",
      url: "/dev/test-gateway",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        order_id: placed.order_id,
        b_id: placed.b_id,
        return_to: "https://evil.example/steal",
        outcome: "fail",
      }).toString(),
    });
    expect(failed.statusCode).toBe(303);
    const back = new URL(failed.headers.location as string, "http://x");
    expect(back.origin).toBe("http://x");
    expect(back.pathname).toBe("/checkout/payment");
    expect(back.searchParams.get("error_code")).toBe("BAD_REQUEST_ERROR");
    expect((await bookingRow(app, placed.b_id))?.status).toBe("pending_payment");
    expect((await app.inject({ url: "/dev/test-gateway?order_id=order_nope&b_id=WB22222222" })).statusCode).toBe(404);
  });

  it("does not exist in production mode", async () => {
    const production = await buildTestApp("pglite", {
      seed: false,
      config: { mode: "production", payments: { gateway: "razorpay", keyId: "rzp_test_x", keySecret: "secret", webhookSecret: "hook" } },
    });
    try {
      expect((await production.inject({ url: "/dev/test-gateway?order_id=x&b_id=y" })).statusCode).toBe(404);
      expect(production.testGateway).toBeNull();
    } finally {
      await production.close();
    }
  });
});
