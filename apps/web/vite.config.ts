import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientBundleReport } from "./build-checks/client-bundle-report.js";
import { shellChunks } from "./build-checks/shell-chunks.js";

const repoRoot = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  resolve: {
    // Every zod import of the app and the packages it bundles gets zod configured for the
    // browser and the field messages (app/shared/validation/configured-zod.ts), instead of
    // root.tsx configuring it on every page whether the page parses anything or not.
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "app/shared/validation/configured-zod.ts") }],
  },
  plugins: [
    reactRouter(),
    // The pages outside the site layout (routes.ts): the operator console and the LinkedIn popup.
    shellChunks(path.resolve(import.meta.dirname, "app"), /[\\/]routes[\\/](backoffice[\\/]|linkedin\.tsx$)/),
    clientBundleReport(repoRoot, path.resolve(import.meta.dirname, "build/client-modules.json")),
  ],
});
