import { lazy, Suspense, useEffect } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { pushEcommerceLater } from "../../components/analytics/push-ecommerce-later";
import { distanceOrigin } from "@workbay/domain/distance";
import { Icon } from "../../components/ui/icon";
import { ButtonLink } from "../../components/ui/button-link";
import { RoomCard } from "../../shared/rooms/room-card";
import { FILTERS_PANEL_ID } from "./listing-filters-panel";
import { countItems, itemsNoun } from "./listing-copy";
import { activeFilterChips, clearedFilters, hasNarrowingFilters, NEAR_ME, SORT_LABELS, type ListingFilters } from "./listing-filters";
import { listingHref, type ListingPlace } from "./listing-place";
import type { ListingData } from "./load-listing.server";
import { useHydrated } from "../../shared/hooks/use-hydrated";

/** Leaflet, its clustering and the map's code load only when the map view is opened. */
const ListingMap = lazy(() => import("./listing-map"));

/** Cards above the fold on a wide screen load at once; the rest lazily. */
const EAGER_CARDS = 3;

type ListingResultsProps = {
  data: ListingData;
  draft: ListingFilters;
  update: (patch: Partial<ListingFilters>) => void;
  formId: string;
  /** A line above the list (passes on a weekend date). */
  notice: string | null;
};

export function ListingResults({ data, draft, update, formId, notice }: ListingResultsProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { place, filters, rooms, paging, typeId, fields } = data;
  const chips = activeFilterChips(filters, data.amenities);
  const first = (paging.current_page - 1) * paging.page_size + 1;
  const last = first + rooms.length - 1;
  const sorts = fields.sorts.filter((sort) => sort !== "distance" || data.hasLocation);

  // Product impressions (001 spec section 7): the rooms of each page of results, once per list shown.
  const impressionKey = `${typeId}:${data.city.slug}:${paging.current_page}:${rooms.map((r) => r.id).join(",")}`;
  useEffect(() => {
    if (rooms.length === 0) return;
    const list = { id: `${data.city.slug}-type-${typeId}`, name: data.heading };
    pushEcommerceLater(({ viewItemListEvent }) => [viewItemListEvent(list, rooms, first - 1)]);
    // The key names the list; the rooms and heading come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [impressionKey]);

  return (
    <section className="listing-results" aria-labelledby="results-title" aria-busy={navigation.state === "loading"}>
      <h2 id="results-title" className="visually-hidden">
        Results
      </h2>
      <div className="listing-toolbar">
        <p className="listing-toolbar__count" aria-live="polite">
          {rooms.length > 0 ? `Showing ${first}–${last} of ${countItems(typeId, paging.total_items)}` : `No ${itemsNoun(typeId)} to show`}
        </p>
        <ViewToggle place={place} filters={filters} />
        <button type="button" className="btn btn--secondary btn--sm listing-toolbar__filters" popoverTarget={FILTERS_PANEL_ID}>
          <FiltersIcon />
          Filters
          {chips.length > 0 ? <span className="count-badge">{chips.length}</span> : null}
        </button>
        <div className="listing-toolbar__sort">
          <label htmlFor="listing-sort" className="listing-toolbar__label">
            Sort by
          </label>
          <select
            id="listing-sort"
            name="sort"
            form={formId}
            value={draft.sort}
            onChange={(event) => update({ sort: event.target.value as ListingFilters["sort"] })}
            className="listing-toolbar__select"
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" form={formId} className="btn btn--secondary btn--sm">
              Sort
            </button>
          )}
        </div>
      </div>

      {chips.length > 0 ? (
        <ul className="filter-chips" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link
                to={listingHref(place, chip.without)}
                className="filter-chip"
                aria-label={`Remove filter: ${chip.label}`}
                preventScrollReset
              >
                {chip.label}
                <Icon name="close" size={14} />
              </Link>
            </li>
          ))}
          <li>
            <Link to={listingHref(place, clearedFilters(filters))} className="filter-chips__clear" preventScrollReset>
              Clear all
            </Link>
          </li>
        </ul>
      ) : null}

      {notice ? (
        <p className="listing-notice">
          <Icon name="calendar" size={18} />
          {notice}
        </p>
      ) : null}

      {filters.view === "map" ? (
        <Suspense fallback={<MapStandIn />}>
          {hydrated ? (
            <ListingMap
              rooms={rooms}
              date={data.date}
              bbox={filters.bbox ?? null}
              cityCentre={data.cityCentre}
              tileUrl={data.map.tileUrl}
              attribution={data.map.attribution}
              onSearchArea={(bbox) => void navigate(listingHref(place, { ...filters, bbox, page: 1 }), { preventScrollReset: true })}
            />
          ) : (
            <MapStandIn />
          )}
        </Suspense>
      ) : null}

      {rooms.length > 0 ? (
        <>
          <div className="room-grid listing-grid">
            {rooms.map((room, i) => (
              <RoomCard
                key={room.id}
                room={room}
                date={data.date}
                headingLevel={3}
                eager={i < EAGER_CARDS}
                priority={i === 0}
                distanceFrom={filters.near ? distanceOrigin(filters.near.name, filters.near.name === NEAR_ME) : null}
              />
            ))}
          </div>
          {paging.total_pages > 1 ? (
            <Pager place={place} filters={filters} page={paging.current_page} totalPages={paging.total_pages} />
          ) : null}
        </>
      ) : (
        <EmptyState data={data} />
      )}
    </section>
  );
}

