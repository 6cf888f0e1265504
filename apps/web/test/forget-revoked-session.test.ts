import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCall } from "../app/shared/session/browser-api";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

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
    const answer = await apiCall(browserEndpoints.accounts.authProviders);
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
      await apiCall(browserEndpoints.accounts.authProviders);
    }
    expect([...fake.jar.keys()]).toEqual(["_lgn", "userProfile", "csrfToken"]);
  });
});

// docs/decisions/0031: the browser calls the endpoint table through its refs.
describe("the browser's typed API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fills and encodes the path, puts the query in the address and adds the CSRF header to changes", async () => {
    vi.stubGlobal("document", fakeDocument({ csrfToken: "tok" }).document);
    vi.stubGlobal("location", { protocol: "https:" });
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ meta: { status_code: 200, message: "Success" }, data: [{ name: "Goa", code: "GA" }] }), {
        status: 200,
      });
    });
    const states = await apiCall(browserEndpoints.profile.states, { query: { country_name: "India & more" } });
    expect(calls[0]!.url).toBe("/passy/v1/states?country_name=India+%26+more");
    expect(calls[0]!.init).toMatchObject({ method: "GET", credentials: "same-origin" });
    expect(states.data?.[0]?.name).toBe("Goa");
    await apiCall(browserEndpoints.checkout.retryPayment, { params: { bookingId: "WB/1 2" } });
    expect(calls[1]!.url).toBe("/passy/v1/booking/WB%2F1%202/retry");
    expect(calls[1]!.init.method).toBe("POST");
    expect(calls[1]!.init.headers).toMatchObject({ "x-csrf-token": "tok" });
  });

  it("answers a refusal with its message and field errors", async () => {
    vi.stubGlobal("document", fakeDocument({}).document);
    vi.stubGlobal("location", { protocol: "https:" });
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(
          JSON.stringify({
            meta: { status_code: 400, message: "gst: invalid" },
            data: null,
            errors: [{ field: "gst", message: "invalid" }],
          }),
          {
            status: 400,
          },
        ),
    );
    const answer = await apiCall(browserEndpoints.profile.gstInfo, { query: { gst: "x" } });
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      message: "gst: invalid",
      data: null,
      errors: [{ field: "gst", message: "invalid" }],
    });
  });
});
