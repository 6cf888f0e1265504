// The server browser tests run against: a fresh embedded database each run, demo data loaded.
// Demo images are kept between runs (they depend only on the seed), so only the first run makes
// them, and so are their resized copies (made on first request), per version of the drawings.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
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
// Rate-limit counts stay in this process (a shared Redis would carry them between runs), and
// tests may name their client address through X-Forwarded-For from the loopback proxy.
delete process.env.REDIS_URL;
process.env.TRUST_PROXY = "127.0.0.1";
// Every journey signs in from this one machine, many as the demo user: the limits are raised
// (their enforcement is tested through the API in apps/api/test/account-limits.test.ts).
process.env.ACCOUNT_LIMITS_SCALE = "20";
// Test data the server cannot be asked for, written before the server opens the embedded
// database (tests/e2e/support/prepare-e2e-data.ts): a guest add-on link of a demo booking, and
// accounts one failed login short of the hard human check.
const prepared = spawnSync("npx", ["tsx", "tests/e2e/support/prepare-e2e-data.ts"], { cwd: root, stdio: "inherit", env: process.env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
// The image service's cache of resized pictures (DATA_DIR/cache/images) is kept beside the
// originals, in a folder of the drawings' version (written by the seed above): pictures drawn
// anew never meet an old resized copy. Profile photos the tests upload have unique names.
const versionFile = path.join(imagesDir, ".demo-art-version");
const artVersion = existsSync(versionFile) ? readFileSync(versionFile, "utf8").trim() : "unversioned";
const resizedRoot = path.join(root, ".cache/test-data/resized");
mkdirSync(path.join(resizedRoot, artVersion), { recursive: true });
for (const old of readdirSync(resizedRoot)) if (old !== artVersion) rmSync(path.join(resizedRoot, old), { recursive: true, force: true });
symlinkSync(path.join(resizedRoot, artVersion), path.join(dataDir, "cache"));
await import("./start.mjs");
