import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AuthProvidersResponse,
  CheckProfileBody,
  CheckProfileResponse,
  DoneResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  HumanCheckChallengeQuery,
  HumanCheckChallengeResponse,
  HumanCheckVerifyQuery,
  HumanCheckVerifyResponse,
  LoginResponse,
  OtpLoginBody,
  PasswordLoginBody,
  ProfileExistsQuery,
  ProfileExistsResponse,
  ResetPasswordBody,
  ResetTokenResponse,
  SendOtpBody,
  SendOtpResponse,
  SessionResponse,
  SignUpBody,
  SocialLoginBody,
  SocialLoginResponse,
  TokenQuery,
  VerifyOtpBody,
  VerifyOtpResponse,
} from "@workbay/contracts/accounts";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import { OTP_MESSAGES, OTP_POLICY } from "@workbay/domain/otp-policy";
import { SESSION_MESSAGES } from "@workbay/domain/session-rules";
import { ok } from "../../envelope";
import {
  ACCOUNT_MESSAGES,
  activateAccount,
  checkProfile,
  challengeLevelFor,
  checkResetToken,
  finishSignUp,
  loginWithOtp,
  loginWithPassword,
  passwordLoginCheckLevel,
  profileExists,
  requestPasswordReset,
  resetPassword,
  sendOtp,
  verifyOtp,
  type AccountContext,
  type SignedIn,
} from "../../services/accounts";
import { createHumanCheck } from "../../services/human-check";
import { readInterimToken, requireInterimToken } from "../../services/interim-tokens";
import {
  COOKIE,
  clearSessionCookies,
  csrfTokenFor,
  endSession,
  loginDataOf,
  sessionOfToken,
  sessionProfileOf,
  setCsrfCookie,
  setProfileCookie,
  setSessionCookies,
} from "../../services/sessions";
import { signInWithSocial } from "../../services/social-sign-in";
import { createSocialVerifier, notAvailable } from "../../services/social-identity";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };

