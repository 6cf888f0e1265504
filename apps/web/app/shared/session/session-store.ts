// The page's view of the session after hydration. Public pages are rendered anonymous on the
// server (they are cached), so the header learns about a session here, from the readable
// cookies, and hears about logins and sign-outs made on this page or in another tab.
import { useMemo } from "react";
import type { SessionProfile } from "@workbay/contracts/accounts";
import { sessionProfileFromCookies } from "./session-cookies";
import { useBrowserStore } from "../hooks/use-hydrated";

const listeners = new Set<() => void>();

/** Tells every reader that the cookies changed (after a login, sign-up or sign-out). */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

type CookieStoreLike = EventTarget;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may log in or out: look again when this one comes back into view.
  const onVisible = () => {
    if (document.visibilityState === "visible") listener();
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("focus", listener);
  const cookieStore = (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  cookieStore?.addEventListener("change", listener);
  return () => {
    listeners.delete(listener);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("focus", listener);
    cookieStore?.removeEventListener("change", listener);
  };
}

const readCookies = () => document.cookie;
// The server renders every page logged out; the browser's cookies count once hydrated.
const serverCookies = () => "";

/** The signed-in user's display profile, or null (always null in the server render). */
export function useSessionProfile(): SessionProfile | null {
  const cookies = useBrowserStore(subscribe, readCookies, serverCookies);
  return useMemo(() => sessionProfileFromCookies(cookies), [cookies]);
}
