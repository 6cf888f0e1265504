import { data } from "react-router";
import { BookingCode, type BookingViewResponse } from "@workbay/contracts/checkout";
import { unwrapApiData } from "../features/api/unwrap-api-data";
import { BookingViewPage } from "../features/bookings/booking-view-page";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { directionsHref } from "../features/map/directions-href";
import { requireSession } from "../features/session/require-session.server";
import bookingFlowStylesheet from "../styles/booking-flow.css?url";
import bookingsStylesheet from "../styles/bookings.css?url";
import checkoutStylesheet from "../styles/checkout.css?url";
import type { Route } from "./+types/view-booking";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: bookingFlowStylesheet },
  { rel: "stylesheet", href: checkoutStylesheet },
  { rel: "stylesheet", href: bookingsStylesheet },
];

const PRIVATE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => PRIVATE;

/** /view-booking/{bookingId} (login required): the API's 404 for an unknown id or another user's booking is this page's 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSession(request, context.api);
  const bookingId = BookingCode.safeParse(params.bookingId);
  if (!bookingId.success) throw data(null, { status: 404 });
  const booking = unwrapApiData(await context.api.get<BookingViewResponse>("/passy/v1/booking/view", { parent_booking_id: bookingId.data }));
  return data(
    {
      booking,
      directionsHref: directionsHref(context.publicConfig.directionsUrl, booking.latitude, booking.longitude),
      // Its hold still runs: the payment can be completed from the return page.
      canPay: booking.status === "pending_payment" && booking.hold_expires_at !== null && Date.parse(booking.hold_expires_at) > Date.now(),
    },
    { headers: PRIVATE },
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  return [
    { title: `Booking ${loaderData.booking.bookingId} · ${loaderData.booking.roomName} | Workbay` },
    { name: "description", content: "Your Workbay booking: room, time, add-ons, guests, amounts and downloads." },
    { name: "robots", content: "noindex" },
  ];
}

export default function ViewBooking({ loaderData }: Route.ComponentProps) {
  return <BookingViewPage booking={loaderData.booking} directionsHref={loaderData.directionsHref} canPay={loaderData.canPay} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
