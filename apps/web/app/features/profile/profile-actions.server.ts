// The profile page's form posts, run on the server: each checks its form with the domain's rules
// (the same messages the browser shows on blur, so the page works without JavaScript), calls the
// API with the CSRF token the loader put in the form, and hands the API's cookies on.
import { data } from "react-router";
import type { SendOtpResponse } from "@workbay/contracts/accounts";
import type { CompanyInfo } from "@workbay/contracts/profile";
import { istNow } from "@workbay/domain/ist-date";
import { MAX_PROFILE_PHOTO_BYTES, PROFILE_PHOTO_MESSAGES, profilePhotoProblem } from "@workbay/domain/profile-photo";
import { otpDigitsOnly } from "@workbay/domain/validators";
import type { ApiClient } from "../../load-context";
import type { TypedAnswer } from "@workbay/contracts/endpoint-client";
import type { Notice } from "../../shared/notices/notice-snackbar";
import { forwardedCookies } from "../../shared/session/forwarded-cookies";
import { apiProblems } from "./api-problems";
import type { SubmissionResult } from "@conform-to/react";
import { refusal } from "../../shared/forms/contract-form.server";
import { COMPANY_FIELDS, readCompanyForm, type PlaceLists } from "./company-form";
import { parseCompanyForm } from "./company-form.server";
import { loadPlaces } from "./load-places.server";
import { newPhoneOf, readProfileForm, updateProfileBody, type ProfileValues, type VerifiedPhone } from "./profile-form";
import { parseProfileForm } from "./profile-form.server";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

/** The OTP step of a phone change: the number being verified and when a resend is allowed. */
export type PhoneOtpStep = VerifiedPhone & { resendAfter: number };

type ProfileAnswer =
  | { intent: "profile"; ok: true; notice: Notice; phoneOtp: PhoneOtpStep | null; message: string | null }
  | { intent: "profile"; ok: false; values: ProfileValues; result: SubmissionResult<string[]> }
  | { intent: "phone-otp"; ok: boolean; phoneOtp: PhoneOtpStep; otpError: string | null; message: string | null; notice: Notice | null }
  | { intent: "phone-verified"; ok: true; notice: Notice }
  | { intent: "photo"; ok: true; notice: Notice }
  | { intent: "photo"; ok: false; message: string }
  | { intent: "company"; ok: true; notice: Notice }
  | { intent: "company"; ok: false; values: CompanyInfo; result: SubmissionResult<string[]> }
  | ({ intent: "places"; values: CompanyInfo } & PlaceLists);
/** Each answer has an id of its own, so a form refused twice in a row shows the second answer. */
export type ProfileActionData = ProfileAnswer & { id: number };

/** The action's answer, with the API's cookies for the browser. */
function reply(answer: ProfileAnswer, ...calls: TypedAnswer<unknown>[]) {
  return data({ ...answer, id: Date.now() + Math.random() } as ProfileActionData, { headers: forwardedCookies(...calls) });
}

type Context = { request: Request; api: ApiClient; current: VerifiedPhone; countries: readonly { name: string; code: string }[] };

/** Photos up to 2 MB, plus room for the rest of a multipart form. */
const MAX_PHOTO_REQUEST_BYTES = MAX_PROFILE_PHOTO_BYTES + 64 * 1024;

const notice = (text: string): Notice => ({ id: Date.now() + Math.random(), text });
const succeeded = isSuccess;
const csrfHeaders = (form: FormData) => ({ headers: { "x-csrf-token": String(form.get("csrf") ?? "") } });

function phoneStep(phone: VerifiedPhone, answer: TypedAnswer<SendOtpResponse>): PhoneOtpStep {
  return { ...phone, resendAfter: succeeded(answer) ? answer.body.data.resend_after : 0 };
}

async function saveProfile({ api, current }: Context, form: FormData) {
  const values = readProfileForm(form);
  const submission = parseProfileForm(form, istNow(new Date()).date);
  if (submission.status !== "success") return reply({ intent: "profile", ok: false, values, result: submission.reply() });

  const saved = await callEndpoint(api, endpoints.profile.updateProfile, {
    body: updateProfileBody(values, current),
    ...csrfHeaders(form),
  });
  if (!succeeded(saved)) {
    const problems = apiProblems(saved.body, ["name", "phone_number", "date_of_birth"] as const);
    return reply({ intent: "profile", ok: false, values, result: refusal(problems.fields, problems.message) });
  }
  // A new number is stored only once its OTP is verified (decision 0010): send the code now.
  const newPhone = newPhoneOf(values, current);
  if (!newPhone)
    return reply({ intent: "profile", ok: true, notice: notice(saved.body.meta.message), phoneOtp: null, message: null }, saved);
  const sent = await callEndpoint(api, endpoints.accounts.sendOtp, {
    body: { kind: "phone_number", ...newPhone, purpose: "verify_phone" },
    ...csrfHeaders(form),
  });
  return reply(
    {
      intent: "profile",
      ok: true,
      notice: notice(`${saved.body.meta.message} Please verify the new number.`),
      phoneOtp: phoneStep(newPhone, sent),
      message: succeeded(sent) ? null : apiProblems(sent.body, []).message,
    },
    saved,
    sent,
  );
}