/** Account calls of the 001 spec section 7 (issue 5); decisions in docs/decisions/0007. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AccountContext = {
    db: app.db,
    secret: app.secretKey,
    publicUrl: app.config.publicUrl,
    limitsScale: app.config.accountLimitsScale,
  };
  const humanCheck = createHumanCheck({ db: app.db, secret: app.secretKey, recaptcha: app.config.recaptcha });
  const social = createSocialVerifier(app.config.social);
  const limits = app.accountLimits;

  const bearerInterim = (request: FastifyRequest) => {
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    return token ? readInterimToken(app.secretKey, token, app.clock()) : Promise.resolve(undefined);
  };
  const signedInAnswer = (reply: FastifyReply, signedIn: SignedIn) => {
    setSessionCookies(reply, signedIn.session, signedIn.user, app.cookiesSecure);
    return loginDataOf(signedIn.user, signedIn.session);
  };

  app.post(
    "/passy/v1/check_profile",
    {
      schema: {
        tags: ["accounts"],
        summary: "Login dialog: is the identifier an e-mail or a phone, and does the account use a password",
        body: CheckProfileBody,
        response: { 200: CheckProfileResponse, ...errors },
      },
      preHandler: [limits.lookupPerIp],
    },
    async (request) => ok(await checkProfile(ctx, request.body)),
  );

  app.get(
    "/passy/v1/profile_exists",
    {
      schema: {
        tags: ["accounts"],
        summary: "Whether an account has this e-mail or phone (rate-limited per IP)",
        querystring: ProfileExistsQuery,
        response: { 200: ProfileExistsResponse, ...errors },
      },
      preHandler: [limits.lookupPerIp],
    },
    async (request) => ok(await profileExists(ctx, request.query)),
  );

  app.post(
    "/passy/v1/send_otp",
    {
      schema: {
        tags: ["accounts"],
        summary: "Send a 6-digit OTP by e-mail or SMS (sign-up, login, phone verification)",
        description:
          "Phone codes for sign-up need the sign-up interim token (Authorization: Bearer); purpose verify_phone needs the social interim token or a session. Resend after 60 s, at most 5 an hour.",
        body: SendOtpBody,
        response: { 200: SendOtpResponse, ...errors },
      },
      preHandler: [limits.otpSendPerIp, limits.otpSendPerIdentifier],
    },
    async (request, reply) => {
      const interim = await bearerInterim(request);
      if (request.body.purpose === "verify_phone" && !interim) await app.requireUser(request, reply);
      await sendOtp(ctx, request.body, { interim, user: request.user }, app.clock());
      return ok({ sent: true, resend_after: OTP_POLICY.resendAfterMs / 1000, expires_in: OTP_POLICY.validForMs / 1000 }, OTP_MESSAGES.sent);
    },
  );

  app.post(
    "/passy/v1/verify_otp",
    {
      schema: {
        tags: ["accounts"],
        summary: "Verify a sign-up or phone-verification OTP",
        description:
          "E-mail (sign-up) returns an interim token; the phone step with that token returns an updated one for sign_up. With a social interim token (updated_token) the phone step signs in.",
        body: VerifyOtpBody,
        response: { 200: VerifyOtpResponse, ...errors },
      },
      preHandler: [limits.otpVerifyPerIp, limits.otpVerifyPerIdentifier],
    },
    async (request, reply) => {
      const interim = await bearerInterim(request);
      if (request.body.purpose === "verify_phone" && !interim) await app.requireUser(request, reply);
      const outcome = await verifyOtp(ctx, request.body, { interim, user: request.user }, app.clock());
      if (outcome.signedIn) setSessionCookies(reply, outcome.signedIn.session, outcome.signedIn.user, app.cookiesSecure);
      // A signed-in user's new phone: the readable profile cookie follows, as after a profile change.
      if (outcome.phoneChanged && request.auth?.via === "cookie") {
        setProfileCookie(reply, outcome.phoneChanged, request.auth.expiresAt, app.clock(), app.cookiesSecure);
      }
      const { signedIn: _signedIn, phoneChanged: _phoneChanged, ...data } = outcome;
      return ok(data, OTP_MESSAGES.verified);
    },
  );

  app.post(
    "/passy/v1/login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Log in with e-mail or phone and password (needs the solved human check)",
        description:
          "Limited per identifier and client address together (429 with Retry-After). Past a ceiling of failed logins for the identifier from anywhere, the login needs a hard-level check (the challenge for `?input=` that identifier is hard): a normal one answers 400 with a message saying so.",
        body: PasswordLoginBody,
        response: { 200: LoginResponse, ...errors },
      },
      preHandler: [limits.loginPerIp, limits.loginPerIdentifierAndIp],
    },
    async (request, reply) => {
      const level = await passwordLoginCheckLevel(ctx, request.body, app.clock());
      await humanCheck.requireHuman(request.body.human_check, request.ip, app.clock(), level);
      const signedIn = await loginWithPassword(ctx, request.body, app.clock());
      return ok(signedInAnswer(reply, signedIn), SESSION_MESSAGES.loggedIn);
    },
  );

  app.post(
    "/passy/v1/verify_otp_login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Log in with an OTP sent by send_otp (purpose login)",
        body: OtpLoginBody,
        response: { 200: LoginResponse, ...errors },
      },
      preHandler: [limits.loginPerIp, limits.loginPerIdentifierAndIp],
    },
    async (request, reply) => {
      await humanCheck.requireHuman(request.body.human_check, request.ip, app.clock());
      const signedIn = await loginWithOtp(ctx, request.body, app.clock());
      return ok(signedInAnswer(reply, signedIn), SESSION_MESSAGES.loggedIn);
    },
  );

  app.post(
    "/passy/v1/sign_up",
    {
      schema: {
        tags: ["accounts"],
        summary: "Finish sign-up (Authorization: Bearer the interim token proving e-mail and phone)",
        body: SignUpBody,
        response: { 201: LoginResponse, ...errors },
      },
      preHandler: [limits.signUpPerIp],
    },
    async (request, reply) => {
      const claims = await requireInterimToken(app.secretKey, request.headers.authorization, app.clock());
      const signedIn = await finishSignUp(ctx, claims, request.body, app.clock());
      reply.code(201);
      return ok(signedInAnswer(reply, signedIn), SESSION_MESSAGES.signedUp, 201);
    },
  );

  app.post(
    "/passy/v1/forgot_password",
    {
      schema: {
        tags: ["accounts"],
        summary: "E-mail a single-use password reset link valid 1 hour (same answer for every address)",
        body: ForgotPasswordBody,
        response: { 200: ForgotPasswordResponse, ...errors },
      },
      preHandler: [limits.resetPerIp, limits.resetPerIdentifier],
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, app.clock());
      return ok({ sent: true }, ACCOUNT_MESSAGES.resetSent);
    },
  );

  app.get(
    "/passy/v1/check_reset_token",
    {
      schema: {
        tags: ["accounts"],
        summary: "Whether a password reset link can still be used",
        querystring: TokenQuery,
        response: { 200: ResetTokenResponse, ...errors },
      },
      preHandler: [limits.lookupPerIp],
    },
    async (request) => ok(await checkResetToken(ctx, request.query.token, app.clock())),
  );

  app.post(
    "/passy/v1/reset_password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with a reset link; ends every session of the account",
        body: ResetPasswordBody,
        response: { 200: DoneResponse, ...errors },
      },
      preHandler: [limits.resetPerIp],
    },
    async (request) => {
      await resetPassword(ctx, request.body, app.clock());
      return ok({ done: true }, ACCOUNT_MESSAGES.passwordReset);
    },
  );

  app.get(
    "/passy/v1/activate_account",
    {
      schema: {
        tags: ["accounts"],
        summary: "Confirm an account's e-mail address with the e-mailed link",
        querystring: TokenQuery,
        response: { 200: DoneResponse, ...errors },
      },
      preHandler: [limits.lookupPerIp],
    },
    async (request) => {
      await activateAccount(ctx, request.query.token, app.clock());
      return ok({ done: true }, ACCOUNT_MESSAGES.activated);
    },
  );

  app.get(
    "/passy/v1/session",
    {
      schema: {
        tags: ["accounts"],
        summary: "Who is signed in; (re)sets the csrfToken cookie, clears the cookies of a dead session",
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      await app.identifyUser(request, reply);
      const { user, auth } = request;
      if (!user || !auth) {
        if (request.cookies[COOKIE.access] || request.cookies[COOKIE.profile]) clearSessionCookies(reply, app.cookiesSecure);
        return ok({ logged_in: false, profile: null, expires_at: null, csrf_token: null });
      }
      const csrf = csrfTokenFor(app.secretKey, auth.sessionId);
      setCsrfCookie(reply, csrf, auth.expiresAt, app.clock(), app.cookiesSecure);
      return ok({ logged_in: true, profile: sessionProfileOf(user), expires_at: auth.expiresAt.toISOString(), csrf_token: csrf });
    },
  );

  app.post(
    "/passy/v1/signout",
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign out: revokes the session and clears the cookies",
        response: { 200: DoneResponse, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const viaBearer = bearer ? await sessionOfToken(app.db, app.secretKey, bearer, now) : undefined;
      if (viaBearer) {
        await endSession(app.db, viaBearer.session.id, now);
      } else if (request.cookies[COOKIE.access]) {
        // A cookie session is only ended with the CSRF header, so another site cannot sign users out.
        await app.identifyUser(request, reply);
        if (request.auth) await endSession(app.db, request.auth.sessionId, now);
      }
      clearSessionCookies(reply, app.cookiesSecure);
      return ok({ done: true }, SESSION_MESSAGES.signedOut);
    },
  );

  app.post(
    "/passy/v1/social_login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign in with Google (id_token), Facebook (access_token) or LinkedIn (auth_code, redirect_uri)",
        description:
          "Without a verified phone the answer has updated_token (interim) and no session: verify a phone with it (verify_otp, purpose verify_phone).",
        body: SocialLoginBody,
        response: { 200: SocialLoginResponse, ...errors },
      },
      preHandler: [limits.loginPerIp],
    },
    async (request, reply) => {
      if (!social.configured().includes(request.body.provider)) throw notAvailable(request.body.provider);
      const identity = await social.identify(request.body, app.clock());
      const outcome = await signInWithSocial(ctx, identity, app.clock());
      if (outcome.signedIn) setSessionCookies(reply, outcome.signedIn.session, outcome.signedIn.user, app.cookiesSecure);
      const { signedIn: _signedIn, ...data } = outcome;
      return ok(data, outcome.signedIn ? SESSION_MESSAGES.loggedIn : "Please verify your phone number to continue.");
    },
  );

  app.get(
    "/passy/v1/auth_providers",
    {
      schema: {
        tags: ["accounts"],
        summary: "The social sign-in providers configured on this server (the page hides the others)",
        response: { 200: AuthProvidersResponse },
      },
    },
    async () => ok({ providers: await social.publicInfo() }),
  );

  app.get(
    "/passy/v1/human_check/challenge",
    {
      schema: {
        tags: ["accounts"],
        summary: "A fresh ALTCHA proof-of-work challenge, or the reCAPTCHA site key when reCAPTCHA is configured",
        description: "With `input` (the login identifier) the challenge is hard when that identifier is past its ceiling of failed logins.",
        querystring: HumanCheckChallengeQuery,
        response: { 200: HumanCheckChallengeResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await humanCheck.challenge(app.clock(), await challengeLevelFor(ctx, request.query, app.clock())));
    },
  );

  app.get(
    "/passy/v1/human_check/verify",
    {
      schema: {
        tags: ["accounts"],
        summary: "Check a solved human check (query g-recaptcha-response); answers status 200 and a single-use pass for the login call",
        querystring: HumanCheckVerifyQuery,
        response: { 200: HumanCheckVerifyResponse, ...errors },
      },
      preHandler: [limits.lookupPerIp],
    },
    async (request) => {
      const pass = await humanCheck.exchangeForPass(request.query["g-recaptcha-response"], request.ip, app.clock());
      return ok({ status: 200, human_token: pass });
    },
  );
};
