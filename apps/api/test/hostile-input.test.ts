// Every operation of the OpenAPI document under hostile input (docs/decisions/0047): wrong types,
// missing and unknown fields, empty, huge and odd text (RTL, emoji, combining marks, lone
// surrogates, NUL), odd numbers, odd shapes, bad JSON, a wrong content type, repeated query keys
// and ids beyond int32, sent anonymously, as a signed-in customer and, for the console's calls, as
// an admin. The answer is never a 5xx; a refusal is the error envelope with a message that names
// the problem and shows no stack or SQL, and it writes nothing. The cases are drawn per operation
// with a fixed seed and capped, so the sweep stays within the suite's time budget.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EndpointDefinition } from "@workbay/contracts/endpoint";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { findOperatorByEmail, insertOperatorSession } from "@workbay/db/repositories/operators-repository";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { operatorCsrfToken } from "../src/services/operator-sessions";
import { startSession } from "../src/services/sessions";
import { signToken } from "../src/services/signed-tokens";
import { createTestUser } from "./account-helpers";
import { TEST_NOW, buildTestApp } from "./helper";

const SEED = 47;
/** Cases per operation for its main caller, and for the others (anonymous; a customer on the console). */
const CASES_PER_OPERATION = 20;
const CASES_PER_OTHER_CALLER = 4;
const INT32_MAX = 2_147_483_647;

type Schema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | Schema;
};
type Parameter = { in: "path" | "query" | "header"; name: string; required?: boolean; schema: Schema };
type Operation = {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** One hostile request: what it changes from the operation's sample request, and whether it breaks the schema. */
type Case = {
  label: string;
  params?: Record<string, string>;
  /** The query string as sent (already encoded). */
  query?: string;
  payload?: string;
  contentType?: string;
  /** The request breaks the operation's schema: accepting it would be a finding. */
  mustRefuse: boolean;
  /** Sent every run (ids beyond int32, the request's shape); the others are drawn. */
  always?: true;
};

const LONG = "x".repeat(100_000);
/** Text a form can send: empty, 100 KB, right-to-left with an override, emoji, combining marks, lone surrogates, NUL, markup, SQL. */
const HOSTILE_TEXT = [
  "",
  LONG,
  "مساحة عمل \u202Egnp.exe",
  "🏢👩🏽‍💻🇮🇳",
  "e\u0301\u0302\u0303a\u0308\u0338",
  "\ud800",
  "\udfff\ud800",
  "a\u0000b",
  "<script>alert(1)</script>",
  "' OR 1=1; DROP TABLE bookings; --",
  " ",
];
/** Numbers a client can send: negative, zero, fractional, beyond int32, beyond a safe integer, huge. */
const HOSTILE_NUMBERS = [-1, 0, 0.5, 1.5, -2_147_483_649, INT32_MAX + 1, 2 ** 53 + 2, 1e308, -1e308];
/** Strings standing for numbers a JSON body cannot hold. */
const NUMBER_WORDS = ["NaN", "Infinity", "-Infinity", "1e999", "0x10", "12abc"];
const SHAPES: unknown[] = [null, true, [], {}, [1, 2], { nested: { deeper: [] } }];

const deeplyNested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const DEEP_JSON = deeplyNested(20_000);

const typesOf = (schema: Schema): string[] =>
  schema.anyOf || schema.oneOf
    ? (schema.anyOf ?? schema.oneOf)!.flatMap(typesOf)
    : Array.isArray(schema.type)
      ? schema.type
      : schema.type
        ? [schema.type]
        : [];

/** A plain value the schema takes, or near enough: the request each case changes one thing of. */
function sampleOf(schema: Schema, name = ""): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sampleOf(alternatives.find((s) => s.type !== "null") ?? alternatives[0]!, name);
  const type = typesOf(schema)[0];
  if (type === "integer" || type === "number") {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === "boolean") return true;
  if (type === "array") return [];
  if (type === "object") {
    const object: Record<string, unknown> = {};
    for (const key of schema.required ?? []) object[key] = sampleOf(schema.properties?.[key] ?? {}, key);
    return object;
  }
  if (type === "string") {
    if (/date/.test(name)) return "2026-11-24";
    if (/email/.test(name)) return "hostile@example.com";
    return "x".repeat(Math.max(schema.minLength ?? 1, 1));
  }
  return "x";
}

