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
/** A read under way; one more is made after it when something changed meanwhile. */
let reading = false;
let readAgain = false;

type CookieStoreLike = EventTarget & { getAll?: () => Promise<{ name: string; value: string }[]> };
const cookieStoreOf = () => (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;

function settle(value: string) {
  reading = false;
  if (value !== known) {
    known = value;
    for (const listener of listeners) listener();
  }
  if (readAgain) {
    readAgain = false;
    readCookies();
  }
}

/** Reads the cookies again; the readers hear about it when they changed. */
function readCookies(): void {
  if (reading) {
    readAgain = true;
    return;
  }
  reading = true;
  const store = cookieStoreOf();
  if (store?.getAll) {
    store.getAll().then(
      (cookies) => settle(cookies.map(({ name, value }) => `${name}=${value}`).join("; ")),
      () => setTimeout(() => settle(document.cookie)),
    );
  } else {
    setTimeout(() => settle(document.cookie));
  }
}

/** Tells every reader that the cookies changed (after a login, sign-up or sign-out). */
export function notifySessionChanged(): void {
  readCookies();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) readCookies();
  listeners.add(listener);
  // Another tab may log in or out: look again when this one comes back into view.
  const onVisible = () => {
    if (document.visibilityState === "visible") readCookies();
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("focus", readCookies);
  const cookieStore = cookieStoreOf();
  cookieStore?.addEventListener("change", readCookies);
  return () => {
    listeners.delete(listener);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("focus", readCookies);
    cookieStore?.removeEventListener("change", readCookies);
  };
}

const knownCookies = () => known;
// The server renders every page logged out; the browser's cookies count once hydrated.
const serverCookies = () => "";

/** The signed-in user's display profile, or null (always null in the server render). */
export function useSessionProfile(): SessionProfile | null {
  const cookies = useBrowserStore(subscribe, knownCookies, serverCookies);
  return useMemo(() => sessionProfileFromCookies(cookies), [cookies]);
}
