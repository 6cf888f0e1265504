import { useEffect, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { ValidatedBooking } from "@workbay/contracts/booking";
import type { RoomDetail } from "@workbay/contracts/rooms";
import {
  CUTOFF_MESSAGE,
  SELECT_SLOT_MESSAGE,
  bookButtonLabel,
  isBookDisabled,
  isPassType,
  isPastSameDayCutoff,
  passCountOptions,
} from "@workbay/domain/booking-rules";
import { formatRupees } from "@workbay/domain/money";
import { pickSlot, type SlotContext } from "@workbay/domain/slot-selection";
import { VIRTUAL_OFFICE_CUSTOM_MONTHS, VIRTUAL_OFFICE_PRESETS } from "@workbay/domain/virtual-office";
import { pushEcommerceLater } from "../../components/analytics/push-ecommerce-later";
import { Button } from "../../components/ui/button";
import { Snackbar, useSnackbar } from "../../components/ui/snackbar";
import { useAuthDialogs } from "../../shared/auth-dialogs/use-auth-dialogs";
import { roomProductType } from "../../shared/rooms/room-price";
import {
  buildBookingDraft,
  keepDraftExtras,
  saveBookingDraft,
  type BookingDraft,
  type DraftRoom,
} from "../../shared/booking/booking-draft";
import { restoredChoice } from "./draft-restore";
import { buildValidateBody, choiceAmountPaise, passCountText, passOptionName, type CardChoice } from "./booking-request";
import { SlotPicker } from "./slot-picker";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";

/** What the room page's action answers to Book. */
export type BookActionData = { ok: true; validated: ValidatedBooking; next: string; signedIn: boolean } | { ok: false; message: string };

const DEFAULT_MONTHS = 3;

/** What the card's form reads of the room: its slots, passes and price, and what the saved draft shows. */
export type BookingFormRoom = DraftRoom &
  Pick<
    RoomDetail,
    "passCount" | "selectDataOptions" | "start_time" | "end_time" | "slot_duration" | "available" | "is_bookable" | "month_factor"
  >;

/**
 * The booking card's state (000 spec section 4): selected slots, months (default 3), pass
 * count (default 1), the custom-duration flag and the warning toast; Book sends the booking
 * parameters to the page's action, which asks the server to validate them. `edited` is the
 * stored draft that "Edit" brought back to this room and date: the card shows its choice, and
 * Book keeps its add-ons, note and guests (decision 0045).
 */
export function useBookingForm(room: BookingFormRoom, date: string, firstSelectable: number, edited: BookingDraft | null = null) {
  const type = roomProductType(room);
  const [choice, setChoice] = useState<CardChoice>({
    selection: null,
    passCount: room.passCount > 0 ? 1 : 0,
    passOptionId: room.selectDataOptions[0]?.id ?? null,
    months: DEFAULT_MONTHS,
    customMonths: false,
  });
  const snackbar = useSnackbar();
  // Why the last pick chose nothing, for the picker's own line (the snackbar is under its modal).
  const [pickNotice, setPickNotice] = useState<string | null>(null);
  const fetcher = useFetcher<BookActionData>();
  const navigate = useNavigate();
  const dialogs = useAuthDialogs();

  // A new date (or room) starts the choice again (adjusted while rendering, not in an effect).
  const choiceKey = `${room.id}:${date}:${room.passCount}`;
  const [shownKey, setShownKey] = useState(choiceKey);
  if (shownKey !== choiceKey) {
    setShownKey(choiceKey);
    setPickNotice(null);
    setChoice((c) => ({
      ...c,
      selection: null,
      passCount: room.passCount > 0 ? Math.min(Math.max(c.passCount, 1), room.passCount, 9) : 0,
    }));
  }

  const ctx: SlotContext = {
    open: room.start_time,
    close: room.end_time,
    taken: room.time_slots,
    slotDuration: room.slot_duration,
    firstSelectable,
  };

  // The draft being edited, once it is known (after hydration): its choice, as far as it still holds.
  const [restoredFrom, setRestoredFrom] = useState<BookingDraft | null>(null);
  if (edited && edited !== restoredFrom) {
    setRestoredFrom(edited);
    const restored = restoredChoice(edited, room, ctx);
    setChoice((c) => ({ ...c, ...restored.choice }));
    setPickNotice(restored.notice);
  }

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result?.ok) return;
    saveBookingDraft(keepDraftExtras(buildBookingDraft(room, result.validated, isPassType(type) ? choice.passOptionId : null), edited));
    // The room goes into the cart at the server's price (001 spec section 7).
    const v = result.validated;
    pushEcommerceLater(({ bookedRoomItem, cartEvent }) => [
      cartEvent("add_to_cart", [
        bookedRoomItem({
          roomId: room.id,
          roomName: room.name,
          spaceType: type,
          spaceTypeName: room.space_type_name,
          startTime: v.start_time,
          endTime: v.end_time,
          quantity: v.quantity,
          roomAmount: v.room_amount,
        }),
      ]),
    ]);
    // Book leads to the F&B step whether or not the visitor is signed in; login is asked when
    // they leave it towards checkout. Straight to checkout (no menu): login first, then on.
    if (result.signedIn || result.next !== "/checkout") void navigate(result.next);
    else dialogs.open("login", { redirect: result.next });
    // Only a new answer from the server moves on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const timed = !isPassType(type) && type !== PRODUCT_TYPE.virtualOffice;
  const state = { productTypeId: type, available: room.available, isBookable: room.is_bookable, passCount: choice.passCount };
  const label = bookButtonLabel(state);
  // A timed room without a slot keeps its button clickable, to say what is missing.
  const blocked = isBookDisabled({ ...state, hasSelection: true });
  const needsSlot = timed && !choice.selection;
  const amount = choiceAmountPaise(room, choice);

  function pick(slot: number) {
    const next = pickSlot(choice.selection, slot, ctx);
    setPickNotice(next.warning ?? null);
    if (next.warning) snackbar.show("warning", next.warning);
    // 'Please select time slot' is answered once a slot is picked.
    else if (next.selection && snackbar.message?.text === SELECT_SLOT_MESSAGE) snackbar.dismiss();
    setChoice((c) => ({ ...c, selection: next.selection }));
  }

  function book() {
    if (blocked || fetcher.state !== "idle") return;
    if (needsSlot) return snackbar.show("warning", SELECT_SLOT_MESSAGE);
    if (isPastSameDayCutoff(type, date, new Date())) return snackbar.show("warning", CUTOFF_MESSAGE);
    void fetcher.submit(buildValidateBody(room, date, choice), { method: "post", encType: "application/json" });
  }

  const picker = timed ? (
    <SlotPicker
      ctx={ctx}
      selection={choice.selection}
      onPick={pick}
      notice={pickNotice}
      onClear={() => {
        setPickNotice(null);
        setChoice((c) => ({ ...c, selection: null }));
      }}
    />
  ) : isPassType(type) ? (
    <PassPicker room={room} choice={choice} onChange={(patch) => setChoice((c) => ({ ...c, ...patch }))} />
  ) : (
    <DurationPicker choice={choice} onChange={(patch) => setChoice((c) => ({ ...c, ...patch }))} />
  );

  const footer = (
    <>
      {amount !== null ? (
        <p className="booking-total" aria-live="polite">
          <span>Total</span> <strong data-testid="booking-total">{formatRupees(amount)}</strong>
          <small> + GST</small>
        </p>
      ) : null}
      {result && !result.ok ? (
        <p className="booking-card__error" role="alert">
          {result.message}
        </p>
      ) : null}
      <Button
        variant="primary"
        size="lg"
        className={label === "Sold Out" ? "booking-card__submit booking-card__submit--sold-out" : "booking-card__submit"}
        disabled={blocked}
        data-soft-disabled={needsSlot || undefined}
        // Announced as unavailable until a slot is picked, yet still focusable and clickable
        // so that activating it says what is missing.
        aria-disabled={needsSlot || undefined}
        aria-busy={fetcher.state !== "idle"}
        onClick={book}
      >
        {fetcher.state !== "idle" ? "Checking…" : label}
      </Button>
      <Snackbar message={snackbar.message} onDismiss={snackbar.dismiss} />
    </>
  );
  return { picker, footer };
}

