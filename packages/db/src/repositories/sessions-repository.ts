import { and, eq, gt, isNull, sql, type Placeholder } from "drizzle-orm";
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

/** A live session of a user not deleted: not revoked, not expired at `now` (values, or a prepared statement's placeholders). */
function liveSession(sessionId: string | Placeholder, now: Date | Placeholder) {
  return and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.deletedAt));
}

// Prepared once per database (as rooms-repository's inventory): built and planned once, not per request.
const preparedLive = new WeakMap<Database, ReturnType<typeof prepareLive>>();

function prepareLive(db: Database) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sql.placeholder("id"), sql.placeholder("now")))
    .prepare("session_is_live");
}

/**
 * Whether a session is live (as `findLiveSession`) without reading its rows: the check a page
 * kept for visitors makes for a signed-in visitor (apps/api/src/web/mount-web.ts).
 */
export async function isSessionLive(db: Database, sessionId: string, now: Date): Promise<boolean> {
  let statement = preparedLive.get(db);
  if (!statement) preparedLive.set(db, (statement = prepareLive(db)));
  const rows = await statement.execute({ id: sessionId, now });
  return rows.length > 0;
}

/** The live session and its user: not revoked, not expired at `now`, user not deleted. */
export async function findLiveSession(db: Database, sessionId: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sessionId, now));
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
