import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { clientBundleReport } from "./build-plugins/client-bundle-report.js";
import { shellChunks } from "./build-plugins/shell-chunks.js";

/**
 * In the browser, the domain's phone-number rules get the phone library when it has loaded, not
 * with the page (app/shared/phone/deferred-phone-library.ts). Only that module: the dial-code list
 * (`dialCodeOptions`, domain/leads.ts) needs the library at once, and is made on the server.
 */
function deferredPhoneLibrary(replacement: string): Plugin {
  return {
    name: "workbay:deferred-phone-library",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (source === "libphonenumber-js/min" && importer?.split("?")[0]!.endsWith("/packages/domain/src/phone-number.ts"))
        return replacement;
    },
  };
}

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
    deferredPhoneLibrary(path.resolve(import.meta.dirname, "app/shared/phone/deferred-phone-library.ts")),
    // The pages outside the site layout (routes.ts): the operator console and the LinkedIn popup.
    shellChunks(path.resolve(import.meta.dirname, "app"), /[\\/]routes[\\/](backoffice[\\/]|linkedin\.tsx$)/),
    clientBundleReport(repoRoot, path.resolve(import.meta.dirname, "build/client-modules.json")),
  ],
});
