import { Link, data } from "react-router";
import { OPERATOR_MESSAGES } from "@workbay/domain/operator-access";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { istNow } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { ConsoleError } from "../../features/backoffice/console-error";
import { loadFilteredList } from "../../features/backoffice/filtered-list.server";
import { PRIVATE_HEADERS } from "../../features/backoffice/operator-session.server";
import { CatalogueTabs } from "../../features/backoffice/catalogue-form";
import { Pager } from "../../features/backoffice/pager";
import { VOUCHER_STATUS_TEXT, discountText } from "../../features/backoffice/voucher-text";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-vouchers";
import { ConsoleAlert, ListCount, SortableHeaders } from "../../features/backoffice/console-list";
import { FilterForm, FilterInput, FilterSelect, SortFields } from "../../features/backoffice/list-filters";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

const FILTERS = ["status", "code", "sort", "dir", "page"] as const;

/** /backoffice/catalogue/vouchers: admins' vouchers with their uses, filtered, sorted and paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadFilteredList(request, context.api, {
    filters: FILTERS,
    endpoint: endpoints.vouchers.list,
    failure: "The vouchers could not be listed just now. Please try again.",
  });
  if (list.init?.status === 403) throw data(OPERATOR_MESSAGES.adminOnly, { status: 403 });
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ ...list.data, saved }, { status: list.init?.status ?? 200, headers: PRIVATE_HEADERS });
}

export function meta() {
  return [{ title: "Vouchers · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

const COLUMNS = [
  { key: "code", label: "Code" },
  { key: "valid_to", label: "Valid (IST)" },
  { key: "used", label: "Used", numeric: true },
  { key: "updated", label: "Last changed (IST)" },
] as const;

const VOUCHER_STATUSES = [
  { value: "active", text: "Active" },
  { value: "scheduled", text: "Not started yet" },
  { value: "expired", text: "Expired" },
  { value: "inactive", text: "Deactivated" },
] as const;

const VOUCHER_SORTS = [
  { value: "code", text: "Code" },
  { value: "valid_to", text: "Last valid day" },
  { value: "used", text: "Uses" },
  { value: "updated", text: "Last changed" },
] as const;

export default function CatalogueVouchers({ loaderData }: Route.ComponentProps) {
  const { query, result, error, saved } = loaderData;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.page_size)) : 1;
  const sort = query.sort ?? "code";
  const dir = query.dir ?? "asc";
  return (
    <>
      <h1 className="bo-title">Catalogue</h1>
      <CatalogueTabs current="vouchers" />
      {saved ? <ConsoleAlert tone="ok">Saved. Checkout uses the change now.</ConsoleAlert> : null}
      <div className="bo-actions">
        <Link className="bo-button" to="/backoffice/catalogue/vouchers/new">
          Add a voucher
        </Link>
      </div>
      <FilterForm label="Find vouchers" button="Show">
        <FilterInput label="Code" name="code" value={query.code} wide type="search" maxLength={20} />
        <FilterSelect label="Status today" name="status" value={query.status} options={VOUCHER_STATUSES} any="Any" />
        <SortFields columns={VOUCHER_SORTS} sort={sort} dir={dir} />
      </FilterForm>
      {error ? <ConsoleAlert tone="error">{error}</ConsoleAlert> : null}
      {result ? (
        <>
          <ListCount total={result.total} page={result.page} pages={pages} noun="voucher" />
          {result.vouchers.length > 0 ? (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <SortableHeaders columns={COLUMNS} query={query} sort={sort} dir={dir} />
                    <th scope="col">Discount</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {result.vouchers.map((v) => (
                    <tr key={v.id}>
                      <td data-label="Code">
                        <Link to={`/backoffice/catalogue/vouchers/${v.id}`}>{v.code}</Link>
                        <br />
                        <span className="bo-muted">{v.description}</span>
                      </td>
                      <td data-label="Valid (IST)">
                        {v.valid_from} to {v.valid_to}
                      </td>
                      <td data-label="Used" className="bo-num">
                        {v.used_count}
                        {v.total_limit !== null ? ` of ${v.total_limit}` : ""}
                      </td>
                      <td data-label="Last changed (IST)">{istNow(new Date(v.updated_at)).date}</td>
                      <td data-label="Discount">
                        {discountText(v)}
                        {v.min_amount_paise > 0 ? ` · min ${formatRupees(v.min_amount_paise)}` : ""}
                      </td>
                      <td data-label="Status">{VOUCHER_STATUS_TEXT[v.status]}</td>
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