/** Whether a value surely breaks a schema (a JSON body's value, or a query's text when `fromText`). */
function breaks(schema: Schema, value: unknown, fromText = false): boolean {
  if (value === null && schema.nullable) return false;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.every((s) => breaks(s, value, fromText));
  if (schema.enum && !schema.enum.some((e) => e === value || (fromText && String(e) === value))) return true;
  if (schema.const !== undefined && schema.const !== value && !(fromText && String(schema.const) === value)) return true;
  const types = typesOf(schema);
  if (types.length === 0) return false;
  return types.every((type) => {
    let v = value;
    if (fromText && typeof value === "string" && (type === "integer" || type === "number")) {
      if (value.trim() === "" || !/^-?\d+(\.\d+)?$/.test(value.trim())) return true;
      v = Number(value);
    }
    if (fromText && typeof value === "string" && type === "boolean") return !["true", "false", "1", "0"].includes(value);
    switch (type) {
      case "null":
        return v !== null;
      case "boolean":
        return typeof v !== "boolean";
      case "integer":
      case "number": {
        if (typeof v !== "number" || !Number.isFinite(v)) return true;
        if (type === "integer" && !Number.isInteger(v)) return true;
        if (schema.minimum !== undefined && v < schema.minimum) return true;
        if (schema.maximum !== undefined && v > schema.maximum) return true;
        if (schema.exclusiveMinimum !== undefined && v <= schema.exclusiveMinimum) return true;
        return schema.exclusiveMaximum !== undefined && v >= schema.exclusiveMaximum;
      }
      case "string":
        if (typeof v !== "string") return true;
        if (schema.minLength !== undefined && [...v].length < schema.minLength) return true;
        return schema.maxLength !== undefined && [...v].length > schema.maxLength;
      case "array":
        return !Array.isArray(v) || (schema.maxItems !== undefined && v.length > schema.maxItems);
      case "object":
        return v === null || typeof v !== "object" || Array.isArray(v);
      default:
        return false;
    }
  });
}

/** Wrong values for a field: the other JSON types, and the hostile text, numbers and shapes. */
function hostileValues(schema: Schema): unknown[] {
  const values: unknown[] = [...HOSTILE_TEXT, ...HOSTILE_NUMBERS, ...NUMBER_WORDS, ...SHAPES];
  if (typesOf(schema).includes("object") && schema.properties) {
    // One level in: an object whose first property is of the wrong type.
    const [key] = Object.keys(schema.properties);
    values.push({ ...(sampleOf(schema) as object), [key!]: { $gt: "" } });
  }
  if (typesOf(schema).includes("array"))
    values.push(
      [{ $where: "1" }],
      Array.from({ length: 1000 }, () => LONG.slice(0, 100)),
    );
  return values;
}

/** The same kinds as text, for a path parameter or a query value. */
const HOSTILE_WORDS = [
  "",
  "abc",
  "-1",
  "0",
  "1.5",
  String(INT32_MAX + 1),
  "99999999999999999999999",
  "NaN",
  "Infinity",
  "1e999",
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%ff",
  encodeURIComponent("مساحة \u202E"),
  encodeURIComponent("🏢👩🏽‍💻"),
  encodeURIComponent("e\u0301\u0301"),
  encodeURIComponent("' OR 1=1 --"),
  "..%2F..%2Fetc%2Fpasswd",
];
const decoded = (word: string) => {
  try {
    return decodeURIComponent(word);
  } catch {
    return word;
  }
};

