import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import prettier from "eslint-config-prettier";
import boundaries from "eslint-plugin-boundaries";

/** The loaders' context type (the API client): app-level, but every layer of the web app may use it. */
const loadContext = { to: { element: { type: "web-app", fileInternalPath: "load-context.ts" } } };
/** The web app's route table: the API mounts the pages by it, and its tests and the system tests walk it. */
const webRouteTable = { to: { element: { type: "web-app", fileInternalPath: "routes.ts" } } };
/** The packages, each imported by its named entry points (`exports`). */
const packages = ["domain", "contracts", "db", "demo-seed"];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/.react-router/**",
      ".cache/**",
      "data/**",
      "test-results/**",
      "packages/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["scripts/**/*.mjs", "apps/*/scripts/**/*.mjs", "bench/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  // Contracts reach the browser: they hold schemas and types, and import only domain rules that
  // do nothing on import (issue 14). Invoices build a number-to-words converter with every locale.
  {
    files: ["packages/contracts/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@workbay/domain/invoice", message: "Invoices build a converter on import; contracts reach the browser." },
            { name: "to-words", message: "Server-only: contracts reach the browser." },
          ],
          patterns: [{ group: ["@workbay/db", "@workbay/db/*", "node:*"], message: "Contracts reach the browser: no server code." }],
        },
      ],
    },
  },
  // The demo seed (and sharp's picture drawing) loads only where the server seeds, with import(),
  // so a production server never loads it (docs/decisions/0032).
  {
    files: ["apps/api/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@workbay/demo-seed", "@workbay/demo-seed/*"], message: "Load the demo seed with import() where the server seeds." },
          ],
        },
      ],
    },
  },
  // Layers (docs/decisions/0032). Packages: domain imports nothing of ours; contracts only
  // domain; db only domain; the demo seed db and domain; the API packages; the web app
  // contracts and domain, never the API's or the database's code. Web app: routes and the site
  // layout compose features; a feature imports its own files and the shared layer (shared/,
  // components/), never another feature; the shared layer imports only itself.
  {
    files: [
      "packages/*/src/**/*.{ts,tsx}",
      "apps/*/src/**/*.{ts,tsx}",
      "apps/web/app/**/*.{ts,tsx}",
      "packages/*/test/**/*.{ts,tsx}",
      "apps/*/test/**/*.{ts,tsx}",
      "tests/**/*.{ts,tsx,mjs}",
      "bench/**/*.{ts,mjs}",
    ],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: ["tsconfig.json", "apps/web/tsconfig.json"], noWarnOnMultipleProjects: true } },
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/elements": [
        { type: "domain", pattern: "packages/domain/src" },
        { type: "contracts", pattern: "packages/contracts/src" },
        { type: "db", pattern: "packages/db/src" },
        { type: "demo-seed", pattern: "packages/demo-seed/src" },
        { type: "api", pattern: "apps/api/src" },
        { type: "web-route", pattern: "apps/web/app/routes" },
        { type: "web-layout", pattern: "apps/web/app/layout" },
        { type: "web-feature", pattern: "apps/web/app/features/*", capture: ["feature"] },
        { type: "web-shared", pattern: "apps/web/app/shared" },
        { type: "web-shared", pattern: "apps/web/app/components" },
        { type: "web-app", pattern: "apps/web/app" },
        // Tests (docs/decisions/0032, "Tests"): each kind may import the code it tests.
        { type: "package-test", pattern: "packages/*/test", capture: ["package"] },
        // The web app's route actions run against the real API in process: both sides (0032, "Tests").
        { type: "stack-test", pattern: "apps/api/test/web-actions" },
        { type: "api-test", pattern: "apps/api/test" },
        { type: "web-test", pattern: "apps/web/test" },
        { type: "e2e-support", pattern: "tests/e2e/support" },
        { type: "e2e-journey", pattern: "tests/e2e" },
        { type: "system-test", pattern: "tests/reliability" },
        { type: "system-test", pattern: "tests/cluster" },
        { type: "bench", pattern: "bench" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{ from.element.type }} may not import {{ to.element.type }} {{ to.element.captured.feature }} (layers: docs/decisions/0032)",
          policies: [
            { from: { element: { type: "domain" } }, allow: { to: { element: { type: "domain" } } } },
            { from: { element: { type: "contracts" } }, allow: { to: { element: { types: { anyOf: ["contracts", "domain"] } } } } },
            { from: { element: { type: "db" } }, allow: { to: { element: { types: { anyOf: ["db", "domain"] } } } } },
            { from: { element: { type: "demo-seed" } }, allow: { to: { element: { types: { anyOf: ["demo-seed", "db", "domain"] } } } } },
            {
              from: { element: { type: "api" } },
              allow: { to: { element: { types: { anyOf: ["api", "demo-seed", "db", "contracts", "domain"] } } } },
            },
            {
              from: { element: { types: { anyOf: ["web-app", "web-route", "web-layout"] } } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ["web-app", "web-route", "web-layout", "web-feature", "web-shared", "contracts", "domain"] },
                  },
                },
              },
            },
            {
              from: { element: { type: "web-feature" } },
              allow: [{ to: { element: { types: { anyOf: ["web-shared", "contracts", "domain"] } } } }, loadContext],
            },
            {
              from: { element: { type: "web-feature" } },
              allow: { to: { element: { type: "web-feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
            },
            {
              from: { element: { type: "web-shared" } },
              allow: [{ to: { element: { types: { anyOf: ["web-shared", "contracts", "domain"] } } } }, loadContext],
            },
            // A package's tests: the packages (by their entry points: the rule below), not the apps.
            {
              from: { element: { type: "package-test" } },
              allow: { to: { element: { types: { anyOf: ["package-test", ...packages] } } } },
            },
            {
              from: { element: { type: "api-test" } },
              allow: [{ to: { element: { types: { anyOf: ["api-test", "api", ...packages] } } } }, webRouteTable],
            },
            {
              from: { element: { type: "stack-test" } },
              allow: [
                { to: { element: { types: { anyOf: ["stack-test", "api-test", "api", "web-feature", "web-shared", ...packages] } } } },
                webRouteTable,
              ],
            },
            {
              from: { element: { type: "web-test" } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: ["web-test", "web-app", "web-route", "web-layout", "web-feature", "web-shared", "contracts", "domain"],
                    },
                  },
                },
              },
            },
            // Journeys drive the browser only; their support prepares data with the API's code.
            { from: { element: { type: "e2e-journey" } }, allow: { to: { element: { type: "e2e-support" } } } },
            {
              from: { element: { type: "e2e-support" } },
              allow: { to: { element: { types: { anyOf: ["e2e-support", "api", ...packages] } } } },
            },
            {
              from: { element: { types: { anyOf: ["system-test", "bench"] } } },
              allow: [{ to: { element: { types: { anyOf: ["system-test", "bench", "api", ...packages] } } } }, webRouteTable],
            },
          ],
        },
      ],
    },
  },
  // Tests import a package by its named entry points, never its internal files (docs/decisions/0032).
  {
    files: ["packages/*/test/**/*.{ts,tsx}", "apps/*/test/**/*.{ts,tsx}", "tests/**/*.{ts,tsx,mjs}", "bench/**/*.{ts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@workbay/[^/]+/src(/|$)",
              message: "Import the package by a named entry point (its package.json exports), not its source files.",
            },
            {
              regex: "^(\\.\\./)+(packages/)?(domain|contracts|db|demo-seed)/src(/|$)",
              message: "Import another package by a named entry point (@workbay/<package>/...), not by a path into its source.",
            },
          ],
        },
      ],
    },
  },
  // Formatting is Prettier's (npm run format); turn off the style rules that would fight it.
  prettier,
);
