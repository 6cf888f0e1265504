// What a route's action reads, declared in its `handle` (decision 0017): the server answers
// any other body with 415 before the action runs. Form posts (urlencoded, multipart) are
// always accepted; `limit` raises the default 64 KB.
export type PageBodyHandle = { body: { types?: string[]; limit?: number } };

/**
 * Declared by a route whose loaders read neither the session nor its cookies (the server
 * renders every page logged out; the header reads the session in the browser): a signed-in
 * visitor may be sent the page kept for visitors (apps/api/src/web/page-cache.ts). Every
 * route of a page must declare it, the root and the layout included. A page whose calls still
 * ask who is signed in is not shared, and page-cache.test.ts renders each declared page signed
 * in and not, and compares.
 */
export type SessionBlindHandle = { sessionBlind: true };

export const SESSION_BLIND: SessionBlindHandle = { sessionBlind: true };
