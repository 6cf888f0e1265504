import { useEffect, useState } from "react";
import { data, redirect, useLocation, useNavigation, useSearchParams } from "react-router";
import { ValidateBody } from "@workbay/contracts/booking";
import { firstFutureSlot } from "@workbay/domain/availability";
import { closedWeekdays, nearestBookableDate, type DateCorrection } from "@workbay/domain/booking-rules";
import { defaultSearchDate, weekDeadlines, type DeadlineItem } from "@workbay/domain/same-day-deadline";
import { istNow } from "@workbay/domain/ist-date";
import { showsSeatCount } from "@workbay/domain/price-unit";
import { roomBreadcrumb, roomPath } from "@workbay/domain/room-page";
import { pushEcommerceLater } from "../components/analytics/push-ecommerce-later";
import { unwrapApiData } from "../shared/api/unwrap-api-data";
import { availabilitySummary } from "../features/booking-card/availability-summary";
import { BookingCard } from "../features/booking-card/booking-card";
import { useBookingForm, type BookActionData } from "../features/booking-card/booking-form";
import bookingFlowStylesheet from "../styles/booking-flow.css?url";
import { bookingButtonLabel, initialPassCount } from "../features/booking-card/booking-button-label";
import {
  EDIT_DRAFT_PARAM,
  bookingDraftReset,
  draftToEdit,
  readBookingDraft,
  resetBookingDraft,
  type BookingDraft,
} from "../shared/booking/booking-draft";
import { locationFromCookie } from "../shared/city/visitor-location";
import { errorMeta } from "../features/errors/error-meta";
import { NoticeSnackbar } from "../shared/notices/notice-snackbar";
import { pageNoticeOf } from "../shared/notices/page-notices";
import { RouteError } from "../features/errors/route-error";
import { directionsHref } from "../shared/map/directions-href";
import { EnquiryCard } from "../features/room-details/enquiry-card";
import { promoHint } from "../features/room-details/promo-hint";
import { lazyPart } from "../shared/lazy/lazy-part";
import { RoomGallery } from "../features/room-details/room-gallery";
import { RoomOverview } from "../features/room-details/room-overview";
import { roomMetaTags, roomSeo, roomTitle } from "../features/room-details/room-seo";
import { seoIdFromRoomSlug } from "../features/room-details/room-slug";
import { readSession } from "../shared/session/require-session.server";
import { roomPrice, roomProductType } from "../shared/rooms/room-price";
import { searchWindow } from "../shared/search/parse-search-date";
import type { Route } from "./+types/room-details";
import type { PageBodyHandle, SessionBlindHandle } from "../shared/security/page-body";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";
import type { RoomDetail } from "@workbay/contracts/rooms";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { requireLiveCity } from "../shared/city/live-cities.server";
import { stylesheet } from "../shared/styles/stylesheet";

/** The Book button posts its selection as JSON (booking-form.tsx). */
// Its action asks who is signed in; its loader does not (page-body.ts).
export const handle: PageBodyHandle & SessionBlindHandle = { body: { types: ["application/json"] }, sessionBlind: true };

export const links: Route.LinksFunction = () => [stylesheet(bookingFlowStylesheet)];

/**
 * What the page, its booking card and the draft Book saves read of the room: the page's data
 * carries these and no other field of the room answer. Left out: what the loader turns into
 * text here (original_cost into the price, promo_code into the hint, date into the availability
 * summary, is_mrb into the card or the enquiry), seoId (the same as seo_id) and what no part of
 * the page shows (inventoryId, minDuration, months_list, add_on, state). business_hours are
 * shown by the direction panel and said by the centre's JSON-LD, which names centerId (0053).
 */
