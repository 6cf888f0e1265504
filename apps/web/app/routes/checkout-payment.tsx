import { data, redirect } from "react-router";
import { roomPath } from "@workbay/domain/room-page";
import { unwrapApiData } from "../shared/api/unwrap-api-data";
import { BOOKING_DRAFT_KEY } from "../shared/booking/booking-draft";
import { PaymentResult } from "../features/checkout/payment-result";
import {
  afterOutcomeHref,
  lastAttemptFrom,
  parsePaymentReturn,
  paymentFailBody,
  paymentSuccessBody,
  paymentViewState,
  utmParamsFromCookie,
} from "../features/checkout/payment-return";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { requireSession, stillSignedIn } from "../shared/session/require-session.server";
import { parseCookies } from "../shared/session/session-cookies";
import checkoutStylesheet from "../styles/checkout.css?url";
import type { Route } from "./+types/checkout-payment";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutStylesheet }];

const PRIVATE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => PRIVATE;

/** The paid booking's draft is done with: the cookie goes (the page clears session storage). */
const CLEAR_DRAFT = `${BOOKING_DRAFT_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;

/**
 * /checkout/payment, the gateway's return address. With the gateway's outcome in the query it
 * posts the success (signature checked by the server) or the failure once, then redirects to
 * the same path with only the booking id (post/redirect/get): a reload, the back button or a
 * second tab only reads the booking again, and the server's confirmation is idempotent anyway.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context.api);
  const ret = parsePaymentReturn(url.searchParams);
  if (!ret) throw data(null, { status: 404 });
  const booking = unwrapApiData(
    stillSignedIn(request, await callEndpoint(context.api, endpoints.bookings.view, { query: { parent_booking_id: ret.bookingId } })),
  );
  const roomHref = roomPath(booking.city, booking.seo_id, booking.bookingDate);

  if (ret.kind !== "show") {
    const csrf = { headers: { "x-csrf-token": session.csrfToken } };
    const answer =
      ret.kind === "success"
        ? await callEndpoint(context.api, endpoints.checkout.paymentSuccess, {
            body: paymentSuccessBody(ret, {
              amount: booking.total_amount,
              productInfo: booking.roomName,
              email: session.profile.email,
              billingDetails: booking.billing_details ?? undefined,
              utm: utmParamsFromCookie(parseCookies(request.headers.get("cookie")).utm),
            }),
            ...csrf,
          })
        : await callEndpoint(context.api, endpoints.checkout.paymentFail, { body: paymentFailBody(ret), ...csrf });
    if (answer.status >= 500) throw data(null, { status: 502 });
    if (isSuccess(answer)) {
      // A new attempt id for each outcome: the page reports each one to analytics once.
      const attempt = crypto.randomUUID().slice(0, 8);
      const headers = answer.body.data.status === "confirmed" ? { "Set-Cookie": CLEAR_DRAFT } : undefined;
      throw redirect(afterOutcomeHref(ret.bookingId, ret.kind === "success" ? "paid" : "failed", attempt), { headers });
    }
    return data(
      { state: "error" as const, message: answer.body.meta.message, booking, attempt: null, lastAttempt: null, roomHref },
      { headers: PRIVATE },
    );
  }

  const outcome = unwrapApiData(
    stillSignedIn(request, await callEndpoint(context.api, endpoints.checkout.paymentOutcome, { params: { bookingId: ret.bookingId } })),
  );
  return data(
    {
      state: paymentViewState(outcome),
      message: null,
      // The view's hold time is the server's answer of now.
      booking: { ...booking, hold_expires_at: outcome.hold_expires_at },
      attempt: url.searchParams.get("attempt"),
      lastAttempt: lastAttemptFrom(url.searchParams),
      roomHref,
    },
    { headers: PRIVATE },
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  const title =
    loaderData.state === "confirmed"
      ? "Booking confirmed"
      : loaderData.state === "retry" || loaderData.state === "lapsed"
        ? "Payment not completed"
        : "Payment";
  return [
    { title: `${title} | Workbay` },
    { name: "description", content: "The result of your Workbay booking payment." },
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  return <PaymentResult {...loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
