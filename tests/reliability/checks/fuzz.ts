// Fuzz: generated requests (fast-check) over every operation of the OpenAPI document and every
// page route of apps/web/app/routes.ts: every method, random and invalid path parameters,
// query strings, bodies and content types, with and without a session. No answer may be a 5xx
// and both processes must stay up.
import fc from "fast-check";
import { makeBookers, Tally, type CheckResult, type Harness } from "../fixtures";
import { closeIdleConnections, pooled, send, type Call } from "../http";
import { unexpectedExits } from "../instances";

export type Target = { kind: "api" | "page"; method: string; template: string; query: string[]; bodyFields: string[] };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----fuzzboundary",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "text/html",
  "image/png",
  "*/*",
  "garbage",
];

const awkward = fc.constantFrom(
  "",
  "0",
  "-1",
  "99999999999999999999",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "WB23456789",
  "WBZZZZZZZZ",
  "bengaluru",
  "mumbai",
  "2026-02-30",
  "2026-13-01",
  "1999-01-01",
  "9999-12-31",
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "id=7&date=2026-11-30",
  "meeting-rooms-in-x",
  "a".repeat(600),
  "🙂",
  "\u202e",
);

const paramValue = fc.oneof(
  { weight: 3, arbitrary: awkward },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const jsonScalar = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), awkward);
const jsonValue = fc.oneof({ weight: 4, arbitrary: jsonScalar }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

function bodyArbitrary(fields: string[]) {
  const fieldName = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  const object = fc.dictionary(fieldName, jsonValue, { maxKeys: 8 });
  return fc.oneof(
    { weight: 4, arbitrary: object.map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: object.map((o) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString()) },
    {
      weight: 1,
      arbitrary: object.map(
        (o) =>
          Object.entries(o)
            .map(([k, v]) => `------fuzzboundary\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`)
            .join("") + "------fuzzboundary--\r\n",
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString("latin1")) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "{",
        "[1,2",
        '{"a":',
        "\u0000",
        "null",
        "[]",
        "{}",
        '{"__proto__":{"x":1}}',
        JSON.stringify({ a: "x".repeat(300_000) }),
      ),
    },
  );
}

function requestArbitrary(targets: Target[], tokens: string[]) {
  // A quarter of the requests go to pages: a server-rendered page costs ~20 times an API call.
  const api = targets.filter((t) => t.kind === "api");
  const pages = targets.filter((t) => t.kind === "page");
  const target =
    pages.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...api) }, { weight: 1, arbitrary: fc.constantFrom(...pages) })
      : fc.constantFrom(...api);
  return target.chain((target) =>
    fc
      .record({
        target: fc.constant(target),
        method: fc.oneof({ weight: 3, arbitrary: fc.constant(target.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
        params: fc.array(paramValue, { minLength: 4, maxLength: 4 }),
        tail: fc.array(paramValue, { maxLength: 3 }),
        query: fc.array(
          fc.tuple(fc.oneof(fc.constantFrom(...(target.query.length ? target.query : ["q"])), fc.string({ maxLength: 10 })), paramValue),
          { maxLength: 5 },
        ),
        body: fc.option(bodyArbitrary(target.bodyFields), { freq: 2 }),
        contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 6 }),
        auth: fc.oneof(fc.constant("none"), fc.constant("session"), fc.constant("session"), fc.constant("forged"), fc.constant("cookie")),
        accept: fc.constantFrom("*/*", "application/json", "text/html", "text/x-script", ""),
      })
      .map((r) => {
        let i = 0;
        let path = r.target.template.replace(/\{[^}]+\}|:[A-Za-z_]+\??/g, () => r.params[i++ % 4]!);
        if (path.includes("*")) path = path.replace("*", r.tail.join("/"));
        if (!path.startsWith("/")) path = `/${path}`;
        const query = r.query
          .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
          .join("&")
          .replace(/[^\x21-\xff]/gu, (c) => encodeURIComponent(c));
        // What an HTTP client can put on the wire: bytes outside 0x21-0xff are percent-encoded.
        path = path.replace(/[^\x21-\xff]/gu, (c) => encodeURIComponent(c));
        const headers: Record<string, string> = {};
        if (r.accept) headers.accept = r.accept;
        if (r.auth === "session") headers.authorization = `Bearer ${tokens[r.params[0]!.length % tokens.length]}`;
        if (r.auth === "forged") headers.authorization = `Bearer ${encodeURIComponent(r.params[1]!)}`;
        if (r.auth === "cookie")
          headers.cookie = `wb_session=${encodeURIComponent(r.params[2]!)}; wb_csrf=${encodeURIComponent(r.params[3]!)}`;
        const method = r.method;
        const body =
          r.body !== null && method !== "GET" && method !== "HEAD"
            ? r.body
            : r.body !== null && r.params[0]!.length % 5 === 0
              ? r.body
              : undefined;
        if (r.contentType !== null) headers["content-type"] = r.contentType;
        const call: Call = { method, path: query ? `${path}?${query}` : path, headers, body };
        return { call, label: `${method} ${r.target.template}${r.contentType ? ` [${r.contentType.split(";")[0]}]` : ""}` };
      }),
  );
}

