import { Form, Link, data, redirect } from "react-router";
import { CalendarQuery } from "@workbay/contracts/backoffice";
import type { CreateBlockBody, CreateRecurringBlockBody } from "@workbay/contracts/backoffice-ops";
import { BLOCK_REPEATS, MAX_BLOCK_OCCURRENCES, RECURRING_BLOCK_MESSAGES } from "@workbay/domain/recurring-blocks";
import { addDaysIso, formatLongDate, istNow } from "@workbay/domain/ist-date";
import { BLOCK_REASONS, BLOCK_REASON_TEXT, BLOCK_NOTE_MAX } from "@workbay/domain/slot-blocks";
import { slotLabel } from "@workbay/domain/slots";
import { unwrapApiData } from "../../shared/api/unwrap-api-data";
import { ConsoleError } from "../../features/backoffice/console-error";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "../../features/backoffice/operator-session.server";
import type { Route } from "./+types/calendar";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { ConsoleAlert } from "../../features/backoffice/console-list";

const SLOTS = Array.from({ length: 48 }, (_, i) => i);

/** /backoffice/calendar?centre_id=&date=: a centre's day, rooms down the side and the 48 half-hours across. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await requireOperator(request, context.api);
  const params = new URL(request.url).searchParams;
  const query = CalendarQuery.safeParse({
    centre_id: params.get("centre_id") || undefined,
    date: params.get("date") || istNow(new Date()).date,
  });
  if (!query.success) throw data(null, { status: 404 });
  const answer = await callEndpoint(context.api, endpoints.backoffice.calendar, { query: query.data });
  if (answer.status === 403) throw data(null, { status: 403 });
  const day = unwrapApiData(answer);
  const blocks = unwrapApiData(
    await callEndpoint(context.api, endpoints.backofficeOps.blocks, { query: { centre_id: day.centre_id, date: day.date } }),
  );
  const done = params.get("done");
  const count = (name: string) => Math.max(0, Math.min(MAX_BLOCK_OCCURRENCES, Number(params.get(name)) || 0));
  const message =
    done === "blocked"
      ? "Slots blocked."
      : done === "unblocked"
        ? "Block removed: the slots are free again."
        : done === "series"
          ? count("skipped") > 0
            ? RECURRING_BLOCK_MESSAGES.blockedSkipping(count("made"), count("skipped"))
            : RECURRING_BLOCK_MESSAGES.blocked(count("made"))
          : null;
  return data({ day, blocks, csrfToken: signedIn.csrfToken, done: message }, { headers: PRIVATE_HEADERS });
}

/** Blocks slots (intent block) or removes a block (intent unblock), then shows the day again. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const back = `/backoffice/calendar?centre_id=${encodeURIComponent(field("centre_id"))}&date=${encodeURIComponent(field("date"))}`;
  const headers = { "x-csrf-token": field("csrf") };
  const unblock = field("intent") === "unblock";
  const repeat = field("repeat");
  const block = {
    room_id: field("room_id"),
    date: field("date"),
    start_slot: field("start_slot"),
    end_slot: field("end_slot"),
    // The reason and repetition go to the API as the form sent them: the API refuses unknown ones.
    reason: field("reason") as CreateBlockBody["reason"],
    note: field("note"),
  };
  if (!unblock && repeat !== "" && repeat !== "none") {
    const answer = await callEndpoint(context.api, endpoints.backofficeOps.blockRecurring, {
      body: {
        ...block,
        repeat: repeat as CreateRecurringBlockBody["repeat"],
        count: field("count"),
        until: field("until"),
        skip_conflicts: field("skip_conflicts") === "on",
      },
      headers,
    });
    if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(back)}`);
    if (isSuccess(answer))
      throw redirect(`${back}&done=series&made=${answer.body.data.blocks.length}&skipped=${answer.body.data.skipped.length}`);
    // Dates clash: offer the same series again, skipping them (nothing was written).
    const retry =
      answer.status === 409 && field("skip_conflicts") !== "on"
        ? Object.fromEntries(
            ["room_id", "date", "start_slot", "end_slot", "reason", "note", "repeat", "count", "until"].map((k) => [k, field(k)]),
          )
        : null;
    return data(
      { error: refusalMessage(answer, "That did not work just now. Please try again."), retry },
      { status: answer.status < 500 ? answer.status : 502 },
    );
  }
  const answer = unblock
    ? await callEndpoint(context.api, endpoints.backofficeOps.unblock, { params: { id: field("block_id") }, headers })
    : await callEndpoint(context.api, endpoints.backofficeOps.block, { body: block, headers });
  if (answer.status === 401) throw redirect(`/backoffice/login?redirect=${encodeURIComponent(back)}`);
  if (answer.status >= 200 && answer.status < 300) throw redirect(`${back}&done=${unblock ? "unblocked" : "blocked"}`);
  return data(
    { error: refusalMessage(answer, "That did not work just now. Please try again."), retry: null },
    { status: answer.status < 500 ? answer.status : 502 },
  );
}

export function meta() {
  return [{ title: "Calendar · Workbay operator console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function BackofficeCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { day, blocks, csrfToken, done } = loaderData;
  const openRooms = day.rooms.filter((r) => r.open_slot < r.close_slot);
  const firstOpen = Math.min(...openRooms.map((r) => r.open_slot), 48);
  const lastClose = Math.max(...openRooms.map((r) => r.close_slot), 0);
  const times = Array.from({ length: Math.max(0, lastClose - firstOpen + 1) }, (_, i) => firstOpen + i);
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
        <span className="bo-key bo-key--block" /> blocked <span className="bo-key bo-key--closed" /> closed. Click a booking to open it.
      </p>
      {actionData?.error ? <ConsoleAlert tone="error">{actionData.error}</ConsoleAlert> : null}
      {actionData?.retry ? (
        <Form method="post" className="bo-card bo-filters" aria-label="Block the dates that do not clash">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="block" />
          <input type="hidden" name="centre_id" value={day.centre_id} />
          {Object.entries(actionData.retry).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="skip_conflicts" value="on" />
          <button type="submit" className="bo-button">
            Skip the clashing dates and block the rest
          </button>
        </Form>
      ) : null}
      {done ? <ConsoleAlert tone="ok">{done}</ConsoleAlert> : null}
      <div
        className="bo-table-wrap bo-calendar-wrap"
        tabIndex={0}
        role="region"
        aria-label="The day by room and half hour (scrolls sideways)"
      >
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
                const block = blocks.find((b) => b.room_id === room.id && b.start_slot === s);
                if (block) {
                  const text = `Blocked: ${BLOCK_REASON_TEXT[block.reason]}`;
                  cells.push(
                    <td key={s} colSpan={block.end_slot - block.start_slot} className="bo-calendar__booking bo-calendar__booking--block">
                      <span
                        title={`${text}, ${slotLabel(block.start_slot)} – ${slotLabel(block.end_slot)}${block.note ? `: ${block.note}` : ""}`}
                      >
                        {text}
                      </span>
                    </td>,
                  );
                  s = block.end_slot;
                } else if (span) {
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
      <section className="bo-card" aria-labelledby="bo-block-title">
        <h2 id="bo-block-title">Block slots</h2>
        <p className="bo-muted">A blocked slot cannot be booked by a customer; a slot already booked or held cannot be blocked.</p>
        <Form method="post" className="bo-filters">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="block" />
          <input type="hidden" name="centre_id" value={day.centre_id} />
          <input type="hidden" name="date" value={day.date} />
          <label className="bo-field">
            <span>Room</span>
            <select name="room_id" required>
              {day.rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>From</span>
            <select name="start_slot" required defaultValue={String(firstOpen)}>
              {times.slice(0, -1).map((t) => (
                <option key={t} value={t}>
                  {slotLabel(t)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>To</span>
            <select name="end_slot" required defaultValue={String(Math.min(firstOpen + 2, lastClose))}>
              {times.slice(1).map((t) => (
                <option key={t} value={t}>
                  {slotLabel(t)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>Reason</span>
            <select name="reason" required>
              {BLOCK_REASONS.map((r) => (
                <option key={r} value={r}>
                  {BLOCK_REASON_TEXT[r]}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>Note</span>
            <input name="note" maxLength={BLOCK_NOTE_MAX} placeholder="e.g. projector repair" />
          </label>
          <fieldset className="bo-repeat">
            <legend>Repeat (from this day)</legend>
            <label className="bo-field">
              <span>Repeat</span>
              <select name="repeat" defaultValue="none">
                <option value="none">Does not repeat</option>
                {BLOCK_REPEATS.map((r) => (
                  <option key={r} value={r}>
                    {r === "daily" ? "Every day" : `Every week (${formatLongDate(day.date).split(",")[0]})`}
                  </option>
                ))}
              </select>
            </label>
            <label className="bo-field">
              <span>Times</span>
              <input
                name="count"
                type="number"
                min={1}
                max={MAX_BLOCK_OCCURRENCES}
                inputMode="numeric"
                placeholder={`1–${MAX_BLOCK_OCCURRENCES}`}
              />
            </label>
            <label className="bo-field">
              <span>or until</span>
              <input name="until" type="date" min={day.date} />
            </label>
            <label className="bo-check">
              <input name="skip_conflicts" type="checkbox" /> Skip dates that clash with bookings
            </label>
          </fieldset>
          <button type="submit" className="bo-button">
            Block
          </button>
        </Form>
        {blocks.length > 0 ? (
          <>
            <h3>Blocks on this day</h3>
            <ul className="bo-blocks">
              {blocks.map((b) => (
                <li key={b.id}>
                  <Form method="post" className="bo-blocks__item">
                    <input type="hidden" name="csrf" value={csrfToken} />
                    <input type="hidden" name="intent" value="unblock" />
                    <input type="hidden" name="block_id" value={b.id} />
                    <input type="hidden" name="centre_id" value={day.centre_id} />
                    <input type="hidden" name="date" value={day.date} />
                    <span>
                      <strong>{b.room_name}</strong>, {slotLabel(b.start_slot)} – {slotLabel(b.end_slot)}: {BLOCK_REASON_TEXT[b.reason]}
                      {b.note ? ` (${b.note})` : ""}
                    </span>
                    <button
                      type="submit"
                      className="bo-button bo-button--quiet"
                      aria-label={`Unblock ${b.room_name}, ${slotLabel(b.start_slot)} – ${slotLabel(b.end_slot)}`}
                    >
                      Unblock
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
