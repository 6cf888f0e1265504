import { useEffect, useState } from "react";
import { Link, NavLink, useActionData, useFetcher } from "react-router";
import type { BookingListItem, BookingMonthGroup } from "@workbay/contracts/checkout";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { bookingListImage } from "./booking-image";
import { bookingStatusLabel, bookingStatusTone } from "./booking-status";
import { bookingWhenText } from "../../shared/booking/booking-when";

export type BookingListKind = "upcoming" | "history";

/** What the list page's action answers to a note. */
export type NoteActionData = { ok: true; bookingId: string; notes: string } | { ok: false; bookingId: string | null; message: string };

const EMPTY_TITLE = "No Result Found";
const EMPTY_TEXT = "Data is not available for given request.";

/** A booking list grouped by month (000 spec section 2): upcoming with 'Add a Note', history with guest counts. */
export function BookingList({ kind, groups, csrfToken }: { kind: BookingListKind; groups: BookingMonthGroup[]; csrfToken: string }) {
  const hasItems = groups.some((g) => g.meetingRoomDetails.length > 0);
  return (
    <div className="bookings container">
      {/* The page's heading names both lists; the tabs below keep the spec's labels. */}
      <h1 className="bookings__title">My Bookings</h1>
      <nav className="bookings__tabs" aria-label="Your bookings">
        <NavLink to="/account/upcoming-bookings" className="bookings__tab">
          Upcoming Bookings
        </NavLink>
        <NavLink to="/account/booking-history" className="bookings__tab">
          Booking History
        </NavLink>
      </nav>
      {hasItems ? (
        groups
          .filter((g) => g.meetingRoomDetails.length > 0)
          .map((group) => (
            <section key={group.code} className="bookings__month" aria-labelledby={`month-${group.code}`}>
              <h2 id={`month-${group.code}`} className="bookings__month-title">
                {group.month}
              </h2>
              <ul className="bookings__items">
                {group.meetingRoomDetails.map((item) => (
                  <BookingListEntry key={item.bookingId} item={item} kind={kind} csrfToken={csrfToken} />
                ))}
              </ul>
            </section>
          ))
      ) : (
        <div className="empty-result" role="status">
          <Icon name="alert" size={28} />
          <div>
            <h2 className="empty-result__title">{EMPTY_TITLE}</h2>
            <p className="empty-result__text">{EMPTY_TEXT}</p>
          </div>
        </div>
      )}
    </div>
  );
}

function BookingListEntry({ item, kind, csrfToken }: { item: BookingListItem; kind: BookingListKind; csrfToken: string }) {
  const image = item.meetingRoomImage ? bookingListImage(item.meetingRoomImage) : null;
  const when = bookingWhenText({
    spaceType: item.space_type,
    startTime: item.startTime,
    endTime: item.endTime,
    quantity: item.quantity,
    passOptionName: item.pass_option_name,
  });
  const tone = bookingStatusTone(item.status);
  return (
    <li className="booking-item">
      {image ? (
        <img
          className="booking-item__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          width={170}
          height={100}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className="booking-item__image booking-item__image--none" aria-hidden="true" />
      )}
      <div className="booking-item__main">
        <div className="booking-item__head">
          <h3 className="booking-item__name">
            <Link to={`/view-booking/${item.bookingId}`}>{item.meetingRoomName}</Link>
          </h3>
          <span className={`status-badge status-badge--${tone}`}>{bookingStatusLabel(item.status)}</span>
        </div>
        <p className="booking-item__place">
          {item.floorLocation ? `${item.floorLocation}, ` : ""}
          {item.address}
        </p>
        <ul className="booking-item__facts">
          <li>
            <Icon name="calendar" size={16} /> {item.meetingDay}
          </li>
          {when ? (
            <li>
              <Icon name={item.startTime !== null ? "clock" : "ticket"} size={16} /> {when}
            </li>
          ) : null}
          {kind === "history" ? (
            <li>
              <Icon name="users" size={16} /> {item.guestCount} {item.guestCount === 1 ? "guest" : "guests"}
            </li>
          ) : null}
          <li className="booking-item__id">
            <Icon name="receipt" size={16} /> {item.bookingId}
          </li>
        </ul>
        {kind === "upcoming" ? (
          <NoteEditor item={item} csrfToken={csrfToken} />
        ) : item.notes ? (
          <p className="booking-item__note">{item.notes}</p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * 'Add a Note': an inline editor saved by the page's action (PATCH /passy/v1/booking/{id}).
 * A <details> and a real form, so it opens and saves without JavaScript too.
 */
function NoteEditor({ item, csrfToken }: { item: BookingListItem; csrfToken: string }) {
  const fetcher = useFetcher<NoteActionData>();
  const actionData = useActionData<NoteActionData>();
  const [open, setOpen] = useState(false);
  const result = fetcher.data ?? (actionData && actionData.bookingId === item.bookingId ? actionData : undefined);
  const saving = fetcher.state !== "idle";
  const pendingNotes = saving ? String(fetcher.formData?.get("notes") ?? "") : null;
  const shownNote = pendingNotes ?? item.notes;

  useEffect(() => {
    // Saved: close the editor (the list reloads with the note).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fetcher.state === "idle" && fetcher.data?.ok) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  const noteId = `note-${item.bookingId}`;
  return (
    <div className="note-editor">
      {shownNote ? (
        <p className="booking-item__note">
          <Icon name="pencil" size={14} /> {shownNote}
        </p>
      ) : null}
      <details className="note-editor__details" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary className="note-editor__toggle">{item.notes ? "Edit Note" : "Add a Note"}</summary>
        <fetcher.Form method="post" className="note-editor__form">
          <input type="hidden" name="b_id" value={item.bookingId} />
          <input type="hidden" name="csrf" value={csrfToken} />
          <label className="field" htmlFor={noteId}>
            <span className="field__label">Note for {item.meetingRoomName}</span>
            <textarea
              id={noteId}
              className="field__input"
              name="notes"
              rows={3}
              maxLength={1000}
              defaultValue={item.notes}
              placeholder="Anything the centre should know"
            />
          </label>
          <div className="note-editor__actions">
            <Button type="submit" variant="primary" size="sm" disabled={saving}>
              {saving ? "Saving…" : "SAVE"}
            </Button>
          </div>
        </fetcher.Form>
      </details>
      {result && !saving ? (
        result.ok ? (
          <p className="note-editor__status" role="status">
            Note saved.
          </p>
        ) : (
          <p className="field__error" role="alert">
            {result.message}
          </p>
        )
      ) : null}
    </div>
  );
}
