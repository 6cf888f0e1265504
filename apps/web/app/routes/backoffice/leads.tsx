import { Link } from "react-router";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { formatIstDateTime } from "../../features/backoffice/booking-time";
import { LEAD_KIND_TEXT, LEAD_STATUS_TEXT } from "../../features/backoffice/lead-text";
import { loadFilteredList } from "../../features/backoffice/filtered-list.server";
import { Pager } from "../../features/backoffice/pager";
import { ConsoleError } from "../../features/backoffice/console-error";
import type { Route } from "./+types/leads";
import { ConsoleAlert } from "../../features/backoffice/console-list";
import { FilterForm, FilterInput, FilterSelect, optionsOf } from "../../features/backoffice/list-filters";

const FILTERS = ["status", "kind", "city", "centre_id", "page"] as const;

/** /backoffice/leads: enquiries and event leads, newest first, by status, kind, city and centre (25 a page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFilteredList(request, context.api, {
    filters: FILTERS,
    endpoint: endpoints.backoffice.leads,
    failure: "The leads did not load just now. Please try again.",
  });
}

export function meta() {
  return [{ title: "Leads · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function BackofficeLeads({ loaderData }: Route.ComponentProps) {
  const { query, result, error } = loaderData;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.page_size)) : 1;
  return (
    <>
      <h1 className="bo-title">Leads</h1>
      <FilterForm label="Filter leads" button="Filter" centreId={query.centre_id}>
        <FilterSelect label="Status" name="status" value={query.status} options={optionsOf(LEAD_STATUS_TEXT)} any="Any" />
        <FilterSelect label="Kind" name="kind" value={query.kind} options={optionsOf(LEAD_KIND_TEXT)} any="Any" />
        <FilterInput label="City" name="city" value={query.city} maxLength={40} placeholder="Bengaluru" />
      </FilterForm>
      {error ? <ConsoleAlert tone="error">{error}</ConsoleAlert> : null}
      {result ? (
        <>
          <p className="bo-muted" role="status">
            {result.total === 0
              ? "No leads match."
              : `${result.total} lead${result.total === 1 ? "" : "s"}, page ${result.page} of ${pages}`}
            {query.centre_id ? (
              <>
                {" "}
                · one centre (<Link to="/backoffice/leads">show all</Link>)
              </>
            ) : null}
          </p>
          {result.leads.length > 0 ? (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">Lead</th>
                    <th scope="col">Received</th>
                    <th scope="col">From</th>
                    <th scope="col">About</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {result.leads.map((l) => (
                    <tr key={l.id}>
                      <td data-label="Lead">
                        <Link to={`/backoffice/leads/${l.id}`}>{l.reference}</Link>
                        <br />
                        <span className="bo-muted">{LEAD_KIND_TEXT[l.kind]}</span>
                      </td>
                      <td data-label="Received">{formatIstDateTime(l.created_at)}</td>
                      <td data-label="From">
                        {l.name || "—"}
                        <br />
                        <span className="bo-muted">{l.email ?? l.phone ?? ""}</span>
                      </td>
                      <td data-label="About">
                        {l.room_name ? (
                          <>
                            {l.room_name}
                            <br />
                            <span className="bo-muted">{l.centre_name}</span>
                          </>
                        ) : (
                          (l.city ?? "—")
                        )}
                      </td>
                      <td data-label="Status">{LEAD_STATUS_TEXT[l.status]}</td>
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