/** Every hostile request for an operation, before the capped draw. */
function casesOf(operation: Operation): Case[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  const sampleParams = Object.fromEntries(pathParams.map((p) => [p.name, String(sampleOf(p.schema, p.name))]));
  const sampleQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema, p.name)))]),
  );
  const queryText = (query: Record<string, string>) =>
    Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
      .join("&");
  const sampleBody = bodySchema ? (sampleOf(bodySchema) as Record<string, unknown>) : undefined;
  const json = (body: unknown) => JSON.stringify(body);
  const base = { params: sampleParams, query: queryText(sampleQuery), payload: sampleBody ? json(sampleBody) : undefined };
  const cases: Case[] = [];

  const isAlways = (word: string, schema: Schema) =>
    word === "%ff" || (word === String(INT32_MAX + 1) && typesOf(schema).some((t) => t === "integer" || t === "number"));
  for (const p of pathParams) {
    for (const word of [...HOSTILE_WORDS.filter((w) => w !== ""), "x".repeat(1000)]) {
      cases.push({
        ...base,
        label: `path ${p.name}=${word.slice(0, 30)}`,
        params: { ...sampleParams, [p.name]: word },
        mustRefuse: false,
        ...(isAlways(word, p.schema) || word.length === 1000 ? { always: true as const } : {}),
      });
    }
  }
  for (const p of queryParams) {
    for (const word of [...HOSTILE_WORDS, encodeURIComponent(LONG)]) {
      cases.push({
        ...base,
        label: `query ${p.name}=${word.slice(0, 30)}`,
        query: queryText({ ...sampleQuery, [p.name]: word }),
        mustRefuse: breaks(p.schema, decoded(word), true) && !(word === "" && !p.required),
        ...(isAlways(word, p.schema) && word !== "%ff" ? { always: true as const } : {}),
      });
    }
    cases.push({
      ...base,
      label: `query ${p.name} twice`,
      query: `${queryText(sampleQuery)}&${p.name}=1&${p.name}=2`,
      mustRefuse: false,
    });
    cases.push({ ...base, label: `query ${p.name}[]`, query: `${queryText(sampleQuery)}&${p.name}[]=1&${p.name}[x]=2`, mustRefuse: false });
  }
  for (const p of queryParams.filter((q) => q.required)) {
    const { [p.name]: _missing, ...rest } = sampleQuery;
    cases.push({ ...base, label: `query without ${p.name}`, query: queryText(rest), mustRefuse: true });
  }
  if (queryParams.length > 0 || operation.method === "GET") {
    cases.push({ ...base, label: "unknown query key", query: `${queryText(sampleQuery)}&is_admin=true&__proto__[x]=1`, mustRefuse: false });
  }

  if (bodySchema && sampleBody) {
    for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
      for (const value of hostileValues(schema)) {
        cases.push({
          ...base,
          label: `body ${name}=${JSON.stringify(value)?.slice(0, 30)}`,
          payload: json({ ...sampleBody, [name]: value }),
          mustRefuse: breaks(schema, value),
          ...(value === INT32_MAX + 1 && typesOf(schema).includes("integer") ? { always: true as const } : {}),
        });
      }
    }
    // Ids one level in (an add-on's id, a menu item's choices): beyond int32 too.
    for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
      const inner = typesOf(schema).includes("array") ? schema.items : schema;
      if (!inner?.properties || !typesOf(inner).includes("object")) continue;
      for (const [key, field] of Object.entries(inner.properties)) {
        if (!typesOf(field).includes("integer")) continue;
        const value = { ...(sampleOf(inner) as object), [key]: INT32_MAX + 1 };
        cases.push({
          ...base,
          label: `body ${name}.${key}=${INT32_MAX + 1}`,
          payload: json({ ...sampleBody, [name]: schema === inner ? value : [value] }),
          mustRefuse: breaks(field, INT32_MAX + 1),
          always: true,
        });
      }
    }
    for (const name of bodySchema.required ?? []) {
      const { [name]: _missing, ...rest } = sampleBody;
      cases.push({ ...base, label: `body without ${name}`, payload: json(rest), mustRefuse: true });
    }
    cases.push({
      ...base,
      label: "body with unknown fields",
      payload: json({ ...sampleBody, is_admin: true, role: "admin", id: INT32_MAX + 1 }),
      mustRefuse: false,
    });
    const always = true as const;
    cases.push({ ...base, label: "body with __proto__", payload: `{"__proto__":{"isAdmin":true}}`, mustRefuse: true, always });
    cases.push({ ...base, label: "body [sample]", payload: json([sampleBody]), mustRefuse: true, always });
    for (const shape of ["text", 12, null]) {
      cases.push({ ...base, label: `body ${JSON.stringify(shape)}`, payload: json(shape), mustRefuse: true });
    }
    const required = (bodySchema.required ?? []).length > 0;
    cases.push({ ...base, label: "deeply nested body", payload: DEEP_JSON, mustRefuse: required, always });
    cases.push({ ...base, label: "body {}", payload: "{}", mustRefuse: required, always });
  }
  if (operation.method !== "GET" && operation.method !== "DELETE") {
    cases.push({ ...base, label: "invalid JSON", payload: '{"a": 1,', mustRefuse: true, always: true });
    cases.push({ ...base, label: "empty JSON body", payload: "", mustRefuse: !!bodySchema });
    if (bodySchema) {
      for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/xml"]) {
        cases.push({
          ...base,
          label: `content-type ${contentType}`,
          contentType,
          payload: "a=1&b=2",
          mustRefuse: true,
          ...(contentType === "text/plain" ? { always: true as const } : {}),
        });
      }
    }
  }
  return cases;
}

