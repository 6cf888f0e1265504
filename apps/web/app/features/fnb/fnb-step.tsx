import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import type { MenuCategory } from "@workbay/contracts/booking";
import { FOOD_UNAVAILABLE_MESSAGE, MEAL_UNAVAILABLE_MESSAGE, maxGuests } from "@workbay/domain/fnb-rules";
import { guestEntriesToContinue } from "@workbay/domain/guest-list";
import { useAuthDialogs } from "../../shared/auth-dialogs/use-auth-dialogs";
import { readBookingDraft, saveBookingDraft, type BookingDraft } from "../../shared/booking/booking-draft";
import { RoomSummaryStrip, type RoomSummary } from "../../shared/booking/room-summary-strip";
import { useSessionProfile } from "../../shared/session/session-store";
import { applySubOptionDraft, draftWithAddOns, menuUnavailableMessage, qtyOf, unavailableReason, visibleCategories } from "./cart";
import { CartPanel } from "./cart-panel";
import { FnbBanner } from "./fnb-banner";
import type { FnbGuestMode } from "./fnb-guest-mode";
import { FoodCard } from "./food-card";
import { greetingName } from "./profile-name";
import { MenuPanel } from "./menu-panel";
import { useFnbCart } from "./use-fnb-cart";

/** The cards of a desktop's first row (four 260 px columns at 1440 px): their pictures are fetched on arrival. */
const EAGER_FOOD_CARDS = 4;

type FnbStepProps = {
  menu: MenuCategory[];
  tab: string;
  /** Path of a tab: keeps the query (date, startTime, endTime, token). */
  tabHref: (tabId: string) => string;
  summary: RoomSummary;
  capacity: number;
  roomId: number;
  /** Normal mode: the chosen times (endTime is the last chosen slot) and the fallback draft. */
  booking: { startTime: number; lastSlot: number; baseDraft: BookingDraft; editTo: string } | null;
  /** Read-only (guest) mode. */
  guest: FnbGuestMode | null;
};

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
  const cartPanel = useRef<HTMLElement>(null);
  const stored = booking ? { roomId: props.roomId, date: booking.baseDraft.date } : null;
  const state = useFnbCart({ menu, guest, stored, cartPanel });
  const { cart, notes, cartOpen, setCartOpen, inviteGuests, guestEmails, menuOption, setMenuOption, updateCart, change } = state;

  const cap = maxGuests(props.capacity, cart);
  const categoryOrder = menu.map((c) => c.name);

  function finish(withAddOns: boolean) {
    if (!booking) return;
    const guests = withAddOns && inviteGuests ? guestEntriesToContinue(guestEmails) : { emails: [], error: null };
    if (guests.error) return state.setGuestError(guests.error);
    const draft = readBookingDraft();
    const base = draft && draft.roomId === props.roomId ? draft : booking.baseDraft;
    saveBookingDraft(
      draftWithAddOns(base, {
        cart: withAddOns ? cart : [],
        notes: withAddOns ? notes : "",
        guestEmails: guests.emails,
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
      <FnbBanner
        categories={categories}
        active={active}
        tabHref={tabHref}
        unavailable={unavailable}
        onSkip={booking ? () => finish(false) : null}
      />

      <div className="container fnb__body">
        <RoomSummaryStrip summary={summary} editTo={booking?.editTo} directionsHref={guest?.directionsHref} />
        <p className="fnb__greeting">
          <strong>Hey {greetingName(profile)}, you seem to have a long meeting ahead!</strong>
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
            {active.options.map((option, index) => (
              <FoodCard
                key={option.id}
                eager={index < EAGER_FOOD_CARDS}
                priority={index === 0}
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

      <CartPanel
        ref={cartPanel}
        state={state}
        guest={guest}
        categoryOrder={categoryOrder}
        cap={cap}
        onPrimary={primary}
        onSkip={() => finish(false)}
      />

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
