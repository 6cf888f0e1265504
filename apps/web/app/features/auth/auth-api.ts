// The account calls the dialogs still make from the browser (decision 0010; the login's steps,
// the password reset and sign-out post to route actions instead, docs/decisions/0037). They go straight to the API
// on this origin, so per-IP limits count the visitor's own address.
import type { OtpPurpose } from "@workbay/contracts/accounts";
import { apiCall, type ApiAnswer } from "../../shared/session/browser-api";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

const accounts = browserEndpoints.accounts;

/** The text to show for a refused call: the field's message when the server names one. */
export function answerMessage(answer: ApiAnswer<unknown>): string {
  return answer.errors[0]?.message || answer.message;
}

const bearer = (token: string | null | undefined) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

export type OtpTarget = { kind: "email"; email: string } | { kind: "phone_number"; phone_number: string; country_code: string };

export const authApi = {
  sendOtp: (target: OtpTarget, purpose: OtpPurpose, token?: string | null) =>
    apiCall(accounts.sendOtp, { body: { ...target, purpose }, ...bearer(token) }),
  verifyOtp: (target: OtpTarget, otp: string, purpose: OtpPurpose, token?: string | null) =>
    apiCall(accounts.verifyOtp, { body: { ...target, otp, purpose }, ...bearer(token) }),
  signUp: (interimToken: string, name: string, password: string) =>
    apiCall(accounts.signUp, {
      body: { name, password, confirm_password: password, center_id: 1, referral_code: null },
      ...bearer(interimToken),
    }),
  socialLogin: (
    body:
      | { provider: "google"; id_token: string }
      | { provider: "facebook"; access_token: string }
      | { provider: "linkedin"; auth_code: string; redirect_uri: string },
  ) => apiCall(accounts.socialLogin, { body }),
  setName: (name: string) => apiCall(browserEndpoints.profile.setName, { body: { name } }),
};
