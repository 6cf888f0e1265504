// Test-only, run by prepare-e2e-data.ts before the server starts: one admin per browser project
// for the catalogue journey, so its sign-in codes never wait on another journey's (an operator's
// code may be sent once a minute). Never part of a production path.
import type { Database } from "@workbay/db/client";
import { upsertOperator, setOperatorPassword } from "@workbay/db/repositories/operators-repository";
import { hashPassword } from "../../../apps/api/src/services/passwords";

export const CATALOGUE_OPERATOR_PASSWORD = "Workbay2026";

/** The catalogue journey's admin in a browser project (the vouchers journey has its own: "vouchers"). */
export function catalogueOperatorEmail(project: string, journey: "catalogue" | "vouchers" = "catalogue"): string {
  return `${journey}.${project}@workbay.in`;
}

export async function makeCatalogueOperators(db: Database): Promise<void> {
  const now = new Date();
  const hash = await hashPassword(CATALOGUE_OPERATOR_PASSWORD);
  for (const project of ["desktop", "phone"])
    for (const journey of ["catalogue", "vouchers"] as const) {
      const operator = await upsertOperator(
        db,
        { email: catalogueOperatorEmail(project, journey), role: "admin", centreIds: [], name: "Catalogue Admin" },
        now,
      );
      await setOperatorPassword(db, operator.id, hash, now);
    }
}
