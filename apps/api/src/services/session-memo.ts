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
}

/** Marks the page of this request as one that asked who is signed in (a no-op outside pages). */
export function noteSessionAsked(memo: SessionMemo | null | undefined): void {
  if (memo) memo.asked = true;
}

export function memoised<T>(memo: SessionMemo | null | undefined, key: string, read: () => Promise<T>): Promise<T> {
  if (!memo) return read();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  memo.set(key, reading);
  // A failed read (the database away) is not remembered: the next call tries again.
  reading.catch(() => memo.delete(key));
  return reading;
}
