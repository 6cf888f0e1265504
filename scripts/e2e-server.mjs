// The server browser tests run against: a fresh embedded database each run, demo data loaded.
// Demo images are kept between runs (they depend only on the seed), so only the first run makes them.
import { mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(root, ".cache/e2e-data");
const imagesDir = path.join(root, ".cache/test-data/images");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
mkdirSync(imagesDir, { recursive: true });
symlinkSync(imagesDir, path.join(dataDir, "images"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
await import("./start.mjs");
