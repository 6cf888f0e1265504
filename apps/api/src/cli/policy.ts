// `npm run policy -- ...`: shows or changes the cancellation policy of product types (issue 16,
// decision 0028) until the operator console edits them. The server reads the policy on every
// call, so a change applies at once; with the embedded database, stop the server first (PGlite
// is one process at a time).
//   npm run policy -- list
//   npm run policy -- set <type id> --window 1440:100,120:50 [--forfeit] [--transfer <minutes>]
//   npm run policy -- set <type id> --none            (no customer cancellation, no transfer)
//   npm run policy -- default <type id>               (back to the booking terms' default)
import { parseArgs } from "node:util";
import { openDatabase } from "@workbay/db/client";
import { listCancellationPolicies, saveCancellationPolicy } from "@workbay/db/repositories/refunds-repository";
import { defaultCancellationPolicy, describePolicy, policyProblem, type CancellationPolicy } from "@workbay/domain/cancellation-policy";
import { isProductTypeId, PRODUCT_TYPES, productType } from "@workbay/domain/product-types";
import { loadConfig } from "../config";

const USAGE = `usage:
  npm run policy -- list
  npm run policy -- set <type id> --window <minutes>:<percent>[,<minutes>:<percent>...] [--forfeit] [--transfer <minutes>]
  npm run policy -- set <type id> --none
  npm run policy -- default <type id>
type ids: ${PRODUCT_TYPES.map((t) => `${t.id} ${t.name}`).join(", ")}`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { window: { type: "string" }, forfeit: { type: "boolean" }, transfer: { type: "string" }, none: { type: "boolean" } },
});
const [command, typeArg] = positionals;

function typeId(): CancellationPolicy["productTypeId"] {
  const id = Number(typeArg);
  if (!Number.isInteger(id) || !isProductTypeId(id)) fail(`Unknown product type id: ${typeArg ?? "(none)"}`);
  return id;
}

function policyFromFlags(): CancellationPolicy {
  const productTypeId = typeId();
  if (values.none) return { productTypeId, refundTiers: [], forfeitAfterWindow: false, transferNoticeMinutes: null };
  const refundTiers = (values.window ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const [minutes, percent] = pair.split(":").map(Number);
      return { noticeMinutes: minutes ?? NaN, refundPercent: percent ?? NaN };
    });
  const transfer = values.transfer === undefined ? null : Number(values.transfer);
  const policy = { productTypeId, refundTiers, forfeitAfterWindow: values.forfeit ?? false, transferNoticeMinutes: transfer };
  const problem = policyProblem(policy);
  if (problem) fail(problem);
  return policy;
}

if (!command || !["list", "set", "default"].includes(command)) fail("Say list, set or default.");
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  if (command === "set" || command === "default") {
    const policy = command === "set" ? policyFromFlags() : defaultCancellationPolicy(typeId());
    await saveCancellationPolicy(database.db, policy);
  }
  const stored = new Map((await listCancellationPolicies(database.db)).map((row) => [row.productTypeId, row]));
  for (const type of PRODUCT_TYPES) {
    const row = stored.get(type.id);
    const policy: CancellationPolicy = row ? { ...row, productTypeId: type.id } : defaultCancellationPolicy(type.id);
    console.log(`${type.id} ${productType(type.id).name}: ${describePolicy(policy)}`);
  }
} finally {
  await database.close();
}
