import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export type BundleReport = Record<string, [moduleId: string, renderedBytes: number][]>;

/** Writes, for every client chunk, the modules in it and the bytes each left in it. */
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
      writeFileSync(outFile, JSON.stringify(report, null, 1));
    },
  };
}
