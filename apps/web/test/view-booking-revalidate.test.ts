import { describe, expect, it } from "vitest";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { shouldRevalidate } from "../app/routes/view-booking";

// The booking page after a refused cancel or change (docs/decisions/0048): a 409 means the
// booking is not what the page showed (cancelled in another tab, changed by an operator, its
// notice ran out), so the page reads it again instead of keeping the stale "Cancel booking".
function after(actionStatus: number | undefined, defaultShouldRevalidate: boolean): boolean {
  const url = new URL("http://localhost/view-booking/WBEYPJC864");
  return shouldRevalidate({
    currentUrl: url,
    nextUrl: url,
    currentParams: { bookingId: "WBEYPJC864" },
    nextParams: { bookingId: "WBEYPJC864" },
    formMethod: "POST",
    formAction: url.pathname,
    actionStatus,
    defaultShouldRevalidate,
  } as ShouldRevalidateFunctionArgs);
}

describe("the booking page's revalidation", () => {
  it("reads the booking again after a 409, which React Router would skip", () => {
    expect(after(409, false)).toBe(true);
  });
  it("keeps React Router's choice otherwise", () => {
    expect(after(400, false)).toBe(false);
    expect(after(502, false)).toBe(false);
    expect(after(200, true)).toBe(true);
    expect(after(undefined, true)).toBe(true);
  });
});
