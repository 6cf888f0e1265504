import { Link } from "react-router";
import type { AuditEntry } from "@workbay/contracts/backoffice-ops";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { formatIstDateTime } from "../../features/backoffice/booking-time";
import { ConsoleError } from "../../features/backoffice/console-error";
import { loadFilteredList } from "../../features/backoffice/filtered-list.server";
import { Pager } from "../../features/backoffice/pager";
import type { Route } from "./+types/audit";
import { ConsoleAlert } from "../../features/backoffice/console-list";
import { FilterForm, FilterInput, FilterSelect } from "../../features/backoffice/list-filters";

const FILTERS = ["operator", "action", "entity_type", "entity_id", "from", "to", "page"] as const;

/** /backoffice/audit: every operator change, newest first, filtered and paged by the server (admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFilteredList(request, context.api, {
    filters: FILTERS,
    endpoint: endpoints.backofficeOps.auditLog,
    failure: "The audit log did not load just now. Please try again.",
  });
}

export function meta() {
  return [{ title: "Audit log · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Where an entity lives in the console, when it has a page. */
function entityHref(e: AuditEntry): string | null {
  if (e.entity_type === "booking") return `/backoffice/bookings/${encodeURIComponent(e.entity_id)}`;
  if (e.entity_type === "lead") return `/backoffice/leads/${encodeURIComponent(e.entity_id)}`;
  if (e.entity_type === "operator") return `/backoffice/operators/${encodeURIComponent(e.entity_id)}`;
  return null;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value === "" ? "—" : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Before and after as one line per field that changed (or every field of a creation or removal). */
function Change({ entry }: { entry: AuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !entry.before || !entry.after || JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (keys.length === 0) return <span className="bo-muted">No fields changed</span>;
  return (
    <ul className="bo-audit-change">
      {keys.map((k) => (
        <li key={k}>
          <span className="bo-muted">{k}:</span>{" "}
          {entry.before && entry.after ? (
            <>
              {valueText(before[k])} → {valueText(after[k])}
            </>
          ) : (
            valueText(entry.after ? after[k] : before[k])
          )}
        </li>
      ))}
    </ul>
  );
}

export default function BackofficeAudit({ loaderData }: Route.ComponentProps) {
  const { query, result, error } = loaderData;
  const actions = result?.actions ?? [];
  const types = [...new Set(actions.map((a) => a.entity_type))].sort();
  return (
    <>
      <h1 className="bo-title">Audit log</h1>
      <FilterForm label="Filter the audit log" button="Filter">
        <FilterInput label="Operator e-mail" name="operator" value={query.operator} />
        <FilterSelect
          label="Action"
          name="action"
          value={query.action}
          options={actions.map((a) => ({ value: a.action, text: a.action }))}
          any="Any"
        />
        <FilterSelect
          label="Entity"
          name="entity_type"
          value={query.entity_type}
          options={types.map((t) => ({ value: t, text: t }))}
          any="Any"
        />
        <FilterInput label="Entity id" name="entity_id" value={query.entity_id} />
        <FilterInput label="From" name="from" value={query.from} type="date" />
        <FilterInput label="To" name="to" value={query.to} type="date" />
      </FilterForm>
      {error ? <ConsoleAlert tone="error">{error}</ConsoleAlert> : null}
      {result ? (
        <>
          <p className="bo-muted" role="status">
            {result.total === 1 ? "1 change" : `${result.total} changes`}, page {result.page} of {result.pages}
          </p>
          {result.entries.length > 0 ? (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Operator</th>
                    <th scope="col">Action</th>
                    <th scope="col">Entity</th>
                    <th scope="col">Change</th>
                  </tr>
                </thead>
                <tbody>
                  {result.entries.map((e) => {
                    const href = entityHref(e);
                    return (
                      <tr key={e.id}>
                        <td data-label="When">{formatIstDateTime(e.at)}</td>
                        <td data-label="Operator">{e.operator_email}</td>
                        <td data-label="Action">{e.action}</td>
                        <td data-label="Entity">
                          {e.entity_type} {href ? <Link to={href}>{e.entity_id}</Link> : e.entity_id}
                        </td>
                        <td data-label="Change">
                          <Change entry={e} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
          <Pager query={query} page={result.page} pages={result.pages} />
        </>
      ) : null}
    </>
  );
}

export const ErrorBoundary = ConsoleError;
