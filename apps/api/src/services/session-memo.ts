/**
 * The session lookups of one page request (decision 0038): a page's loaders and actions call
 * several endpoints in process, and each call's auth step asks for the same token's session;
 * it is read from the database once. A change the page makes (any call but a GET) forgets it,
 * so a loader after a sign-out or a deleted account sees the change, as over HTTP.
 *
 * `asked` records whether any call of the page asked who is signed in (an auth step ran, with a
 * session cookie or without one, or a call went through `inject`, which cannot tell): a page
 * whose calls never asked may be kept for signed-in visitors too (web/page-cache.ts).
 */
export class SessionMemo extends Map<string, Promise<unknown>> {
  asked = false;
  /** What the page's calls read of the taken slots and sold passes (web/page-cache.ts drops by it). */
  readonly availability = new AvailabilityReads();
  /**
   * The answers of the page's reads (GET calls run in process), by what was asked: the site
   * layout and a page asking the same (the cities) run it once. Forgotten with the sessions.
   */
  readonly reads = new Map<string, Promise<unknown>>();

  override clear(): void {
    super.clear();
    this.reads.clear();
  }
}

/**
 * The taken slots and sold passes one page's render read: the rooms on dates its calls said
 * (`noteAvailabilityRead`), or everything (`all`), when a call did not say what it read
 * (register-endpoint.ts EndpointExtra.availability). A kept page is dropped by an availability
 * change of a room and date it read, or by any when it read everything.
 */
export class AvailabilityReads {
  all = false;
  /** `${roomId}|${date}` */
  readonly pairs = new Set<string>();

  note(roomIds: readonly number[], date: string): void {
    for (const roomId of roomIds) this.pairs.add(availabilityPair(roomId, date));
  }
}

/** The key of one room on one date, as the page cache indexes kept pages by it. */
export const availabilityPair = (roomId: number, date: string): string => `${roomId}|${date}`;

/** Records that this request's page read these rooms' availability on `date` (a no-op outside pages). */
export function noteAvailabilityRead(memo: SessionMemo | null | undefined, roomIds: readonly number[], date: string): void {
  memo?.availability.note(roomIds, date);
}

/** Marks the page of this request as one that asked who is signed in (a no-op outside pages). */
export function noteSessionAsked(memo: SessionMemo | null | undefined): void {
  if (memo) memo.asked = true;
}

export function memoised<T>(memo: Map<string, Promise<unknown>> | null | undefined, key: string, read: () => Promise<T>): Promise<T> {
  if (!memo) return read();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  memo.set(key, reading);
  // A failed read (the database away) is not remembered: the next call tries again.
  reading.catch(() => memo.delete(key));
  return reading;
}
