import { Form, Link, data } from "react-router";
import type { BookingSummary } from "@workbay/contracts/backoffice";
import { ChartsQuery } from "@workbay/contracts/console-charts";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";
import { formatLongDate } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { STATUS_TEXT, bookingTimeText } from "../../features/backoffice/booking-time";
import { PRIVATE_HEADERS, requireOperator } from "../../features/backoffice/operator-session.server";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { ConsoleError } from "../../features/backoffice/console-error";
import { occupancyGeometry, revenueGeometry } from "../../features/backoffice/chart-geometry.server";
import { OccupancyChart } from "../../features/backoffice/occupancy-chart";
import { RevenueChart } from "../../features/backoffice/revenue-chart";
import type { Route } from "./+types/today";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context.api);
  // ?charts=<centre id> narrows the charts to one of the operator's centres; anything else shows them all together.
  const today = unwrapApiData(await callEndpoint(context.api, endpoints.backoffice.today));
  const asked = ChartsQuery.safeParse({ centre_id: new URL(request.url).searchParams.get("charts") || undefined });
  const chartCentre =
    asked.success && today.centres.some((c) => c.centre_id === asked.data.centre_id) ? (asked.data.centre_id ?? null) : null;
  const charts = unwrapApiData(
    await callEndpoint(context.api, endpoints.consoleCharts.charts, { query: chartCentre === null ? {} : { centre_id: chartCentre } }),
  );
  // Only the chosen series goes to the page, as geometry: the page draws it and loads no chart code.
  const series = charts.centres.find((c) => c.centre_id === chartCentre) ?? charts.all;
  const chartView = {
    days: charts.days,
    centres: charts.centres.map((c) => ({ centre_id: c.centre_id, centre_name: c.centre_name, city: c.city })),
    occupancy: occupancyGeometry(series.occupancy_by_hour, charts.days),
    revenue: revenueGeometry(series.revenue_by_day),
  };
  return data({ ...today, charts: chartView, chartCentre }, { headers: PRIVATE_HEADERS });
}

function csvHref(path: string, centreId: number | null) {
  return centreId === null ? path : `${path}?${new URLSearchParams({ centre_id: String(centreId) }).toString()}`;
}

export function meta() {
  return [{ title: "Today · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

function DayList({ title, bookings }: { title: string; bookings: BookingSummary[] }) {
  return (
    <div className="bo-day">
      <h3>{title}</h3>
      {bookings.length === 0 ? (
        <p className="bo-muted">No bookings.</p>
      ) : (
        <ol className="bo-day__list">
          {bookings.map((b) => (
            <li key={b.code}>
              <Link to={`/backoffice/bookings/${b.code}`}>
                <span className="bo-day__time">{bookingTimeText(b)}</span> {b.room_name}
              </Link>
              <span className="bo-muted">
                {" "}
                · {b.customer_name} · {STATUS_TEXT[b.status]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The last 30 days, for all the operator's centres or the one chosen (GET form: works without script). */
function Charts({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { charts, chartCentre } = loaderData;
  const chosen = charts.centres.find((c) => c.centre_id === chartCentre);
  const scope = chosen ? chosen.centre_name : loaderData.centres.length === 1 ? loaderData.centres[0]!.centre_name : "All your centres";
  return (
    <section className="bo-card bo-charts" id="charts" aria-labelledby="charts-title">
      <div className="bo-charts__head">
        <h2 id="charts-title">
          Last {charts.days} days: {scope}
        </h2>
        {charts.centres.length > 1 ? (
          <Form method="get" className="bo-charts__choose" preventScrollReset>
            <label className="bo-field">
              <span>Charts for</span>
              <select name="charts" defaultValue={chartCentre ?? ""}>
                <option value="">All your centres</option>
                {charts.centres.map((c) => (
                  <option key={c.centre_id} value={c.centre_id}>
                    {c.centre_name}, {c.city}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="bo-button bo-button--quiet">
              Show
            </button>
          </Form>
        ) : null}
      </div>
      <div className="bo-charts__grid">
        <OccupancyChart
          id="occupancy"
          chart={charts.occupancy}
          days={charts.days}
          csvHref={csvHref(browserEndpoints.consoleCharts.occupancyCsv.path, chartCentre)}
        />
        <RevenueChart id="revenue" chart={charts.revenue} csvHref={csvHref(browserEndpoints.consoleCharts.revenueCsv.path, chartCentre)} />
      </div>
    </section>
  );
}

/** /backoffice: per centre, today's and tomorrow's bookings and the day's figures. */
export default function BackofficeToday({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="bo-title">Today, {formatLongDate(loaderData.date)}</h1>
      {loaderData.centres.length === 0 ? <p>You manage no centres yet. Ask an admin to assign yours.</p> : null}
      <Charts loaderData={loaderData} />
      <div className="bo-centres">
        {loaderData.centres.map((c) => (
          <section key={c.centre_id} className="bo-card bo-centre" aria-labelledby={`centre-${c.centre_id}`}>
            <h2 id={`centre-${c.centre_id}`}>
              {c.centre_name} <span className="bo-muted">{c.city}</span>
            </h2>
            <dl className="bo-figures">
              <div>
                <dt>Occupancy</dt>
                <dd>{c.occupancy_percent}%</dd>
              </div>
              <div>
                <dt>Revenue today</dt>
                <dd>{formatRupees(c.revenue_paise)}</dd>
              </div>
              <div>
                <dt>Unpaid holds</dt>
                <dd>{c.unpaid_holds}</dd>
              </div>
              <div>
                <dt>Refunds required</dt>
                <dd>{c.refunds_required}</dd>
              </div>
              <div>
                <dt>New leads (24 h)</dt>
                <dd>
                  <Link to={`/backoffice/leads?centre_id=${c.centre_id}&status=new`}>{c.new_leads}</Link>
                </dd>
              </div>
            </dl>
            <p className="bo-centre__charts">
              <Link to={`?charts=${c.centre_id}#charts`}>Charts of {c.centre_name}</Link>
            </p>
            <div className="bo-days">
              <DayList title="Today" bookings={c.today} />
              <DayList title="Tomorrow" bookings={c.tomorrow} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
