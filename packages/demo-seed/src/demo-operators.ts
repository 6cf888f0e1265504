// The operator console's demo sign-ins (issue 15). Their password is public on purpose, like
// the demo customer's; a production database never gets demo data.
import { eq } from "drizzle-orm";
import type { Database } from "@workbay/db/client";
import { centres, operators } from "@workbay/db/schema";
import { hashDemoPassword } from "./demo-user";

export const DEMO_OPERATORS = {
  admin: { email: "ops@workbay.in", name: "Priya Menon", role: "admin", city: null },
  manager: { email: "manager.blr@workbay.in", name: "Karthik Gowda", role: "centre_manager", city: "bengaluru" },
} as const;

export const DEMO_OPERATOR_PASSWORD = "Workbay2026";

/**
 * Adds the demo operators when they are missing (also to a database seeded before the console
 * existed); the manager gets every centre of the city at that moment.
 */
export async function seedDemoOperators(db: Database, passwordHash?: string): Promise<void> {
  const hash = passwordHash ?? (await hashDemoPassword(DEMO_OPERATOR_PASSWORD));
  for (const operator of Object.values(DEMO_OPERATORS)) {
    const centreIds = operator.city
      ? (await db.select({ id: centres.id }).from(centres).where(eq(centres.citySlug, operator.city))).map((c) => c.id)
      : [];
    await db
      .insert(operators)
      .values({ email: operator.email, name: operator.name, role: operator.role, centreIds, passwordHash: hash })
      .onConflictDoNothing();
  }
}