function phoneOf(form: FormData): VerifiedPhone {
  return { phone_number: String(form.get("phone_number") ?? ""), country_code: String(form.get("country_code") ?? "") };
}

async function resendPhoneOtp({ api }: Context, form: FormData) {
  const phone = phoneOf(form);
  const sent = await callEndpoint(api, endpoints.accounts.sendOtp, {
    body: { kind: "phone_number", ...phone, purpose: "verify_phone" },
    ...csrfHeaders(form),
  });
  const ok = succeeded(sent);
  return reply({
    intent: "phone-otp",
    ok,
    phoneOtp: phoneStep(phone, sent),
    otpError: null,
    message: ok ? null : apiProblems(sent.body, []).message,
    notice: ok ? notice(sent.body.meta.message) : null,
  });
}

async function verifyPhoneOtp({ api }: Context, form: FormData) {
  const phone = phoneOf(form);
  const otp = otpDigitsOnly(String(form.get("otp") ?? ""));
  const verified = await callEndpoint(api, endpoints.accounts.verifyOtp, {
    body: { kind: "phone_number", ...phone, otp, purpose: "verify_phone" },
    ...csrfHeaders(form),
  });
  if (succeeded(verified)) {
    return reply({ intent: "phone-verified", ok: true, notice: notice("Your phone number is verified and saved.") }, verified);
  }
  const problems = apiProblems(verified.body, ["otp"] as const);
  return reply({
    intent: "phone-otp",
    ok: false,
    phoneOtp: { ...phone, resendAfter: 0 },
    otpError: problems.fields.otp ?? null,
    message: problems.message,
    notice: null,
  });
}

async function uploadPhoto({ api }: Context, form: FormData | null) {
  if (!form) return reply({ intent: "photo", ok: false, message: PROFILE_PHOTO_MESSAGES.size });
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) return reply({ intent: "photo", ok: false, message: "Please choose a photo to upload." });
  const problem = profilePhotoProblem(file);
  if (problem) return reply({ intent: "photo", ok: false, message: problem });
  const attachment = Buffer.from(await file.arrayBuffer()).toString("base64");
  const answer = await callEndpoint(api, endpoints.profile.profileImage, {
    body: { image_name: file.name.slice(0, 200) || "photo", attachment },
    ...csrfHeaders(form),
  });
  if (!succeeded(answer)) {
    const problems = apiProblems(answer.body, ["photo"] as const, { attachment: "photo" });
    return reply({ intent: "photo", ok: false, message: problems.fields.photo ?? problems.message ?? "" });
  }
  return reply({ intent: "photo", ok: true, notice: notice(answer.body.meta.message) }, answer);
}

async function saveCompany({ api, countries }: Context, form: FormData) {
  const values = readCompanyForm(form);
  const submission = parseCompanyForm(form, countries);
  if (submission.status !== "success") return reply({ intent: "company", ok: false, values, result: submission.reply() });
  const saved = await callEndpoint(api, endpoints.profile.saveCompanyInfo, { body: submission.value, ...csrfHeaders(form) });
  if (!succeeded(saved)) {
    const problems = apiProblems(saved.body, COMPANY_FIELDS);
    return reply({ intent: "company", ok: false, values, result: refusal(problems.fields, problems.message) });
  }
  return reply({ intent: "company", ok: true, notice: notice(saved.body.meta.message) }, saved);
}

/** Without JavaScript the state and city lists follow a changed country or state by this post. */
async function refreshPlaces({ api }: Context, form: FormData) {
  const values = readCompanyForm(form);
  const lists = await loadPlaces(api, values.country, values.state);
  if (!lists.states.some((s) => s.name === values.state)) values.state = "";
  if (!lists.cities.some((c) => c.name === values.city)) values.city = "";
  return reply({ intent: "places", values, ...lists });
}

export async function profileAction(context: Context) {
  const { request } = context;
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    // A photo: refused before reading a body that is too large to be one.
    const length = Number(request.headers.get("content-length") ?? "0");
    return uploadPhoto(context, length > MAX_PHOTO_REQUEST_BYTES ? null : await request.formData());
  }
  const form = await request.formData();
  switch (form.get("intent")) {
    case "profile":
      return saveProfile(context, form);
    case "resend-phone-otp":
      return resendPhoneOtp(context, form);
    case "verify-phone":
      return verifyPhoneOtp(context, form);
    case "company":
      return saveCompany(context, form);
    case "places":
      return refreshPlaces(context, form);
    default:
      throw data(null, { status: 400 });
  }
}
