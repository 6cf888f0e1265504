import { data, redirect, redirectDocument, type ShouldRevalidateFunctionArgs } from "react-router";
import { BookingCode, BookingGuestsBody, type BookingViewResponse, type PaymentOrder } from "@workbay/contracts/checkout";
import {
  ChangeAddOnsBody,
  RescheduleBookingBody,
  TransferBookingBody,
  type BookingChangeResult,
  type ChangeQuote,
} from "@workbay/contracts/booking-change";
import { firstFutureSlot } from "@workbay/domain/availability";
import { rescheduleStarts } from "@workbay/domain/booking-change";
import { bookingWindowProblem, closedWeekdays, CUTOFF_MESSAGE, isPastSameDayCutoff } from "@workbay/domain/booking-rules";
import { istNow } from "@workbay/domain/ist-date";
import type { RescheduleChoices } from "../features/bookings/reschedule-booking";
import type { AddOnChoice } from "../features/bookings/change-add-ons";
import { unwrapApiData } from "../shared/api/unwrap-api-data";
import { BookingViewPage } from "../features/bookings/booking-view-page";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { directionsHref } from "../shared/map/directions-href";
import type { InviteGuestsActionData } from "../features/bookings/invite-guests";
import { requireSession, returnPath, stillSignedIn } from "../shared/session/require-session.server";
import bookingFlowStylesheet from "../styles/booking-flow.css?url";
import bookingsStylesheet from "../styles/bookings.css?url";
import checkoutStylesheet from "../styles/checkout.css?url";
import type { Route } from "./+types/view-booking";
import { callEndpoint, isSuccess, type EndpointResult } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { movedFromParam } from "../features/bookings/moved-from";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: bookingFlowStylesheet },
  { rel: "stylesheet", href: checkoutStylesheet },
  { rel: "stylesheet", href: bookingsStylesheet },
];

const PRIVATE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => PRIVATE;

