// Account activation (decision 0010; docs/decisions/0037): the e-mailed link is a GET (001 spec
// section 8), so the page's loader confirms it through the API in process, no browser call.
import { data } from "react-router";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import type { ApiClient } from "../../load-context";

const INVALID_LINK = "This activation link is invalid or has expired.";

/** The link's outcome: the API's message once confirmed; a refused link says so with a 4xx (a 429 says why). */
export async function loadActivation(url: URL, api: ApiClient) {
  const token = url.searchParams.get("token") ?? "";
  if (!token) return data({ done: false, message: INVALID_LINK }, { status: 400 });
  const answer = await callEndpoint(api, endpoints.accounts.activateAccount, { query: { token } });
  if (isSuccess(answer)) return data({ done: true, message: answer.body.meta.message });
  const status = answer.status === 429 ? 429 : 400;
  return data({ done: false, message: status === 429 ? answer.body.meta.message : INVALID_LINK }, { status });
}
