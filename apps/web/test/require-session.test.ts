import { describe, expect, it } from "vitest";
import { returnPath, stillSignedIn } from "../app/shared/session/require-session.server";

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

describe("a call made for the signed-in user", () => {
  const request = new Request("http://localhost/account/upcoming-bookings.data?_routes=routes%2Faccount-bookings");

  it("passes its answer on while the session lives", () => {
    const answer = { status: 200, body: { data: [] } };
    expect(stillSignedIn(request, answer)).toBe(answer);
    expect(stillSignedIn(request, { status: 404 }).status).toBe(404);
  });

  it("sends the visitor to log in when the session ended meanwhile (a 401), not to an error page", () => {
    // Found by the reliability harness: a sign-out racing a page load made the list a 502.
    let thrown: unknown;
    try {
      stillSignedIn(request, { status: 401 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirect=%2Faccount%2Fupcoming-bookings");
  });
});
