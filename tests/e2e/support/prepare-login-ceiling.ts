// Test-only, run by prepare-e2e-data.ts before the server starts: makes one account per browser
// project whose identifier is one failed login short of the ceiling past which logins need the
// hard human check (decision 0016), so a journey can cross it with one real wrong password.
// Never part of a production path.
import type { Database } from "@workbay/db/client";
import { insertUser } from "@workbay/db/repositories/users-repository";
import { loginFailures } from "@workbay/db/schema";
import { LOGIN_THROTTLE } from "@workbay/domain/login-throttle";
import type { AppConfig } from "../../../apps/api/src/config";
import { hashPassword } from "../../../apps/api/src/services/passwords";
import { LOGIN_CEILING_USERS } from "./login-ceiling-users";

export async function makeLoginCeilingUsers(db: Database, config: AppConfig): Promise<void> {
  const ceiling = Math.max(1, Math.round(LOGIN_THROTTLE.hardCheckAfterFailures * config.accountLimitsScale));
  const now = new Date();
  for (const user of Object.values(LOGIN_CEILING_USERS)) {
    await insertUser(db, {
      email: user.email,
      name: user.name,
      passwordHash: await hashPassword(user.password),
      emailVerified: true,
      phoneVerified: false,
      createdAt: now,
      updatedAt: now,
    });
    // The window opened now stays open for the whole run (it would lapse after 15 minutes).
    await db
      .insert(loginFailures)
      .values({ identifier: user.email, failures: ceiling - 1, windowStartedAt: new Date(now.getTime() + 12 * 60 * 60_000) });
  }
}
