// The F&B step's state: the cart, the notes, whether the cart is open, the guest invitations and
// the open MENU dialog. A guest starts from their earlier choice; the booker from the stored
// draft of the same room and date (000 spec section 4).
import { useEffect, useState, type RefObject } from "react";
import type { MenuCategory, MenuOption } from "@workbay/contracts/booking";
import { pushEvents, cartChangeEvents } from "../../components/analytics/ecommerce";
import { readBookingDraft } from "../../shared/booking/booking-draft";
import { lineFor, servedLines, setLineQty, type CartLine } from "./cart";
import type { FnbGuestMode } from "./fnb-guest-mode";

/** Where the open cart stops being pinned to the bottom of the screen (booking-flow.css). */
const PHONE_CART_QUERY = "(max-width: 767px)";

type FnbCartContext = {
  menu: MenuCategory[];
  guest: FnbGuestMode | null;
  /** The booker's room and date, to find their stored draft; null for a guest. */
  stored: { roomId: number; date: string } | null;
  /** The cart panel, scrolled to when it opens on a phone. */
  cartPanel: RefObject<HTMLElement | null>;
};

export function useFnbCart({ menu, guest, stored, cartPanel }: FnbCartContext) {
  const readOnly = guest !== null;
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

  // On phones the open cart is not pinned over the menu (it would cover most of the screen and
  // the items under it, booking-flow.css): it follows the menu, and opening it scrolls to it.
  useEffect(() => {
    if (cartOpen && window.matchMedia(PHONE_CART_QUERY).matches) cartPanel.current?.scrollIntoView({ block: "start" });
  }, [cartOpen, cartPanel]);

  // Add-ons already in the stored draft for this room and date are preselected (those still served).
  useEffect(() => {
    if (!stored) return;
    const draft = readBookingDraft();
    if (!draft || draft.roomId !== stored.roomId || draft.date !== stored.date) return;
    // Session storage exists only in the browser, after hydration: an effect is the place to read it.
    const served = servedLines(draft.addOn, menu);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (served.length > 0) setCart(served);
    if (draft.notes) setNotes(draft.notes);
    if (draft.guestEmailIds.length > 0) {
      setInviteGuests(true);
      setGuestEmails(draft.guestEmailIds);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A change made by the booker: the cart events go to the data layer (not for a guest's choice). */
  function updateCart(next: CartLine[]) {
    if (!readOnly) pushEvents(cartChangeEvents(cart, next));
    setCart(next);
  }

  function change(option: MenuOption, qty: number, subOptionId?: number) {
    updateCart(setLineQty(cart, lineFor(option, subOptionId), qty, readOnly));
  }

  return {
    cart,
    updateCart,
    change,
    notes,
    setNotes,
    cartOpen,
    setCartOpen,
    inviteGuests,
    setInviteGuests,
    guestEmails,
    setGuestEmails,
    guestError,
    setGuestError,
    menuOption,
    setMenuOption,
  };
}
