// The client of the gateway API that page loaders get. In the one process the server
// implements it in memory; a separate web process could implement it with fetch.
export type ApiQuery = Record<string, string | number | boolean | undefined | null>;
export type ApiResult<T> = {
  status: number;
  body: T;
  /** The answer's Set-Cookie headers, for a page action to pass on to the browser (session, profile). */
  setCookies: string[];
};

import type { Transport } from "./endpoint-client";

export interface ApiClient extends Transport {
  get<T>(path: string, query?: ApiQuery, init?: { headers?: Record<string, string> }): Promise<ApiResult<T>>;
  send<T>(
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    body?: unknown,
    init?: { headers?: Record<string, string> },
  ): Promise<ApiResult<T>>;
}
