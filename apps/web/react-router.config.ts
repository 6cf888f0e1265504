import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Every page is rendered on the server; the Fastify process in apps/api mounts build/server.
  ssr: true,
  future: {
    // Vite 7+ needs the Environment API; the others are v8 behaviour taken early.
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not v8_middleware: it replaces the plain AppLoadContext (load-context.ts) that the
    // server hands every loader with a RouterContextProvider.
  },
} satisfies Config;
