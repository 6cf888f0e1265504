import { data } from "react-router";
import type { ApiResult } from "../../load-context";

type Envelope<T> = { meta: { status_code: number; message: string }; data: T };

/**
 * The `data` of a successful API answer. A 404 from the API becomes the page's 404 (the
 * page-not-found screen); any other failure becomes a 502, which the error boundary shows
 * as a friendly error without the API's details.
 */
export function unwrapApiData<T>(result: ApiResult<Envelope<T>>): T {
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.status < 200 || result.status >= 300) {
    throw data(null, { status: 502, statusText: `API answered ${result.status}` });
  }
  return result.body.data;
}
