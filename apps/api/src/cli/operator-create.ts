// `npm run operator:create -- <email> <admin|centre_manager> [centre ids...]`: creates an
// operator of the console (or updates the role and centres of an existing one) and prints the
// link that sets their password (valid 72 hours, once). Decision 0029.
import { inArray } from "drizzle-orm";
import { openDatabase } from "@workbay/db/client";
import { upsertOperator } from "@workbay/db/repositories/operators-repository";
import { centres } from "@workbay/db/schema";
import { isValidEmail, normalizeEmail } from "@workbay/domain/validators";
import { loadConfig, resolveSecretKey } from "../config";
import { operatorPasswordLink } from "../services/operator-sessions";

const USAGE = "usage: npm run operator:create -- <email> <admin|centre_manager> [centre ids, e.g. 1 2 or 1,2]";
const [email, role, ...rest] = process.argv.slice(2);
const centreIds = rest
  .flatMap((arg) => arg.split(","))
  .filter((s) => s.trim() !== "")
  .map(Number);

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

if (!email || !isValidEmail(email)) fail("Please give the operator's e-mail address.");
if (role !== "admin" && role !== "centre_manager") fail("The role is admin or centre_manager.");
if (centreIds.some((id) => !Number.isInteger(id) || id <= 0)) fail("Centre ids are whole numbers, e.g. 1 2 3.");
if (role === "centre_manager" && centreIds.length === 0) fail("A centre manager needs at least one centre id.");
if (role === "admin" && centreIds.length > 0) fail("An admin sees every centre: give no centre ids.");

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const known = centreIds.length
    ? (await database.db.select({ id: centres.id }).from(centres).where(inArray(centres.id, centreIds))).map((c) => c.id)
    : [];
  const unknown = centreIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    console.error(`No centre with id ${unknown.join(", ")}.`);
    process.exitCode = 1;
  } else {
    const now = new Date();
    const operator = await upsertOperator(database.db, { email: normalizeEmail(email), role, centreIds }, now);
    console.log(`Operator ${operator.email} (${operator.role}${centreIds.length ? `, centres ${centreIds.join(", ")}` : ""}).`);
    console.log("Set the password (valid 72 hours, once):");
    console.log(await operatorPasswordLink(resolveSecretKey(config), config.publicUrl, operator, now));
  }
} finally {
  await database.close();
}
