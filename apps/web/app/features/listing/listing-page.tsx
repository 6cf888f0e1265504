import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CITY_SLUGS, type CitySlug } from "@workbay/domain/cities";
import { formatLongDate, weekdayOf } from "@workbay/domain/ist-date";
import { PRODUCT_TYPE, productType } from "@workbay/domain/product-types";
import { pendingCityScript, storeCity } from "../../shared/city/current-city";
import { cityOfCoordinates } from "../../shared/city/visitor-location";
import { NoticeSnackbar } from "../../shared/notices/notice-snackbar";
import { pageNoticeOf } from "../../shared/notices/page-notices";
import { PRODUCT_ORDER } from "../../shared/products/product-order";
import { CitySwitcher } from "./city-switcher";
import { ListingFiltersPanel } from "./listing-filters-panel";
import { countItems } from "./listing-copy";
import type { ListingFilters } from "./listing-filters";
import { isCurrentCityPlace, listingHref } from "./listing-place";
import { canonicalListingPath } from "@workbay/domain/room-page";
import { ListingResults } from "./listing-results";
import { NearMe } from "./near-me";
import type { ListingData } from "./load-listing.server";
import { useCurrentCitySwitch } from "./use-current-city-switch";
import { useListingLocation } from "./use-listing-location";
import { useNonce } from "../../shared/security/nonce";

const FILTERS_FORM_ID = "listing-filters";

/**
 * A listing of one product type in one city: heading, city switcher, filters kept in the
 * address (a plain GET form without JavaScript; with it, every change updates the address
 * and the list without a full reload), results and paging.
 */
export function ListingPage({ data }: { data: ListingData }) {
  const { place, city, filters } = data;
  const navigate = useNavigate();
  const nonce = useNonce();
  useCurrentCitySwitch(place, filters);
  useListingLocation(data.hasLocation);
  // A date the address asked for that could not be booked was replaced (load-listing).
  const [searchParams] = useSearchParams();
  const notice = pageNoticeOf(searchParams);

  // The controls show the visitor's choice at once; the loaded filters replace it when the
  // list arrives (and on back/forward).
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    setShown(filters);
    setDraft(filters);
  }

  function update(patch: Partial<ListingFilters>) {
    const next = { ...draft, ...patch, page: 1 };
    setDraft(next);
    void navigate(listingHref(place, next), { preventScrollReset: true });
  }

  /**
   * "Near me" (near-me.tsx): the list sorted by distance from the visitor. On a current-city page
   * (DECISIONS.md section 8) the visitor's location also picks the city, as the spec's detection
   * does: a visitor in Mumbai gets Mumbai's rooms nearest first.
   */
  function sortNearVisitor(patch: Partial<ListingFilters>): void {
    const near = patch.near;
    if (near && isCurrentCityPlace(place)) {
      const detected = cityOfCoordinates(near);
      // Another city: its address names it, and a city in the address becomes the stored one.
      // (Storing it first would start the page's own switch to that city, without the point.)
      if (detected !== place.city) {
        void navigate(listingHref(place, { ...filters, ...patch, page: 1 }, detected), { preventScrollReset: true });
        return;
      }
      storeCity(detected);
    }
    update(patch);
  }

  // Another city's list is not sorted from a point in this one.
  const cityHref = (slug: CitySlug) =>
    listingHref(place, { ...filters, page: 1, near: null, sort: filters.near ? "recommended" : filters.sort }, slug);
  const type = productType(data.typeId);
  const weekdayOnly = data.typeId === PRODUCT_TYPE.dayPass || data.typeId === PRODUCT_TYPE.executiveDayPass;
  const weekend = weekdayOnly && [0, 6].includes(weekdayOf(data.date));

  return (
    <>
      <NoticeSnackbar notice={notice} tone="information" />
      {isCurrentCityPlace(place) && !place.cityInAddress ? (
        <>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pendingCityScript(city.slug, CITY_SLUGS) }} />
          <div className="listing-pending" role="status">
            <span className="listing-pending__spinner" aria-hidden="true" />
            Finding spaces in your city…
          </div>
        </>
      ) : null}

      <div className="listing-page">
        <section className="page-header" aria-labelledby="page-title">
          <div className="container">
            <nav aria-label="Breadcrumb" className="breadcrumb">
              <ol>
                <li>
                  <Link to="/">Home</Link>
                </li>
                {data.typeId === PRODUCT_TYPE.meetingRoom && place.route === "city-meeting-rooms" && filters.roomType === null ? (
                  <li>
                    <span aria-current="page">{city.breadcrumb}</span>
                  </li>
                ) : (
                  <>
                    <li>
                      <Link to={`/${city.slug}/meeting-rooms`}>{city.breadcrumb}</Link>
                    </li>
                    <li>
                      <span aria-current="page">{data.crumb}</span>
                    </li>
                  </>
                )}
              </ol>
            </nav>
            <h1 id="page-title" className="page-header__title">
              {data.heading}
            </h1>
            <p className="page-header__lead">{data.blurb}</p>
            <p className="page-header__meta">
              <strong>{countItems(data.typeId, data.paging.total_items)}</strong>
              <span aria-hidden="true"> · </span>
              {type.kind === "subscription" ? "starting" : "availability for"} <strong>{formatLongDate(data.date)}</strong>
            </p>
            <CitySwitcher cities={data.cities} current={city.slug} hrefFor={cityHref} />
            <NearMe
              near={filters.near ?? null}
              sorted={filters.sort === "distance"}
              clearHref={listingHref(place, { ...filters, page: 1, near: null, sort: "recommended" })}
              sortNear={sortNearVisitor}
            />
          </div>
        </section>

        <div className="container listing-layout">
          <ListingFiltersPanel data={data} draft={draft} update={update} formId={FILTERS_FORM_ID} />
          <ListingResults
            data={data}
            draft={draft}
            update={update}
            formId={FILTERS_FORM_ID}
            notice={weekend ? `${type.name} is for weekdays: pick a date from Monday to Friday to see passes you can book.` : null}
          />
        </div>

        <section className="container listing-more" aria-labelledby="listing-more-title">
          <h2 id="listing-more-title" className="listing-more__title">
            More workspace in {city.name}
          </h2>
          <ul className="listing-more__links">
            {PRODUCT_ORDER.filter((id) => data.otherTypes.includes(id)).map((id) => (
              <li key={id}>
                <Link to={canonicalListingPath(id, city.slug)} className="chip-link">
                  {productType(id).name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
