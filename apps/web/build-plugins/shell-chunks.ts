import type { Plugin, Rollup } from "vite";

/**
 * Libraries stay with the automatic splitting: React and React Router have their chunks, and a
 * library module the layout imports may be mostly code that only a lazy chunk uses (date-fns'
 * `format` behind the date picker), which a group would move into every first load.
 */
const LIBRARY = /[\\/]node_modules[\\/]/;
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Puts the code every page loads in two chunks: what the root route needs (every page, the
 * operator console's too), and what the site layout needs beyond it (every public and account
 * page). Left to the automatic splitting, that code was some thirty chunks of 0.1 to 6 KB, one
 * per set of pages sharing them: each one compressed alone and preloaded alone, 4.3 KB more
 * compressed on every page than the same code in these two (issue 18, docs/decisions/0035).
 */
export function shellChunks(appDirectory: string, outsideSiteLayout: RegExp): Plugin {
  let graph: Pick<Rollup.PluginContext, "getModuleInfo" | "getModuleIds"> | undefined;
  let groups: Map<string, "root-shell" | "site-shell"> | undefined;

  const staticClosure = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(graph!.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  const groupOf = (moduleId: string): "root-shell" | "site-shell" | null => {
    if (!groups) {
      groups = new Map();
      const ids = [...graph!.getModuleIds()];
      // The route modules as the client build has them (`root.tsx?__react-router-build-client-route`).
      const routeModule = (file: string) => ids.find((id) => id.startsWith(`${appDirectory}/${file}?`));
      const root = routeModule("root.tsx");
      const layout = routeModule("routes/site-layout.tsx");
      if (!root || !layout) throw new Error("shell-chunks: the root or site layout route module is missing");
      // What a page outside the site layout (the operator console) imports stays out of the
      // site's chunk, or that page would load the whole of it for one module: it goes with the
      // root's (the IST dates, money, cities, product types), which every page loads anyway.
      // Apart, those were six chunks of 0.1 to 0.8 KB on every page, each compressed alone.
      const elsewhere = new Set(
        ids.filter((id) => id.includes("?") && outsideSiteLayout.test(id.split("?")[0]!)).flatMap((id) => [...staticClosure(id)]),
      );
      // Vite's preload helper (what every dynamic import goes through) goes with the shells too.
      const eligible = (id: string) => id !== root && id !== layout && (!id.startsWith("\0") || id === PRELOAD_HELPER) && !LIBRARY.test(id);
      for (const id of staticClosure(root)) if (eligible(id)) groups.set(id, "root-shell");
      for (const id of staticClosure(layout)) {
        if (!eligible(id) || groups.has(id)) continue;
        groups.set(id, elsewhere.has(id) ? "root-shell" : "site-shell");
      }
    }
    return groups.get(moduleId) ?? null;
  };

  return {
    name: "workbay:shell-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rollupOptions: {
            // Needed when a group does not pull in its modules' dependencies; a route's chunk
            // may then export more than the route does, which React Router does not mind.
            preserveEntrySignatures: "allow-extension" as const,
            output: {
              codeSplitting: {
                // Each group holds its whole static closure except libraries and (for the site's)
                // what the console shares, none of which imports the app back: no dependency
                // need be pulled in, and no two chunks import each other.
                includeDependenciesRecursively: false,
                groups: [{ name: (id: string) => groupOf(id) }],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      graph = { getModuleInfo: this.getModuleInfo.bind(this), getModuleIds: this.getModuleIds.bind(this) };
      groups = undefined;
    },
  };
}
