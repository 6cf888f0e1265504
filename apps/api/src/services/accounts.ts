import { createHash, randomBytes } from "node:crypto";
import type {
  CheckProfileBody,
  OtpLoginBody,
  PasswordLoginBody,
  ResetPasswordBody,
  SendOtpBody,
  SignUpBody,
  VerifyOtpBody,
  VerifyOtpData,
} from "@workbay/contracts/accounts";
import { AppError } from "@workbay/domain/app-error";
import { identifierKey, parseLoginIdentifier, type LoginIdentifier } from "@workbay/domain/login-identifier";
import { LOGIN_THROTTLE, loginCheckLevel, type HumanCheckLevel } from "@workbay/domain/login-throttle";
import { parsePhone, type PhoneNumber } from "@workbay/domain/phone-number";
import { SESSION_MESSAGES } from "@workbay/domain/session-rules";
import { normalizeEmail } from "@workbay/domain/validators";
import type { Database } from "@workbay/db/client";
import { loginFailuresOf, recordLoginFailure } from "@workbay/db/repositories/login-failures-repository";
import { enqueueMessage } from "@workbay/db/repositories/outbox-repository";
import {
  findUsablePasswordReset,
  insertPasswordReset,
  markPasswordResetUsed,
  voidPasswordResets,
} from "@workbay/db/repositories/password-resets-repository";
import { revokeUserSessions } from "@workbay/db/repositories/sessions-repository";
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  isUniqueViolation,
  updateUser,
  type UserRecord,
} from "@workbay/db/repositories/users-repository";
import { accountExistsMessage, activationMessage, passwordResetMessage } from "./account-messages";
import { signInterimToken, type InterimClaims } from "./interim-tokens";
import { checkOtp, issueOtp } from "./otp-codes";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";
import { loginDataOf, startSession, type IssuedSession } from "./sessions";
import { readToken, signToken } from "./signed-tokens";

/** What the account rules need from the app: I/O and configuration, passed in. */
export type AccountContext = {
  db: Database;
  secret: string;
  publicUrl: string;
  /** ACCOUNT_LIMITS_SCALE: multiplies the failed-login ceiling too. */
  limitsScale?: number;
};

export type SignedIn = { user: UserRecord; session: IssuedSession };

const RESET_VALID_FOR_MS = 60 * 60_000;
const ACTIVATION_VALID_FOR_MS = 7 * 24 * 60 * 60_000;

export const ACCOUNT_MESSAGES = {
  resetSent: "Password link sent",
  resetInvalid: "This password reset link is invalid or has expired.",
  passwordReset: "Your password has been reset. Please log in with the new password.",
  activationInvalid: "This activation link is invalid or has expired.",
  activated: "Your e-mail address is confirmed.",
  phoneFirst: "Please verify your phone number first.",
  phoneTaken: "This phone number is already registered with another account.",
  accountExists: "An account with this e-mail or phone number already exists. Please log in.",
  verifyNewPhone: "Please verify the new phone number with an OTP first.",
  useLoginCall: "Please log in with the OTP through the login call.",
} as const;

function findByIdentifier(db: Database, identifier: LoginIdentifier): Promise<UserRecord | undefined> {
  return identifier.kind === "email"
    ? findUserByEmail(db, identifier.email)
    : findUserByPhone(db, identifier.phone.countryCode, identifier.phone.national);
}

function requireIdentifier(input: string, countryCode: string, field = "input"): LoginIdentifier {
  const identifier = parseLoginIdentifier(input, countryCode);
  if (!identifier) throw new AppError("bad_request", "Please enter a valid input", { field });
  return identifier;
}

function requirePhone(phone: string, countryCode: string): PhoneNumber {
  const parsed = parsePhone(phone, countryCode);
  if (!parsed) throw new AppError("bad_request", "Please enter a valid phone number", { field: "phone_number" });
  return parsed;
}

// ---- identifier look-ups

/**
 * The login dialog's profile check. An unknown identifier answers like an account with a
 * password, so the check tells nothing about who has an account; only an existing account
 * without a password (made by social sign-in) says so, to offer the OTP and reset paths.
 */
export async function checkProfile(ctx: AccountContext, body: CheckProfileBody) {
  const identifier = requireIdentifier(body.input, body.country_code);
  const user = await findByIdentifier(ctx.db, identifier);
  return { input_type: identifier.kind, password_set: user ? user.passwordHash !== null : true };
}

export async function profileExists(ctx: AccountContext, query: { input: string; country_code: string }) {
  const user = await findByIdentifier(ctx.db, requireIdentifier(query.input, query.country_code));
  return { exists: user !== undefined };
}

// ---- OTPs

