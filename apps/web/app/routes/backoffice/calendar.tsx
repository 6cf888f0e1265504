import { Form, Link, data } from "react-router";
import { CalendarQuery } from "@workbay/contracts/backoffice";
import { addDaysIso, formatLongDate, istNow } from "@workbay/domain/ist-date";
import { slotLabel } from "@workbay/domain/slots";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { ConsoleError } from "../../features/backoffice/console-error";
import { PRIVATE_HEADERS, requireOperator } from "../../features/backoffice/operator-session.server";
import type { Route } from "./+types/calendar";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

const SLOTS = Array.from({ length: 48 }, (_, i) => i);

/** /backoffice/calendar?centre_id=&date=: a centre's day, rooms down the side and the 48 half-hours across. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context.api);
  const params = new URL(request.url).searchParams;
  const query = CalendarQuery.safeParse({
    centre_id: params.get("centre_id") || undefined,
    date: params.get("date") || istNow(new Date()).date,
  });
  if (!query.success) throw data(null, { status: 404 });
  const answer = await callEndpoint(context.api, endpoints.backoffice.calendar, { query: query.data });
  if (answer.status === 403) throw data(null, { status: 403 });
  return data(unwrapApiData(answer), { headers: PRIVATE_HEADERS });
}

export function meta() {
  return [{ title: "Calendar · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function BackofficeCalendar({ loaderData: day }: Route.ComponentProps) {
  const dayHref = (date: string) => `?centre_id=${day.centre_id}&date=${date}`;
  return (
    <>
      <h1 className="bo-title">
        {day.centre_name}: {formatLongDate(day.date)}
      </h1>
      <Form method="get" className="bo-card bo-filters" aria-label="Choose the centre and day">
        <label className="bo-field">
          <span>Centre</span>
          <select name="centre_id" defaultValue={String(day.centre_id)}>
            {day.centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}, {c.city}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>Date</span>
          <input name="date" type="date" defaultValue={day.date} required />
        </label>
        <button type="submit" className="bo-button">
          Show
        </button>
        <Link to={dayHref(addDaysIso(day.date, -1))}>← Previous day</Link>
        <Link to={dayHref(addDaysIso(day.date, 1))}>Next day →</Link>
      </Form>
      <p className="bo-muted">
        <span className="bo-key bo-key--confirmed" /> confirmed booking <span className="bo-key bo-key--hold" /> unpaid hold{" "}
        <span className="bo-key bo-key--closed" /> closed. Blocking slots is not built yet.
      </p>
      <div className="bo-table-wrap bo-calendar-wrap">
        <table className="bo-calendar">
          <caption className="bo-visually-hidden">
            Rooms of {day.centre_name} on {formatLongDate(day.date)}, by half hour
          </caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              {SLOTS.map((s) => (
                <th key={s} scope="col" className={s % 2 === 0 ? "bo-calendar__hour" : "bo-calendar__half"}>
                  {s % 2 === 0 ? slotLabel(s).replace(":00", "") : <span className="bo-visually-hidden">{slotLabel(s)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {day.rooms.map((room) => {
              const cells = [];
              for (let s = 0; s < 48;) {
                const span = room.spans.find((x) => x.start_slot === s);
                if (span) {
                  cells.push(
                    <td
                      key={s}
                      colSpan={span.end_slot - span.start_slot}
                      className={`bo-calendar__booking bo-calendar__booking--${span.kind}`}
                    >
                      <Link
                        to={`/backoffice/bookings/${span.code}`}
                        title={`${span.code}, ${span.customer}, ${slotLabel(span.start_slot)} – ${slotLabel(span.end_slot)}`}
                      >
                        {span.customer}
                      </Link>
                    </td>,
                  );
                  s = span.end_slot;
                } else {
                  const closed = s < room.open_slot || s >= room.close_slot;
                  cells.push(<td key={s} className={closed ? "bo-calendar__closed" : undefined} />);
                  s += 1;
                }
              }
              return (
                <tr key={room.id}>
                  <th scope="row">
                    {room.name}
                    <br />
                    <span className="bo-muted">{room.product_type}</span>
                  </th>
                  {cells}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
