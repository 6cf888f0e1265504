import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { bookingAddOns, bookingGuests, bookings, centres, roomImages, rooms, users } from "../schema";

/** The guest row of a booking for an e-mail address, created when missing. */
export async function ensureBookingGuest(db: Database, bookingId: number, email: string): Promise<{ id: number; email: string }> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: bookingGuests.id, email: bookingGuests.email })
    .from(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, bookingId), sql`lower(${bookingGuests.email}) = ${normalized}`));
  if (existing) return existing;
  const [created] = await db
    .insert(bookingGuests)
    .values({ bookingId, email: normalized })
    .onConflictDoNothing()
    .returning({ id: bookingGuests.id, email: bookingGuests.email });
  if (created) return created;
  return ensureBookingGuest(db, bookingId, email);
}

/** A guest of a booking with what the guest page shows; undefined when they do not match. */
export async function findGuestInvitation(db: Database, key: { bookingId: number; guestId: number; email: string }) {
  const [row] = await db
    .select({
      guest: bookingGuests,
      booking: bookings,
      room: rooms,
      centre: centres,
      bookerName: users.name,
      image: sql<
        string | null
      >`(select ${roomImages.fileName} from ${roomImages} where ${roomImages.roomId} = ${rooms.id} order by ${roomImages.position} limit 1)`,
    })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(centres, eq(centres.id, rooms.centreId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookingGuests.id, key.guestId),
        eq(bookingGuests.bookingId, key.bookingId),
        sql`lower(${bookingGuests.email}) = ${key.email.trim().toLowerCase()}`,
      ),
    );
  if (!row) return undefined;
  const addOns = await db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, key.bookingId));
  return { ...row, addOns };
}

export async function recordGuestPreference(
  db: Database,
  guestId: number,
  preference: { foodOptionId: number | null; comment: string },
  now: Date,
): Promise<void> {
  await db
    .update(bookingGuests)
    .set({ preferenceFoodOptionId: preference.foodOptionId, comment: preference.comment, respondedAt: now })
    .where(eq(bookingGuests.id, guestId));
}

export class GuestLimitError extends Error {
  constructor(readonly limit: number) {
    super(`guest limit ${limit}`);
  }
}

/**
 * Adds invited e-mails to a booking, up to `limit` guests in all. The booking row is locked
 * for the count, so two invitations at once cannot pass the limit together. Addresses already
 * invited are left as they are. Returns the guests added (lower-cased e-mails).
 */
export async function addBookingGuests(
  db: Database,
  bookingId: number,
  emails: readonly string[],
  limit: number,
  /** Written in the same transaction as the new guests (their invitations). */
  effects: (tx: Database, added: { id: number; email: string }[]) => Promise<void>,
): Promise<{ id: number; email: string }[]> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  return db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
    const existing = await tx.select({ email: bookingGuests.email }).from(bookingGuests).where(eq(bookingGuests.bookingId, bookingId));
    const known = new Set(existing.map((g) => g.email.toLowerCase()));
    const fresh = wanted.filter((e) => !known.has(e));
    if (existing.length + fresh.length > limit) throw new GuestLimitError(limit);
    if (fresh.length === 0) return [];
    const added = await tx
      .insert(bookingGuests)
      .values(fresh.map((email) => ({ bookingId, email })))
      .onConflictDoNothing()
      .returning({ id: bookingGuests.id, email: bookingGuests.email });
    await effects(tx as unknown as Database, added);
    return added;
  });
}
