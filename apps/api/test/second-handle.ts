// A second handle on one test database, as a second instance of the app has (its own Database
// object, and its own pool on PostgreSQL): the multi-instance tests of the caches use it.
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { openDatabase, type Database, type DatabaseHandle } from "@workbay/db/client";
import * as schema from "@workbay/db/schema";
import type { TestDatabaseKind } from "@workbay/db/testing/open-test-database";

/** A second handle on the same database: its own Database object (and pool on PostgreSQL). */
export async function secondHandle(kind: TestDatabaseKind, first: DatabaseHandle): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const client = (first.db as unknown as { $client: Parameters<typeof drizzlePglite>[0] }).$client;
    return { ...first, db: drizzlePglite(client as never, { schema }) as unknown as Database, close: async () => {} };
  }
  const result = (await first.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${result.rows[0]!.name}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
}