/** The cases always sent, and a fixed draw of the others up to `size` in all. */
function draw(cases: Case[], size: number, salt: number): Case[] {
  const always = cases.filter((c) => c.always);
  const rest = cases.filter((c) => !c.always);
  const room = Math.max(size - always.length, 0);
  if (rest.length <= room) return cases;
  const [picked] = fc.sample(fc.shuffledSubarray(rest, { minLength: room, maxLength: room }), { seed: SEED + salt, numRuns: 1 });
  return [...always, ...picked!];
}

/** What a refusal must not show: a stack, a file of the code, SQL, or a value printed by mistake. */
const LEAK =
  /\n\s+at |\.ts:\d|node_modules|\bselect\b.+\bfrom\b|insert into|delete from|\bupdate\b.+\bset\b|violates|syntax error|relation "|column "|\[object Object\]|\bundefined\b|Something went wrong/i;

/** What is wrong with an answer, or undefined. */
function answerProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  let body: { meta?: { status_code?: unknown; message?: unknown }; data?: unknown; errors?: { field?: unknown; message?: unknown }[] };
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} is not JSON: ${response.body.slice(0, 100)}`;
  }
  const message = body.meta?.message;
  if (body.meta?.status_code !== response.statusCode || body.data !== null)
    return `${response.statusCode} without the envelope: ${response.body.slice(0, 200)}`;
  if (typeof message !== "string" || message.trim().length < 8)
    return `${response.statusCode} without a message: ${response.body.slice(0, 200)}`;
  const texts = [message, ...(body.errors ?? []).map((e) => String(e.message))];
  const leak = texts.find((text) => LEAK.test(text));
  if (leak) return `${response.statusCode} message shows too much: ${leak.slice(0, 200)}`;
  if (body.errors?.some((e) => typeof e.field !== "string" || e.field === "" || typeof e.message !== "string")) {
    return `${response.statusCode} names no field: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}

/**
 * What refused requests must leave as it was. In PGlite (one database in this process) the next
 * transaction id: any transaction that writes takes one. On PostgreSQL, whose ids other databases
 * of the server take too, per table its rows and newest row version (insert, update, delete).
 */
async function snapshot(app: FastifyInstance, kind: string): Promise<Map<string, string>> {
  const rowsOf = <T>(result: unknown) => ("rows" in (result as object) ? (result as { rows: T[] }).rows : (result as T[]));
  if (kind === "pglite") {
    const [next] = rowsOf<{ x: string }>(await app.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`));
    return new Map([["the database (a transaction wrote)", next!.x]]);
  }
  const tables = rowsOf<{ tablename: string }>(
    await app.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  const query = tables
    .map(
      ({ tablename }) =>
        `select '${tablename}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as x from "${tablename}"`,
    )
    .join(" union all ");
  return new Map(rowsOf<Row>(await app.db.execute(sql.raw(query))).map((row) => [row.t, `${row.n} rows, newest ${row.x}`]));
}
type Row = { t: string; n: number; x: string };

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()].filter((name) => before.get(name) !== after.get(name));

const table: EndpointDefinition[] = Object.values(endpoints).flatMap((area) => Object.values(area) as EndpointDefinition[]);
const authOf = (method: string, path: string) =>
  table.find((e) => e.method === method && e.path === path.replace(/\{(\w+)\}/g, ":$1"))?.auth ?? "public";

/** The operations in groups of a size that runs well within a test's time limit; the last takes the rest. */
const GROUPS: { name: string; holds: (path: string) => boolean }[] = [
  { name: "bookings (/passy/v1/booking...)", holds: (path) => path.startsWith("/passy/v1/booking") },
  { name: "the rest of /passy", holds: (path) => path.startsWith("/passy/") },
  { name: "the console's catalogue", holds: (path) => path.startsWith("/backoffice-service/api/v1/catalogue") },
  { name: "the rest of /backoffice-service", holds: (path) => path.startsWith("/backoffice-service/") },
  { name: "everything else (/operations-service, /connect, /images, /dev, health)", holds: () => true },
];
const groupOf = (path: string) => GROUPS.find((group) => group.holds(path))!.name;

