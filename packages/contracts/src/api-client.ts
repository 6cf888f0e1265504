// The client of the gateway API that page loaders and actions get: a transport for the typed
// client (`callEndpoint`, ./endpoint-client). In the one process the server implements it in
// memory (apps/api/src/web/inject-api-client.ts); a separate web process could use fetch.
import type { Transport } from "./endpoint-client";

export type ApiClient = Transport;

/** Any answer with the API's Set-Cookie headers, for a page action to pass on to the browser. */
export type ApiResult<T> = { status: number; body: T; setCookies: string[] };
