import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Snackbar, useSnackbar } from "../../components/ui/snackbar";
import { GuestEmailList } from "../../shared/booking/guest-email-list";
import { guestEntriesToSave } from "@workbay/domain/guest-list";

/** What the booking page's action answers to an invitation. */
export type InviteGuestsActionData = { ok: true; message: string } | { ok: false; message: string; intent?: string };

/**
 * 'Invite guests' on a confirmed booking: the guest e-mail list editor in its modal mode (ADD
 * NEW, SAVE), saved by the page's action (POST /passy/v1/booking/{id}/guests). New guests get
 * the dietary-preference e-mail; the page reloads with them listed.
 */
export function InviteGuests({
  bookingId,
  invited,
  limit,
  csrfToken,
}: {
  bookingId: string;
  invited: number;
  limit: number;
  csrfToken: string;
}) {
  const fetcher = useFetcher<InviteGuestsActionData>();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<string[]>([""]);
  const [error, setError] = useState<string | null>(null);
  const room = Math.max(0, limit - invited);
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    /* eslint-disable react-hooks/set-state-in-effect -- the answer of the save closes the dialog or shows why not */
    if (fetcher.data.ok) {
      setOpen(false);
      setEntries([""]);
      snackbar.show("success", fetcher.data.message);
    } else {
      setError(fetcher.data.message);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [fetcher.state, fetcher.data]);

  const save = () => {
    const checked = guestEntriesToSave(entries);
    if (checked.error) return setError(checked.error);
    const form = new FormData();
    form.set("intent", "invite-guests");
    form.set("csrf", csrfToken);
    form.set("b_id", bookingId);
    for (const email of checked.emails) form.append("guest_email", email);
    void fetcher.submit(form, { method: "post" });
  };

  return (
    <>
      {room > 0 ? (
        <Button variant="secondary" size="sm" className="booking-view__invite" onClick={() => setOpen(true)}>
          Invite guests
        </Button>
      ) : (
        <p className="muted">This booking has all the guests it can have.</p>
      )}
      {open ? (
        <Modal
          title="Invite guests"
          className="invite-guests"
          onClose={() => {
            setOpen(false);
            setError(null);
          }}
        >
          <p className="invite-guests__intro">
            Each guest gets an e-mail with a link to share their dietary preferences before the meeting. You can invite{" "}
            {room === 1 ? "1 more guest" : `up to ${room} more guests`}.
          </p>
          <div className="guest-invite">
            <GuestEmailList
              mode="modal"
              entries={entries}
              onEntriesChange={setEntries}
              cap={room}
              error={error}
              onErrorChange={setError}
              offset={invited}
              onSave={save}
              saving={saving}
            />
          </div>
        </Modal>
      ) : null}
      <Snackbar message={snackbar.message} onDismiss={snackbar.dismiss} />
    </>
  );
}
