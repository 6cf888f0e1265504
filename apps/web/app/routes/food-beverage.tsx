import { data, useFetcher, useLocation } from "react-router";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import { roomAmountPaise } from "@workbay/domain/booking-price";
import { firstFutureSlot, isRangeStillFree } from "@workbay/domain/availability";
import { isIsoDate, istNow } from "@workbay/domain/ist-date";
import { paiseToRupees, rupeesToPaise } from "@workbay/domain/money";
import { roomPath } from "@workbay/domain/room-page";
import { buildBookingDraft, editDraftPath } from "../shared/booking/booking-draft";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { FnbStep } from "../features/fnb/fnb-step";
import { SLOTS_TAKEN_TITLE, SlotsTaken } from "../features/fnb/slots-taken";
import { ThankYou } from "../features/fnb/thank-you";
import { directionsHref } from "../shared/map/directions-href";
import { SESSION_BLIND, type SessionBlindHandle } from "../shared/security/page-body";
import { stylesheet } from "../shared/styles/stylesheet";
import bookingFlowStylesheet from "../styles/booking-flow.css?url";
import type { Route } from "./+types/food-beverage";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export const links: Route.LinksFunction = () => [stylesheet(bookingFlowStylesheet)];

// The same for every visitor (the greeting reads the session in the browser): kept pages are shared.
export const handle: SessionBlindHandle = SESSION_BLIND;

const notFound = () => data(null, { status: 404 });

function slotParam(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n <= 47 ? n : null;
}

