import { lazy, Suspense, useState } from "react";
import type { SlotContext, SlotRange } from "@workbay/domain/slot-selection";
import { slotLabel } from "@workbay/domain/slots";
import { Icon } from "../../components/ui/icon";
import { useWhenIdle } from "../../shared/hooks/use-when-idle";

const loadSlots = () => import("./slot-picker-slots");
const SlotPickerSlots = lazy(loadSlots);

export type SlotPickerProps = {
  ctx: SlotContext;
  selection: SlotRange;
  onPick: (slot: number) => void;
  onClear: () => void;
  /**
   * Why the last pick chose nothing ('Minimum booking duration is 1 hour'), shown in the picker
   * itself: the page's snackbar is under a modal dialog, out of sight and inert.
   */
  notice?: string | null;
};

export function selectionText(selection: SlotRange): string {
  if (!selection) return "Select time slot";
  const hours = (selection.end - selection.start) / 2;
  return `${slotLabel(selection.start)} – ${slotLabel(selection.end)} · ${hours} ${hours === 1 ? "hr" : "hrs"}`;
}

/**
 * The time-slot picker of the booking card: a button that shows the chosen range and opens
 * the slot grid (a modal dialog on desktop, a panel under the button on phones). The button is
 * the page's; the grid and its dialog are a chunk of their own (slot-picker-slots.tsx), not in
 * the page's first load: fetched once the page is idle, or when the button is pointed at or
 * focused, and shown on the first click or key press even if it is still arriving.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { selection } = props;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, and kept: the dialog then closes as a dialog does.
  const [used, setUsed] = useState(false);
  useWhenIdle(loadSlots);
  const preload = () => void loadSlots();

  return (
    <div className="slot-picker">
      <span className="slot-picker__label">Time slot</span>
      <button
        type="button"
        className={selection ? "slot-picker__trigger slot-picker__trigger--chosen" : "slot-picker__trigger"}
        aria-expanded={open}
        aria-controls="slot-picker-slots"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        <Icon name="clock" size={18} />
        <span>{selectionText(selection)}</span>
        <Icon name="chevron-down" size={16} className="slot-picker__chevron" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SlotPickerSlots {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
