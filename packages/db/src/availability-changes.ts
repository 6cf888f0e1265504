// Availability versions (issue 18, docs/decisions/0035): every write that takes or frees slots
// or passes (a hold, a booking, an expiry, a cancellation, a transfer or reschedule, and
// operator blocks) tells the listeners of its database which rooms and dates changed, once the
// change has committed. The API keeps cached room listings keyed by query and drops the ones
// that depend on a changed room and date, here and (through the cluster messages) on every
// other instance. Anything new that writes `slot_holds` or `pass_allocations` calls
// `availabilityChanged` after its commit.
import type { Database } from "./client";

/** One room on one date whose taken slots or sold passes may have changed. */
export type AvailabilityChange = { roomId: number; date: string };

type Listener = (changes: readonly AvailabilityChange[]) => void | Promise<void>;

const listenersByDatabase = new WeakMap<Database, Set<Listener>>();

/** Calls `listener` after every committed availability change on `db`; returns the unsubscribe. */
export function onAvailabilityChange(db: Database, listener: Listener): () => void {
  let set = listenersByDatabase.get(db);
  if (!set) {
    set = new Set();
    listenersByDatabase.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Tells `db`'s listeners that these rooms and dates changed. Call it after the commit (a
 * listener that read before the change is visible would cache the old state again). Waits for
 * the listeners (the API's sends the cluster message), so the writer answers only once every
 * instance has been told; a listener's failure is its own (it is not the writer's).
 */
export async function availabilityChanged(db: Database, changes: readonly AvailabilityChange[]): Promise<void> {
  if (changes.length === 0) return;
  const set = listenersByDatabase.get(db);
  if (!set || set.size === 0) return;
  await Promise.allSettled([...set].map(async (listener) => listener(changes)));
}

/** The dates a booking row holds something on (a range booking holds one date). */
export function changeOf(row: { roomId: number; date: string }): AvailabilityChange {
  return { roomId: row.roomId, date: row.date };
}
