import { Form, Link, data } from "react-router";
import type { RoomListResponse } from "@workbay/contracts/rooms";
import { CITIES, cityBySlug } from "@workbay/domain/cities";
import { formatLongDate } from "@workbay/domain/ist-date";
import { Button } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { unwrapApiData } from "../features/api/unwrap-api-data";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { RoomCard } from "../features/rooms/room-card";
import { parsePage } from "../features/search/parse-page";
import { parseSearchDate, searchWindow } from "../features/search/parse-search-date";
import type { Route } from "./+types/city-meeting-rooms";

const PAGE_SIZE = 12;
/** Cards above the fold on a wide screen load at once; the rest lazily. */
const EAGER_CARDS = 4;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const city = cityBySlug(params.city);
  if (!city) throw data(null, { status: 404 });

  const now = new Date();
  const { today, lastDate } = searchWindow(now);
  const date = parseSearchDate(url.searchParams.get("date"), now);
  const page = parsePage(url.searchParams.get("page"));

  const { rooms, paging } = unwrapApiData(
    await context.api.get<RoomListResponse>("/passy/v1/rooms", {
      city: city.slug,
      space_type: 1,
      date,
      current_page: page,
      page_size: PAGE_SIZE,
    }),
  );

  return {
    city: { slug: city.slug, name: city.name, breadcrumb: city.breadcrumb },
    date,
    today,
    lastDate,
    rooms,
    paging,
    canonicalUrl: `${context.publicUrl}/${city.slug}/meeting-rooms${page > 1 ? `?page=${page}` : ""}`,
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  const { city, paging, canonicalUrl } = loaderData;
  const count = paging.total_items > 0 ? `${paging.total_items} meeting rooms` : "Meeting rooms";
  return [
    { title: `Meeting Rooms in ${city.name} | Workbay` },
    {
      name: "description",
      content: `${count} in ${city.name} to book by the hour. Compare prices, seats and amenities, check availability for your date and book instantly on Workbay.`,
    },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
  ];
}

function pageHref(date: string, page: number): string {
  return page > 1 ? `?date=${date}&page=${page}` : `?date=${date}`;
}

export default function CityMeetingRooms({ loaderData }: Route.ComponentProps) {
  const { city, date, today, lastDate, rooms, paging } = loaderData;
  const first = (paging.current_page - 1) * paging.page_size + 1;
  const last = first + rooms.length - 1;

  return (
    <>
      <section className="page-header" aria-labelledby="page-title">
        <div className="container">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <span aria-current="page">{city.breadcrumb}</span>
              </li>
            </ol>
          </nav>
          <div className="page-header__row">
            <div>
              <h1 id="page-title" className="page-header__title">
                Meeting rooms in {city.name}
              </h1>
              <p className="page-header__meta">
                {paging.total_items === 1 ? "1 meeting room" : `${paging.total_items} meeting rooms`}
                <span aria-hidden="true"> · </span>
                availability for <strong>{formatLongDate(date)}</strong>
              </p>
            </div>
            <Form method="get" className="date-filter" aria-label="Change the date">
              <label htmlFor="listing-date" className="date-filter__label">
                Date
              </label>
              <input
                key={date}
                id="listing-date"
                type="date"
                name="date"
                required
                min={today}
                max={lastDate}
                defaultValue={date}
                className="date-filter__input"
              />
              <Button type="submit" variant="primary">
                Show rooms
              </Button>
            </Form>
          </div>
        </div>
      </section>

      <section className="container listing" aria-label="Rooms">
        {rooms.length > 0 ? (
          <>
            <p className="listing__range" aria-live="polite">
              Showing {first}–{last} of {paging.total_items}
            </p>
            <div className="room-grid">
              {rooms.map((room, i) => (
                <RoomCard key={room.id} room={room} date={date} headingLevel={2} eager={i < EAGER_CARDS} />
              ))}
            </div>
            {paging.total_pages > 1 ? <Pager date={date} page={paging.current_page} totalPages={paging.total_pages} /> : null}
          </>
        ) : (
          <EmptyState cityName={city.name} citySlug={city.slug} date={date} outOfRange={paging.total_items > 0} />
        )}
      </section>
    </>
  );
}

function Pager({ date, page, totalPages }: { date: string; page: number; totalPages: number }) {
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={pageHref(date, page - 1)} className="pager__link" rel="prev">
          <Icon name="chevron-left" size={18} />
          Previous
        </Link>
      ) : (
        <span className="pager__link pager__link--disabled" aria-hidden="true">
          <Icon name="chevron-left" size={18} />
          Previous
        </span>
      )}
      <span className="pager__status">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={pageHref(date, page + 1)} className="pager__link" rel="next">
          Next
          <Icon name="chevron-right" size={18} />
        </Link>
      ) : (
        <span className="pager__link pager__link--disabled" aria-hidden="true">
          Next
          <Icon name="chevron-right" size={18} />
        </span>
      )}
    </nav>
  );
}

type EmptyStateProps = { cityName: string; citySlug: string; date: string; outOfRange: boolean };

function EmptyState({ cityName, citySlug, date, outOfRange }: EmptyStateProps) {
  if (outOfRange) {
    return (
      <div className="empty-state">
        <Icon name="search" size={40} className="empty-state__icon" />
        <h2 className="empty-state__title">There are no more rooms on this page</h2>
        <p className="empty-state__text">The list is shorter than this page number.</p>
        <Link to={pageHref(date, 1)} className="text-link">
          Back to the first page
        </Link>
      </div>
    );
  }
  return (
    <div className="empty-state">
      <Icon name="building" size={40} className="empty-state__icon" />
      <h2 className="empty-state__title">No meeting rooms found in {cityName}</h2>
      <p className="empty-state__text">
        There are no rooms to show for {formatLongDate(date)}. Try another date, or look at another city.
      </p>
      <ul className="empty-state__cities">
        {CITIES.filter((c) => c.slug !== citySlug).map((c) => (
          <li key={c.slug}>
            <Link to={`/${c.slug}/meeting-rooms?date=${date}`} className="chip-link">
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
