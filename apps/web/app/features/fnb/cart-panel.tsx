import type { Ref } from "react";
import { HIGH_TEA_DISCLAIMER, WORK_LUNCH_DISCLAIMER } from "@workbay/domain/fnb-rules";
import { formatRupees, rupeesToPaise } from "@workbay/domain/money";
import { Button } from "../../components/ui/button";
import { GuestEmailList } from "../../shared/booking/guest-email-list";
import { cartCount, cartTotalRupees, groupCart, setLineQty } from "./cart";
import { Stepper, VegMark } from "./fnb-marks";
import type { FnbGuestMode } from "./fnb-guest-mode";
import type { useFnbCart } from "./use-fnb-cart";

const READ_ONLY_DISCLAIMERS = ["Please select one option from High tea and Meals", "Please arrive 15 minutes early with a valid ID proof"];

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

type CartPanelProps = {
  ref: Ref<HTMLElement>;
  state: ReturnType<typeof useFnbCart>;
  guest: FnbGuestMode | null;
  /** The menu's category names, in the menu's order. */
  categoryOrder: string[];
  /** How many guests may be invited. */
  cap: number;
  onPrimary: () => void;
  onSkip: () => void;
};

/** The cart: its sum and the step's buttons, and when open its lines, notes, disclaimers and guest invitations. */
export function CartPanel({ ref, state, guest, categoryOrder, cap, onPrimary, onSkip }: CartPanelProps) {
  const readOnly = guest !== null;
  const {
    cart,
    updateCart,
    cartOpen,
    setCartOpen,
    notes,
    setNotes,
    inviteGuests,
    setInviteGuests,
    guestEmails,
    setGuestEmails,
    guestError,
    setGuestError,
  } = state;
  const count = cartCount(cart);
  const total = cartTotalRupees(cart);
  return (
    <section ref={ref} className={cartOpen ? "cart-panel cart-panel--open" : "cart-panel"} aria-label="Your F&B cart">
      <div className="cart-panel__bar container">
        <p className="cart-panel__sum">
          <strong>{money(total)}</strong>
          <span>
            {count} {count === 1 ? "item" : "items"}
          </span>
        </p>
        {cartOpen ? (
          <button type="button" className="cart-panel__cancel" onClick={() => setCartOpen(false)}>
            CANCEL
          </button>
        ) : null}
        {!guest && count === 0 && !cartOpen ? (
          <Button variant="secondary" onClick={onSkip}>
            SKIP FOR NOW
          </Button>
        ) : (
          <Button
            variant="primary"
            onClick={onPrimary}
            disabled={
              (guest !== null && cartOpen && cart.length === 0 && notes.trim() === "") ||
              guest?.submitting ||
              (!guest && cartOpen && count === 0)
            }
          >
            {guest && cartOpen ? "SUBMIT" : "CONTINUE"}
          </Button>
        )}
      </div>
      {cartOpen ? (
        <div className="cart-panel__body container">
          {cart.length === 0 ? <p className="cart-panel__empty">No items yet.</p> : null}
          {groupCart(cart, categoryOrder).map((group) => (
            <div key={group.category} className="cart-group">
              <h3 className="cart-group__title">{group.category}</h3>
              <ul>
                {group.lines.map((line) => (
                  <li key={`${line.id}:${line.sub_option_id ?? ""}`} className="cart-line">
                    <VegMark type={line.type} />
                    <span className="cart-line__name">{line.name}</span>
                    {readOnly ? null : (
                      <Stepper qty={line.qty} label={line.name} onQty={(qty) => updateCart(setLineQty(cart, line, qty))} />
                    )}
                    <span className="cart-line__price">{money(line.price * line.qty)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <label className="field cart-panel__notes">
            <span className="field__label">Notes</span>
            <textarea
              className="field__input"
              rows={3}
              maxLength={1000}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              placeholder="Dietary needs, timing or anything we should know"
            />
          </label>
          <ul className="cart-panel__disclaimers">
            {(readOnly ? READ_ONLY_DISCLAIMERS : [HIGH_TEA_DISCLAIMER, WORK_LUNCH_DISCLAIMER]).map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          {readOnly ? null : (
            <div className="guest-invite">
              <label className="guest-invite__toggle">
                <input type="checkbox" role="switch" checked={inviteGuests} onChange={(e) => setInviteGuests(e.target.checked)} />
                Invite guests to share their dietary preferences
              </label>
              {inviteGuests ? (
                <GuestEmailList
                  mode="inline"
                  entries={guestEmails}
                  onEntriesChange={setGuestEmails}
                  cap={cap}
                  error={guestError}
                  onErrorChange={setGuestError}
                />
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