const ROOM_PAGE_FIELDS = [
  "id",
  "name",
  "description",
  "url",
  "floor",
  "address",
  "city",
  "city_name",
  "capacity",
  "space_type",
  "space_type_name",
  "cost",
  "month_factor",
  "distance",
  "categories",
  "amenities",
  "inclusions",
  "latitude",
  "longitude",
  "start_time",
  "end_time",
  "time_slots",
  "slot_duration",
  "seo_id",
  "center_name",
  "center_address",
  "center_phone",
  "center_notice",
  "centerId",
  "business_hours",
  "pincode",
  "nearest_airport",
  "selectDataOptions",
  "passCount",
  "available",
  "is_bookable",
] as const satisfies readonly (keyof RoomDetail)[];

type RoomPageRoom = Pick<RoomDetail, (typeof ROOM_PAGE_FIELDS)[number]>;

function roomPageRoom(room: RoomDetail): RoomPageRoom {
  const picked = Object.fromEntries(ROOM_PAGE_FIELDS.map((field) => [field, room[field]])) as RoomPageRoom;
  // An answer may leave the airport out; the page's data says "none" rather than drop the key.
  return { ...picked, nearest_airport: room.nearest_airport ?? null };
}

/**
 * The room as its same-day deadlines see it. The answer's start and end are its opening window on
 * the date asked (today's here); on a day its centre is closed they meet, and then the centre's
 * hours stand for the room's on other days.
 */
function roomDeadlineItem(room: RoomDetail): DeadlineItem {
  const open = room.start_time < room.end_time;
  return {
    productTypeId: room.space_type,
    startTime: open ? room.start_time : 0,
    endTime: open ? room.end_time : 48,
    slotDuration: room.slot_duration,
    businessHours: room.business_hours,
  };
}

/** /{city}/meeting-rooms-in-{seoId}?date= : one room or bookable item (000 spec section 2). */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const seoId = seoIdFromRoomSlug(params.roomSlug);
  if (!seoId) throw data(null, { status: 404 });
  await requireLiveCity(context.api, params.city);

  const now = context.clock();
  const { today, lastDate } = searchWindow(now);
  const requestedDate = url.searchParams.get("date");
  // A date that cannot be booked moves to the nearest one that can, and the page says why.
  const corrected = (day: string, correction: DateCorrection) => {
    const target = new URLSearchParams(url.search);
    target.set("date", day);
    target.set("notice", correction);
    return redirect(`${url.pathname}?${target.toString()}`, 302);
  };
  const anyType = nearestBookableDate(null, requestedDate, now);
  if (anyType.correction) throw corrected(anyType.date, anyType.correction);
  let date = anyType.date;

  // The visitor's location, when the browser has shared it, gives the API the distance.
  const visitor = locationFromCookie(request.headers.get("cookie"));
  const fetchRoom = async (day: string) =>
    unwrapApiData(
      await callEndpoint(context.api, endpoints.rooms.room, {
        params: { id: seoId },
        query: {
          search_by: "seo_id",
          date: day,
          latitude: visitor?.latitude,
          longitude: visitor?.longitude,
        },
      }),
    );
  let room = await fetchRoom(date);
  const forType = nearestBookableDate(roomProductType(room), requestedDate, now);
  if (forType.correction) throw corrected(forType.date, forType.correction);
  // Without a chosen date: today until this room's last same-day booking can start (its hours
  // today and minimum length; a pass's or virtual office's cut-off), else its next bookable day,
  // a weekday for day passes (decision 0039). A chosen date, today's too, is shown as it is.
  if (!requestedDate) {
    const fallback = defaultSearchDate(now, weekDeadlines([roomDeadlineItem(room)]));
    if (fallback !== date && fallback <= lastDate) {
      date = fallback;
      room = await fetchRoom(date);
    }
  }
  // One address per room: another city in the path moves permanently to the room's own.
  if (params.city !== room.city) {
    throw redirect(roomPath(room.city, room.seo_id, requestedDate === date ? date : undefined), 301);
  }

  const productTypeId = roomProductType(room);
  const onlineBookable = room.is_mrb && room.is_bookable;
  // The cancellation policy is shown where the customer decides (issue 16).
  const policy = onlineBookable
    ? await callEndpoint(context.api, endpoints.cancellations.policy, { query: { space_type: productTypeId } })
    : null;
  return {
    cancellationPolicy: policy && isSuccess(policy) ? policy.body.data.summary : null,
    room: roomPageRoom(room),
    date,
    today,
    lastDate,
    crumbs: roomBreadcrumb({ productTypeId, name: room.name, citySlug: room.city, seoId: room.seo_id }, date),
    title: roomTitle(room),
    price: roomPrice(room),
    promo: promoHint(room.promo_code),
    showSeats: showsSeatCount(productTypeId),
    showInclusions: productTypeId === PRODUCT_TYPE.virtualOffice,
    // Computed here, with the server's clock, so the server and browser renders agree.
    booking: onlineBookable
      ? {
          availability: availabilitySummary(room, now),
          buttonLabel: bookingButtonLabel(room, initialPassCount(room.passCount)),
          // Today's slots that have started cannot be picked (DECISIONS.md section 3).
          firstSelectable: date === today ? firstFutureSlot(istNow(now).minutes) : 0,
          // The date picker greys these out, as the booking check refuses them.
          closedWeekdays: closedWeekdays(productTypeId, room.start_time, room.end_time, room.business_hours),
        }
      : null,
    directionsHref: directionsHref(context.publicConfig.directionsUrl, room.latitude, room.longitude),
    map: { tileUrl: context.publicConfig.mapTileUrl, attribution: context.publicConfig.mapAttribution },
    // The page's description, canonical address, preview image and JSON-LD are made from the
    // room, the title and this (roomSeo), on the server and in the browser, not sent again.
    publicUrl: context.publicUrl,
  };
}

