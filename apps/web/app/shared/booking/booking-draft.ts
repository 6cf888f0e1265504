/**
 * The stored booking draft (000 spec section 3): session storage and the cookie
 * `bookingData`. The room page resets it on load and on each date change to the date and
 * room only, so nothing chosen for another room or date leaks into the next booking.
 */
import type { ValidatedBooking } from "@workbay/contracts/booking";
import type { RoomDetail } from "@workbay/contracts/rooms";
import { formatRupees, rupeesToPaise } from "@workbay/domain/money";
import { slotLabel } from "@workbay/domain/slots";

export const BOOKING_DRAFT_KEY = "bookingData";

export type BookingDraftReset = { date: string; roomId: number };

/** A chosen add-on as the draft keeps it (000 spec section 3, "Selected add-on"). */
export type DraftAddOn = {
  id: number;
  sub_option_id?: number;
  name: string;
  qty: number;
  type: string;
  price: number;
  serves: number;
  category: string;
};

export type BookingDraft = BookingDraftReset & {
  addOn: DraftAddOn[];
  notes: string;
  /** First slot; endTime is exclusive (last selected slot + 1). Null for passes and virtual office. */
  startTime: number | null;
  endTime: number | null;
  booking_end_date: string | null;
  quantity_details: number | null;
  pass_option_id: number | null;
  attendies: number;
  attendiesCount: number;
  /** The room amount in rupees, as the server priced it. */
  roomCost: number;
  guestEmailIds: string[];
  roomInfo: {
    roomName: string;
    seoId: string;
    roomPrice: number;
    seatCount: number;
    roomFloor: string;
    roomAddress: string;
    roomBestSuitedFor: string[];
    banners: string[];
    latitude: number;
    longitude: number;
    amenities: { icon: string; name: string }[];
    meetingType: string;
    guestCount: number;
    timeSlot: string;
    totalPrice: string;
    name: string;
    price: number;
    startTime: number | null;
    endTime: number | null;
    description: string;
    timeSlots: number[];
  };
  loginModal: boolean;
  inventory_type: number;
  inventory_name: string;
  /** Passes and virtual offices have no time to show. */
  hideTime: boolean;
};

export function bookingDraftReset(date: string, roomId: number): BookingDraftReset {
  return { date, roomId };
}

/** The draft saved after the server accepted a booking on the card. */
/** What a draft shows of its room: the fields `roomInfo` and the inventory come from. */
export type DraftRoom = Pick<
  RoomDetail,
  | "id"
  | "name"
  | "seo_id"
  | "cost"
  | "capacity"
  | "floor"
  | "address"
  | "categories"
  | "url"
  | "latitude"
  | "longitude"
  | "amenities"
  | "description"
  | "time_slots"
  | "space_type"
  | "space_type_name"
>;

export function buildBookingDraft(room: DraftRoom, validated: ValidatedBooking, passOptionId: number | null = null): BookingDraft {
  const timed = validated.start_time !== null && validated.end_time !== null;
  const timeSlot = timed ? `${slotLabel(validated.start_time as number)} - ${slotLabel(validated.end_time as number)}` : "";
  return {
    date: validated.date,
    roomId: room.id,
    addOn: [],
    notes: "",
    startTime: validated.start_time,
    endTime: validated.end_time,
    booking_end_date: validated.booking_end_date,
    quantity_details: timed ? null : validated.quantity,
    pass_option_id: passOptionId,
    attendies: validated.seats,
    attendiesCount: validated.seats,
    roomCost: validated.room_amount,
    guestEmailIds: [],
    roomInfo: {
      roomName: room.name,
      seoId: room.seo_id,
      roomPrice: room.cost,
      seatCount: room.capacity,
      roomFloor: room.floor,
      roomAddress: room.address,
      roomBestSuitedFor: room.categories.map((c) => c.name),
      banners: room.url,
      latitude: room.latitude,
      longitude: room.longitude,
      amenities: room.amenities.map((a) => ({ icon: a.icon, name: a.name })),
      meetingType: room.categories[0]?.name ?? "",
      guestCount: room.capacity,
      timeSlot,
      totalPrice: formatRupees(rupeesToPaise(validated.room_amount)),
      name: room.name,
      price: room.cost,
      startTime: validated.start_time,
      endTime: validated.end_time,
      description: room.description,
      timeSlots: room.time_slots,
    },
    loginModal: false,
    inventory_type: room.space_type,
    inventory_name: room.space_type_name,
    hideTime: !timed,
  };
}

/**
 * What the cookie carries of a draft: what the server needs to price and create the booking.
 * The display data (roomInfo) stays in session storage, and the server reads the room itself,
 * so the cookie stays under the browsers' 4 KB limit (docs/decisions/0013-checkout-web.md).
 */
