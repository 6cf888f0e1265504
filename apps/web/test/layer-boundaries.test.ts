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
