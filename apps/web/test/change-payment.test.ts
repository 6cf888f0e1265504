import { describe, expect, it } from "vitest";
import { changeFailedHref, changePaidHref } from "../app/features/bookings/change-payment";

// Razorpay's checkout for a change's difference returns to the booking page: the signed answer in
// the query (the loader posts it to the change-payment call, as after the test gateway), or the failure.
describe("a change's Razorpay return", () => {
  it("carries Razorpay's signed answer to the booking page", () => {
    const href = changePaidHref("WB23456789", {
      razorpay_order_id: "order_Rzp1",
      razorpay_payment_id: "pay_Rzp1",
      razorpay_signature: "ab12",
    });
    const url = new URL(href, "https://workbay.in");
    expect(url.pathname).toBe("/view-booking/WB23456789");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      razorpay_order_id: "order_Rzp1",
      razorpay_payment_id: "pay_Rzp1",
      razorpay_signature: "ab12",
    });
  });

  it("carries a failure (its code, or a generic one) so the page says the booking is unchanged", () => {
    const failed = new URL(
      changeFailedHref("WB23456789", { error: { code: "BAD_REQUEST_ERROR", description: "Card declined" } }),
      "https://x",
    );
    expect(failed.pathname).toBe("/view-booking/WB23456789");
    expect(failed.searchParams.get("error_code")).toBe("BAD_REQUEST_ERROR");
    expect(failed.searchParams.get("error_description")).toBe("Card declined");
    const bare = new URL(changeFailedHref("WB23456789", {}), "https://x");
    expect(bare.searchParams.get("error_code")).toBe("PAYMENT_FAILED");
    expect(
      new URL(changeFailedHref("WB23456789", { error: { description: "x".repeat(1000) } }), "https://x").searchParams.get(
        "error_description",
      ),
    ).toHaveLength(300);
  });
});
