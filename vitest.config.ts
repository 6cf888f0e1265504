import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "apps/api/test/**/*.test.ts", "apps/web/test/**/*.test.{ts,tsx}"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry; two workers fit two cores.
    maxWorkers: 2,
    // Each worker keeps its modules between test files instead of importing the app, PGlite's
    // WebAssembly and every dependency again per file: the suite's CPU time halved (805 s to
    // 421 s, measured 2026-11-25, docs/decisions/0023). Test files share no module state that
    // matters: every file builds its own app on its own database, and nothing mocks modules.
    isolate: false,
    // Test databases start as copies of templates made once here (docs/decisions/0023).
    globalSetup: ["apps/api/test/global-setup.ts"],
  },
});
