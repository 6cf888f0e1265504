import { Link, data } from "react-router";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { formatRupees } from "@workbay/domain/money";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { ConsoleError } from "../../features/backoffice/console-error";
import { loadFilteredList } from "../../features/backoffice/filtered-list.server";
import { PRIVATE_HEADERS } from "../../features/backoffice/operator-session.server";
import { CatalogueTabs } from "../../features/backoffice/catalogue-form";
import { Pager } from "../../features/backoffice/pager";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-rooms";
import { ConsoleAlert, ListCount, SortableHeaders } from "../../features/backoffice/console-list";
import { FilterForm, FilterInput, FilterSelect, SortFields } from "../../features/backoffice/list-filters";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

const FILTERS = ["centre_id", "product_type_id", "q", "sort", "dir", "page"] as const;

/** /backoffice/catalogue: the operator's rooms and products, filtered, sorted and paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadFilteredList(request, context.api, {
    filters: FILTERS,
    endpoint: endpoints.catalogue.rooms,
    failure: "The rooms could not be listed just now. Please try again.",
  });
  const options = unwrapApiData(await callEndpoint(context.api, endpoints.catalogue.options));
  const saved = new URL(request.url).searchParams.get("saved");
  return data({ ...list.data, options, saved }, { status: list.init?.status ?? 200, headers: PRIVATE_HEADERS });
}

export function meta() {
  return [{ title: "Rooms and products · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

const COLUMNS = [
  { key: "name", label: "Room" },
  { key: "type", label: "Type" },
  { key: "capacity", label: "Seats", numeric: true },
  { key: "price", label: "Price", numeric: true },
] as const;

const ROOM_SORTS = [
  { value: "name", text: "Name" },
  { value: "type", text: "Type" },
  { value: "capacity", text: "Seats" },
  { value: "price", text: "Price" },
  { value: "updated", text: "Last changed" },
] as const;

export default function CatalogueRooms({ loaderData }: Route.ComponentProps) {
  const { query, result, error, options, saved } = loaderData;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.page_size)) : 1;
  const sort = query.sort ?? "name";
  const dir = query.dir ?? "asc";
  return (
    <>
      <h1 className="bo-title">Catalogue</h1>
      <CatalogueTabs current="rooms" />
      {saved ? <ConsoleAlert tone="ok">Saved. The public pages show the change now.</ConsoleAlert> : null}
      <div className="bo-actions">
        <Link className="bo-button" to="/backoffice/catalogue/rooms/new">
          Add a room or product
        </Link>
      </div>
      <FilterForm label="Find rooms" button="Show">
        <FilterInput label="Name or SEO id" name="q" value={query.q} wide type="search" />
        <FilterSelect
          label="Centre"
          name="centre_id"
          value={query.centre_id}
          options={options.centres.map((c) => ({ value: c.id, text: c.name }))}
          any="All my centres"
        />
        <FilterSelect
          label="Type"
          name="product_type_id"
          value={query.product_type_id}
          options={options.product_types.map((t) => ({ value: t.id, text: t.name }))}
          any="Any"
        />
        <SortFields columns={ROOM_SORTS} sort={sort} dir={dir} />
      </FilterForm>
      {error ? <ConsoleAlert tone="error">{error}</ConsoleAlert> : null}
      {result ? (
        <>
          <ListCount total={result.total} page={result.page} pages={pages} noun="room" />
          {result.rooms.length > 0 ? (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <SortableHeaders columns={COLUMNS} query={query} sort={sort} dir={dir} />
                    <th scope="col">Centre</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rooms.map((r) => (
                    <tr key={r.id}>
                      <td data-label="Room">
                        <Link to={`/backoffice/catalogue/rooms/${r.id}`}>{r.name}</Link>
                        <br />
                        <span className="bo-muted">{r.seo_id}</span>
                      </td>
                      <td data-label="Type">{r.product_type}</td>
                      <td data-label="Seats" className="bo-num">
                        {r.capacity}
                      </td>
                      <td data-label="Price" className="bo-num">
                        {formatRupees(r.price_paise)}
                      </td>
                      <td data-label="Centre">{r.centre_name}</td>
                      <td data-label="Status">
                        {r.is_active ? "Active" : "Hidden"} · {r.bookable_online ? "Bookable online" : "Enquiry only"}
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
