import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { serverOnlyRule } from "./server-only.js";

export type BundleReport = Record<string, [moduleId: string, renderedBytes: number][]>;

/**
 * Writes, for every client chunk, the modules in it and the bytes each left in it (the budget
 * test names the modules that make a page heavy from it), and fails the build when a client
 * chunk holds server-only code.
 */
export function clientBundleReport(root: string, outFile: string): Plugin {
  return {
    name: "workbay:client-bundle-report",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const report: BundleReport = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        report[output.fileName] = Object.entries(output.modules)
          .map(([id, module]) => [path.relative(root, id.replace(/^\0/, "")), module.renderedLength] as [string, number])
          .filter(([, bytes]) => bytes > 0)
          .sort((a, b) => b[1] - a[1]);
      }
      const serverOnly = Object.entries(report).flatMap(([chunk, modules]) =>
        modules.flatMap(([id]) => (serverOnlyRule(id) ? [`${id} (in ${chunk})`] : [])),
      );
      if (serverOnly.length > 0) this.error(`server-only code in the browser's JavaScript: ${serverOnly.join(", ")}`);
      // One line per chunk: the file stays readable and diffable.
      const lines = Object.entries(report).map(([chunk, modules]) => `${JSON.stringify(chunk)}: ${JSON.stringify(modules)}`);
      writeFileSync(outFile, `{\n${lines.join(",\n")}\n}\n`);
    },
  };
}