/**
 * Book: the server checks the card's booking parameters (POST /passy/v1/validate) and prices
 * them; its refusal's message is shown on the card. On success the page moves on: timed rooms
 * with a menu to the F&B step (its first category offered at the start slot), others to checkout;
 * a visitor without a session logs in when leaving the F&B step, or before checkout when there
 * is no F&B step (the card opens the login dialog).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = ValidateBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data<BookActionData>({ ok: false, message: "Please check your selection and try again." }, { status: 400 });
  const result = await callEndpoint(context.api, endpoints.booking.validate, { body: parsed.data });
  if (!isSuccess(result)) {
    const message = result.status < 500 ? result.body.meta.message : "We could not check this booking just now. Please try again.";
    return data<BookActionData>({ ok: false, message }, { status: result.status < 500 ? result.status : 502 });
  }
  const validated = result.body.data;
  const signedIn = (await readSession(context.api)) !== null;
  const seoId = seoIdFromRoomSlug(params.roomSlug);
  let next = "/checkout";
  if (seoId && validated.start_time !== null && validated.end_time !== null) {
    const menu = await callEndpoint(context.api, endpoints.booking.addOns, {
      query: {
        room_id: validated.room_id,
        date: validated.date,
        start_time: validated.start_time,
      },
    });
    const categories = isSuccess(menu) ? menu.body.data : [];
    if (categories.length > 0) {
      const tab = categories.find((c) => c.available)?.tab_id ?? "edit-addon";
      // The step's query carries the last chosen slot; it stores end + 1 when it finishes (000 spec section 4).
      const query = new URLSearchParams({
        date: validated.date,
        startTime: String(validated.start_time),
        endTime: String(validated.end_time - 1),
      });
      next = `/${seoId}/foodBeverage/${tab}?${query.toString()}`;
    }
  }
  return data<BookActionData>({ ok: true, validated, next, signedIn });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  return roomMetaTags(roomSeo(loaderData.room, loaderData.publicUrl, loaderData.title));
}

export default function RoomDetails({ loaderData }: Route.ComponentProps) {
  const { room, date, today, lastDate, crumbs, price, promo, showSeats, showInclusions, booking } = loaderData;
  const path = roomPath(room.city, room.seo_id);
  const navigation = useNavigation();
  const location = useLocation();
  // A date the address asked for that could not be booked was replaced (the loader).
  const [searchParams] = useSearchParams();
  const notice = pageNoticeOf(searchParams);
  const pendingDate =
    navigation.state === "loading" && navigation.location.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search).get("date")
      : null;

  // The stored booking draft starts again from this room and date (000 spec section 4), except
  // when "Edit" (?edit=1) brought the visitor back to its room and date: then the card shows it,
  // and it stays stored (the checkout still has it) until Book replaces it (decision 0045).
  const editing = searchParams.has(EDIT_DRAFT_PARAM);
  const [edited, setEdited] = useState<BookingDraft | null>(null);
  useEffect(() => {
    const kept = editing ? draftToEdit(readBookingDraft(), room.id, date) : null;
    // Session storage exists only in the browser, after hydration: an effect is the place to read it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEdited(kept);
    if (!kept) resetBookingDraft(bookingDraftReset(date, room.id));
  }, [date, room.id, editing]);

  // The view-item event (001 spec section 7), once per room shown.
  useEffect(() => {
    pushEcommerceLater(({ viewItemEvent }) => [viewItemEvent(room)]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.id]);

  return (
    <article className="room-page container">
      <NoticeSnackbar notice={notice} tone="information" />
      <RoomJsonLdLater room={room} crumbs={crumbs} title={loaderData.title} publicUrl={loaderData.publicUrl} />
      <RoomGallery images={room.url} label={`${room.name} at ${room.center_name}`} />
      <div className="room-page__layout">
        <div className="room-page__head">
          <RoomOverview room={room} crumbs={crumbs} price={price} promo={promo} showSeats={showSeats} />
        </div>
        <aside className="room-page__aside" aria-label={booking ? "Booking" : "Enquiry"}>
          <div className="room-page__sticky">
            {booking ? (
              <InteractiveBookingCard
                room={room}
                edited={edited}
                firstSelectable={booking.firstSelectable}
                price={price}
                promo={promo}
                showSeats={showSeats}
                date={date}
                today={today}
                lastDate={lastDate}
                path={path}
                availability={booking.availability}
                buttonLabel={booking.buttonLabel}
                pendingDate={pendingDate}
                closedWeekdays={booking.closedWeekdays}
              />
            ) : (
              <EnquiryCard name={room.name} seoId={room.seo_id} />
            )}
          </div>
        </aside>
        <div className="room-page__details">
          <RoomFeaturesLater room={room} showInclusions={showInclusions} />
          {loaderData.cancellationPolicy ? (
            <section className="room-section room-policy" aria-labelledby="policy-title">
              <h2 id="policy-title" className="room-section__title">
                Cancellation policy
              </h2>
              <p data-testid="room-cancellation-policy">{loaderData.cancellationPolicy}</p>
            </section>
          ) : null}
        </div>
        <div className="room-page__location">
          <DirectionPanelLater room={room} directionsHref={loaderData.directionsHref} map={loaderData.map} />
        </div>
      </div>
    </article>
  );
}

// What lies below the booking card (the room's features, the map and directions) and the
// structured data for crawlers are not in the page's first load: lazy parts (shared/lazy/lazy-part.tsx).
const RoomFeaturesLater = lazyPart(() => import("../features/room-details/room-features").then((m) => m.RoomFeatures));
const RoomJsonLdLater = lazyPart(() => import("../features/room-details/room-json-ld").then((m) => m.RoomJsonLd));
const DirectionPanelLater = lazyPart(() => import("../features/room-details/direction-panel").then((m) => m.DirectionPanel));

type InteractiveBookingCardProps = Omit<Parameters<typeof BookingCard>[0], "room" | "picker" | "footer"> & {
  room: Route.ComponentProps["loaderData"]["room"];
  firstSelectable: number;
  edited: BookingDraft | null;
};

function InteractiveBookingCard({ room, firstSelectable, edited, ...props }: InteractiveBookingCardProps) {
  const { picker, footer } = useBookingForm(room, props.date, firstSelectable, edited);
  return <BookingCard room={room} picker={picker} footer={footer} {...props} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