function isoDateParam(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

function lengthParam(value: string | null): number | null {
  const n = value && /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  return n >= 1 && n <= 48 ? n : null;
}

/** The status line after a change with money: paid and made, refunded, too late, or the payment failed. */
function changeNoticeOf(searchParams: URLSearchParams): { ok: boolean; message: string } | null {
  if (searchParams.get("error_code"))
    return {
      ok: false,
      message: "The payment did not go through, so the booking is unchanged. You can try again while the new time is held.",
    };
  switch (searchParams.get("change")) {
    case "paid":
      return {
        ok: true,
        message: "Payment received: the change is made. The tax invoice for the difference is under Downloads and on its way by e-mail.",
      };
    case "refunded":
      return {
        ok: true,
        message:
          "Booking changed. The difference is refunded to the original payment method within 5-7 working days; the GST credit note is under Downloads and on its way by e-mail.",
      };
    case "same":
      return { ok: true, message: "Booking changed. The price is the same: nothing to pay, nothing refunded." };
    case "lapsed":
      return {
        ok: false,
        message: "The hold on this change lapsed before the payment arrived, so the booking is unchanged and the payment will be refunded.",
      };
    case "failed":
      return {
        ok: false,
        message: "We could not verify this payment. If money was taken, the change will be made or the money refunded automatically.",
      };
    default:
      return null;
  }
}

/**
 * The free times of the booking's room and length on the date asked for (the booking's own by
 * default): the room's availability, as the room page reads it, through the domain's slot rules.
 */
async function rescheduleChoices(
  api: Route.LoaderArgs["context"]["api"],
  booking: BookingViewResponse["data"],
  change: ChangeQuote | null | undefined,
  asked: string | null,
  askedLength: number | null,
): Promise<RescheduleChoices | null> {
  if (change?.kind !== "reschedule" || !change.allowed || booking.startTime === null || booking.endTime === null) return null;
  const date = asked ?? booking.bookingDate;
  const booked = booking.endTime - booking.startTime;
  let length = askedLength ?? booked;
  const now = new Date();
  const problem = bookingWindowProblem(date, now) ?? (isPastSameDayCutoff(booking.space_type, date, now) ? CUTOFF_MESSAGE : null);
  if (problem) return { date, starts: [], length, lengths: [length], problem, closedWeekdays: [] };
  const answer = await callEndpoint(api, endpoints.rooms.room, { params: { id: booking.seo_id }, query: { search_by: "seo_id", date } });
  if (!isSuccess(answer))
    return {
      date,
      starts: [],
      length,
      lengths: [length],
      problem: answer.status < 500 ? answer.body.meta.message : null,
      closedWeekdays: [],
    };
  const room = answer.body.data;
  // Another length is another price (decision 0028): from the room's minimum up to 8 hours within its opening hours.
  const minimum = Math.max(1, Math.ceil(room.slot_duration / 30));
  const longest = Math.min(16, room.end_time - room.start_time);
  const lengths = Array.from({ length: Math.max(0, longest - minimum + 1) }, (_, i) => minimum + i);
  if (!lengths.includes(booked)) lengths.push(booked);
  lengths.sort((a, b) => a - b);
  if (!lengths.includes(length)) length = booked;
  // The date picker greys these out, as on the room page.
  const closed = closedWeekdays(booking.space_type, room.start_time, room.end_time, room.business_hours);
  if (!room.is_bookable) return { date, starts: [], length, lengths, problem: null, closedWeekdays: closed };
  const ist = istNow(now);
  const starts = rescheduleStarts(
    { date: booking.bookingDate, startSlot: booking.startTime, endSlot: booking.endTime },
    date,
    {
      open: room.start_time,
      close: room.end_time,
      taken: room.time_slots,
      slotDuration: room.slot_duration,
      firstSelectable: date === ist.date ? firstFutureSlot(ist.minutes) : 0,
    },
    length,
  );
  return { date, starts, length, lengths, problem: null, closedWeekdays: closed };
}

/**
 * The add-ons the booking may have now: the room's menu for the meeting's first slot (marked
 * available or why not) plus what the booking has, with its quantities.
 */
async function addOnChoices(
  api: Route.LoaderArgs["context"]["api"],
  booking: BookingViewResponse["data"],
  change: ChangeQuote | null | undefined,
): Promise<AddOnChoice[]> {
  if (change?.kind !== "reschedule" || !change.allowed || booking.startTime === null) return [];
  const answer = await callEndpoint(api, endpoints.booking.addOns, {
    query: { room_id: booking.room_id, date: booking.bookingDate, start_time: booking.startTime },
  });
  const choices: AddOnChoice[] = booking.addOns.map((a) => ({
    id: a.id,
    subOptionId: a.sub_option_id,
    name: a.name,
    category: a.category,
    price: a.price,
    qty: a.qty,
    unavailable: null,
  }));
  if (!isSuccess(answer)) return choices;
  for (const category of answer.body.data)
    for (const option of category.options) {
      // Items with packages to choose from are added on the booking card; here, plain items.
      if (option.options.length > 0 || choices.some((c) => c.id === option.id)) continue;
      choices.push({
        id: option.id,
        subOptionId: null,
        name: option.name,
        category: category.name,
        price: option.price,
        qty: 0,
        unavailable: option.available ? null : (option.unavailable_reason ?? "not available for this meeting"),
      });
    }
  return choices;
}

/**
 * The action's answer when a dearer change waits for its payment with Razorpay: the page opens its
 * checkout. No `message`: with one it would be a subtype of the other answers and vanish from the
 * inferred union.
 */
type ChangePaymentActionData = { ok: true; intent: "change-payment"; payment: PaymentOrder };

/**
 * How to pay a change's difference: the test gateway's page (a document outside the app, so a
 * full navigation), or Razorpay's checkout over this page (the action answers the order).
 */
function changePayment(result: BookingChangeResult | undefined): Response | ChangePaymentActionData | null {
  const payment = result?.change?.status === "pending_payment" ? result.change.payment : null;
  if (!payment) return null;
  if (payment.checkout_url) return redirectDocument(payment.checkout_url);
  return { ok: true, intent: "change-payment", payment };
}

type ChangeIntent = "transfer-booking" | "reschedule-booking" | "change-add-ons";

/**
 * The action's answer to a change of the booking (transfer, reschedule, add-ons): the sign-in
 * page when the session has ended, the page's 404, the payment of a dearer change (`pays`),
 * the booking page with the change's notice (`done`), or the API's refusal with its message
 * (`failed` when the API itself failed).
 */
function changeAnswer(
  request: Request,
  answer: EndpointResult<typeof endpoints.bookingChanges.transfer>,
  intent: ChangeIntent,
  { done, failed, pays = true }: { done: (result: BookingChangeResult) => string; failed: string; pays?: boolean },
) {
  if (answer.status === 401) throw redirect(`/login?redirect=${encodeURIComponent(returnPath(request))}`);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (isSuccess(answer) && answer.body.data) {
    const pay = pays ? changePayment(answer.body.data) : null;
    if (pay instanceof Response) throw pay;
    if (pay) return data<ChangePaymentActionData>(pay);
    throw redirect(done(answer.body.data));
  }
  const message = answer.status < 500 ? answer.body.meta.message : failed;
  return data<InviteGuestsActionData>({ ok: false, intent, message }, { status: answer.status < 500 ? answer.status : 502 });
}

/** /view-booking/{bookingId} (login required): the API's 404 for an unknown id or another user's booking is this page's 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context.api);
  const bookingId = BookingCode.safeParse(params.bookingId);
  if (!bookingId.success) throw data(null, { status: 404 });
  const booking = unwrapApiData(
    stillSignedIn(request, await callEndpoint(context.api, endpoints.bookings.view, { query: { parent_booking_id: bookingId.data } })),
  );
  // What cancelling would do (or why it cannot be done), for a paid or cancelled booking.
  const quote =
    booking.status === "confirmed" || (booking.status === "cancelled" && booking.confirmed_at !== null)
      ? await callEndpoint(context.api, endpoints.cancellations.quote, { params: { bookingId: bookingId.data } })
      : null;
  const searchParams = new URL(request.url).searchParams;
  // Back from paying a change's difference: the signed answer applies it (the webhook does too), then a clean address.
  const orderId = searchParams.get("razorpay_order_id");
  if (orderId) {
    const paid = await callEndpoint(context.api, endpoints.bookingChanges.changePayment, {
      params: { bookingId: bookingId.data },
      body: {
        razorpay_order_id: orderId,
        paymentId: searchParams.get("razorpay_payment_id") ?? "",
        razorpay_signature: searchParams.get("razorpay_signature") ?? "",
      },
      headers: { "x-csrf-token": session.csrfToken },
    });
    const outcome = isSuccess(paid) ? (paid.body.data?.change?.status === "applied" ? "paid" : "lapsed") : "failed";
    throw redirect(`/view-booking/${bookingId.data}?change=${outcome}`);
  }
  const changeNotice = changeNoticeOf(searchParams);
  const cancellation = quote && isSuccess(quote) ? quote.body.data : null;
  return data(
    {
      booking,
      cancellation,
      reschedule:
        booking.status === "confirmed"
          ? await rescheduleChoices(
              context.api,
              booking,
              cancellation?.change,
              isoDateParam(searchParams.get("reschedule_date")),
              lengthParam(searchParams.get("reschedule_length")),
            )
          : null,
      addOnChoices: booking.status === "confirmed" ? await addOnChoices(context.api, booking, cancellation?.change) : [],
      changeNotice,
      movedFrom: booking.status === "confirmed" ? movedFromParam(searchParams.get("moved_from")) : null,
      cancelled: booking.status === "cancelled" && searchParams.get("cancelled") === "1",
      csrfToken: session.csrfToken,
      directionsHref: directionsHref(context.publicConfig.directionsUrl, booking.latitude, booking.longitude),
      // Its hold still runs: the payment can be completed from the return page.
      canPay: booking.status === "pending_payment" && booking.hold_expires_at !== null && Date.parse(booking.hold_expires_at) > Date.now(),
      released: booking.status === "cancelled" && searchParams.get("released") === "1",
      transferredFrom: booking.status === "confirmed" ? isoDateParam(searchParams.get("transferred_from")) : null,
    },
    { headers: PRIVATE },
  );
}

/**
 * Invites more guests (POST /passy/v1/booking/{id}/guests), or releases an unpaid booking's
 * hold (DELETE /passy/v1/booking/{id}, then back to this page); the forms carry the session's CSRF token.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const bookingId = BookingCode.safeParse(params.bookingId);
  if (bookingId.success && form.get("intent") === "release-hold") {
    const answer = await callEndpoint(context.api, endpoints.checkout.releaseHold, {
      params: { bookingId: bookingId.data },
      headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
    });
    if (answer.status === 401) throw redirect(`/login?redirect=${encodeURIComponent(returnPath(request))}`);
    if (answer.status === 404) throw data(null, { status: 404 });
    if (isSuccess(answer)) throw redirect(`/view-booking/${bookingId.data}?released=1`);
    const message = answer.status < 500 ? answer.body.meta.message : "We could not cancel the booking just now. Please try again.";
    return data<InviteGuestsActionData>({ ok: false, message }, { status: answer.status < 500 ? answer.status : 502 });
  }
  if (bookingId.success && form.get("intent") === "cancel-booking") {
    // The refund the dialog showed; a hand-edited value is sent as read and refused by the API.
    const shown = form.get("expected_refund");
    const answer = await callEndpoint(context.api, endpoints.cancellations.cancel, {
      params: { bookingId: bookingId.data },
      body: typeof shown === "string" && shown.trim() !== "" ? { expected_refund: Number(shown) } : {},
      headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
    });
    if (answer.status === 401) throw redirect(`/login?redirect=${encodeURIComponent(returnPath(request))}`);
    if (answer.status === 404) throw data(null, { status: 404 });
    if (isSuccess(answer)) throw redirect(`/view-booking/${bookingId.data}?cancelled=1`);
    const message = answer.status < 500 ? answer.body.meta.message : "We could not cancel the booking just now. Please try again.";
    return data<InviteGuestsActionData>({ ok: false, message }, { status: answer.status < 500 ? answer.status : 502 });
  }
  if (bookingId.success && form.get("intent") === "transfer-booking") {
    const body = TransferBookingBody.safeParse({ date: String(form.get("date") ?? "") });
    if (!body.success)
      return data<InviteGuestsActionData>({ ok: false, intent: "transfer-booking", message: "Please choose a date." }, { status: 400 });
    const answer = await callEndpoint(context.api, endpoints.bookingChanges.transfer, {
      params: { bookingId: bookingId.data },
      body: body.data,
      headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
    });
    return changeAnswer(request, answer, "transfer-booking", {
      pays: false,
      done: (result) => `/view-booking/${bookingId.data}?transferred_from=${result.previous_date}`,
      failed: "We could not transfer the booking just now. Please try again.",
    });
  }
  if (bookingId.success && form.get("intent") === "reschedule-booking") {
    const start = Number(form.get("start_time") ?? Number.NaN);
    const length = Number(form.get("length") ?? Number.NaN);
    const body = RescheduleBookingBody.safeParse({ date: String(form.get("date") ?? ""), start_time: start, end_time: start + length });
    if (!body.success)
      return data<InviteGuestsActionData>(
        { ok: false, intent: "reschedule-booking", message: "Please choose a new time." },
        { status: 400 },
      );
    const answer = await callEndpoint(context.api, endpoints.bookingChanges.reschedule, {
      params: { bookingId: bookingId.data },
      body: body.data,
      headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
    });
    return changeAnswer(request, answer, "reschedule-booking", {
      done: (result) =>
        `/view-booking/${bookingId.data}?moved_from=${result.previous_date}T${result.previous_start_time ?? 0}${result.previous_end_time === null ? "" : `-${result.previous_end_time}`}${result.change?.refund ? "&change=refunded" : ""}`,
      failed: "We could not move the booking just now. Please try again.",
    });
  }
  if (bookingId.success && form.get("intent") === "change-add-ons") {
    const lines = [...form.entries()]
      .filter(([name]) => name.startsWith("qty:"))
      .map(([name, value]) => {
        const [, id, sub] = name.split(":");
        return { id: Number(id), qty: Number(value || 0), ...(sub ? { sub_option_id: Number(sub) } : {}) };
      })
      .filter((line) => line.qty !== 0);
    const body = ChangeAddOnsBody.safeParse({ add_on: lines });
    if (!body.success)
      return data<InviteGuestsActionData>(
        { ok: false, intent: "change-add-ons", message: "Please enter quantities from 0 to 99." },
        { status: 400 },
      );
    const answer = await callEndpoint(context.api, endpoints.bookingChanges.changeAddOns, {
      params: { bookingId: bookingId.data },
      body: body.data,
      headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
    });
    return changeAnswer(request, answer, "change-add-ons", {
      done: (result) => `/view-booking/${bookingId.data}?change=${result.change?.refund ? "refunded" : "same"}`,
      failed: "We could not change the add-ons just now. Please try again.",
    });
  }
  if (!bookingId.success || form.get("intent") !== "invite-guests")
    return data<InviteGuestsActionData>({ ok: false, message: "This booking could not be found." }, { status: 400 });
  const body = BookingGuestsBody.safeParse({ guest_emails: form.getAll("guest_email").map(String) });
  if (!body.success)
    return data<InviteGuestsActionData>(
      { ok: false, message: body.error.issues[0]?.message ?? "Please check the e-mail addresses." },
      { status: 400 },
    );
  const answer = await callEndpoint(context.api, endpoints.bookings.inviteGuests, {
    params: { bookingId: bookingId.data },
    body: body.data,
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  if (answer.status === 401) throw redirect(`/login?redirect=${encodeURIComponent(returnPath(request))}`);
  if (isSuccess(answer)) return data<InviteGuestsActionData>({ ok: true, message: answer.body.meta.message });
  const message = answer.status < 500 ? answer.body.meta.message : "We could not send the invitations just now. Please try again.";
  return data<InviteGuestsActionData>({ ok: false, message }, { status: answer.status < 500 ? answer.status : 502 });
}

/**
 * The page reads the booking again after a refusal the booking's own state caused (409: it was
 * cancelled or changed meanwhile, in another tab or by an operator, or its notice ran out), so
 * the refusal's sentence stands beside the booking as it is now, not beside the stale offer
 * that was refused. React Router skips that after a 4xx answer by default.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  return [
    { title: `Booking ${loaderData.booking.bookingId} · ${loaderData.booking.roomName} | Workbay` },
    { name: "description", content: "Your Workbay booking: room, time, add-ons, guests, amounts and downloads." },
    { name: "robots", content: "noindex" },
  ];
}

type ActionAnswer = NonNullable<Route.ComponentProps["actionData"]>;
/** The action's answer to a dearer change paid with Razorpay (the only one that carries a payment order). */
const isChangePayment = (answer: ActionAnswer): answer is Extract<ActionAnswer, { intent: "change-payment" }> => "payment" in answer;

export default function ViewBooking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingViewPage
      booking={loaderData.booking}
      csrfToken={loaderData.csrfToken}
      directionsHref={loaderData.directionsHref}
      canPay={loaderData.canPay}
      released={loaderData.released}
      cancellation={loaderData.cancellation}
      cancelled={loaderData.cancelled}
      releaseError={
        actionData &&
        !actionData.ok &&
        actionData.intent !== "transfer-booking" &&
        actionData.intent !== "reschedule-booking" &&
        actionData.intent !== "change-add-ons"
          ? actionData.message
          : null
      }
      transferredFrom={loaderData.transferredFrom}
      transferError={actionData && !actionData.ok && actionData.intent === "transfer-booking" ? actionData.message : null}
      reschedule={loaderData.reschedule}
      rescheduleError={actionData && !actionData.ok && actionData.intent === "reschedule-booking" ? actionData.message : null}
      movedFrom={loaderData.movedFrom}
      addOnChoices={loaderData.addOnChoices}
      addOnsError={actionData && !actionData.ok && actionData.intent === "change-add-ons" ? actionData.message : null}
      changeNotice={loaderData.changeNotice}
      changePayment={actionData && isChangePayment(actionData) ? actionData.payment : null}
    />
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
