import { describe, expect, it } from "vitest";
import type { Transport, TransportRequest } from "@workbay/contracts/endpoint-client";
import { loginAction } from "../app/features/auth/login-action.server";
import type { LoginAnswer } from "../app/features/auth/login-answer";

// The login form's route action (docs/decisions/0037): each step's post is checked with the
// contract's form schema before any API call, the API's refusals come back as the form's
// message, and a login hands the API's session cookies on.

type Reply = { status: number; body: unknown; setCookies?: string[] };

function fakeApi(replies: Record<string, Reply> = {}) {
  const calls: TransportRequest[] = [];
  const api: Transport = {
    async request(request) {
      calls.push(request);
      const reply = replies[request.path] ?? { status: 500, body: null };
      return { status: reply.status, body: reply.body, setCookies: reply.setCookies ?? [] };
    },
  };
  return { api, calls };
}

function post(fields: Record<string, string>, url = "http://localhost/login") {
  const body = new URLSearchParams(fields);
  return new Request(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
}

type DataAnswer = { data: LoginAnswer; init: ResponseInit | null };

async function answerOf(request: Request, api: Transport): Promise<DataAnswer> {
  return (await loginAction(request, api)) as unknown as DataAnswer;
}

const refusedLogin = { status: 401, body: { meta: { status_code: 401, message: "Invalid email/phone number or password." }, data: null } };
const session = { meta: { status_code: 200, message: "ok" }, data: {} };

describe("the login action", () => {
  it("refuses an identifier that is no e-mail or phone number, without calling the API", async () => {
    const { api, calls } = fakeApi();
    const { data, init } = await answerOf(post({ intent: "identifier", input: "someone@" }), api);
    expect(data.step).toBe("identifier");
    expect(data.step === "identifier" && data.result.error).toEqual({ input: ["Please enter a valid input"] });
    expect(init?.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it("asks the API about an e-mail and says when the account has no password", async () => {
    const { api, calls } = fakeApi({
      "/passy/v1/check_profile": {
        status: 200,
        body: { meta: { status_code: 200, message: "" }, data: { input_type: "email", password_set: false } },
      },
    });
    const { data } = await answerOf(post({ intent: "identifier", input: " asha@example.com " }), api);
    expect(data).toMatchObject({ step: "password", identifier: "asha@example.com" });
    expect(data.step === "password" && data.notice).toMatch(/no password yet/);
    expect(calls.map((c) => c.path)).toEqual(["/passy/v1/check_profile"]);
  });

  it("moves a phone number on to the password without a call", async () => {
    const { api, calls } = fakeApi();
    const { data } = await answerOf(post({ intent: "identifier", input: "9845012345" }), api);
    expect(data).toMatchObject({ step: "password", identifier: "9845012345", notice: null });
    expect(calls).toHaveLength(0);
  });

  it("checks the password step with the contract's rules and never sends the password back", async () => {
    const { api, calls } = fakeApi();
    const { data } = await answerOf(post({ intent: "password", input: "asha@example.com", password: "", human_check: "" }), api);
    expect(data.step).toBe("password");
    const result = data.step === "password" ? data.result : null;
    expect(result?.error).toMatchObject({
      password: ["Please enter the correct password"],
      human_check: [expect.stringMatching(/reCaptcha Failed/)],
    });
    expect(JSON.stringify(result)).not.toContain('human_check":"');
    expect(calls).toHaveLength(0);

    const typed = await answerOf(post({ intent: "password", input: "asha@example.com", password: "Secret1234", human_check: "" }), api);
    expect(JSON.stringify(typed.data)).not.toContain("Secret1234");
  });

  it("shows the API's refusal as the form's message and asks for a fresh human check", async () => {
    const { api, calls } = fakeApi({ "/passy/v1/login": refusedLogin });
    const { data, init } = await answerOf(
      post({ intent: "password", input: "asha@example.com", password: "Wrong12345", human_check: "pass" }),
      api,
    );
    expect(data).toMatchObject({
      step: "password",
      checkSpent: true,
      result: { error: { "": ["Invalid email/phone number or password."] } },
    });
    expect(init?.status).toBe(400);
    expect(calls[0]?.body).toMatchObject({ input: "asha@example.com", password: "Wrong12345", human_check: "pass", src: "mrb_web" });
  });

  it("hands the session's cookies on: as data to the page's script, as a redirect without it", async () => {
    const cookies = ["accessToken=abc; Path=/; HttpOnly", "userProfile=x; Path=/"];
    const { api } = fakeApi({ "/passy/v1/login": { status: 200, body: session, setCookies: cookies } });
    const fields = { intent: "password", input: "asha@example.com", password: "Right12345", human_check: "pass" };

    const enhanced = await answerOf(post({ ...fields, enhanced: "1" }), api);
    expect(enhanced.data.step).toBe("signed-in");
    expect(new Headers(enhanced.init?.headers).getSetCookie()).toEqual(cookies);

    let thrown: unknown;
    try {
      await loginAction(post(fields, "http://localhost/login?redirect=%2Fpune%2Fmeeting-rooms"), api);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/pune/meeting-rooms");
    expect(response.headers.getSetCookie()).toEqual(cookies);

    // Only same-site paths are followed.
    const elsewhere = await loginAction(post({ ...fields, redirect: "https://evil.example/" }), api).catch((error: unknown) => error);
    expect((elsewhere as Response).headers.get("location")).toBe("/");
  });

  it("sends a login OTP and verifies it with the contract's OTP rule", async () => {
    const { api, calls } = fakeApi({
      "/passy/v1/send_otp": {
        status: 200,
        body: { meta: { status_code: 200, message: "" }, data: { sent: true, resend_after: 60, expires_in: 600 } },
      },
      "/passy/v1/verify_otp_login": refusedLogin,
    });
    const sent = await answerOf(post({ intent: "otp-send", input: "9845012345", enhanced: "1" }), api);
    expect(sent.data).toMatchObject({ step: "otp", otpSent: { resend: false } });
    expect(calls[0]?.body).toEqual({ kind: "phone_number", phone_number: "9845012345", country_code: "+91", purpose: "login" });

    const short = await answerOf(post({ intent: "otp", input: "9845012345", otp: "12", human_check: "pass" }), api);
    expect(short.data.step === "otp" && short.data.result?.error?.otp).toBeTruthy();
    expect(calls).toHaveLength(1);

    const wrong = await answerOf(post({ intent: "otp", input: "9845012345", otp: "123456", human_check: "pass" }), api);
    expect(wrong.data).toMatchObject({
      step: "otp",
      checkSpent: true,
      result: { error: { "": ["Invalid email/phone number or password."] } },
    });
    expect(calls[1]?.body).toMatchObject({ input: "9845012345", otp: "123456", req_type: "login" });
  });

  it("says when the server refused to send a code, so the form offers to ask again", async () => {
    const { api } = fakeApi({
      "/passy/v1/send_otp": {
        status: 429,
        body: { meta: { status_code: 429, message: "Please wait 22 seconds before requesting a new OTP." }, data: null },
      },
    });
    const { data } = await answerOf(post({ intent: "otp-send", input: "9845012345", enhanced: "1" }), api);
    expect(data).toMatchObject({
      step: "otp",
      otpSent: null,
      otpSendRefused: true,
      result: { error: { "": ["Please wait 22 seconds before requesting a new OTP."] } },
    });
  });
});
