// Calls from the browser to the gateway API on the same origin. The session travels in the
// HttpOnly cookie; state-changing calls add the CSRF token from the readable cookie.
import { csrfTokenFromCookies } from "./session-cookies";

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

export async function apiCall<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  init?: { headers?: Record<string, string>; signal?: AbortSignal },
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...init?.headers };
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
  const json = (await response.json().catch(() => null)) as {
    meta?: { message?: string };
    data?: T;
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
