// `npm run db:seed`: migrates, then loads the demo data into DATABASE_URL or the embedded
// database. Does nothing when the database already has data.
import path from "node:path";
import { openDatabase } from "@workbay/db/client";
import { seedDemoData } from "../seed-demo-data";

if (process.env.S3_URL) {
  console.error("npm run db:seed stores the demo pictures in the database; with S3_URL set, let a demo-mode server seed instead.");
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? "./data";
const imagesDir = path.join(dataDir, "images");
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
try {
  await handle.migrate();
  const { seeded } = await seedDemoData(handle.db, { imagesDir, log: (message) => console.log(message) });
  console.log(
    seeded
      ? `demo data loaded (${handle.kind}), pictures stored in the database (drawn in ${path.resolve(imagesDir)})`
      : `demo data already present (${handle.kind})`,
  );
} finally {
  await handle.close();
}
