import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCall } from "../app/shared/session/browser-api";

/** A document whose cookie jar behaves like the browser's for name=value and Max-Age=0. */
function fakeDocument(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    jar,
    writes,
    document: {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      },
      set cookie(value: string) {
        writes.push(value);
        const [pair] = value.split(";");
        const [name, v] = (pair ?? "").split("=");
        if (/Max-Age=0/i.test(value)) jar.delete(name!.trim());
        else jar.set(name!.trim(), v ?? "");
      },
    },
  };
}

describe("a revoked session in the browser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("forgets the readable session cookies when the API answers 401", async () => {
    const fake = fakeDocument({ _lgn: "1", userProfile: "%7B%22email%22%3A%22a%40b.in%22%7D", csrfToken: "c", city: "bengaluru" });
    vi.stubGlobal("document", fake.document);
    vi.stubGlobal("location", { protocol: "http:" });
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ meta: { message: "Please log in." }, data: null }), { status: 401 }));
    const answer = await apiCall("GET", "/passy/v1/bookings");
    expect(answer.status).toBe(401);
    expect([...fake.jar.keys()]).toEqual(["city"]);
    expect(fake.writes.every((w) => w.includes("Path=/") && w.includes("Max-Age=0"))).toBe(true);
  });

  it("keeps them on other answers", async () => {
    const fake = fakeDocument({ _lgn: "1", userProfile: "x", csrfToken: "c" });
    vi.stubGlobal("document", fake.document);
    vi.stubGlobal("location", { protocol: "https:" });
    for (const status of [200, 400, 403, 404, 500]) {
      vi.stubGlobal("fetch", async () => new Response("{}", { status }));
      await apiCall("GET", "/passy/v1/session");
    }
    expect([...fake.jar.keys()]).toEqual(["_lgn", "userProfile", "csrfToken"]);
  });
});
