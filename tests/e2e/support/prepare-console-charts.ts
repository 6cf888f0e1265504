// Test-only (tests/e2e/backoffice-charts.spec.ts), run by prepare-e2e-data.ts before the server
// starts: one admin per journey and browser project, so their sign-in codes never wait on
// another journey's (an operator's code may be sent once a minute). Never part of a production path.
import type { Database } from "@workbay/db/client";
import { setOperatorPassword, upsertOperator } from "@workbay/db/repositories/operators-repository";
import { hashPassword } from "../../../apps/api/src/services/passwords";
import { CONSOLE_CHARTS_JOURNEYS, CONSOLE_CHARTS_PASSWORD, consoleChartsAdmin } from "./console-charts-admin";

export async function makeConsoleChartsAdmins(db: Database): Promise<void> {
  const now = new Date();
  const hash = await hashPassword(CONSOLE_CHARTS_PASSWORD);
  for (const project of ["desktop", "phone"])
    for (const journey of CONSOLE_CHARTS_JOURNEYS) {
      const email = consoleChartsAdmin(project, journey);
      const admin = await upsertOperator(db, { email, role: "admin", centreIds: [], name: "Console Charts" }, now);
      await setOperatorPassword(db, admin.id, hash, now);
    }
}
