// Test-only (tests/e2e/backoffice-ops.spec.ts): an admin of its own, so that its sign-in code
// never waits for the demo admin's, whose code backoffice.spec.ts asks for (one a minute).
import type { Database } from "@workbay/db/client";
import { setOperatorPassword, upsertOperator } from "@workbay/db/repositories/operators-repository";
import { hashPassword } from "../../../apps/api/src/services/passwords";
import { CONSOLE_OPS_ADMIN } from "./console-ops-admin";

export async function makeConsoleOpsAdmin(db: Database): Promise<void> {
  const now = new Date();
  const admin = await upsertOperator(db, { email: CONSOLE_OPS_ADMIN.email, role: "admin", centreIds: [], name: "Console Ops" }, now);
  await setOperatorPassword(db, admin.id, await hashPassword(CONSOLE_OPS_ADMIN.password), now);
}
