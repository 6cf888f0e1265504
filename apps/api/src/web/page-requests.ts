import type { ServerBuild } from "react-router";
import { matchRoutes, type RouteObject } from "react-router";

/** What a page route's module may declare about the bodies its action reads (`handle.body`). */
export type PageBodyRules = {
  /** Media types besides form posts (application/x-www-form-urlencoded, multipart/form-data). */
  types?: string[];
  /** Largest body in bytes; default PAGE_BODY_LIMIT. */
  limit?: number;
};

export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/** A page's form post is small; the profile photo route allows more through its handle. */
export const PAGE_BODY_LIMIT = 64 * 1024;

export type PageRouteInfo = {
  splat: boolean;
  hasAction: boolean;
  body: Required<PageBodyRules>;
  /**
   * Every matched route module declares `handle.sessionBlind`: its loaders read neither the
   * session nor its cookies, so a signed-in visitor's page is a visitor's (web/page-cache.ts).
   */
  sessionBlind: boolean;
  /** The matched routes' paths joined, as routes.ts writes them: "day_pass_in_pune", ":city/meeting-rooms". */
  pattern: string;
};

type Manifest = ServerBuild["routes"];

/** React Router's flat route manifest as the nested route objects matchRoutes takes. */
export function routeTree(manifest: Manifest): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const object: RouteObject = route.index
      ? { id: route.id, index: true, path: route.path }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(object);
    byParent.set(route.parentId, siblings);
  }
  const attach = (objects: RouteObject[]): RouteObject[] =>
    objects.map((object) => {
      if (object.index) return object;
      const children = byParent.get(object.id);
      return children ? { ...object, children: attach(children) } : object;
    });
  return attach(byParent.get(undefined) ?? []);
}

/** The page path a request addresses: single-fetch data requests end in `.data` (`/_root.data` is `/`). */
export function pagePathOf(url: string): string {
  const pathname = url.split("?")[0] ?? "/";
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** How many page paths the lookup remembers (the busy ones: rooms, city lists). */
const LOOKUP_MEMO_SIZE = 1_000;

/**
 * What the server needs to know of the page route an address reaches. React Router's
 * `matchRoutes` flattens and ranks the whole route table on every call (about a millisecond
 * here), so the answers of the last LOOKUP_MEMO_SIZE paths are remembered: the table does not
 * change while the server runs.
 */
export function createPageRouteLookup(build: ServerBuild) {
  const tree = routeTree(build.routes);
  const moduleOf = (id: string | undefined) =>
    (id ? build.routes[id]?.module : undefined) as
      { action?: unknown; handle?: { body?: PageBodyRules; sessionBlind?: boolean } } | undefined;
  const lookUp = (pathname: string): PageRouteInfo | undefined => {
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.at(-1);
    if (!leaf?.route.id) return undefined;
    const entry = build.routes[leaf.route.id];
    const module = moduleOf(leaf.route.id);
    const rules = module?.handle?.body ?? {};
    return {
      splat: entry?.path === "*",
      hasAction: typeof module?.action === "function",
      body: { types: [...FORM_TYPES, ...(rules.types ?? [])], limit: rules.limit ?? PAGE_BODY_LIMIT },
      sessionBlind: matches!.every((match) => moduleOf(match.route.id)?.handle?.sessionBlind === true),
      pattern: matches!
        .map((match) => match.route.path)
        .filter(Boolean)
        .join("/"),
    };
  };
  const known = new Map<string, PageRouteInfo | undefined>();
  return (url: string): PageRouteInfo | undefined => {
    const pathname = pagePathOf(url);
    if (known.has(pathname)) return known.get(pathname);
    const info = lookUp(pathname);
    if (known.size >= LOOKUP_MEMO_SIZE) known.delete(known.keys().next().value!);
    known.set(pathname, info);
    return info;
  };
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export type BodyProblem = { status: 400 | 413 | 415; title: string; message: string };

export const BODY_PROBLEMS = {
  tooLarge: {
    status: 413,
    title: "Too much data",
    message: "What was sent to this page is too large. Please go back and try again with less.",
  },
  wrongType: {
    status: 415,
    title: "Unsupported form",
    message: "This page accepts only its own forms, and what was sent was not one of them.",
  },
  malformed: {
    status: 400,
    title: "Damaged form",
    message: "What was sent to this page could not be read. Please go back and send the form again.",
  },
} as const satisfies Record<string, BodyProblem>;

/** Whether a buffered body is well-formed for its media type (the action reads it later). */
export async function bodyIsReadable(mediaType: string, contentType: string, body: Buffer): Promise<boolean> {
  try {
    if (mediaType === "application/json") {
      JSON.parse(body.toString("utf8"));
      return true;
    }
    if (mediaType === "multipart/form-data" || mediaType === "application/x-www-form-urlencoded") {
      if (mediaType === "application/x-www-form-urlencoded") new TextDecoder("utf-8", { fatal: true }).decode(body);
      await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
      return true;
    }
    return true;
  } catch {
    return false;
  }
}
