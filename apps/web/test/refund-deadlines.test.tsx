import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { CancellationQuote } from "@workbay/contracts/cancellation";
import type { ChangeQuote } from "@workbay/contracts/booking-change";
import { refundOfferText } from "../app/features/bookings/refund-offer";
import { CancelBooking } from "../app/features/bookings/cancel-booking";
import { TransferBooking } from "../app/features/bookings/transfer-booking";
import { RescheduleBooking } from "../app/features/bookings/reschedule-booking";

const quote: CancellationQuote = {
  bookingId: "WB2K7Q9XRT",
  action: "cancel",
  reason: "Cancelling at least 48 hours before the start refunds the booking in full (₹23,600).",
  policy: "You can cancel with a full refund up to 48 hours before the start; 50% refunded up to 24 hours before the start.",
  refund: { percent: 100, amount: 23_600, taxable_amount: 20_000, cgst: 1_800, sgst: 1_800, igst: 0 },
  refund_expected: "within 5-7 working days",
  starts_at: "2026-12-03T06:00:00.000Z",
  refund_deadline: "2026-12-01T06:00:00.000Z",
  later_refunds: [{ percent: 50, amount: 11_800, until: "2026-12-02T06:00:00.000Z" }],
  after_refunds: "nothing",
  change: null,
  refund_status: null,
};

/** A component's text as the server renders it, inside a router (its forms need one); no-break spaces kept. */
function serverText(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/[ \t\r\n]+/g, " ");
}

describe("the refund's deadline on the booking page", () => {
  it("says the refund now, until when, the share after it and then", () => {
    expect(refundOfferText(quote)).toBe(
      "Full refund (₹23,600) if you cancel by Tue, 01 Dec, 11:30\u00a0AM\u00a0IST; after that, 50% (₹11,800) until Wed, 02 Dec, 11:30\u00a0AM\u00a0IST, then nothing is refunded. Refunds include GST and reach your original payment method within 5-7 working days.",
    );
    expect(serverText(<CancelBooking quote={quote} csrfToken="t" />)).toContain(
      "Full refund (₹23,600) if you cancel by Tue, 01 Dec, 11:30\u00a0AM\u00a0IST; after that, 50% (₹11,800) until Wed, 02 Dec, 11:30\u00a0AM\u00a0IST",
    );
  });

  it("a last share, or none after it, and a policy that ends in no cancelling", () => {
    const half = { ...quote, refund: { ...quote.refund!, percent: 50, amount: 11_800 }, refund_deadline: "2026-12-02T06:00:00.000Z" };
    expect(refundOfferText({ ...half, later_refunds: [], after_refunds: "cannot_cancel" })).toBe(
      "50% refund (₹11,800) if you cancel by Wed, 02 Dec, 11:30\u00a0AM\u00a0IST; after that, it can no longer be cancelled. Refunds include GST and reach your original payment method within 5-7 working days.",
    );
    expect(refundOfferText({ ...quote, later_refunds: [], after_refunds: "nothing" })).toContain(
      "by Tue, 01 Dec, 11:30\u00a0AM\u00a0IST; after that, nothing is refunded.",
    );
  });

  it("nothing refunded now, and a quote without a deadline, say what cancelling now does", () => {
    const forfeit = { ...quote, refund: { ...quote.refund!, percent: 0, amount: 0 }, refund_deadline: null, after_refunds: null };
    expect(refundOfferText(forfeit)).toBe("If you cancel now, nothing is refunded.");
    const older = { ...quote, refund_deadline: undefined, later_refunds: undefined, after_refunds: undefined };
    expect(refundOfferText(older)).toBe(
      "If you cancel now, ₹23,600 (100% of what you paid) is refunded. Refunds include GST and reach your original payment method within 5-7 working days.",
    );
  });
});

describe("the Move by and Transfer by deadlines", () => {
  const change = (kind: ChangeQuote["kind"]): ChangeQuote => ({
    kind,
    allowed: true,
    reason: "It can be changed.",
    deadline: "2026-12-02T03:30:00.000Z",
  });

  it("are written as the refund's deadline is", () => {
    const transfer = (
      <TransferBooking
        bookingId="WB2K7Q9XRT"
        bookingDate="2026-12-03"
        productTypeId={5}
        change={change("transfer")}
        csrfToken="t"
        error={null}
      />
    );
    expect(serverText(transfer)).toContain("Transfer by Wed, 02 Dec, 09:00\u00a0AM\u00a0IST.");
    const reschedule = (
      <RescheduleBooking
        bookingId="WB2K7Q9XRT"
        booking={{ date: "2026-12-02", startTime: 22, endTime: 24 }}
        productTypeId={12}
        change={change("reschedule")}
        choices={{ date: "2026-12-02", starts: [], length: 2, lengths: [2], problem: null, closedWeekdays: [] }}
        csrfToken="t"
        error={null}
      />
    );
    expect(serverText(reschedule)).toContain("Move by Wed, 02 Dec, 09:00\u00a0AM\u00a0IST.");
  });
});
