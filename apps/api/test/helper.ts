import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { FileStore } from "@workbay/db/files/file-store";
import { seedDemoData } from "@workbay/demo-seed/seed-demo-data";
import { openTestDatabase, type TestDatabaseContents, type TestDatabaseKind } from "@workbay/db/testing/open-test-database";
import { buildApp } from "../src/app";
import { testConfig, type AppConfig } from "../src/config";

/** Monday 23 November 2026, 10:00 IST: the fixed "now" of API tests. */
export const TEST_NOW = new Date("2026-11-23T04:30:00.000Z");
export const TEST_TODAY = "2026-11-23";

/** Shared across test files and runs, so demo images are generated once. */
export const TEST_DATA_DIR = path.resolve(import.meta.dirname, "../../../.cache/test-data");

/** A store that claims to hold every demo picture, so the seed stores none. */
const pictureless: FileStore = {
  kind: "database",
  put: async () => {},
  get: async () => null,
  delete: async () => {},
  existing: async (names) => new Set(names),
};

/** The demo data without its pictures, as of `now`: the template most test databases copy. */
export function demoDataContents(now: Date): TestDatabaseContents {
  const imagesDir = path.join(TEST_DATA_DIR, "images");
  return { key: `demo-data@${now.toISOString()}`, prepare: (db) => seedDemoData(db, { imagesDir, now, files: () => pictureless }) };
}

export async function buildTestApp(
  kind: TestDatabaseKind,
  options: {
    seed?: boolean;
    now?: Date;
    /** A clock the test moves (expiry tests); wins over `now`. */
    clock?: () => Date;
    config?: Partial<AppConfig>;
    extraRoutes?: (app: FastifyInstance) => void;
    /** PostgreSQL connections (concurrency tests). */
    poolSize?: number;
    /**
     * Store the demo pictures in the file store as a real start does (the image tests). Off by
     * default: 20 MB of pictures per test database would cost every test file seconds.
     */
    seedImages?: boolean;
  } = {},
) {
  const now = options.now ?? TEST_NOW;
  const imagesDir = path.join(TEST_DATA_DIR, "images");
  const seed = options.seed ?? true;
  // The demo data without its pictures is the same for every test of a given "now": each
  // database starts as a copy of one seeded template (docs/decisions/0023).
  const database = await openTestDatabase(kind, {
    poolSize: options.poolSize,
    contents: seed && !options.seedImages ? demoDataContents(now) : undefined,
  });
  if (seed && options.seedImages) await seedDemoData(database.db, { imagesDir, now });
  const config = testConfig({ dataDir: TEST_DATA_DIR, imagesDir: path.join(TEST_DATA_DIR, "images"), ...options.config });
  const app: FastifyInstance = await buildApp({ config, database, clock: options.clock ?? (() => now), closeDatabase: true });
  options.extraRoutes?.(app);
  await app.ready();
  return app;
}

/** Waits (at most `timeoutMs`) for something another part delivers asynchronously, such as a cluster message. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
