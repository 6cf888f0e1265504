import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
import { accountEndpoints } from "@workbay/contracts/endpoints/accounts";
import { registerEndpoint } from "../../register-endpoint";

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

  registerEndpoint(app, accountEndpoints.checkProfile, async (request) => ok(await checkProfile(ctx, request.body)), {
    preHandler: [limits.lookupPerIp],
    keepsPages: true,
  });

  registerEndpoint(app, accountEndpoints.profileExists, async (request) => ok(await profileExists(ctx, request.query)), {
    preHandler: [limits.lookupPerIp],
  });

  registerEndpoint(
    app,
    accountEndpoints.sendOtp,
    async (request, reply) => {
      const interim = await bearerInterim(request);
      if (request.body.purpose === "verify_phone" && !interim) await app.requireUser(request, reply);
      await sendOtp(ctx, request.body, { interim, user: request.user }, app.clock());
      return ok({ sent: true, resend_after: OTP_POLICY.resendAfterMs / 1000, expires_in: OTP_POLICY.validForMs / 1000 }, OTP_MESSAGES.sent);
    },
    { preHandler: [limits.otpSendPerIp, limits.otpSendPerIdentifier], keepsPages: true },
  );

  registerEndpoint(
    app,
    accountEndpoints.verifyOtp,
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
    { preHandler: [limits.otpVerifyPerIp, limits.otpVerifyPerIdentifier], keepsPages: true },
  );

  registerEndpoint(
    app,
    accountEndpoints.login,
    async (request, reply) => {
      const level = await passwordLoginCheckLevel(ctx, request.body, app.clock());
      await humanCheck.requireHuman(request.body.human_check, request.ip, app.clock(), level);
      const signedIn = await loginWithPassword(ctx, request.body, app.clock());
      return ok(signedInAnswer(reply, signedIn), SESSION_MESSAGES.loggedIn);
    },
    { preHandler: [limits.loginPerIp, limits.loginPerIdentifierAndIp], keepsPages: true },
  );

  registerEndpoint(
    app,
    accountEndpoints.otpLogin,
    async (request, reply) => {
      await humanCheck.requireHuman(request.body.human_check, request.ip, app.clock());
      const signedIn = await loginWithOtp(ctx, request.body, app.clock());
      return ok(signedInAnswer(reply, signedIn), SESSION_MESSAGES.loggedIn);
    },
    { preHandler: [limits.loginPerIp, limits.loginPerIdentifierAndIp], keepsPages: true },
  );

  registerEndpoint(
    app,
    accountEndpoints.signUp,
    async (request, reply) => {
      const claims = await requireInterimToken(app.secretKey, request.headers.authorization, app.clock());
      const signedIn = await finishSignUp(ctx, claims, request.body, app.clock());
      reply.code(201);
      return ok(signedInAnswer(reply, signedIn), SESSION_MESSAGES.signedUp, 201);
    },
    { preHandler: [limits.signUpPerIp], keepsPages: true },
  );

  registerEndpoint(
    app,
    accountEndpoints.forgotPassword,
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, app.clock());
      return ok({ sent: true }, ACCOUNT_MESSAGES.resetSent);
    },
    { preHandler: [limits.resetPerIp, limits.resetPerIdentifier], keepsPages: true },
  );

  registerEndpoint(
    app,
    accountEndpoints.checkResetToken,
    async (request) => ok(await checkResetToken(ctx, request.query.token, app.clock())),
    { preHandler: [limits.lookupPerIp] },
  );

  registerEndpoint(
    app,
    accountEndpoints.resetPassword,
    async (request) => {
      await resetPassword(ctx, request.body, app.clock());
      return ok({ done: true }, ACCOUNT_MESSAGES.passwordReset);
    },
    { preHandler: [limits.resetPerIp], keepsPages: true },
  );

  registerEndpoint(
    app,
    accountEndpoints.activateAccount,
    async (request) => {
      await activateAccount(ctx, request.query.token, app.clock());
      return ok({ done: true }, ACCOUNT_MESSAGES.activated);
    },
    { preHandler: [limits.lookupPerIp] },
  );

  registerEndpoint(app, accountEndpoints.session, async (request, reply) => {
    await app.identifyUser(request, reply);
    const { user, auth } = request;
    if (!user || !auth) {
      if (request.cookies[COOKIE.access] || request.cookies[COOKIE.profile]) clearSessionCookies(reply, app.cookiesSecure);
      return ok({ logged_in: false, profile: null, expires_at: null, csrf_token: null });
    }
    const csrf = csrfTokenFor(app.secretKey, auth.sessionId);
    setCsrfCookie(reply, csrf, auth.expiresAt, app.clock(), app.cookiesSecure);
    return ok({ logged_in: true, profile: sessionProfileOf(user), expires_at: auth.expiresAt.toISOString(), csrf_token: csrf });
  });

  registerEndpoint(
    app,
    accountEndpoints.signOut,
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
    { keepsPages: true },
  );

  registerEndpoint(
    app,
    accountEndpoints.socialLogin,
    async (request, reply) => {
      if (!social.configured().includes(request.body.provider)) throw notAvailable(request.body.provider);
      const identity = await social.identify(request.body, app.clock());
      const outcome = await signInWithSocial(ctx, identity, app.clock());
      if (outcome.signedIn) setSessionCookies(reply, outcome.signedIn.session, outcome.signedIn.user, app.cookiesSecure);
      const { signedIn: _signedIn, ...data } = outcome;
      return ok(data, outcome.signedIn ? SESSION_MESSAGES.loggedIn : "Please verify your phone number to continue.");
    },
    { preHandler: [limits.loginPerIp], keepsPages: true },
  );

  registerEndpoint(app, accountEndpoints.authProviders, async () => ok({ providers: await social.publicInfo() }));

  registerEndpoint(app, accountEndpoints.humanCheckChallenge, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return ok(await humanCheck.challenge(app.clock(), await challengeLevelFor(ctx, request.query, app.clock())));
  });

  registerEndpoint(
    app,
    accountEndpoints.humanCheckVerify,
    async (request) => {
      const pass = await humanCheck.exchangeForPass(request.query["g-recaptcha-response"], request.ip, app.clock());
      return ok({ status: 200, human_token: pass });
    },
    { preHandler: [limits.lookupPerIp], keepsPages: true },
  );
};
