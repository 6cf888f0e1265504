import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { sessions, users } from "../schema";

export async function insertSession(db: Database, userId: string, expiresAt: Date, now: Date): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, createdAt: now })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error("session was not inserted");
  return row;
}

/** The live session and its user: not revoked, not expired at `now`, user not deleted. */
export async function findLiveSession(db: Database, sessionId: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.deletedAt)));
  return row;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset, account deletion). */
export async function revokeUserSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