/** List or map: links, so the view is in the address and works without JavaScript. */
function ViewToggle({ place, filters }: { place: ListingPlace; filters: ListingFilters }) {
  const isMap = filters.view === "map";
  const { view: _view, ...listFilters } = filters;
  return (
    <nav className="view-toggle" aria-label="View">
      <Link
        to={listingHref(place, { ...listFilters, page: 1 })}
        className="view-toggle__link"
        aria-current={isMap ? undefined : "page"}
        preventScrollReset
      >
        <Icon name="menu" size={16} />
        List
      </Link>
      <Link
        to={listingHref(place, { ...filters, view: "map", page: 1 })}
        className="view-toggle__link"
        aria-current={isMap ? "page" : undefined}
        preventScrollReset
      >
        <Icon name="map-pin" size={16} />
        Map
      </Link>
    </nav>
  );
}

/** Until the map's code has loaded (and without JavaScript): the drawn plan and a note. */
function MapStandIn() {
  return (
    <div className="room-map listing-map">
      <p className="listing-map__placeholder">The map of these spaces appears here.</p>
    </div>
  );
}

/** Three sliders: the usual sign for filters (the design system's icons have none yet). */
function FiltersIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

function Pager({ place, filters, page, totalPages }: { place: ListingPlace; filters: ListingFilters; page: number; totalPages: number }) {
  const href = (n: number) => listingHref(place, { ...filters, page: n });
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={href(page - 1)} className="pager__link" rel="prev">
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
        <Link to={href(page + 1)} className="pager__link" rel="next">
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

function EmptyState({ data }: { data: ListingData }) {
  const { place, filters, paging, typeId, city } = data;
  const noun = itemsNoun(typeId);

  if (paging.total_items > 0) {
    return (
      <div className="empty-state">
        <Icon name="search" size={40} className="empty-state__icon" />
        <h3 className="empty-state__title">There are no more {noun} on this page</h3>
        <p className="empty-state__text">The list is shorter than this page number.</p>
        <Link to={listingHref(place, { ...filters, page: 1 })} className="text-link">
          Back to the first page
        </Link>
      </div>
    );
  }

  if (hasNarrowingFilters(filters)) {
    return (
      <div className="empty-state">
        <Icon name="search" size={40} className="empty-state__icon" />
        <h3 className="empty-state__title">No {noun} match your filters</h3>
        <p className="empty-state__text">
          Nothing in {city.name} has everything you asked for on this date. Remove a filter or two, or try another date.
        </p>
        <ButtonLink to={listingHref(place, clearedFilters(filters))} variant="primary" preventScrollReset>
          Clear all filters
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="empty-state">
      <Icon name="building" size={40} className="empty-state__icon" />
      <h3 className="empty-state__title">
        No {noun} in {city.name} yet
      </h3>
      <p className="empty-state__text">We are adding spaces all the time. Meanwhile, have a look in another city.</p>
      <ul className="empty-state__cities">
        {data.cities
          .filter((c) => c.slug !== city.slug)
          .map((c) => (
            <li key={c.slug}>
              <Link to={listingHref(place, { ...filters, page: 1 }, c.slug)} className="chip-link">
                {c.name}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
