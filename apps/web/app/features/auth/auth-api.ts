// The account calls the dialogs make from the browser (decision 0010). They go straight to
// the API on this origin, so per-IP limits count the visitor's own address.
import type { LoginData, OtpPurpose, SocialLoginData, VerifyOtpData } from "@workbay/contracts/accounts";
import { apiCall, type ApiAnswer } from "../../shared/session/browser-api";

const LOGIN_SOURCE = "mrb_web";

/** The text to show for a refused call: the field's message when the server names one. */
export function answerMessage(answer: ApiAnswer<unknown>): string {
  return answer.errors[0]?.message || answer.message;
}

const bearer = (token: string | null | undefined) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

export type OtpTarget = { kind: "email"; email: string } | { kind: "phone_number"; phone_number: string; country_code: string };

export const authApi = {
  checkProfile: (input: string) =>
    apiCall<{ input_type: "email" | "phone"; password_set: boolean }>("POST", "/passy/v1/check_profile", { input, req_type: "login" }),
  login: (input: string, password: string, humanCheck: string) =>
    apiCall<LoginData>("POST", "/passy/v1/login", { input, password, src: LOGIN_SOURCE, human_check: humanCheck }),
  sendOtp: (target: OtpTarget, purpose: OtpPurpose, token?: string | null) =>
    apiCall<{ sent: boolean; resend_after: number }>("POST", "/passy/v1/send_otp", { ...target, purpose }, bearer(token)),
  verifyOtp: (target: OtpTarget, otp: string, purpose: OtpPurpose, token?: string | null) =>
    apiCall<VerifyOtpData>("POST", "/passy/v1/verify_otp", { ...target, otp, purpose }, bearer(token)),
  verifyOtpLogin: (input: string, otp: string, humanCheck: string) =>
    apiCall<LoginData>("POST", "/passy/v1/verify_otp_login", { input, otp, src: LOGIN_SOURCE, req_type: "login", human_check: humanCheck }),
  signUp: (interimToken: string, name: string, password: string) =>
    apiCall<LoginData>(
      "POST",
      "/passy/v1/sign_up",
      { name, password, confirm_password: password, center_id: 1, referral_code: null },
      bearer(interimToken),
    ),
  forgotPassword: (email: string) => apiCall<{ sent: boolean }>("POST", "/passy/v1/forgot_password", { src: LOGIN_SOURCE, email }),
  checkResetToken: (token: string) =>
    apiCall<{ valid: boolean; email: string }>("GET", `/passy/v1/check_reset_token?${new URLSearchParams({ token })}`),
  resetPassword: (token: string, email: string, password: string, confirm: string) =>
    apiCall<{ done: boolean }>("POST", "/passy/v1/reset_password", { new_password: password, confirm_password: confirm, token, email }),
  activateAccount: (token: string) => apiCall<{ done: boolean }>("GET", `/passy/v1/activate_account?${new URLSearchParams({ token })}`),
  socialLogin: (
    body:
      | { provider: "google"; id_token: string }
      | { provider: "facebook"; access_token: string }
      | { provider: "linkedin"; auth_code: string; redirect_uri: string },
  ) => apiCall<SocialLoginData>("POST", "/passy/v1/social_login", body),
  setName: (name: string) => apiCall<unknown>("POST", "/passy/v1/set_name", { name }),
};
