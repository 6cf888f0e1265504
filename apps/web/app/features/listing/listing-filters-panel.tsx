import type { FormEvent } from "react";
import { Link } from "react-router";
import { MEETING_ROOM_TYPES } from "@workbay/domain/product-types";
import { DatePicker } from "../../components/date-picker/date-picker";
import { Icon } from "../../components/ui/icon";
import { countItems } from "./listing-copy";
import { CAPACITY_OPTIONS, clearedFilters, hasNarrowingFilters, type ListingFilters } from "./listing-filters";
import { isCurrentCityPlace, listingHref, listingPathname } from "./listing-place";
import type { ListingData } from "./load-listing.server";
import { useHydrated } from "../../shared/hooks/use-hydrated";

export const FILTERS_PANEL_ID = "listing-filters-panel";

type ListingFiltersPanelProps = {
  data: ListingData;
  draft: ListingFilters;
  update: (patch: Partial<ListingFilters>) => void;
  formId: string;
};

/**
 * The filters: a sidebar on wide screens, a sheet opened by the "Filters" button on phones
 * (Popover API, so it opens without JavaScript too). Without JavaScript the form is a plain
 * GET form with an Apply button; with it each change applies at once.
 */
export function ListingFiltersPanel({ data, draft, update, formId }: ListingFiltersPanelProps) {
  const hydrated = useHydrated();
  const { place, fields, today, lastDate, typeId, amenities } = data;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({});
  }

  return (
    <aside id={FILTERS_PANEL_ID} popover="auto" className="filters-panel" aria-labelledby="filters-title">
      <form id={formId} method="get" action={listingPathname(place)} className="filters" onSubmit={onSubmit}>
        <div className="filters__head">
          <h2 id="filters-title" className="filters__title">
            Filters
          </h2>
          {hasNarrowingFilters(draft) ? (
            <Link to={listingHref(place, clearedFilters(draft))} className="filters__clear" preventScrollReset>
              Clear all
            </Link>
          ) : null}
          <button type="button" className="filters__close" popoverTarget={FILTERS_PANEL_ID} popoverTargetAction="hide">
            <Icon name="close" size={20} />
            <span className="visually-hidden">Close filters</span>
          </button>
        </div>

        <div className="filters__body">
          {isCurrentCityPlace(place) && place.cityInAddress ? <input type="hidden" name="city" value={place.city} /> : null}
          {draft.near ? (
            <>
              <input type="hidden" name="near" value={draft.near.name} />
              <input type="hidden" name="lat" value={draft.near.latitude} />
              <input type="hidden" name="lng" value={draft.near.longitude} />
            </>
          ) : null}

          <DatePicker
            id="filter-date"
            label="Date"
            name="date"
            value={draft.date ?? data.date}
            min={today}
            max={lastDate}
            productTypeId={typeId}
            className="filters__field"
            labelClassName="filters__label"
            controlClassName="filters__control"
            onChange={(date) => update({ date })}
          />

          {fields.capacity ? (
            <div className="filters__field">
              <label htmlFor="filter-capacity" className="filters__label">
                Seats
              </label>
              <select
                id="filter-capacity"
                name="capacity"
                value={draft.capacity ?? ""}
                onChange={(event) => update({ capacity: event.target.value ? Number(event.target.value) : null })}
                className="filters__control"
              >
                <option value="">Any</option>
                {CAPACITY_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}+ seats
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {fields.roomType ? (
            <div className="filters__field">
              <label htmlFor="filter-room-type" className="filters__label">
                Type of meeting
              </label>
              <select
                id="filter-room-type"
                name="roomType"
                value={draft.roomType ?? ""}
                onChange={(event) => update({ roomType: event.target.value ? Number(event.target.value) : null })}
                className="filters__control"
              >
                <option value="">Any type</option>
                {MEETING_ROOM_TYPES.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          <label className="filters__switch">
            <input
              type="checkbox"
              name="available"
              value="true"
              checked={draft.available}
              onChange={(event) => update({ available: event.target.checked })}
            />
            <span>Only show available</span>
          </label>

          {fields.amenities ? (
            <fieldset className="filters__fieldset">
              <legend className="filters__label">Amenities</legend>
              <div className="filters__pills">
                {amenities.map((amenity) => (
                  <label key={amenity.code} className="filter-pill">
                    <input
                      type="checkbox"
                      name="amenities"
                      value={amenity.code}
                      checked={draft.amenities.includes(amenity.code)}
                      onChange={(event) =>
                        update({
                          amenities: event.target.checked
                            ? amenities.map((a) => a.code).filter((c) => c === amenity.code || draft.amenities.includes(c))
                            : draft.amenities.filter((c) => c !== amenity.code),
                        })
                      }
                    />
                    <Icon name="check" size={14} className="filter-pill__tick" />
                    {amenity.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>

        <div className="filters__footer">
          {hydrated ? (
            <button
              type="button"
              className="btn btn--primary btn--md filters__done"
              popoverTarget={FILTERS_PANEL_ID}
              popoverTargetAction="hide"
            >
              Show {countItems(typeId, data.paging.total_items)}
            </button>
          ) : (
            <button type="submit" className="btn btn--primary btn--md filters__apply">
              Apply filters
            </button>
          )}
        </div>
      </form>
    </aside>
  );
}
