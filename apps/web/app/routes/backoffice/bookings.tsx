import { Link } from "react-router";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { formatShortDate } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { STATUS_TEXT, bookingTimeText } from "../../features/backoffice/booking-time";
import { loadFilteredList } from "../../features/backoffice/filtered-list.server";
import { Pager } from "../../features/backoffice/pager";
import { ConsoleError } from "../../features/backoffice/console-error";
import type { Route } from "./+types/bookings";
import { ConsoleAlert } from "../../features/backoffice/console-list";
import { FilterForm, FilterInput, FilterSelect, optionsOf } from "../../features/backoffice/list-filters";

const FILTERS = ["q", "centre_id", "from", "to", "status", "page"] as const;

/** /backoffice/bookings: search by code, e-mail or phone, centre, dates and status (25 a page, on the server). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFilteredList(request, context.api, {
    filters: FILTERS,
    endpoint: endpoints.backoffice.bookings,
    failure: "The search failed just now. Please try again.",
  });
}

/** The bookings CSV's cap (the API's BOOKINGS_CSV_MAX). */
const BOOKINGS_CSV_MAX = 10_000;

/** The search's filters without the page: the export has every match. */
function csvHref(query: Record<string, string>) {
  const { page: _page, ...filters } = query;
  const search = new URLSearchParams(filters).toString();
  return `${browserEndpoints.consoleCharts.bookingsCsv.path}${search ? `?${search}` : ""}`;
}

export function meta() {
  return [{ title: "Bookings · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function BackofficeBookings({ loaderData }: Route.ComponentProps) {
  const { query, result, error } = loaderData;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.page_size)) : 1;
  return (
    <>
      <h1 className="bo-title">Bookings</h1>
      <FilterForm label="Search bookings" button="Search" centreId={query.centre_id}>
        <FilterInput
          label="Booking id, customer e-mail or phone"
          name="q"
          value={query.q}
          wide
          type="search"
          placeholder="WB7K3M9Q2X, name@example.com or 98765 43210"
        />
        <FilterInput label="From" name="from" value={query.from} type="date" />
        <FilterInput label="To" name="to" value={query.to} type="date" />
        <FilterSelect label="Status" name="status" value={query.status} options={optionsOf(STATUS_TEXT)} any="Any" />
      </FilterForm>
      {error ? <ConsoleAlert tone="error">{error}</ConsoleAlert> : null}
      {result ? (
        <>
          <p className="bo-muted" role="status">
            {result.total === 0
              ? "No bookings match."
              : `${result.total} booking${result.total === 1 ? "" : "s"}, page ${result.page} of ${pages}`}
            {result.total > 0 ? (
              <>
                {" · "}
                <a className="bo-csv-link" href={csvHref(query)} download>
                  Download all {result.total > BOOKINGS_CSV_MAX ? `(first ${BOOKINGS_CSV_MAX.toLocaleString("en-IN")})` : ""} as CSV
                </a>
              </>
            ) : null}
          </p>
          {result.bookings.length > 0 ? (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">Booking</th>
                    <th scope="col">When</th>
                    <th scope="col">Room · centre</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="bo-num">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.bookings.map((b) => (
                    <tr key={b.code}>
                      <td data-label="Booking">
                        <Link to={`/backoffice/bookings/${b.code}`}>{b.code}</Link>
                      </td>
                      <td data-label="When">
                        {formatShortDate(b.date)}
                        <br />
                        <span className="bo-muted">{bookingTimeText(b)}</span>
                      </td>
                      <td data-label="Room · centre">
                        {b.room_name}
                        <br />
                        <span className="bo-muted">
                          {b.centre_name}, {b.city}
                        </span>
                      </td>
                      <td data-label="Customer">
                        {b.customer_name}
                        <br />
                        <span className="bo-muted">{b.customer_email || b.customer_phone}</span>
                      </td>
                      <td data-label="Status">
                        {STATUS_TEXT[b.status]}
                        {b.refund_required ? <span className="bo-badge">Refund required</span> : null}
                      </td>
                      <td data-label="Total" className="bo-num">
                        {formatRupees(b.total_paise)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Pager query={query} page={result.page} pages={pages} />
        </>
      ) : null}
    </>
  );
}

export const ErrorBoundary = ConsoleError;
