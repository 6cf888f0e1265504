// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database.
import { openDatabase } from "../client";

const databaseUrl = process.env.DATABASE_URL;
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: process.env.DATA_DIR ?? "./data" });
await handle.migrate();
await handle.close();
console.log(`migrations applied (${handle.kind})`);
