import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { MenuCategory, MenuOption } from "@workbay/contracts/booking";
import {
  FOOD_UNAVAILABLE_MESSAGE,
  HIGH_TEA_DISCLAIMER,
  MEAL_UNAVAILABLE_MESSAGE,
  WORK_LUNCH_DISCLAIMER,
  formatQuantity,
  maxGuests,
} from "@workbay/domain/fnb-rules";
import { imageUrl } from "@workbay/domain/image-sizes";
import { formatRupees, rupeesToPaise } from "@workbay/domain/money";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { useAuthDialogs } from "../../shared/auth-dialogs/use-auth-dialogs";
import { readBookingDraft, saveBookingDraft, type BookingDraft } from "../../shared/booking/booking-draft";
import { useSessionProfile } from "../../shared/session/session-store";
import {
  applySubOptionDraft,
  cartCount,
  cartTotalRupees,
  draftWithAddOns,
  groupCart,
  lineFor,
  menuUnavailableMessage,
  qtyOf,
  setLineQty,
  unavailableReason,
  visibleCategories,
  type CartLine,
} from "./cart";
import { GuestEmailList } from "../../shared/booking/guest-email-list";
import { RoomSummaryStrip, type RoomSummary } from "../../shared/booking/room-summary-strip";
import { cartChangeEvents, pushEvents } from "../../components/analytics/ecommerce";

const READ_ONLY_DISCLAIMERS = ["Please select one option from High tea and Meals", "Please arrive 15 minutes early with a valid ID proof"];

type FnbStepProps = {
  menu: MenuCategory[];
  tab: string;
  /** Path of a tab: keeps the query (date, startTime, endTime, token). */
  tabHref: (tabId: string) => string;
  greetingName: string;
  summary: RoomSummary;
  capacity: number;
  roomId: number;
  /** Normal mode: the chosen times (endTime is the last chosen slot) and the fallback draft. */
  booking: { startTime: number; lastSlot: number; baseDraft: BookingDraft; editTo: string } | null;
  /** Read-only (guest) mode. */
  guest: {
    chosenAddOnId: number | null;
    comment: string;
    directionsHref: string;
    exploreLabel: string;
    exploreTo: string;
    submitting: boolean;
    onSubmit: (input: { comment: string; auxiliaryId: number | "" }) => void;
  } | null;
};

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

/** Where the open cart stops being pinned to the bottom of the screen (booking-flow.css). */
const PHONE_CART_QUERY = "(max-width: 767px)";