export type OtpCaller = { interim?: InterimClaims; user?: UserRecord | null };

/**
 * Sends a code for sign-up, login or phone verification. Login codes for unknown identifiers
 * and sign-up codes for e-mails that have an account are recorded but not sent (the owner of
 * an existing e-mail gets a note instead), so the answer never reveals an account.
 */
export async function sendOtp(ctx: AccountContext, body: SendOtpBody, caller: OtpCaller, now: Date): Promise<void> {
  if (body.kind === "email") {
    const email = normalizeEmail(body.email);
    const target = { channel: "email" as const, identifier: email, purpose: body.purpose };
    if (body.purpose === "verify_phone")
      throw new AppError("bad_request", "kind: must be phone_number to verify a phone", { field: "kind" });
    const user = await findUserByEmail(ctx.db, email);
    if (body.purpose === "login") return issueOtp(ctx.db, ctx.secret, target, now, { deliver: user !== undefined });
    if (user) {
      const hour = Math.floor(now.getTime() / 3_600_000);
      const note = { ...accountExistsMessage(email, `${ctx.publicUrl}/login`), dedupeKey: `account-exists:${email}:${hour}` };
      return issueOtp(ctx.db, ctx.secret, target, now, { deliver: false, alsoSend: note });
    }
    return issueOtp(ctx.db, ctx.secret, target, now);
  }
  const phone = requirePhone(body.phone_number, body.country_code);
  const target = { channel: "sms" as const, identifier: phone.e164, purpose: body.purpose };
  if (body.purpose === "login") {
    const user = await findUserByPhone(ctx.db, phone.countryCode, phone.national);
    return issueOtp(ctx.db, ctx.secret, target, now, { deliver: user !== undefined });
  }
  // SMS cost money: phone codes for sign-up and verification only go to someone who is already
  // part-way in (a verified sign-up e-mail, a social sign-in, or a session).
  const allowed =
    (body.purpose === "signup" && caller.interim?.kind === "signup") ||
    (body.purpose === "verify_phone" && (caller.interim?.kind === "phone" || Boolean(caller.user)));
  if (!allowed) throw new AppError("unauthorized", SESSION_MESSAGES.loginRequired);
  return issueOtp(ctx.db, ctx.secret, target, now);
}

async function ensurePhoneFree(db: Database, phone: PhoneNumber, ownerId?: string): Promise<void> {
  const holder = await findUserByPhone(db, phone.countryCode, phone.national);
  if (holder && holder.id !== ownerId) throw new AppError("conflict", ACCOUNT_MESSAGES.phoneTaken, { field: "phone_number" });
}

/** `signedIn`: a session the call started; `phoneChanged`: a signed-in user's account with its new phone. */
export type VerifyOtpOutcome = VerifyOtpData & { signedIn?: SignedIn; phoneChanged?: UserRecord };

/**
 * Verifies a sign-up or phone-verification code. Sign-up steps return an interim token that
 * records what was proven; the phone step of a social sign-in ends with a session.
 */
