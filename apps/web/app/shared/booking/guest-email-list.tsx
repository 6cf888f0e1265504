import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { addGuestEntry, guestListMessage, guestPlaceholder, removeGuestEntry } from "@workbay/domain/guest-list";

type GuestEmailListProps = {
  entries: string[];
  onEntriesChange: (entries: string[]) => void;
  /** The most entries this list may hold. */
  cap: number;
  error: string | null;
  onErrorChange: (error: string | null) => void;
  /** Inline in the F&B cart ('+ ADD GUEST'), or in a dialog with ADD NEW and SAVE. */
  mode: "inline" | "modal";
  /** Guests invited before this list: numbering continues after them. */
  offset?: number;
  /** Modal mode: SAVE was pressed (the caller checks the entries with guestEntriesToSave). */
  onSave?: () => void;
  saving?: boolean;
};

/**
 * The guest e-mail list editor (000 spec sections 2, 4, 5): one input per guest with the
 * 'Guest {n} Email Address' placeholder; another entry only when the last is a valid e-mail
 * and the cap is not reached; removal while more than one entry is left.
 */
export function GuestEmailList({
  entries,
  onEntriesChange,
  cap,
  error,
  onErrorChange,
  mode,
  offset = 0,
  onSave,
  saving = false,
}: GuestEmailListProps) {
  const message = error ?? guestListMessage(entries, cap);
  const add = () => {
    const next = addGuestEntry(entries, cap);
    onEntriesChange(next.entries);
    onErrorChange(next.error);
  };
  return (
    <>
      <ul className="guest-invite__list">
        {entries.map((email, i) => (
          <li key={i} className="guest-invite__row">
            <input
              className="field__input"
              type="email"
              value={email}
              placeholder={guestPlaceholder(i, offset)}
              aria-label={guestPlaceholder(i, offset)}
              aria-invalid={error !== null && i === entries.length - 1 ? true : undefined}
              onChange={(e) => {
                onErrorChange(null);
                onEntriesChange(entries.map((v, j) => (j === i ? e.target.value : v)));
              }}
            />
            {entries.length > 1 ? (
              <button
                type="button"
                className="guest-invite__remove"
                aria-label={`Remove guest ${offset + i + 1}`}
                onClick={() => onEntriesChange(removeGuestEntry(entries, i))}
              >
                <Icon name="close" size={16} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {message ? (
        <p className="guest-invite__message" role="alert">
          {message}
        </p>
      ) : null}
      {mode === "inline" ? (
        <Button variant="ghost" size="sm" disabled={entries.length >= cap} onClick={add}>
          + ADD GUEST
        </Button>
      ) : (
        <div className="guest-invite__actions">
          <Button variant="secondary" size="sm" disabled={entries.length >= cap || saving} onClick={add}>
            ADD NEW
          </Button>
          <Button variant="primary" size="sm" disabled={saving} onClick={onSave}>
            {saving ? "Saving…" : "SAVE"}
          </Button>
        </div>
      )}
    </>
  );
}
