// Decision 0038: the pages of visitors not signed in are kept a few seconds and dropped by any
// change. Needs the web build (npm run build). Whether a page was rendered or kept is read from
// the calls its loader made (the metrics counter of the room endpoint, which in-process calls count).
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rooms } from "@workbay/db/schema";
import { metrics } from "../src/services/metrics";
import { mountWeb, webBuildDir } from "../src/web/mount-web";
import { PAGE_CACHE_TTL_MS } from "../src/web/page-cache";
import { cookieHeader, createTestUser, passwordLogin } from "./account-helpers";
import { buildTestApp, TEST_NOW } from "./helper";

const hasBuild = existsSync(path.join(webBuildDir, "server", "index.js"));

async function roomCalls(): Promise<number> {
  const values = (await metrics().httpRequests.get()).values;
  return values.filter((v) => v.labels.route === "/passy/v1/room/:id").reduce((sum, v) => sum + v.value, 0);
}

function noncesOf(html: string): Set<string> {
  return new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!));
}

describe.skipIf(!hasBuild)("pages kept for visitors not signed in", () => {
  let app: FastifyInstance;
  let page: string;
  let now = TEST_NOW.getTime();

  beforeAll(async () => {
    app = await buildTestApp("pglite", {
      clock: () => new Date(now),
      config: { mode: "demo", serveWeb: true },
      extraRoutes: (instance) => {
        void instance.register(async (scoped) => mountWeb(scoped, { mode: "demo" }));
      },
    });
    await createTestUser(app, { email: "kiran@example.com", phone: "9812345700", password: "Secret123", name: "Kiran" });
    const [room] = await app.db.select({ seoId: rooms.seoId }).from(rooms).limit(1);
    const detail = (await app.inject({ method: "GET", url: `/passy/v1/room/${room!.seoId}?search_by=seo_id` })).json();
    page = `/${detail.data.city_slug ?? "bengaluru"}/meeting-rooms-in-${room!.seoId}`;
    const first = await app.inject({ method: "GET", url: page });
    expect(first.statusCode).toBe(200);
  });
  afterAll(async () => app?.close());

  async function render(headers: Record<string, string> = {}) {
    const before = await roomCalls();
    const answer = await app.inject({ method: "GET", url: page, headers });
    expect(answer.statusCode).toBe(200);
    return { answer, rendered: (await roomCalls()) > before };
  }

  it("answers a visitor's second request from the kept page, with a nonce of its own", async () => {
    await app.inject({ method: "POST", url: "/passy/v1/logout" }); // any change: start afresh
    const first = await render();
    const second = await render();
    expect(first.rendered).toBe(true);
    expect(second.rendered).toBe(false);
    const [a, b] = [first.answer, second.answer].map((answer) => ({
      nonces: noncesOf(answer.body),
      csp: /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1],
    }));
    expect([...a!.nonces]).toEqual([a!.csp]);
    expect([...b!.nonces]).toEqual([b!.csp]);
    expect(a!.csp).not.toBe(b!.csp);
    expect(second.answer.body.replaceAll(b!.csp!, "N")).toBe(first.answer.body.replaceAll(a!.csp!, "N"));
    expect(second.answer.headers["content-type"]).toBe(first.answer.headers["content-type"]);
  });

  it("renders again after any change, after its time, for other cookies, and always for a signed-in visitor", async () => {
    await render();
    expect((await render()).rendered).toBe(false);
    // A change (any request but a read, whatever its answer).
    await app.inject({ method: "POST", url: "/passy/v1/logout" });
    expect((await render()).rendered).toBe(true);
    expect((await render()).rendered).toBe(false);
    // Its time.
    now += PAGE_CACHE_TTL_MS + 1;
    expect((await render()).rendered).toBe(true);
    // Another visitor's cookies are another page.
    expect((await render({ cookie: "wb_city=pune" })).rendered).toBe(true);
    expect((await render({ cookie: "wb_city=pune" })).rendered).toBe(false);
    // Signed in: every request renders.
    const cookie = cookieHeader(await passwordLogin(app, "kiran@example.com", "Secret123"));
    expect((await render({ cookie })).rendered).toBe(true);
    expect((await render({ cookie })).rendered).toBe(true);
  });
});
