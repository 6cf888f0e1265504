import { data } from "react-router";
import type { z } from "zod";
import type { ApiClient } from "../../load-context";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "./operator-session.server";

/**
 * A console list page's loader (bookings, leads): the signed-in operator, the filters named in
 * `filters` from the address (trimmed, empty ones dropped), checked by the list's own query
 * schema before the API is asked; a refused filter or answer becomes the page's message.
 */
export async function loadFilteredList<Answer extends { data: unknown }>(
  request: Request,
  api: ApiClient,
  list: { filters: readonly string[]; schema: z.ZodType; path: string; failure: string },
) {
  await requireOperator(request, api);
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const key of list.filters) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  const parsed = list.schema.safeParse(query);
  if (!parsed.success)
    return data(
      { query, result: null, error: parsed.error.issues[0]?.message ?? "Please check the filters." },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  const answer = await api.get<Answer>(list.path, query);
  if (answer.status !== 200)
    return data(
      { query, result: null, error: refusalMessage(answer, list.failure) },
      { status: answer.status < 500 ? answer.status : 502, headers: PRIVATE_HEADERS },
    );
  return data({ query, result: answer.body.data as Answer["data"], error: null }, { headers: PRIVATE_HEADERS });
}
