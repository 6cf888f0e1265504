// `npm start`: build the web app when there is no build or the sources are newer, then run
// the server (which migrates, loads demo data into an empty database and listens).
// In production (APP_MODE=production, the container image) it never builds: the build is made
// once beforehand (`npm run build`, or the image's build stage) and a missing one stops the start.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildEntry = path.join(root, "apps/web/build/server/index.js");
const sources = ["apps/web/app", "packages/domain/src", "packages/contracts/src"].map((p) => path.join(root, p));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const production = process.env.APP_MODE === "production";
if (production && process.env.SERVE_WEB !== "false" && !existsSync(buildEntry)) {
  console.error(`No web build at ${buildEntry}: run "npm run build" before starting in production (a production start never builds).`);
  process.exit(1);
}
const stale =
  !production && (!existsSync(buildEntry) || sources.some((dir) => existsSync(dir) && newestMtime(dir) > statSync(buildEntry).mtimeMs));
if (stale) {
  console.log("Building the web app...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.APP_MODE ??= "demo";
process.env.NODE_ENV ??= process.env.APP_MODE === "development" ? "development" : "production";
const { register } = await import("tsx/esm/api");
register();
// Traces only when an OpenTelemetry collector is named; otherwise nothing of it is even loaded.
// It starts before the server's modules load, so that http and pg are instrumented.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTelemetry } = await import(path.join(root, "apps/api/src/telemetry.ts"));
  await startTelemetry();
}
await import(path.join(root, "apps/api/src/server.ts"));
