import { Form, Link, data, redirect } from "react-router";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { CatalogueTabs, text } from "../../features/backoffice/catalogue-form";
import { ConsoleError } from "../../features/backoffice/console-error";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "../../features/backoffice/operator-session.server";
import stylesheet from "../../styles/backoffice-catalogue.css?url";
import type { Route } from "./+types/catalogue-centres";
import { ConsoleAlert } from "../../features/backoffice/console-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** /backoffice/catalogue/centres: the operator's centres; for admins also the cities' live flag. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const [centres, options] = await Promise.all([
    callEndpoint(context.api, endpoints.catalogue.centres).then(unwrapApiData),
    callEndpoint(context.api, endpoints.catalogue.options).then(unwrapApiData),
  ]);
  const saved = new URL(request.url).searchParams.get("saved");
  return data(
    { centres, cities: options.cities, isAdmin: signedIn.operator.role === "admin", csrfToken: signedIn.csrfToken, saved },
    { headers: PRIVATE_HEADERS },
  );
}

/** An admin opens a city for bookings or takes it back to 'Launching Soon'. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = text(form, "city");
  const answer = await callEndpoint(context.api, endpoints.catalogue.cityLive, {
    params: { slug },
    body: { live: text(form, "live") === "true" },
    headers: { "x-csrf-token": text(form, "csrf") },
  });
  if (answer.status === 401) throw redirect("/backoffice/login?redirect=%2Fbackoffice%2Fcatalogue%2Fcentres");
  if (isSuccess(answer)) throw redirect(`/backoffice/catalogue/centres?saved=${encodeURIComponent(slug)}#cities`);
  return data(
    { error: refusalMessage(answer, "The city could not be saved just now. Please try again.") },
    { status: answer.status < 500 ? answer.status : 502 },
  );
}

export function meta() {
  return [{ title: "Centres and cities · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function CatalogueCentres({ loaderData, actionData }: Route.ComponentProps) {
  const { centres, cities, isAdmin, csrfToken, saved } = loaderData;
  return (
    <>
      <h1 className="bo-title">Catalogue</h1>
      <CatalogueTabs current="centres" />
      {saved ? <ConsoleAlert tone="ok">Saved. The public pages show the change now.</ConsoleAlert> : null}
      {isAdmin ? (
        <div className="bo-actions">
          <Link className="bo-button" to="/backoffice/catalogue/centres/new">
            Add a centre
          </Link>
        </div>
      ) : null}
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">Centre</th>
              <th scope="col">City</th>
              <th scope="col">Phone</th>
              <th scope="col">GSTIN</th>
              <th scope="col" className="bo-num">
                Rooms
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {centres.map((c) => (
              <tr key={c.id}>
                <td data-label="Centre">
                  <Link to={`/backoffice/catalogue/centres/${c.id}`}>{c.name}</Link>
                </td>
                <td data-label="City">{c.city_name}</td>
                <td data-label="Phone">{c.phone}</td>
                <td data-label="GSTIN">{c.gstin ?? "—"}</td>
                <td data-label="Rooms" className="bo-num">
                  <Link to={`/backoffice/catalogue?centre_id=${c.id}`}>{c.room_count}</Link>
                </td>
                <td data-label="Status">
                  {c.is_active ? "Active" : "Hidden"} · <Link to={`/backoffice/catalogue/centres/${c.id}/menu`}>F&amp;B menu</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {isAdmin ? (
        <section className="bo-card" id="cities" aria-labelledby="cities-title">
          <h2 id="cities-title">Cities</h2>
          <p className="bo-muted">A city that is not live shows "Launching Soon" and takes no bookings.</p>
          {actionData?.error ? <ConsoleAlert tone="error">{actionData.error}</ConsoleAlert> : null}
          <ul className="bo-cities">
            {cities.map((city) => (
              <li key={city.slug}>
                <span>
                  <strong>{city.name}</strong> · {city.live ? "Live" : "Launching soon"}
                </span>
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrfToken} />
                  <input type="hidden" name="city" value={city.slug} />
                  <input type="hidden" name="live" value={city.live ? "false" : "true"} />
                  <button type="submit" className="bo-button bo-button--quiet">
                    {city.live ? `Take ${city.name} off live` : `Make ${city.name} live`}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = ConsoleError;
