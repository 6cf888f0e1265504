// The Cookie header of a signed-in browser for the benchmarks: a session of the seeded bench
// customer (bench/seed-large.ts), its access token signed with the server's SECRET_KEY, and the
// readable cookies a login sets (apps/api/src/services/sessions.ts setSessionCookies).
import { openDatabase } from "@workbay/db/client";
import { findUserByEmail } from "@workbay/db/repositories/users-repository";
import { loginMarker } from "@workbay/domain/session-rules";
import { COOKIE, sessionProfileOf, startSession } from "../apps/api/src/services/sessions";

export const BENCH_CUSTOMER = "bench@workbay.in";

export async function signedInCookie(databaseUrl: string, secret: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const user = await findUserByEmail(database.db, BENCH_CUSTOMER);
    if (!user) throw new Error(`no ${BENCH_CUSTOMER} in ${databaseUrl}: run npm run bench:seed again`);
    const session = await startSession(database.db, secret, user, new Date());
    return [
      `${COOKIE.access}=${session.token}`,
      `${COOKIE.marker}=${encodeURIComponent(loginMarker(session.expiresAt))}`,
      `${COOKIE.profile}=${encodeURIComponent(JSON.stringify(sessionProfileOf(user)))}`,
      `${COOKIE.csrf}=${session.csrfToken}`,
    ].join("; ");
  } finally {
    await database.close();
  }
}
