// The page's view of the session after hydration. Public pages are rendered anonymous on the
// server (they are cached), so the header learns about a session here, from the readable
// cookies, and hears about logins and sign-outs made on this page or in another tab.
import { useMemo } from "react";
import type { SessionProfile } from "@workbay/contracts/accounts";
import { sessionProfileFromCookies } from "./session-cookies";
import { useBrowserStore } from "../hooks/use-hydrated";

const listeners = new Set<() => void>();

/**
 * The readable cookies as last read. They are read asynchronously, never while React renders: a
 * page's first `document.cookie` read is a synchronous round trip to the browser's cookie store,
 * 12 to 14 ms inside a hydration slice on this machine (decision 0035, "Thirteenth session").
 * `cookieStore.getAll()` asks without blocking; where it is missing, `document.cookie` is read in
 * a task of its own.
 */
let known = "";

type CookieStoreLike = EventTarget & { getAll?: () => Promise<{ name: string; value: string }[]> };
const cookieStoreOf = () => (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;

function settle(value: string) {
  if (value === known) return;
  known = value;
  for (const listener of listeners) listener();
}

/**
 * Reads the cookies again; the readers hear about it when they changed. Reads settle in the order
 * they were asked (one queue each: the cookie store's, the timers'), so the last one read wins.
 */
function readCookies(): void {
  const fromDocument = () => void setTimeout(() => settle(document.cookie));
  const store = cookieStoreOf();
  if (store?.getAll)
    store.getAll().then((cookies) => settle(cookies.map(({ name, value }) => `${name}=${value}`).join("; ")), fromDocument);
  else fromDocument();
}

/** Tells every reader that the cookies changed (after a login, sign-up or sign-out). */
export function notifySessionChanged(): void {
  // Without readers there is no one to tell; the first one to come reads them anyway.
  if (listeners.size > 0) readCookies();
}

// Another tab may log in or out: look again when this one comes back into view. Watched once
// for all readers (one listener each would be one and the same function, which the browser
// keeps once, so the first reader to leave would stop it for the others).
const onVisible = () => {
  if (document.visibilityState === "visible") readCookies();
};

function watch(on: boolean): void {
  const method = on ? "addEventListener" : "removeEventListener";
  document[method]("visibilitychange", onVisible);
  window[method]("focus", readCookies);
  cookieStoreOf()?.[method]("change", readCookies);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    watch(true);
    readCookies();
  }
  listeners.add(listener);
  return () => {
    if (listeners.delete(listener) && listeners.size === 0) watch(false);
  };
}

/** The store as `useSyncExternalStore` reads it: the cookies as last read, and their changes. */
export const sessionCookies = { subscribe, snapshot: () => known };
// The server renders every page logged out; the browser's cookies count once hydrated.
const serverCookies = () => "";

/** The signed-in user's display profile, or null (always null in the server render). */
export function useSessionProfile(): SessionProfile | null {
  const cookies = useBrowserStore(sessionCookies.subscribe, sessionCookies.snapshot, serverCookies);
  return useMemo(() => sessionProfileFromCookies(cookies), [cookies]);
}
