import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { FileStore } from "@workbay/db/files/file-store";
import { seedDemoData } from "@workbay/db/seed/seed-demo-data";
import { openTestDatabase, type TestDatabaseKind } from "@workbay/db/testing/open-test-database";
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
  const database = await openTestDatabase(kind, { poolSize: options.poolSize });
  const now = options.now ?? TEST_NOW;
  if (options.seed ?? true) {
    await seedDemoData(database.db, {
      imagesDir: path.join(TEST_DATA_DIR, "images"),
      now,
      ...(options.seedImages ? {} : { files: () => pictureless }),
    });
  }
  const config = testConfig({ dataDir: TEST_DATA_DIR, imagesDir: path.join(TEST_DATA_DIR, "images"), ...options.config });
  const app: FastifyInstance = await buildApp({ config, database, clock: options.clock ?? (() => now) });
  app.addHook("onClose", async () => database.close());
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