export type BookingDraftCookie = BookingDraftReset & {
  startTime?: number | null;
  endTime?: number | null;
  booking_end_date?: string | null;
  quantity_details?: number | null;
  pass_option_id?: number | null;
  addOn?: { id: number; sub_option_id?: number; qty: number }[];
  notes?: string;
  guestEmailIds?: string[];
};

/** Browsers drop a cookie over 4096 bytes (name, value and attributes) without a word. */
const COOKIE_VALUE_BUDGET = 3800;

export function compactBookingDraft(draft: BookingDraftReset | BookingDraft): BookingDraftCookie {
  if (!("roomInfo" in draft)) return { date: draft.date, roomId: draft.roomId };
  const compact: BookingDraftCookie = {
    date: draft.date,
    roomId: draft.roomId,
    startTime: draft.startTime,
    endTime: draft.endTime,
    booking_end_date: draft.booking_end_date,
    quantity_details: draft.quantity_details,
    pass_option_id: draft.pass_option_id,
    addOn: draft.addOn.map((a) =>
      a.sub_option_id === undefined ? { id: a.id, qty: a.qty } : { id: a.id, sub_option_id: a.sub_option_id, qty: a.qty },
    ),
    notes: draft.notes,
    guestEmailIds: draft.guestEmailIds,
  };
  // Over the budget, the guest e-mails and then the note stay in session storage only: the
  // checkout page adds them back from there.
  const size = (value: BookingDraftCookie) => encodeURIComponent(JSON.stringify(value)).length;
  if (size(compact) > COOKIE_VALUE_BUDGET) delete compact.guestEmailIds;
  if (size(compact) > COOKIE_VALUE_BUDGET) delete compact.notes;
  return compact;
}

/** The Set-Cookie-style string for document.cookie: a session cookie for the whole site. */
export function bookingDraftCookie(draft: BookingDraftReset | BookingDraft): string {
  return `${BOOKING_DRAFT_KEY}=${encodeURIComponent(JSON.stringify(compactBookingDraft(draft)))}; Path=/; SameSite=Lax`;
}

/** Writes a draft to session storage and the cookie (browser only). */
export function saveBookingDraft(draft: BookingDraftReset | BookingDraft): void {
  try {
    window.sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie still carries the draft.
  }
  document.cookie = bookingDraftCookie(draft);
}

/** Writes the reset draft to session storage and the cookie (browser only). */
export function resetBookingDraft(draft: BookingDraftReset): void {
  saveBookingDraft(draft);
}

/** The stored draft when it is a full one (browser only). */
export function readBookingDraft(): BookingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(BOOKING_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<BookingDraft>;
    return parsed && typeof parsed === "object" && "roomInfo" in parsed ? (parsed as BookingDraft) : null;
  } catch {
    return null;
  }
}

/**
 * The room page's query parameter that asks it to take the stored draft up again: "Edit" on the
 * checkout and the F&B step (decision 0045). Without it the page starts a new draft, as the spec
 * says; with it, a full draft of the same room and date is kept and shown on the card.
 */
export const EDIT_DRAFT_PARAM = "edit";

/** The room page's address (with its ?date=) that edits the stored draft. */
export function editDraftPath(roomPagePath: string): string {
  return `${roomPagePath}${roomPagePath.includes("?") ? "&" : "?"}${EDIT_DRAFT_PARAM}=1`;
}

/** The stored draft the room page edits: a full one of this room and date, else null. */
export function draftToEdit(stored: BookingDraft | null, roomId: number, date: string): BookingDraft | null {
  return stored && stored.roomId === roomId && stored.date === date ? stored : null;
}

/**
 * The draft Book saves while a draft is edited: the new choice, with the edited draft's add-ons,
 * note and guests kept when the room and date are the same (the F&B step preselects them, and
 * drops those not served at the new time). Add-ons go with timed bookings only.
 */
export function keepDraftExtras(next: BookingDraft, edited: BookingDraft | null): BookingDraft {
  if (!edited || edited.roomId !== next.roomId || edited.date !== next.date) return next;
  const timed = next.startTime !== null && next.endTime !== null;
  return {
    ...next,
    addOn: timed ? edited.addOn.map((a) => ({ ...a })) : [],
    notes: edited.notes,
    guestEmailIds: [...edited.guestEmailIds],
  };
}

/** Drops the draft from session storage and the cookie (browser only): sign-out, and a paid booking. */
export function clearBookingDraft(): void {
  try {
    window.sessionStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
  document.cookie = `${BOOKING_DRAFT_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;
}
