import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { passwordResets, users } from "../schema";

export async function insertPasswordReset(
  db: Database,
  reset: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** An unused, unexpired reset link and its (live) user. */
export async function findUsablePasswordReset(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        isNull(users.deletedAt),
      ),
    );
  return row;
}

/** Spends a link, once: false when it was used meanwhile. */
export async function markPasswordResetUsed(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .returning({ tokenHash: passwordResets.tokenHash });
  return rows.length === 1;
}

/** Voids every other open link of a user once the password has changed. */
export async function voidPasswordResets(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
