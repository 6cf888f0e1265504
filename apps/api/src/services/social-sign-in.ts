import type { SocialLoginData } from "@workbay/contracts/accounts";
import { AppError } from "@workbay/domain/app-error";
import { SESSION_MESSAGES } from "@workbay/domain/session-rules";
import type { Database } from "@workbay/db/client";
import {
  findUserByEmail,
  findUserBySocialId,
  insertUser,
  isUniqueViolation,
  updateUser,
  type UserRecord,
} from "@workbay/db/repositories/users-repository";
import { sendActivationLink, signIn, type AccountContext, type SignedIn } from "./accounts";
import { signInterimToken } from "./interim-tokens";
import { loginDataOf } from "./sessions";
import type { SocialIdentity } from "./social-identity";

const SOCIAL_COLUMN = { google: "googleSub", facebook: "facebookId", linkedin: "linkedinSub" } as const;

/**
 * The account of a social identity: the one already linked to it; else the account with the
 * same e-mail when the provider vouches for that e-mail (then it is linked); else a new one.
 * An e-mail the provider does not vouch for is never linked to someone else's account.
 */
async function accountOf(ctx: AccountContext, identity: SocialIdentity, now: Date): Promise<UserRecord> {
  const linked = await findUserBySocialId(ctx.db, identity.provider, identity.subject);
  if (linked) return linked;
  const column = SOCIAL_COLUMN[identity.provider];
  if (identity.email && identity.emailVerified) {
    const owner = await findUserByEmail(ctx.db, identity.email);
    if (owner) return (await updateUser(ctx.db, owner.id, { [column]: identity.subject, emailVerified: true }, now)) ?? owner;
  }
  const emailFree = identity.email ? !(await findUserByEmail(ctx.db, identity.email)) : false;
  try {
    // The account and its activation e-mail commit together.
    return await ctx.db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const created = await insertUser(txDb, {
        email: emailFree ? identity.email : null,
        name: identity.name,
        emailVerified: emailFree && identity.emailVerified,
        [column]: identity.subject,
        createdAt: now,
        updatedAt: now,
      });
      if (created.email && !created.emailVerified) await sendActivationLink(ctx, created, now, txDb);
      return created;
    });
  } catch (error) {
    // Two first sign-ins of the same identity at once: the other one created the account.
    if (!isUniqueViolation(error)) throw error;
    const raced = await findUserBySocialId(ctx.db, identity.provider, identity.subject);
    if (!raced) throw error;
    return raced;
  }
}

export type SocialOutcome = SocialLoginData & { signedIn?: SignedIn };

/**
 * Signs in with a verified social identity. Accounts without a verified phone get an interim
 * `updated_token` for the phone step and no session yet (001 spec section 4).
 */
export async function signInWithSocial(ctx: AccountContext, identity: SocialIdentity, now: Date): Promise<SocialOutcome> {
  const user = await accountOf(ctx, identity, now);
  if (!user.isActive) throw new AppError("forbidden", SESSION_MESSAGES.inactive);
  if (!user.phoneVerified) {
    const updatedToken = await signInterimToken(ctx.secret, { kind: "phone", userId: user.id }, now);
    return { token: "", updated_token: updatedToken, phone_verified: false, name: user.name, session: null };
  }
  const signedIn = await signIn(ctx, user, now);
  return {
    token: signedIn.session.token,
    updated_token: null,
    phone_verified: true,
    name: user.name,
    session: loginDataOf(signedIn.user, signedIn.session),
    signedIn,
  };
}