export async function fuzzCheck(
  h: Harness,
  targets: Target[],
  options: { requests: number; concurrency: number; seed: number },
): Promise<CheckResult> {
  const started = Date.now();
  const fuzzers = await makeBookers(h, 5, "fuzz");
  const tokens = fuzzers.map((f) => f.headers.authorization!.replace("Bearer ", ""));
  const generating = Date.now();
  const samples = fc.sample(requestArbitrary(targets, tokens), { numRuns: options.requests, seed: options.seed });
  const generatedIn = (Date.now() - generating) / 1000;
  closeIdleConnections();
  const tally = new Tally();
  const byLabel = new Map<string, number>();
  const timeByTemplate = new Map<string, number>();
  await pooled(
    samples.map((sample, i) => async () => {
      const answer = tally.add(sample.call, await send(h.instances[i % 2]!.url, sample.call));
      if (answer.status >= 500) byLabel.set(sample.label, (byLabel.get(sample.label) ?? 0) + 1);
      const template = `${sample.call.method} ${sample.label.split(" ")[1]}`;
      timeByTemplate.set(template, (timeByTemplate.get(template) ?? 0) + answer.ms);
    }),
    options.concurrency,
  );
  const alive = await Promise.all(
    h.instances.map(
      async (instance) => instance.child !== null && (await send(instance.url, { method: "GET", path: "/healthz" })).status === 200,
    ),
  );
  const crashes = h.instances.flatMap((instance) =>
    unexpectedExits(instance).map((e) => `${instance.name} exited (${e.code ?? e.signal})`),
  );
  const apiTargets = targets.filter((t) => t.kind === "api").length;
  const pageTargets = targets.length - apiTargets;
  const worst = [...byLabel.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  const findings = [
    `${tally.count} requests (seed ${options.seed}, generated in ${generatedIn.toFixed(1)} s) over ${apiTargets} API operations and ${pageTargets} page routes: ${tally.summary()}`,
    `most time spent on: ${[...timeByTemplate.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([t, ms]) => `${t} ${(ms / 1000).toFixed(0)} s`)
      .join("; ")}`,
    ...(worst.length > 0 ? [`5xx by request kind: ${worst.map(([label, n]) => `${label} x${n}`).join("; ")}`] : []),
    ...tally.fiveXx.slice(0, 3).map((f) => `5xx example: ${f.call} [${f.headers}] answered ${f.status}: ${f.text.slice(0, 120)}`),
  ];
  const breaches: string[] = [];
  if (tally.fiveXx.length > 0) breaches.push(`${tally.fiveXx.length} 5xx answers over ${byLabel.size} request kinds`);
  if (tally.networkErrors > 0)
    breaches.push(`${tally.networkErrors} requests got no answer, e.g. ${tally.networkErrorExamples.join("; ")}`);
  if (!alive.every(Boolean) || crashes.length > 0) breaches.push(`process down: ${crashes.join(", ") || "healthz failed"}`);
  return { name: "fuzz", requests: tally.count, p99Ms: tally.p(99), findings, breaches, seconds: (Date.now() - started) / 1000 };
}
