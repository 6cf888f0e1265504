import { data } from "react-router";
import type { EndpointDefinition, EndpointInput, EndpointResponse } from "@workbay/contracts/endpoint";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import type { ApiClient } from "../../load-context";
import { PRIVATE_HEADERS, refusalMessage, requireOperator } from "./operator-session.server";

type DataOf<E extends EndpointDefinition> = EndpointResponse<E> extends { data: infer D } ? D : never;

/**
 * A console list page's loader (bookings, leads): the signed-in operator, the filters named in
 * `filters` from the address (trimmed, empty ones dropped), checked by the list's own query
 * schema before the API is asked; a refused filter or answer becomes the page's message.
 */
export async function loadFilteredList<E extends EndpointDefinition & { query: NonNullable<EndpointDefinition["query"]> }>(
  request: Request,
  api: ApiClient,
  list: { filters: readonly string[]; endpoint: E; failure: string },
) {
  await requireOperator(request, api);
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const key of list.filters) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  const parsed = list.endpoint.query.safeParse(query);
  if (!parsed.success)
    return data(
      { query, result: null, error: parsed.error.issues[0]?.message ?? "Please check the filters." },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  // The filters as the address gave them (strings), now known to pass the endpoint's query schema.
  const answer = await callEndpoint(api, list.endpoint, { query } as EndpointInput<E>);
  if (!isSuccess(answer))
    return data(
      { query, result: null, error: refusalMessage(answer, list.failure) },
      { status: answer.status < 500 ? answer.status : 502, headers: PRIVATE_HEADERS },
    );
  const body = answer.body as { data: DataOf<E> };
  return data({ query, result: body.data, error: null }, { headers: PRIVATE_HEADERS });
}
