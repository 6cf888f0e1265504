import { data } from "react-router";
import { isSuccess, type TypedAnswer } from "@workbay/contracts/endpoint-client";

/**
 * The `data` of a successful API answer. A 404 from the API becomes the page's 404 (the
 * page-not-found screen); any other failure becomes a 502, which the error boundary shows
 * as a friendly error without the API's details.
 */
export function unwrapApiData<T>(result: TypedAnswer<{ data: T }>): T {
  if (result.status === 404) throw data(null, { status: 404 });
  if (!isSuccess(result)) throw data(null, { status: 502, statusText: `API answered ${result.status}` });
  return result.body.data;
}