describe.each(testDatabaseKinds())("hostile input on every operation of the OpenAPI document on %s", (kind) => {
  let app: FastifyInstance;
  let operations: Operation[];
  let adminId: string;
  let who: Awaited<ReturnType<typeof newCallers>> | undefined;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    const document = app.swagger() as { paths: Record<string, Record<string, Omit<Operation, "method" | "path">>> };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
    );
    adminId = (await findOperatorByEmail(app.db, "ops@workbay.in"))!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A customer and an admin session; new ones after an operation accepted a change (a sign-out or a deletion ends them). */
  async function newCallers(index: number) {
    const user = await createTestUser(app, { email: `hostile-${kind}-${index}@example.com`, name: "Hostile Tester" });
    const session = await startSession(app.db, app.secretKey, user, TEST_NOW);
    const operator = await insertOperatorSession(app.db, adminId, new Date(TEST_NOW.getTime() + 3_600_000), TEST_NOW);
    const token = await signToken(app.secretKey, "operator-session", { sid: operator.id }, operator.expiresAt, TEST_NOW);
    return {
      anonymous: {},
      customer: { authorization: `Bearer ${session.token}` },
      admin: { cookie: `opToken=${token}`, "x-csrf-token": operatorCsrfToken(app.secretKey, operator.id) },
    };
  }

  it("notices a write in its snapshot of the stored data", async () => {
    const before = await snapshot(app, kind);
    await app.db.execute(sql`update cities set name = name`);
    expect(changedTables(before, await snapshot(app, kind)).length).toBe(1);
  });

  it("covers every operation of the document", () => {
    expect(operations.length).toBeGreaterThan(130);
    for (const group of GROUPS)
      expect(
        operations.some((o) => groupOf(o.path) === group.name),
        group.name,
      ).toBe(true);
  });

  it.each(GROUPS.map((group) => group.name))(
    "answers hostile requests to %s without a 5xx, refuses with the error envelope, and writes nothing when it refuses",
    async (group) => {
      const failures: string[] = [];
      let sent = 0;
      let baseline: Map<string, string> | undefined;
      for (const [index, operation] of operations.entries()) {
        if (groupOf(operation.path) !== group) continue;
        who ??= await newCallers(index);
        const auth = authOf(operation.method, operation.path);
        const consoleCall = auth === "operator" || auth === "admin";
        const all = casesOf(operation);
        const main = draw(all, CASES_PER_OPERATION, index);
        const others = draw(
          all.map(({ always: _always, ...c }) => c),
          CASES_PER_OTHER_CALLER,
          index + 1000,
        );
        const runs = [
          ...main.map((c) => ({ c, headers: consoleCall ? who!.admin : who!.customer, as: consoleCall ? "admin" : "customer" })),
          ...others.map((c) => ({ c, headers: who!.anonymous, as: "anonymous" })),
          ...(consoleCall ? others.map((c) => ({ c, headers: who!.customer, as: "customer" })) : []),
        ];
        // The requests that break the schema first, then those a right answer may accept (text in any
        // script is valid): data is compared after each part, and after the second only if nothing was accepted.
        const parts = [runs.filter((r) => r.c.mustRefuse), runs.filter((r) => !r.c.mustRefuse)];
        const write = operation.method !== "GET";
        baseline ??= await snapshot(app, kind);
        let accepted = false;
        for (const [part, partRuns] of parts.entries()) {
          for (const { c, headers, as } of partRuns) {
            const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => c.params?.[name] ?? "1");
            const response = await app.inject({
              method: operation.method as "GET",
              url: c.query ? `${path}?${c.query}` : path,
              headers: { ...headers, ...(c.payload === undefined ? {} : { "content-type": c.contentType ?? "application/json" }) },
              ...(c.payload === undefined || operation.method === "GET" ? {} : { payload: c.payload }),
              // One address per operation, as one client would send them.
              remoteAddress: `10.${kind === "pglite" ? 1 : 2}.${index >> 8}.${index & 255}`,
            });
            sent += 1;
            const label = `${operation.method} ${operation.path} as ${as}, ${c.label}`;
            const problem = answerProblem(response);
            if (problem) failures.push(`${label}: ${problem}`);
            else if (response.statusCode < 400 && c.mustRefuse && (as !== "anonymous" || auth === "public")) {
              failures.push(`${label}: accepted (${response.statusCode})`);
            }
            if (response.statusCode < 400 && write) accepted = true;
          }
          if (accepted) break;
          if (part === 0 && (!write || parts[1]!.length === 0)) continue;
          const now = await snapshot(app, kind);
          const changed = changedTables(baseline, now);
          if (changed.length > 0) failures.push(`${operation.method} ${operation.path}: refused requests changed ${changed.join(", ")}`);
          baseline = now;
        }
        if (accepted) {
          // What an accepted request wrote is not checked; the next operation starts from a new snapshot and new sessions.
          baseline = undefined;
          who = undefined;
        }
      }
      expect(sent).toBeGreaterThan(100);
      expect(failures).toEqual([]);
    },
  );
});
