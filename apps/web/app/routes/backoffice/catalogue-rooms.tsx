import { Form, Link, data } from "react-router";
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
      <Form method="get" className="bo-card bo-filters" role="search" aria-label="Find rooms">
        <label className="bo-field bo-field--wide">
          <span>Name or SEO id</span>
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label className="bo-field">
          <span>Centre</span>
          <select name="centre_id" defaultValue={query.centre_id ?? ""}>
            <option value="">All my centres</option>
            {options.centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>Type</span>
          <select name="product_type_id" defaultValue={query.product_type_id ?? ""}>
            <option value="">Any</option>
            {options.product_types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>Sort by</span>
          <select name="sort" defaultValue={sort}>
            <option value="name">Name</option>
            <option value="type">Type</option>
            <option value="capacity">Seats</option>
            <option value="price">Price</option>
            <option value="updated">Last changed</option>
          </select>
        </label>
        <label className="bo-field">
          <span>Order</span>
          <select name="dir" defaultValue={dir}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </label>
        <button type="submit" className="bo-button">
          Show
        </button>
      </Form>
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
