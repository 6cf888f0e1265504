// The account calls the dialogs still make from the browser (decision 0010; the login's and the
// sign-up's steps, the password reset and sign-out post to route actions instead, docs/decisions/0037). They go straight to the API
// on this origin, so per-IP limits count the visitor's own address.
import { apiCall, type ApiAnswer } from "../../shared/session/browser-api";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

const accounts = browserEndpoints.accounts;

/** The text to show for a refused call: the field's message when the server names one. */
export function answerMessage(answer: ApiAnswer<unknown>): string {
  return answer.errors[0]?.message || answer.message;
}

export const authApi = {
  socialLogin: (
    body:
      | { provider: "google"; id_token: string }
      | { provider: "facebook"; access_token: string }
      | { provider: "linkedin"; auth_code: string; redirect_uri: string },
  ) => apiCall(accounts.socialLogin, { body }),
};
