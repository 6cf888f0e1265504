import { Link, data } from "react-router";
import type { BookingSummary } from "@workbay/contracts/backoffice";
import { formatLongDate } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { STATUS_TEXT, bookingTimeText } from "../../features/backoffice/booking-time";
import { PRIVATE_HEADERS, requireOperator } from "../../features/backoffice/operator-session.server";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { ConsoleError } from "../../features/backoffice/console-error";
import type { Route } from "./+types/today";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context.api);
  const today = unwrapApiData(await callEndpoint(context.api, endpoints.backoffice.today));
  return data(today, { headers: PRIVATE_HEADERS });
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

/** /backoffice: per centre, today's and tomorrow's bookings and the day's figures. */
export default function BackofficeToday({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="bo-title">Today, {formatLongDate(loaderData.date)}</h1>
      {loaderData.centres.length === 0 ? <p>You manage no centres yet. Ask an admin to assign yours.</p> : null}
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
