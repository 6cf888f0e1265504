import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import prettier from "eslint-config-prettier";

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
  // Formatting is Prettier's (npm run format); turn off the style rules that would fight it.
  prettier,
);
