import { useEffect, useRef } from "react";
import { NO_SLOTS_MESSAGE } from "@workbay/domain/booking-rules";
import { isSlotSelectable, type SlotContext, type SlotRange } from "@workbay/domain/slot-selection";
import { slotLabel } from "@workbay/domain/slots";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { useMediaQuery } from "../../shared/hooks/use-media-query";
import { selectionText, type SlotPickerProps } from "./slot-picker";

/**
 * Phones get the slots inline, wider screens a dialog (000 spec section 9). How many to a row
 * (24, 12 or 8) is the stylesheet's, from the width the grid has (docs/decisions/0040).
 */
const NARROW = "(max-width: 767px)";

/**
 * The slot picker's slots: a modal dialog on desktop, a panel under the button on phones. Its
 * own chunk, loaded when the picker is first opened or about to be (slot-picker.tsx); once
 * loaded it stays in the page, so that closing the dialog returns the focus to the button.
 */
export default function SlotPickerSlots({
  ctx,
  selection,
  onPick,
  onClear,
  notice,
  open,
  onClose,
}: SlotPickerProps & { open: boolean; onClose: () => void }) {
  const narrow = useMediaQuery(NARROW);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !narrow && !dialog.open) dialog.showModal();
    if ((!open || narrow) && dialog.open) dialog.close();
  }, [open, narrow]);

  const grid = <SlotGrid ctx={ctx} selection={selection} onPick={onPick} />;
  const actions = (
    <div className="slot-picker__actions">
      <p className={notice ? "slot-picker__summary slot-picker__summary--notice" : "slot-picker__summary"} aria-live="polite">
        {notice ?? (selection ? selectionText(selection) : "Pick a start time; pick next to the range to extend it.")}
      </p>
      <Button variant="ghost" size="sm" onClick={onClear} disabled={!selection}>
        Clear selection
      </Button>
      <Button variant="primary" size="sm" onClick={onClose}>
        Done
      </Button>
    </div>
  );

  return (
    <>
      {narrow && open ? (
        <div className="slot-picker__panel" id="slot-picker-slots" role="group" aria-label="Time slots">
          {grid}
          {actions}
        </div>
      ) : null}
      <dialog
        ref={dialogRef}
        className="slot-dialog"
        aria-labelledby="slot-dialog-title"
        onClose={onClose}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {!narrow && open ? (
          <div className="slot-dialog__body" id="slot-picker-slots">
            <header className="slot-dialog__head">
              <h2 id="slot-dialog-title">Select time slot</h2>
              <button type="button" className="slot-dialog__close" onClick={onClose} aria-label="Close">
                <Icon name="close" size={20} />
              </button>
            </header>
            <SlotLegend />
            {grid}
            {actions}
          </div>
        ) : null}
      </dialog>
    </>
  );
}

function SlotLegend() {
  return (
    <ul className="slot-legend" aria-hidden="true">
      <li>
        <span className="slot-legend__swatch" /> Available
      </li>
      <li>
        <span className="slot-legend__swatch slot-legend__swatch--chosen" /> Selected
      </li>
      <li>
        <span className="slot-legend__swatch slot-legend__swatch--off" /> Booked or past
      </li>
    </ul>
  );
}

function SlotGrid({ ctx, selection, onPick }: { ctx: SlotContext; selection: SlotRange; onPick: (slot: number) => void }) {
  if (ctx.open >= ctx.close) return <p className="slot-grid__empty">{NO_SLOTS_MESSAGE}</p>;
  const slots = Array.from({ length: ctx.close - ctx.open }, (_, i) => ctx.open + i);
  return (
    <div className="slot-grid-frame">
      <div className="slot-grid">
        {slots.map((slot) => {
          const chosen = selection !== null && slot >= selection.start && slot < selection.end;
          const selectable = isSlotSelectable(slot, ctx);
          const [time, half] = slotLabel(slot).split(" ");
          return (
            <button
              key={slot}
              type="button"
              className={chosen ? "slot slot--chosen" : "slot"}
              disabled={!selectable}
              aria-pressed={chosen}
              aria-label={slotLabel(slot)}
              onClick={() => onPick(slot)}
            >
              {/* '8:00' rather than '08:00': a narrower label, so more slots fit a row. */}
              <span className="slot__time">{time?.replace(/^0/, "")}</span>
              <span className="slot__half">{half}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
