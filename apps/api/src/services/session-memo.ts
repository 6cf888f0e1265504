/**
 * The session lookups of one page request (decision 0038): a page's loaders and actions call
 * several endpoints in process, and each call's auth step asks for the same token's session;
 * it is read from the database once. A change the page makes (any call but a GET) forgets it,
 * so a loader after a sign-out or a deleted account sees the change, as over HTTP.
 */
export type SessionMemo = Map<string, Promise<unknown>>;

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