function PassPicker({
  room,
  choice,
  onChange,
}: {
  room: Pick<RoomDetail, "passCount" | "selectDataOptions">;
  choice: CardChoice;
  onChange: (patch: Partial<CardChoice>) => void;
}) {
  const counts = passCountOptions(room.passCount);
  // The count names what is bought: "2 × 5 Day Pass Pack" when a pass option is chosen.
  const option = room.selectDataOptions.find((o) => o.id === choice.passOptionId);
  return (
    <div className="pass-picker">
      {room.selectDataOptions.length > 0 ? (
        <fieldset className="choice-tiles">
          <legend className="choice-tiles__legend">Pass type</legend>
          {room.selectDataOptions.map((option) => (
            <label key={option.id} className="choice-tile">
              <input
                type="radio"
                name="pass-type"
                checked={choice.passOptionId === option.id}
                onChange={() => onChange({ passOptionId: option.id })}
              />
              <span className="choice-tile__name">{passOptionName(option)}</span>
              {option.discountlabel ? <span className="choice-tile__hint">{option.discountlabel}</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="field">
        <span className="field__label">Number of passes</span>
        <select
          className="field__select"
          value={choice.passCount}
          disabled={counts.length === 0}
          onChange={(e) => onChange({ passCount: Number(e.target.value) })}
        >
          {counts.length === 0 ? <option value={0}>Sold Out</option> : null}
          {counts.map((n) => (
            <option key={n} value={n}>
              {passCountText(n, option)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function DurationPicker({ choice, onChange }: { choice: CardChoice; onChange: (patch: Partial<CardChoice>) => void }) {
  return (
    <div className="duration-picker">
      <fieldset className="choice-tiles choice-tiles--grid">
        <legend className="choice-tiles__legend">Duration</legend>
        {VIRTUAL_OFFICE_PRESETS.map((preset) => (
          <label key={preset.value} className="choice-tile">
            <input
              type="radio"
              name="vo-duration"
              checked={!choice.customMonths && choice.months === preset.value}
              onChange={() => onChange({ months: preset.value, customMonths: false })}
            />
            <span className="choice-tile__name">{preset.label}</span>
          </label>
        ))}
        <label className="choice-tile">
          <input
            type="radio"
            name="vo-duration"
            checked={choice.customMonths}
            onChange={() => onChange({ customMonths: true, months: 1 })}
          />
          <span className="choice-tile__name">Custom</span>
        </label>
      </fieldset>
      {choice.customMonths ? (
        <label className="field">
          <span className="field__label">Months</span>
          <select className="field__select" value={choice.months} onChange={(e) => onChange({ months: Number(e.target.value) })}>
            {VIRTUAL_OFFICE_CUSTOM_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m} {m === 1 ? "Month" : "Months"}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