/** The F&B add-on step (000 spec sections 2, 4, 5): banner, tabs, items, MENU panel, cart panel. */
export function FnbStep(props: FnbStepProps) {
  const { menu, tab, tabHref, summary, booking, guest } = props;
  const readOnly = guest !== null;
  const navigate = useNavigate();
  const dialogs = useAuthDialogs();
  const profile = useSessionProfile();
  const categories = visibleCategories(menu, readOnly);
  const active = (tab === "edit-addon" ? categories[0] : categories.find((c) => c.tab_id === tab)) ?? categories[0];
  const unavailable = readOnly ? null : menuUnavailableMessage(menu, { food: FOOD_UNAVAILABLE_MESSAGE, meal: MEAL_UNAVAILABLE_MESSAGE });

  const [cart, setCart] = useState<CartLine[]>(() => {
    if (!guest?.chosenAddOnId) return [];
    const option = menu.flatMap((c) => c.options).find((o) => o.id === guest.chosenAddOnId);
    return option ? [lineFor(option)] : [];
  });
  const [notes, setNotes] = useState(guest?.comment ?? "");
  const [cartOpen, setCartOpen] = useState(false);
  const [inviteGuests, setInviteGuests] = useState(false);
  const [guestEmails, setGuestEmails] = useState<string[]>([""]);
  const [guestError, setGuestError] = useState<string | null>(null);
  const [menuOption, setMenuOption] = useState<MenuOption | null>(null);
  const cartPanel = useRef<HTMLElement>(null);

  // On phones the open cart is not pinned over the menu (it would cover most of the screen and
  // the items under it, booking-flow.css): it follows the menu, and opening it scrolls to it.
  useEffect(() => {
    if (cartOpen && window.matchMedia(PHONE_CART_QUERY).matches) cartPanel.current?.scrollIntoView({ block: "start" });
  }, [cartOpen]);

  // Add-ons already in the stored draft for this room and date are preselected (000 spec section 4).
  useEffect(() => {
    if (!booking) return;
    const draft = readBookingDraft();
    if (!draft || draft.roomId !== props.roomId || draft.date !== booking.baseDraft.date) return;
    // Session storage exists only in the browser, after hydration: an effect is the place to read it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft.addOn.length > 0) setCart(draft.addOn);
    if (draft.notes) setNotes(draft.notes);
    if (draft.guestEmailIds.length > 0) {
      setInviteGuests(true);
      setGuestEmails(draft.guestEmailIds);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cap = maxGuests(props.capacity, cart);
  const count = cartCount(cart);
  const total = cartTotalRupees(cart);
  const categoryOrder = menu.map((c) => c.name);

  /** A change made by the booker: the cart events go to the data layer (not for a guest's choice). */
  function updateCart(next: CartLine[]) {
    if (!readOnly) pushEvents(cartChangeEvents(cart, next));
    setCart(next);
  }

  function change(option: MenuOption, qty: number, subOptionId?: number) {
    updateCart(setLineQty(cart, lineFor(option, subOptionId), qty, readOnly));
  }

  function finish(withAddOns: boolean) {
    if (!booking) return;
    const draft = readBookingDraft();
    const base = draft && draft.roomId === props.roomId ? draft : booking.baseDraft;
    saveBookingDraft(
      draftWithAddOns(base, {
        cart: withAddOns ? cart : [],
        notes: withAddOns ? notes : "",
        guestEmails: withAddOns && inviteGuests ? guestEmails : [],
        startTime: booking.startTime,
        lastSlot: booking.lastSlot,
      }),
    );
    // Checkout needs a session: a visitor logs in first, then goes on (001 spec section 4).
    if (profile) void navigate("/checkout");
    else dialogs.open("login", { redirect: "/checkout" });
  }

  function primary() {
    if (!cartOpen) return setCartOpen(true);
    if (guest) return guest.onSubmit({ comment: notes, auxiliaryId: cart[0]?.id ?? "" });
    finish(true);
  }

  return (
    <div className={cartOpen ? "fnb fnb--cart-open" : "fnb"}>
      <section className="fnb-banner" aria-labelledby="fnb-banner-title">
        <div className="container">
          <h1 id="fnb-banner-title" className="fnb-banner__title">
            F&amp;B options available based on your meeting room selection
          </h1>
          {unavailable ? (
            <p className="fnb-banner__unavailable" role="status">
              {unavailable}
            </p>
          ) : null}
          <ul className="fnb-banner__cards">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  className={c === active ? "fnb-banner__card fnb-banner__card--active" : "fnb-banner__card"}
                  to={tabHref(c.tab_id)}
                  preventScrollReset
                >
                  {c.image ? <img src={imageUrl(c.image, "340x200")} alt="" width={340} height={200} loading="lazy" /> : null}
                  <span className="fnb-banner__card-name">{c.name}</span>
                  <span className="fnb-banner__card-count">
                    {c.options.length} {c.options.length === 1 ? "Theme" : "Themes"}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {booking ? (
            <button type="button" className="fnb-banner__skip" onClick={() => finish(false)}>
              SKIP &amp; CONTINUE <Icon name="arrow-right" size={16} />
            </button>
          ) : null}
        </div>
      </section>

      <div className="container fnb__body">
        <RoomSummaryStrip summary={summary} editTo={booking?.editTo} directionsHref={guest?.directionsHref} />
        <p className="fnb__greeting">
          <strong>Hey {props.greetingName}, you seem to have a long meeting ahead!</strong>
          <span>Wish to make it more productive by adding delicious meal options?</span>
        </p>

        {categories.length > 0 ? (
          <nav className="fnb-tabs" aria-label="F&B categories">
            <ul className="fnb-tabs__list">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={tabHref(c.tab_id)}
                    preventScrollReset
                    className="fnb-tabs__tab"
                    aria-current={c === active ? "page" : undefined}
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
            {guest ? (
              <Link className="fnb-tabs__end" to={guest.exploreTo}>
                {guest.exploreLabel}
              </Link>
            ) : (
              <button type="button" className="fnb-tabs__end" onClick={() => finish(false)}>
                SKIP &amp; CONTINUE
              </button>
            )}
          </nav>
        ) : null}

        {active ? (
          <ul className="food-list" aria-label={active.name}>
            {active.options.map((option) => (
              <FoodCard
                key={option.id}
                option={option}
                reason={unavailableReason(option, readOnly)}
                readOnly={readOnly}
                qty={qtyOf(cart, option.id)}
                chosenSubs={cart.filter((l) => l.id === option.id && l.sub_option_id !== undefined).length}
                onQty={(qty) => change(option, qty)}
                onMenu={() => setMenuOption(option)}
              />
            ))}
          </ul>
        ) : null}
      </div>

      <section ref={cartPanel} className={cartOpen ? "cart-panel cart-panel--open" : "cart-panel"} aria-label="Your F&B cart">
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
            <Button variant="secondary" onClick={() => finish(false)}>
              SKIP FOR NOW
            </Button>
          ) : (
            <Button
              variant="primary"
              onClick={primary}
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

      {menuOption ? (
        <MenuPanel
          option={menuOption}
          readOnly={readOnly}
          chosen={
            new Set(cart.filter((l) => l.id === menuOption.id && l.sub_option_id !== undefined).map((l) => l.sub_option_id as number))
          }
          onDone={(chosen) => {
            updateCart(applySubOptionDraft(readOnly ? [] : cart, menuOption, chosen, readOnly));
            setMenuOption(null);
          }}
          onClose={() => setMenuOption(null)}
        />
      ) : null}
    </div>
  );
}

function VegMark({ type }: { type: string }) {
  const veg = type === "veg";
  return (
    <span className={veg ? "veg-mark veg-mark--veg" : "veg-mark veg-mark--non-veg"} title={veg ? "Veg" : "Non-veg"}>
      <span className="visually-hidden">{veg ? "Veg" : "Non-veg"}</span>
    </span>
  );
}

function Stepper({ qty, label, onQty, disabled }: { qty: number; label: string; onQty: (qty: number) => void; disabled?: boolean }) {
  return (
    <span className="stepper">
      <button type="button" aria-label={`Remove one ${label}`} onClick={() => onQty(qty - 1)} disabled={disabled}>
        −
      </button>
      <output aria-label={`${label} quantity`}>{formatQuantity(qty)}</output>
      <button type="button" aria-label={`Add one ${label}`} onClick={() => onQty(qty + 1)} disabled={disabled || qty >= 99}>
        +
      </button>
    </span>
  );
}

type FoodCardProps = {
  option: MenuOption;
  /** Why it cannot be chosen for this meeting, or null. */
  reason: string | null;
  readOnly: boolean;
  qty: number;
  chosenSubs: number;
  onQty: (qty: number) => void;
  onMenu: () => void;
};

function FoodCard({ option, reason, readOnly, qty, chosenSubs, onQty, onMenu }: FoodCardProps) {
  const hasMenu = option.options.length > 0;
  const disabled = reason !== null;
  const reasonId = `food-off-${option.id}`;
  return (
    <li className={disabled ? "food-card food-card--disabled" : "food-card"} aria-disabled={disabled || undefined}>
      {option.image ? (
        <img
          className="food-card__image"
          src={imageUrl(option.image, "340x200")}
          width={340}
          height={200}
          alt={option.image_alt ?? ""}
          loading="lazy"
        />
      ) : null}
      <div className="food-card__body">
        <h3 className="food-card__name">
          <VegMark type={option.type} /> {option.name}
        </h3>
        {hasMenu ? (
          <ul className="food-card__subs">
            {option.options.map((s) => (
              <li key={s.id}>{s.name}</li>
            ))}
          </ul>
        ) : (
          <p className="food-card__description">{option.description}</p>
        )}
        <p className="food-card__price">{money(option.price)}</p>
        {option.short_description ? <p className="food-card__short">{option.short_description}</p> : null}
        <div className="food-card__controls">
          {hasMenu ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={onMenu}
              disabled={disabled}
              aria-label={`MENU ${option.name}`}
              aria-describedby={disabled ? reasonId : undefined}
            >
              MENU{chosenSubs > 0 ? ` · ${chosenSubs} selected` : ""}
            </Button>
          ) : readOnly ? (
            <Button
              variant={qty > 0 ? "primary" : "secondary"}
              size="sm"
              aria-pressed={qty > 0}
              disabled={disabled && qty === 0}
              onClick={() => onQty(qty > 0 ? 0 : 1)}
              aria-label={`ADD ${option.name}`}
              aria-describedby={disabled ? reasonId : undefined}
            >
              {qty > 0 ? "SELECTED" : "ADD"}
            </Button>
          ) : qty === 0 ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => onQty(1)}
              aria-label={`ADD ${option.name}`}
              aria-describedby={disabled ? reasonId : undefined}
            >
              ADD
            </Button>
          ) : (
            <Stepper qty={qty} label={option.name} onQty={onQty} disabled={disabled} />
          )}
        </div>
        {reason ? (
          <p className="food-card__off" id={reasonId}>
            {reason}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function MenuPanel({
  option,
  readOnly,
  chosen,
  onDone,
  onClose,
}: {
  option: MenuOption;
  readOnly: boolean;
  chosen: Set<number>;
  onDone: (chosen: Set<number>) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => new Set(chosen));
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  function toggle(id: number) {
    setDraft((d) => {
      if (readOnly) return d.has(id) ? new Set() : new Set([id]);
      const next = new Set(d);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  return (
    <dialog ref={ref} className="menu-panel" aria-labelledby="menu-panel-title" onClose={onClose}>
      <header className="menu-panel__head">
        <h2 id="menu-panel-title">{option.name}</h2>
        <button type="button" className="slot-dialog__close" aria-label="Close" onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </header>
      <ul className="menu-panel__list">
        {option.options.map((sub) => {
          const on = draft.has(sub.id);
          const off = !sub.available;
          return (
            <li key={sub.id} className="menu-panel__item">
              {sub.image ? <img src={imageUrl(sub.image, "135x100")} width={135} height={100} alt="" loading="lazy" /> : null}
              <div>
                <h3>{sub.name}</h3>
                <p>{sub.description}</p>
                {off && sub.unavailable_reason ? <p className="food-card__off">{sub.unavailable_reason}</p> : null}
              </div>
              <Button
                variant={on ? "primary" : "secondary"}
                size="sm"
                aria-pressed={on}
                disabled={off}
                onClick={() => toggle(sub.id)}
                aria-label={`${on ? "DESELECT" : "SELECT"} ${sub.name}`}
              >
                {on ? "DESELECT" : "SELECT"}
              </Button>
            </li>
          );
        })}
      </ul>
      <footer className="menu-panel__foot">
        <Button variant="ghost" onClick={() => setDraft(new Set())}>
          CLEAR
        </Button>
        <Button variant="primary" onClick={() => onDone(draft)}>
          DONE
        </Button>
      </footer>
    </dialog>
  );
}