export async function verifyOtp(ctx: AccountContext, body: VerifyOtpBody, caller: OtpCaller, now: Date): Promise<VerifyOtpOutcome> {
  if (body.purpose === "login") throw new AppError("bad_request", ACCOUNT_MESSAGES.useLoginCall, { field: "purpose" });
  if (body.kind === "email") {
    if (body.purpose !== "signup") throw new AppError("bad_request", "kind: must be phone_number to verify a phone", { field: "kind" });
    const email = normalizeEmail(body.email);
    await checkOtp(ctx.db, ctx.secret, { channel: "email", identifier: email, purpose: "signup" }, body.otp, now);
    const interim = await signInterimToken(ctx.secret, { kind: "signup", email }, now);
    return { interim_token: interim, session: null, email_verified: true, phone_verified: false };
  }

  const phone = requirePhone(body.phone_number, body.country_code);
  const target = { channel: "sms" as const, identifier: phone.e164, purpose: body.purpose };
  if (body.purpose === "signup") {
    if (caller.interim?.kind !== "signup") throw new AppError("unauthorized", SESSION_MESSAGES.loginRequired);
    // The code first: only the phone's owner learns that it belongs to another account.
    await checkOtp(ctx.db, ctx.secret, target, body.otp, now);
    await ensurePhoneFree(ctx.db, phone);
    const interim = await signInterimToken(ctx.secret, { kind: "signup", email: caller.interim.email, phone }, now);
    return { interim_token: interim, session: null, email_verified: true, phone_verified: true };
  }

  // verify_phone: the phone step after a social sign-in, or a signed-in user's new number.
  const userId = caller.interim?.kind === "phone" ? caller.interim.userId : caller.user?.id;
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw new AppError("unauthorized", SESSION_MESSAGES.loginRequired);
  await checkOtp(ctx.db, ctx.secret, target, body.otp, now);
  await ensurePhoneFree(ctx.db, phone, user.id);
  let updated: UserRecord | undefined;
  try {
    updated = await updateUser(ctx.db, user.id, { phone: phone.national, countryCode: phone.countryCode, phoneVerified: true }, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", ACCOUNT_MESSAGES.phoneTaken, { field: "phone_number" });
    throw error;
  }
  if (!updated) throw new AppError("unauthorized", SESSION_MESSAGES.loginRequired);
  if (caller.interim?.kind !== "phone") {
    return { interim_token: null, session: null, email_verified: updated.emailVerified, phone_verified: true, phoneChanged: updated };
  }
  const signedIn = await signIn(ctx, updated, now);
  return {
    interim_token: null,
    session: loginDataOf(signedIn.user, signedIn.session),
    email_verified: updated.emailVerified,
    phone_verified: true,
    signedIn,
  };
}

// ---- logins

export async function signIn(ctx: AccountContext, user: UserRecord, now: Date): Promise<SignedIn> {
  if (!user.isActive) throw new AppError("forbidden", SESSION_MESSAGES.inactive);
  return { user, session: await startSession(ctx.db, ctx.secret, user, now) };
}

function passwordLoginIdentifier(body: Pick<PasswordLoginBody, "input" | "email" | "country_code">): LoginIdentifier {
  return requireIdentifier(body.input ?? body.email ?? "", body.country_code, body.input !== undefined ? "input" : "email");
}

/** The human check a login for this identifier needs now: hard past its ceiling of failures. */
export async function humanCheckLevelFor(ctx: AccountContext, identifier: LoginIdentifier, now: Date): Promise<HumanCheckLevel> {
  return loginCheckLevel(await loginFailuresOf(ctx.db, identifierKey(identifier)), now, ctx.limitsScale ?? 1);
}

/** The check level of a password login request (400 for an identifier that is not one). */
export function passwordLoginCheckLevel(
  ctx: AccountContext,
  body: Pick<PasswordLoginBody, "input" | "email" | "country_code">,
  now: Date,
): Promise<HumanCheckLevel> {
  return humanCheckLevelFor(ctx, passwordLoginIdentifier(body), now);
}

/** The check level the challenge of a login page should have, for the identifier it names (if any). */
export async function challengeLevelFor(
  ctx: AccountContext,
  query: { input?: string; country_code?: string },
  now: Date,
): Promise<HumanCheckLevel> {
  const identifier = query.input ? parseLoginIdentifier(query.input, query.country_code ?? "+91") : null;
  return identifier ? humanCheckLevelFor(ctx, identifier, now) : "normal";
}

/**
 * Password login. An unknown account and a wrong password get the same 401 and take about as
 * long (the dummy hash), and both count towards the identifier's ceiling of failures; a legacy
 * scrypt hash is upgraded to argon2id on success.
 */
export async function loginWithPassword(ctx: AccountContext, body: PasswordLoginBody, now: Date): Promise<SignedIn> {
  const identifier = passwordLoginIdentifier(body);
  const user = await findByIdentifier(ctx.db, identifier);
  const refuse = async () => {
    await recordLoginFailure(ctx.db, identifierKey(identifier), now, LOGIN_THROTTLE.windowMs);
    return new AppError("unauthorized", SESSION_MESSAGES.badCredentials);
  };
  if (!user?.passwordHash) {
    await verifyAgainstDummy(body.password);
    throw await refuse();
  }
  const check = await verifyPassword(user.passwordHash, body.password);
  if (!check.ok) throw await refuse();
  let current = user;
  if (check.needsRehash) current = (await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(body.password) }, now)) ?? user;
  return signIn(ctx, current, now);
}

/** OTP login: the code proves the phone (or e-mail) it was sent to. */
export async function loginWithOtp(ctx: AccountContext, body: OtpLoginBody, now: Date): Promise<SignedIn> {
  const identifier = requireIdentifier(body.input, body.country_code);
  const channel = identifier.kind === "email" ? "email" : "sms";
  await checkOtp(ctx.db, ctx.secret, { channel, identifier: identifierKey(identifier), purpose: "login" }, body.otp, now);
  const user = await findByIdentifier(ctx.db, identifier);
  // Codes for unknown identifiers are never sent, so this is an account deleted meanwhile.
  if (!user) throw new AppError("unauthorized", SESSION_MESSAGES.badCredentials);
  const proven = identifier.kind === "email" ? { emailVerified: true } : { phoneVerified: true };
  const updated = (await updateUser(ctx.db, user.id, proven, now)) ?? user;
  return signIn(ctx, updated, now);
}