/**
 * /{roomSeoId}/foodBeverage/{tab}?date=&startTime=&endTime=[&token=] (000 spec section 2).
 * Normal mode: endTime is the last chosen slot; page-not-found unless the room exists and its
 * window covers start..end. With a token: the guest's read-only mode, 404 for any bad token.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");

  if (token) {
    const guestAnswer = await callEndpoint(context.api, endpoints.guests.guestAddOn, { query: { token } });
    if (!isSuccess(guestAnswer)) throw notFound();
    const guest = guestAnswer.body.data;
    const [menuAnswer, roomAnswer] = await Promise.all([
      callEndpoint(context.api, endpoints.booking.addOns, {
        query: {
          room_id: guest.room_id,
          date: guest.booking_date,
          start_time: guest.booking_start_time,
        },
      }),
      callEndpoint(context.api, endpoints.rooms.room, {
        params: { id: guest.seo_id },
        query: {
          search_by: "seo_id",
          date: guest.booking_date,
        },
      }),
    ]);
    if (!isSuccess(menuAnswer)) throw notFound();
    const productName = isSuccess(roomAnswer) ? roomAnswer.body.data.space_type_name : "Meeting Room";
    return {
      mode: "guest" as const,
      tab: params.tab,
      menu: menuAnswer.body.data,
      roomId: guest.room_id,
      capacity: guest.room_capacity,
      summary: {
        image: guest.room_url[0] ?? null,
        name: guest.room_name,
        floor: guest.room_floor_name,
        address: guest.center_address,
        capacity: guest.room_capacity,
        date: guest.booking_date,
        startTime: guest.booking_start_time,
        endTime: guest.booking_end_time,
        amenities: guest.room_amenities,
      },
      guest: {
        chosenAddOnId: guest.chosen_add_on_id,
        comment: guest.comment,
        directionsHref: directionsHref(context.publicConfig.directionsUrl, guest.latitude, guest.longitude),
        exploreLabel: `Explore ${productName}s`,
        exploreTo: `/meeting-rooms?date=${guest.booking_date}`,
      },
      booking: null,
    };
  }

  const date = url.searchParams.get("date") ?? "";
  const startTime = slotParam(url.searchParams.get("startTime"));
  const lastSlot = slotParam(url.searchParams.get("endTime"));
  if (!isIsoDate(date) || startTime === null || lastSlot === null) throw notFound();
  const roomAnswer = await callEndpoint(context.api, endpoints.rooms.room, {
    params: { id: params.roomSeoId },
    query: {
      search_by: "seo_id",
      date,
    },
  });
  if (!isSuccess(roomAnswer)) throw notFound();
  const room = roomAnswer.body.data;
  // The room's window must cover the chosen slots, last one included (000 spec section 5).
  if (!(startTime >= room.start_time && lastSlot < room.end_time && lastSlot > startTime)) throw notFound();
  // Someone may have booked these slots since the card was shown: say so here, not at checkout.
  const ist = istNow(context.clock());
  const firstSelectable = date === ist.date ? firstFutureSlot(ist.minutes) : 0;
  if (!room.available || !room.is_bookable || !isRangeStillFree(room.time_slots, startTime, lastSlot + 1, firstSelectable)) {
    return data(
      {
        mode: "taken" as const,
        summaryName: room.name,
        roomTo: roomPath(room.city, room.seo_id, date),
        soldOut: !room.available || !room.is_bookable,
      },
      { status: 409 },
    );
  }
  const menuAnswer = await callEndpoint(context.api, endpoints.booking.addOns, {
    query: { room_id: room.id, date, start_time: startTime },
  });
  if (!isSuccess(menuAnswer)) throw notFound();

  // The draft to continue from when the browser has none (a reload in a new tab, a shared link).
  const amount = roomAmountPaise({ kind: "timed", costPaise: rupeesToPaise(room.cost), startTime, endTime: lastSlot + 1 });
  const fallback = {
    date,
    room_id: room.id,
    start_time: startTime,
    end_time: lastSlot + 1,
    booking_end_date: null,
    quantity: 1,
    seats: room.capacity,
    room_amount: paiseToRupees(amount),
  } as ValidatedBooking;
  return {
    mode: "booking" as const,
    tab: params.tab,
    menu: menuAnswer.body.data,
    roomId: room.id,
    capacity: room.capacity,
    summary: {
      image: room.url[0] ?? null,
      name: room.name,
      floor: room.floor,
      address: room.address,
      capacity: room.capacity,
      date,
      startTime,
      endTime: lastSlot + 1,
      amenities: room.amenities,
    },
    guest: null,
    booking: {
      startTime,
      lastSlot,
      baseDraft: buildBookingDraft(room, fallback),
      editTo: editDraftPath(roomPath(room.city, room.seo_id, date)),
    },
    // The room page is the one address of this content for search engines (decision 0035).
    canonicalUrl: `${context.publicUrl}${roomPath(room.city, room.seo_id)}`,
  };
}

/** The guest's submission (DECISIONS.md section 7): a comment and the one chosen add-on. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const token = url.searchParams.get("token");
  const form = await request.formData();
  const auxiliary = String(form.get("auxiliary_id") ?? "");
  if (!token) throw notFound();
  const answer = await callEndpoint(context.api, endpoints.guests.recordPreference, {
    body: {
      token,
      comment: String(form.get("comment") ?? ""),
      auxiliary_id: auxiliary === "" ? "" : Number(auxiliary),
    },
  });
  if (answer.status === 404) throw notFound();
  // A failing guest submit shows nothing (000 spec section 8); the guest can try again.
  return { ok: isSuccess(answer) };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  if (loaderData.mode === "taken") return [{ title: `${SLOTS_TAKEN_TITLE} | Workbay` }, { name: "robots", content: "noindex" }];
  // A guest's page (reached by its booking's link) stays out of search results; the public step
  // of a booking may be crawled, and names the room page as the address to index.
  if (loaderData.mode === "guest")
    return [{ title: `F&B for ${loaderData.summary.name} | Workbay` }, { name: "robots", content: "noindex" }];
  return [
    { title: `F&B for ${loaderData.summary.name} | Workbay` },
    {
      name: "description",
      content: `Add food and beverages to your booking of ${loaderData.summary.name} at ${loaderData.summary.address}.`,
    },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
}

export default function FoodBeverage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const fetcher = useFetcher<typeof action>();
  if (loaderData.mode === "taken")
    return <SlotsTaken roomName={loaderData.summaryName} roomTo={loaderData.roomTo} soldOut={loaderData.soldOut} />;
  const { guest } = loaderData;

  if (guest && fetcher.data?.ok) return <ThankYou exploreLabel={guest.exploreLabel} exploreTo={guest.exploreTo} />;

  const base = location.pathname.split("/").slice(0, -1).join("/");
  return (
    <FnbStep
      key={loaderData.roomId}
      menu={loaderData.menu}
      tab={loaderData.tab}
      tabHref={(tabId) => `${base}/${tabId}${location.search}`}
      summary={loaderData.summary}
      capacity={loaderData.capacity}
      roomId={loaderData.roomId}
      booking={loaderData.booking}
      guest={
        guest
          ? {
              ...guest,
              submitting: fetcher.state !== "idle",
              onSubmit: ({ comment, auxiliaryId }) =>
                void fetcher.submit({ comment, auxiliary_id: String(auxiliaryId) }, { method: "post" }),
            }
          : null
      }
    />
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
