import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema";

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, "id" | "createdAt">>;

const live = isNull(users.deletedAt);

/** A live (not deleted) user by e-mail, case-insensitively. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, live));
  return row;
}

export async function findUserByPhone(db: Database, countryCode: string, phone: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone), live));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

export type SocialProvider = "google" | "facebook" | "linkedin";

const SOCIAL_COLUMN = { google: users.googleSub, facebook: users.facebookId, linkedin: users.linkedinSub } as const;

export async function findUserBySocialId(db: Database, provider: SocialProvider, subject: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(SOCIAL_COLUMN[provider], subject), live));
  return row;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRecord> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error("user was not inserted");
  return row;
}

export async function updateUser(db: Database, id: string, changes: UserChanges, now: Date): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
}

/** True when the error is a unique violation (a second account with the same e-mail or phone). */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
