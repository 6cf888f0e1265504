// The session store reads the cookies asynchronously, never while React renders (decision 0035,
// "Thirteenth session"): with cookieStore.getAll() where the browser has it, else document.cookie
// in a task of its own. Run against stand-ins for window and document.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const PROFILE = `_lgn=1; userProfile=${encodeURIComponent(JSON.stringify({ email: "asha@example.com", first_name: "Asha" }))}`;

type Listener = () => void;
function standIns(options: { cookieStore: boolean; cookies: string }) {
  const reads = { documentCookie: 0, getAll: 0 };
  const storeListeners = new Set<Listener>();
  const document = {
    visibilityState: "visible",
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    get cookie() {
      reads.documentCookie++;
      return options.cookies;
    },
  };
  const cookieStore = {
    getAll: async () => {
      reads.getAll++;
      return options.cookies
        .split("; ")
        .filter(Boolean)
        .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }));
    },
    addEventListener: (_type: string, listener: Listener) => storeListeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => storeListeners.delete(listener),
  };
  const window = {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    ...(options.cookieStore ? { cookieStore } : {}),
  };
  vi.stubGlobal("document", document);
  vi.stubGlobal("window", window);
  return { reads, storeListeners, options };
}

async function freshStore() {
  vi.resetModules();
  return import("../app/shared/session/session-store");
}

// The test files share one module graph (vitest.config.ts: isolate false): every store made here
// is left without readers, and the next file imports the app's own store again.
const leaving: (() => void)[] = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const leave of leaving.splice(0)) leave();
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("session store", () => {
  it("reads the cookies with cookieStore.getAll on first subscription, never document.cookie", async () => {
    const env = standIns({ cookieStore: true, cookies: PROFILE });
    const { sessionCookies } = await freshStore();
    const listener = vi.fn();
    const unsubscribe = sessionCookies.subscribe(listener);
    leaving.push(unsubscribe);
    // Nothing is read synchronously: the snapshot is still the server's (logged out).
    expect(sessionCookies.snapshot()).toBe("");
    await vi.runAllTimersAsync();
    expect(sessionCookies.snapshot()).toBe(PROFILE);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(env.reads).toEqual({ documentCookie: 0, getAll: 1 });
    unsubscribe();
  });

  it("without cookieStore, reads document.cookie in a task of its own", async () => {
    const env = standIns({ cookieStore: false, cookies: PROFILE });
    const { sessionCookies } = await freshStore();
    const listener = vi.fn();
    leaving.push(sessionCookies.subscribe(listener));
    expect(env.reads.documentCookie).toBe(0);
    await vi.runAllTimersAsync();
    expect(env.reads.documentCookie).toBe(1);
    expect(sessionCookies.snapshot()).toBe(PROFILE);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("a login or sign-out is heard; readers are told only when the cookies changed", async () => {
    const env = standIns({ cookieStore: true, cookies: "" });
    const { sessionCookies, notifySessionChanged } = await freshStore();
    const listener = vi.fn();
    leaving.push(sessionCookies.subscribe(listener));
    await vi.runAllTimersAsync();
    // Logged out and nothing changed: no news.
    expect(listener).toHaveBeenCalledTimes(0);
    env.options.cookies = PROFILE;
    // Three notices in a row: three reads, one piece of news.
    notifySessionChanged();
    notifySessionChanged();
    notifySessionChanged();
    await vi.runAllTimersAsync();
    expect(env.reads.getAll).toBe(4);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionCookies.snapshot()).toBe(PROFILE);
    // A change made elsewhere (another tab, the server's Set-Cookie) arrives as a cookieStore event.
    env.options.cookies = "";
    for (const heard of env.storeListeners) heard();
    await vi.runAllTimersAsync();
    expect(sessionCookies.snapshot()).toBe("");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("one reader leaving does not stop the others hearing changes; the last one leaving stops the watch", async () => {
    const env = standIns({ cookieStore: true, cookies: "" });
    const { sessionCookies } = await freshStore();
    const [menu, phoneMenu] = [vi.fn(), vi.fn()];
    const leaveMenu = sessionCookies.subscribe(menu);
    const leavePhoneMenu = sessionCookies.subscribe(phoneMenu);
    leaving.push(leaveMenu, leavePhoneMenu);
    await vi.runAllTimersAsync();
    leavePhoneMenu();
    env.options.cookies = PROFILE;
    for (const heard of env.storeListeners) heard();
    await vi.runAllTimersAsync();
    expect(menu).toHaveBeenCalledTimes(1);
    expect(phoneMenu).toHaveBeenCalledTimes(0);
    leaveMenu();
    expect(env.storeListeners.size).toBe(0);
  });

  it("a notice with no readers on the page reads nothing (a call made before any header mounted)", async () => {
    const env = standIns({ cookieStore: true, cookies: PROFILE });
    const { sessionCookies, notifySessionChanged } = await freshStore();
    notifySessionChanged();
    await vi.runAllTimersAsync();
    expect(env.reads).toEqual({ documentCookie: 0, getAll: 0 });
    // The first reader still gets the cookies as they are now.
    leaving.push(sessionCookies.subscribe(() => undefined));
    await vi.runAllTimersAsync();
    expect(sessionCookies.snapshot()).toBe(PROFILE);
  });
});
