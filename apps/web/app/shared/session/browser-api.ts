// Calls from the browser to the gateway API on the same origin. The session travels in the
// HttpOnly cookie; state-changing calls add the CSRF token from the readable cookie.
import type { EndpointDefinition, EndpointInput, EndpointResponse } from "@workbay/contracts/endpoint";
import { endpointRequest } from "@workbay/contracts/endpoint-client";
import type { EndpointRef } from "@workbay/contracts/endpoint-refs";
import { SESSION_COOKIES, csrfTokenFromCookies } from "./session-cookies";
import { notifySessionChanged } from "./session-store";

/**
 * The server no longer knows this browser's session (signed out everywhere, password reset,
 * account deleted, expired): forget the readable session cookies so the page shows logged out.
 */
function forgetSession(): void {
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  for (const name of Object.values(SESSION_COOKIES)) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  }
  notifySessionChanged();
}

export type ApiAnswer<T> = {
  status: number;
  ok: boolean;
  message: string;
  data: T | null;
  errors: { field: string; message: string }[];
  /** 409 'Finish or cancel your pending booking first': the booker's unpaid bookings. */
  pendingBookings: string[];
};

const NETWORK_MESSAGE = "We could not reach the server. Please check your connection and try again.";

/** The `data` of an endpoint's success answer. */
export type EndpointData<E extends EndpointDefinition> = EndpointResponse<E> extends { data: infer D } ? D : never;

/**
 * Calls an endpoint of the table (by its browser ref, `browserEndpoints`) on this origin: path
 * parameters filled in and encoded, the query in the address, the body as JSON; the answer's
 * `data` is typed from the endpoint.
 */
export async function apiCall<E extends EndpointDefinition>(
  endpoint: EndpointRef<E>,
  ...[input, init]: Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, init?: { signal?: AbortSignal }]
    : [input: EndpointInput<E>, init?: { signal?: AbortSignal }]
): Promise<ApiAnswer<EndpointData<E>>> {
  const { method, path: filled, query, body, headers: inputHeaders } = endpointRequest(endpoint, (input ?? {}) as EndpointInput<E>);
  const search = new URLSearchParams(query).toString();
  const path = search ? `${filled}?${search}` : filled;
  const headers: Record<string, string> = { accept: "application/json", ...inputHeaders };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET") {
    const csrf = typeof document === "undefined" ? null : csrfTokenFromCookies(document.cookie);
    if (csrf && !headers["x-csrf-token"]) headers["x-csrf-token"] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init?.signal,
    });
  } catch {
    return { status: 0, ok: false, message: NETWORK_MESSAGE, data: null, errors: [], pendingBookings: [] };
  }
  if (response.status === 401) forgetSession();
  const json = (await response.json().catch(() => null)) as {
    meta?: { message?: string };
    data?: EndpointData<E>;
    errors?: { field: string; message: string }[];
    pending_bookings?: string[];
  } | null;
  return {
    status: response.status,
    ok: response.ok,
    message: json?.meta?.message ?? (response.ok ? "" : "Something went wrong. Please try again."),
    data: json?.data ?? null,
    errors: json?.errors ?? [],
    pendingBookings: json?.pending_bookings ?? [],
  };
}
