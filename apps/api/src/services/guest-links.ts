import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { GuestAddOn } from "@workbay/contracts/guest";
import { AppError } from "@workbay/domain/app-error";
import { guestChoiceProblem, menuItemFacts } from "@workbay/domain/fnb-rules";
import { bookingEndsAt } from "@workbay/domain/guest-list";
import type { Database } from "@workbay/db/client";
import { listMenu } from "@workbay/db/repositories/menu-repository";
import { ensureBookingGuest, findGuestInvitation, recordGuestPreference } from "@workbay/db/repositories/guests-repository";
import { roomRecordsByIds } from "@workbay/db/repositories/rooms-repository";

/** What a guest link's token carries (000 spec section 3; DECISIONS.md section 7). */
export type GuestClaims = { booking_id: number; email_id: string; u_id: number };

const AUDIENCE = "guest-add-on";
// One answer for every bad link, so a forged token learns nothing.
const NOT_FOUND = () => new AppError("not_found", "Page Not Found");

function keyOf(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signGuestToken(secret: string, claims: GuestClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/**
 * The link's claims when its signature is ours. Its `exp` (the booking's end when the link was
 * made) does not decide alone: a booking moved to a later day keeps its guests' links, so an
 * expired but genuine token is read too, and `invitationFor` checks the booking as it stands.
 */
export async function verifyGuestToken(secret: string, token: string, now: Date): Promise<GuestClaims> {
  try {
    const payload: JWTPayload = await jwtVerify(token, keyOf(secret), { audience: AUDIENCE, algorithms: ["HS256"], currentDate: now }).then(
      (verified) => verified.payload,
      (error: unknown) => {
        // Thrown only after the signature was checked; the audience is checked here, as jose may not have.
        if (error instanceof errors.JWTExpired && error.payload.aud === AUDIENCE) return error.payload;
        throw error;
      },
    );
    const { booking_id, email_id, u_id } = payload as Partial<GuestClaims>;
    if (typeof booking_id !== "number" || typeof email_id !== "string" || typeof u_id !== "number") throw NOT_FOUND();
    return { booking_id, email_id, u_id };
  } catch {
    throw NOT_FOUND();
  }
}

/**
 * Makes (or remakes) the guest link of one invited e-mail: the F&B page of the booked room in
 * read-only mode, with a token that expires when the booking ends.
 */
export async function createGuestLink(
  db: Database,
  secret: string,
  booking: { id: number; date: string; startSlot: number; endSlot: number; roomSeoId: string },
  email: string,
) {
  const guest = await ensureBookingGuest(db, booking.id, email);
  const token = await signGuestToken(
    secret,
    { booking_id: booking.id, email_id: guest.email, u_id: guest.id },
    bookingEndsAt(booking.date, booking.endSlot),
  );
  const query = new URLSearchParams({
    date: booking.date,
    startTime: String(booking.startSlot),
    endTime: String(booking.endSlot),
    token,
  });
  return { token, path: `/${booking.roomSeoId}/foodBeverage/edit-addon?${query.toString()}` };
}

async function invitationFor(db: Database, secret: string, token: string, now: Date) {
  const claims = await verifyGuestToken(secret, token, now);
  const invitation = await findGuestInvitation(db, { bookingId: claims.booking_id, guestId: claims.u_id, email: claims.email_id });
  if (
    !invitation ||
    invitation.booking.status !== "confirmed" ||
    invitation.booking.startSlot === null ||
    invitation.booking.endSlot === null ||
    // Links expire when the booking ends (DECISIONS.md section 7): its end as it stands now, after any move.
    bookingEndsAt(invitation.booking.date, invitation.booking.endSlot).getTime() <= now.getTime()
  ) {
    throw NOT_FOUND();
  }
  return invitation;
}

export async function guestAddOn(db: Database, secret: string, token: string, now: Date): Promise<GuestAddOn> {
  const invitation = await invitationFor(db, secret, token, now);
  const { booking, room, centre, guest } = invitation;
  const [record] = await roomRecordsByIds(db, [room.id]);
  return {
    user_name: invitation.bookerName,
    room_id: room.id,
    room_name: room.name,
    room_floor_name: room.floor,
    center_address: centre.address,
    room_capacity: room.capacity,
    booking_date: booking.date,
    cetner_start_time: room.startTime,
    cetner_end_time: room.endTime,
    room_amenities: record?.amenities ?? [],
    center_phone_number: centre.phone,
    room_url: record?.images ?? [],
    add_ons: invitation.addOns.map((a) => ({
      id: a.foodOptionId,
      name: a.name,
      category: a.category,
      type: a.type,
      qty: a.qty,
      serves: a.serves,
    })),
    chosen_add_on_id: guest.preferenceFoodOptionId,
    comment: guest.comment ?? "",
    seo_id: room.seoId,
    city: centre.citySlug,
    latitude: centre.latitude,
    longitude: centre.longitude,
    booking_start_time: booking.startSlot as number,
    booking_end_time: booking.endSlot as number,
  };
}

/** Stores the guest's comment and chosen add-on; the add-on must be on the room's menu. */
export async function recordGuestChoice(
  db: Database,
  secret: string,
  input: { token: string; comment: string; auxiliary_id: number | "" },
  now: Date,
): Promise<void> {
  const invitation = await invitationFor(db, secret, input.token, now);
  const foodOptionId = input.auxiliary_id === "" ? null : input.auxiliary_id;
  if (foodOptionId !== null) {
    const menu = await listMenu(db, invitation.centre.id);
    const category = menu.find((c) => c.options.some((o) => o.id === foodOptionId));
    const option = category?.options.find((o) => o.id === foodOptionId);
    if (!category || !option) throw new AppError("bad_request", "This option is not on this room's menu.", { field: "auxiliary_id" });
    // The same serving-window, notice and High Tea / Meals rules as the guest's page shows.
    const refused = guestChoiceProblem(
      menuItemFacts(category, option),
      invitation.booking.date,
      invitation.booking.startSlot as number,
      now,
    );
    if (refused) throw new AppError("unprocessable", refused, { field: "auxiliary_id" });
  }
  if (foodOptionId === null && input.comment.trim() === "") {
    throw new AppError("bad_request", "Please choose an option or write a note.", { field: "comment" });
  }
  await recordGuestPreference(db, invitation.guest.id, { foodOptionId, comment: input.comment.trim() }, now);
}