// ---- sign-up

/** Creates the account from a sign-up interim token that proves both the e-mail and the phone. */
export async function finishSignUp(ctx: AccountContext, claims: InterimClaims, body: SignUpBody, now: Date): Promise<SignedIn> {
  if (claims.kind !== "signup") throw new AppError("unauthorized", SESSION_MESSAGES.loginRequired);
  if (!claims.phone) throw new AppError("bad_request", ACCOUNT_MESSAGES.phoneFirst, { field: "phone_number" });
  const passwordHash = await hashPassword(body.password);
  let user: UserRecord;
  try {
    user = await insertUser(ctx.db, {
      email: claims.email,
      phone: claims.phone.national,
      countryCode: claims.phone.countryCode,
      name: body.name.trim(),
      passwordHash,
      emailVerified: true,
      phoneVerified: true,
      signupCentreId: body.center_id,
      referralCode: body.referral_code || null,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", ACCOUNT_MESSAGES.accountExists);
    throw error;
  }
  return signIn(ctx, user, now);
}

// ---- password reset and activation

function resetTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Always the same answer; an account gets a single-use link valid for an hour (older links stop working). */
export async function requestPasswordReset(ctx: AccountContext, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.email) return;
  const { email: to } = user;
  const token = randomBytes(32).toString("base64url");
  // A new link voids the older ones; the link and its e-mail commit together.
  await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await voidPasswordResets(txDb, user.id, now);
    await insertPasswordReset(txDb, {
      tokenHash: resetTokenHash(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_VALID_FOR_MS),
      createdAt: now,
    });
    await enqueueMessage(txDb, passwordResetMessage(to, `${ctx.publicUrl}/reset-password?token=${token}`), now);
  });
}

export async function checkResetToken(ctx: AccountContext, token: string, now: Date) {
  const found = await findUsablePasswordReset(ctx.db, resetTokenHash(token), now);
  if (!found?.user.email) throw new AppError("bad_request", ACCOUNT_MESSAGES.resetInvalid, { field: "token" });
  return { valid: true, email: found.user.email };
}

/** Sets the new password, spends the link, voids other links and ends every session. */
export async function resetPassword(ctx: AccountContext, body: ResetPasswordBody, now: Date): Promise<void> {
  const hash = resetTokenHash(body.token);
  const found = await findUsablePasswordReset(ctx.db, hash, now);
  if (!found || normalizeEmail(found.user.email ?? "") !== normalizeEmail(body.email)) {
    throw new AppError("bad_request", ACCOUNT_MESSAGES.resetInvalid, { field: "token" });
  }
  const passwordHash = await hashPassword(body.new_password);
  // Spending the link, the new password and the end of the sessions commit together.
  const spent = await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    if (!(await markPasswordResetUsed(txDb, hash, now))) return false;
    await updateUser(txDb, found.user.id, { passwordHash, emailVerified: true }, now);
    await voidPasswordResets(txDb, found.user.id, now);
    await revokeUserSessions(txDb, found.user.id, now);
    return true;
  });
  if (!spent) throw new AppError("bad_request", ACCOUNT_MESSAGES.resetInvalid, { field: "token" });
}

/** E-mails a link that confirms the address (accounts made by social sign-in without a verified e-mail). */
export async function sendActivationLink(ctx: AccountContext, user: UserRecord, now: Date, db: Database = ctx.db): Promise<void> {
  if (!user.email) return;
  const token = await signToken(
    ctx.secret,
    "activate-account",
    { sub: user.id, email: user.email },
    new Date(now.getTime() + ACTIVATION_VALID_FOR_MS),
    now,
  );
  const day = Math.floor(now.getTime() / 86_400_000);
  await enqueueMessage(
    db,
    { ...activationMessage(user.email, `${ctx.publicUrl}/activate-account?token=${token}`), dedupeKey: `activate:${user.id}:${day}` },
    now,
  );
}

export async function activateAccount(ctx: AccountContext, token: string, now: Date): Promise<void> {
  const claims = await readToken(ctx.secret, "activate-account", token, now);
  const user = typeof claims?.sub === "string" ? await findUserById(ctx.db, claims.sub) : undefined;
  if (!user || !user.email || normalizeEmail(user.email) !== claims?.email) {
    throw new AppError("bad_request", ACCOUNT_MESSAGES.activationInvalid, { field: "token" });
  }
  // Confirms the address only: whether an account is active stays the operator's decision.
  await updateUser(ctx.db, user.id, { emailVerified: true }, now);
}
