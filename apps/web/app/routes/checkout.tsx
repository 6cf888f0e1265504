import { data } from "react-router";
import { showsSeatCount } from "@workbay/domain/price-unit";
import { roomPath } from "@workbay/domain/room-page";
import { BILLING_FORM_CONSTRAINT, checkoutAction } from "../features/checkout/checkout-action.server";
import { checkoutDraftFromCookie, validateBodyFor } from "../features/checkout/checkout-draft";
import { editDraftPath } from "../shared/booking/booking-draft";
import { CheckoutEmpty, CheckoutUnavailable } from "../features/checkout/checkout-empty";
import { CheckoutPage } from "../features/checkout/checkout-page";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { requireSession } from "../shared/session/require-session.server";
import { roomProductType } from "../shared/rooms/room-price";
import { stylesheet } from "../shared/styles/stylesheet";
import bookingFlowStylesheet from "../styles/booking-flow.css?url";
import checkoutStylesheet from "../styles/checkout.css?url";
import type { Route } from "./+types/checkout";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export const links: Route.LinksFunction = () => [stylesheet(bookingFlowStylesheet), stylesheet(checkoutStylesheet)];

/** A signed-in user's page: never stored by shared caches, nor kept by the browser. */
const PRIVATE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => PRIVATE;

/**
 * /checkout (login required): the stored draft (cookie `bookingData`) priced by the server,
 * the coupons that apply, and the states for business billing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context.api);
  const draft = checkoutDraftFromCookie(request.headers.get("cookie"));
  if (!draft) return data({ state: "empty" as const }, { headers: PRIVATE });

  const roomAnswer = await callEndpoint(context.api, endpoints.rooms.room, {
    params: { id: String(draft.roomId) },
    query: { search_by: "id", date: draft.date },
  });
  if (!isSuccess(roomAnswer)) return data({ state: "empty" as const }, { headers: PRIVATE });
  const room = roomAnswer.body.data;
  // Edit takes the draft back to its room page, which shows it again (decision 0045).
  const editTo = editDraftPath(roomPath(room.city, room.seo_id, draft.date));

  const csrf = { headers: { "x-csrf-token": session.csrfToken } };
  const priced = await callEndpoint(context.api, endpoints.booking.validate, { body: validateBodyFor(draft), ...csrf });
  if (!isSuccess(priced)) {
    if (priced.status >= 500) throw data(null, { status: 502 });
    return data({ state: "unavailable" as const, message: priced.body.meta.message, editTo, roomName: room.name }, { headers: PRIVATE });
  }
  const validated = priced.body.data;

  const [coupons, states, policy] = await Promise.all([
    callEndpoint(context.api, endpoints.checkout.coupons, {
      query: {
        space_type: room.space_type,
        room_id: room.id,
        src_id: 1,
        amount: validated.room_amount,
        start_time: validated.start_time,
        end_time: validated.end_time,
        date_of_booking: validated.date,
        quantity: validated.quantity,
        ...(draft.passOptionId !== null ? { pass_option_id: draft.passOptionId } : {}),
      },
    }),
    callEndpoint(context.api, endpoints.profile.states, { query: { country_name: "India" } }),
    callEndpoint(context.api, endpoints.cancellations.policy, { query: { space_type: room.space_type } }),
  ]);

  const productType = roomProductType(room);
  return data(
    {
      state: "ready" as const,
      draft,
      room: {
        id: room.id,
        name: room.name,
        floor: room.floor,
        address: room.address,
        city: room.city,
        seo_id: room.seo_id,
        image: room.url[0] ?? null,
        capacity: showsSeatCount(productType) ? room.capacity : null,
        amenities: room.amenities,
        categories: room.categories,
        space_type: room.space_type,
        space_type_name: room.space_type_name,
        centreState: room.state,
      },
      priced: validated,
      // Coupons are a convenience: the page works without them if the call fails.
      coupons: isSuccess(coupons) ? coupons.body.data : [],
      states: isSuccess(states) ? states.body.data.map((s) => s.name) : [],
      billing: {
        company_name: session.profile.companyName,
        gstin: session.profile.gst_no,
        address: session.profile.companyBillingAddress,
        state: session.profile.state,
        pincode: session.profile.pincode,
      },
      billingConstraint: BILLING_FORM_CONSTRAINT,
      editTo,
      csrfToken: session.csrfToken,
      cancellationPolicy: isSuccess(policy) ? policy.body.data.summary : null,
    },
    { headers: PRIVATE },
  );
}

/**
 * The GST details form (intent `billing`): checked with the booking body's schema; the answer
 * is the form's messages, or the checked details that Pay sends and the draft priced for their
 * billing state (the GST split the page shows without JavaScript). Nothing is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context.api);
  return checkoutAction(request, context.api, session.csrfToken);
}

export function meta({ error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  return [
    { title: "Checkout | Workbay" },
    { name: "description", content: "Review your Workbay booking, apply a promo code, add GST details and pay securely." },
    { name: "robots", content: "noindex" },
  ];
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "empty") return <CheckoutEmpty />;
  if (loaderData.state === "unavailable")
    return <CheckoutUnavailable message={loaderData.message} editTo={loaderData.editTo} roomName={loaderData.roomName} />;
  // After a post of the GST details without JavaScript, the price for the checked billing state.
  return <CheckoutPage {...loaderData} priced={actionData?.priced ?? loaderData.priced} billingAnswer={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
