// The layer rules of eslint.config.js (docs/decisions/0032) refuse what they should: each case
// lints one import as if written in a real file of the repository.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

/** The boundary rule's and the entry-point rule's messages (the latter on test folders only). */
async function testImportErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "boundaries/dependencies" || m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("layer boundaries", () => {
  it.each([
    ["a feature imports another feature", "apps/web/app/features/auth/x.ts", 'import { value } from "../booking-card/booking-request";'],
    ["a feature imports a route", "apps/web/app/features/auth/x.ts", 'import { value } from "../../routes/login";'],
    ["a feature imports the site layout", "apps/web/app/features/auth/x.ts", 'import { value } from "../../layout/site-header";'],
    ["the shared layer imports a feature", "apps/web/app/shared/session/x.ts", 'import { value } from "../../features/auth/auth-api";'],
    ["a component imports a feature", "apps/web/app/components/ui/x.ts", 'import { value } from "../../features/checkout/checkout-draft";'],
    ["the web app imports the database", "apps/web/app/features/auth/x.ts", 'import { value } from "@workbay/db/schema";'],
    ["the domain imports contracts", "packages/domain/src/x.ts", 'import { value } from "@workbay/contracts/booking";'],
    ["contracts import the database", "packages/contracts/src/x.ts", 'import { value } from "@workbay/db/schema";'],
    ["the database imports the API", "packages/db/src/x.ts", 'import { value } from "../../../apps/api/src/config";'],
    ["the API imports the web app", "apps/api/src/x.ts", 'import { value } from "../../web/app/load-context";'],
  ])("refuses: %s", async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["a feature imports its own module", "apps/web/app/features/auth/x.ts", 'import { value } from "./auth-api";'],
    [
      "a feature imports the shared layer",
      "apps/web/app/features/auth/x.ts",
      'import { value } from "../../shared/session/session-store";',
    ],
    ["a feature imports a component", "apps/web/app/features/auth/x.ts", 'import { value } from "../../components/ui/button";'],
    ["a feature imports the load context", "apps/web/app/features/auth/x.ts", 'import { value } from "../../load-context";'],
    ["a route imports a feature", "apps/web/app/routes/x.tsx", 'import { value } from "../features/auth/auth-dialogs";'],
    ["the layout imports a feature", "apps/web/app/layout/x.tsx", 'import { value } from "../features/search/search-box";'],
    ["contracts import the domain", "packages/contracts/src/x.ts", 'import { value } from "@workbay/domain/validators";'],
    ["the demo seed imports the database", "packages/demo-seed/src/x.ts", 'import { value } from "@workbay/db/schema";'],
  ])("allows: %s", async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe("the test folders' boundaries", () => {
  it.each([
    [
      "a package's test imports another package's source file",
      "packages/contracts/test/x.ts",
      'import { value } from "@workbay/domain/src/validators";',
    ],
    [
      "a package's test reaches into another package by path",
      "packages/db/test/x.ts",
      'import { value } from "../../domain/src/validators";',
    ],
    ["a package's test imports an app", "packages/db/test/x.ts", 'import { value } from "../../../apps/api/src/config";'],
    ["an API test imports a package's source file", "apps/api/test/x.ts", 'import { value } from "@workbay/db/src/schema";'],
    ["an API test imports a web feature", "apps/api/test/x.ts", 'import { value } from "../../web/app/features/checkout/checkout-draft";'],
    ["a web test imports the API", "apps/web/test/x.ts", 'import { value } from "../../api/src/config";'],
    ["a web test imports the database", "apps/web/test/x.ts", 'import { value } from "@workbay/db/schema";'],
    ["a journey imports the API's code", "tests/e2e/x.spec.ts", 'import { value } from "../../apps/api/src/config";'],
    [
      "a journey imports the web app",
      "tests/e2e/x.spec.ts",
      'import { value } from "../../apps/web/app/features/checkout/checkout-draft";',
    ],
    ["a journey imports a package", "tests/e2e/x.spec.ts", 'import { value } from "@workbay/domain/validators";'],
    ["a system test imports a package's source by path", "tests/cluster/x.ts", 'import { value } from "../../packages/db/src/schema";'],
    ["a benchmark imports a web feature", "bench/x.ts", 'import { value } from "../apps/web/app/features/checkout/checkout-draft";'],
  ])("refuses: %s", async (_case, file, code) => {
    expect(await testImportErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["a package's test imports its own source", "packages/db/test/x.ts", 'import { value } from "../src/schema";'],
    [
      "a package's test imports another package's entry point",
      "packages/db/test/x.ts",
      'import { value } from "@workbay/domain/validators";',
    ],
    ["an API test imports the API", "apps/api/test/x.ts", 'import { value } from "../src/config";'],
    ["an API test walks the web app's route table", "apps/api/test/x.ts", 'import { value } from "../../web/app/routes";'],
    ["a web test imports a web feature", "apps/web/test/x.ts", 'import { value } from "../app/features/checkout/checkout-draft";'],
    ["a journey imports the e2e support", "tests/e2e/x.spec.ts", 'import { value } from "./support/pages";'],
    [
      "the e2e support prepares data with the API's code",
      "tests/e2e/support/x.ts",
      'import { value } from "../../../apps/api/src/config";',
    ],
    ["a system test starts the API's code", "tests/reliability/x.ts", 'import { value } from "../../apps/api/src/services/sessions";'],
    ["a benchmark imports the database", "bench/x.ts", 'import { value } from "@workbay/db/schema";'],
  ])("allows: %s", async (_case, file, code) => {
    expect(await testImportErrors(file, code)).toEqual([]);
  });
});
