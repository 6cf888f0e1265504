// What the server hands every loader and action: a client of the gateway API. In the one
// process it calls the API in memory (Fastify inject), so pages and API share one code path.
export type ApiQuery = Record<string, string | number | boolean | undefined | null>;
export type ApiResult<T> = { status: number; body: T };

export interface ApiClient {
  get<T>(path: string, query?: ApiQuery, init?: { headers?: Record<string, string> }): Promise<ApiResult<T>>;
  send<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown, init?: { headers?: Record<string, string> }): Promise<ApiResult<T>>;
}

declare module "react-router" {
  interface AppLoadContext {
    api: ApiClient;
    /** Absolute origin for canonical links and metadata. */
    publicUrl: string;
  }
}
