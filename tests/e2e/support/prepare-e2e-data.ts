// Test-only: run by scripts/e2e-server.mjs BEFORE the server starts (PGlite allows one process at
// a time), in one process: migrates and seeds the fresh e2e database as the server would, then
// writes the test data the server cannot be asked for. Never part of a production path.
import { openDatabase } from "@workbay/db/client";
import { seedDemoData } from "@workbay/demo-seed/seed-demo-data";
import { loadConfig } from "../../../apps/api/src/config";
import { makeCatalogueOperators } from "./prepare-catalogue-operators";
import { enableCancellationWindow } from "./prepare-cancellation-window";
import { makeConsoleChartsAdmins } from "./prepare-console-charts";
import { makeConsoleOpsAdmin } from "./prepare-console-ops";
import { writeGuestLink } from "./prepare-guest-link";
import { enableRescheduleNotice } from "./prepare-reschedule-notice";
import { makeLoginCeilingUsers } from "./prepare-login-ceiling";

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir });
try {
  await database.migrate();
  await seedDemoData(database.db, { imagesDir: config.imagesDir, log: () => {} });
  await writeGuestLink(database.db, config);
  await makeLoginCeilingUsers(database.db, config);
  await enableCancellationWindow(database.db);
  await makeCatalogueOperators(database.db);
  await makeConsoleOpsAdmin(database.db);
  await makeConsoleChartsAdmins(database.db);
  await enableRescheduleNotice(database.db);
} finally {
  await database.close();
}
