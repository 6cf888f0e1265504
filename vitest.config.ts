import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "apps/api/test/**/*.test.ts", "apps/web/test/**/*.test.{ts,tsx}"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry; two workers fit two cores.
    maxWorkers: 2,
    // Test databases start as copies of templates made once here (docs/decisions/0023).
    globalSetup: ["apps/api/test/global-setup.ts"],
  },
});
