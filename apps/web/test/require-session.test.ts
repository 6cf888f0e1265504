import { describe, expect, it } from "vitest";
import { returnPath } from "../app/features/session/require-session.server";

describe("the page to return to after login", () => {
  const at = (url: string) => returnPath(new Request(`http://localhost${url}`));

  it("is the page's path and query", () => {
    expect(at("/checkout")).toBe("/checkout");
    expect(at("/view-booking/WB7K3M9Q2X?x=1")).toBe("/view-booking/WB7K3M9Q2X?x=1");
  });

  it("is the page, not its data address, for a client-side navigation", () => {
    expect(at("/checkout.data")).toBe("/checkout");
    expect(at("/account/upcoming-bookings.data?_routes=routes%2Faccount-bookings")).toBe("/account/upcoming-bookings");
    expect(at("/checkout/payment.data?b_id=WB7K3M9Q2X")).toBe("/checkout/payment?b_id=WB7K3M9Q2X");
    expect(at("/_.data")).toBe("/");
    expect(at("/meeting-rooms/_.data")).toBe("/meeting-rooms/");
  });
});
