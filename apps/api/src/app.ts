import { constants as zlibConstants } from "node:zlib";
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from "fastify";
import compress from "@fastify/compress";
import { COMPRESS_THRESHOLD } from "./content-encoding";
import cookie from "@fastify/cookie";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requestValidatorCompiler } from "./plugins/request-validator-compiler";
import { z } from "zod";
import { fieldErrorMap } from "@workbay/contracts/field-messages";
import type { Database, DatabaseHandle } from "@workbay/db/client";
import { resolveSecretKey, type AppConfig } from "./config";
import { errorHandler, frameworkErrorAnswer, notFoundBody } from "./plugins/error-handler";
import { inFlight } from "./plugins/in-flight";
import { securityHeaders } from "./plugins/security-headers";
import { responseSerializerCompiler } from "./plugins/response-serializer";
import { openapi } from "./plugins/openapi";
import { healthRoutes } from "./routes/system/health";
import { imageRoutes } from "./routes/images";
import { roomRoutes } from "./routes/rooms";
import { searchRoutes } from "./routes/search";
import { bookingRoutes } from "./routes/booking";
import { bookingListRoutes } from "./routes/bookings";
import { bookingChangeRoutes } from "./routes/booking-changes";
import { cancellationRoutes } from "./routes/cancellations";
import { checkoutRoutes } from "./routes/checkout";
import { testGatewayRoutes } from "./routes/dev/test-gateway";
import { payments } from "./plugins/payments";
import { guestRoutes } from "./routes/guests";
import { accountRateLimits } from "./plugins/account-rate-limits";
import { auth } from "./plugins/auth";
import { accountRoutes } from "./routes/accounts";
import { profileRoutes } from "./routes/profile";
import { devMailboxRoutes } from "./routes/dev/mailbox";
import { devToolsGuard } from "./plugins/dev-tools-guard";
import { leadRoutes } from "./routes/leads";
import { backofficeRoutes } from "./routes/backoffice";
import { backofficeCatalogueRoutes } from "./routes/backoffice-catalogue";
import { backofficeVoucherRoutes } from "./routes/backoffice-vouchers";
import { backofficeOpsRoutes } from "./routes/backoffice-ops";
import { consoleChartsRoutes } from "./routes/console-charts";
import { operatorAuth } from "./plugins/operator-auth";
import type { FileStore } from "@workbay/db/files/file-store";
import { lifecycle } from "./plugins/lifecycle";
import { metricsPlugin } from "./plugins/metrics";
import { requestIdGenerator, requestIdHeader } from "./plugins/request-id";
import { sharedState } from "./plugins/shared-state";
import { loggedPath } from "./log-path";
import { hotAnswersPlugin } from "./hot-answers";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    /** Signs guest links (and, later, sessions). */
    secretKey: string;
    /** The current time; tests pass a fixed clock. */
    clock: () => Date;
    /** Calls `listener` whenever something may have changed: any request but a read, before and after it. */
    onChange: (listener: () => void) => void;
    /** Tells the change listeners (the pages' own calls in process, which meet no hook). */
    changed: () => void;
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change what a page kept for visitors shows (web/page-cache.ts): a
 * change (not a read) that reached an API route not declared `keepsPages` (register-endpoint.ts),
 * whatever its answer. Not an address no route serves, and not a page's own post: the page's
 * API calls say it themselves (web/direct-api-client.ts). So a stranger's posts to nowhere, a
 * login or an enquiry do not make every page render again.
 */
function changesPages(request: FastifyRequest): boolean {
  if (READ_METHODS.has(request.method) || request.routeOptions.url === undefined) return false;
  const config = request.routeOptions.config;
  // keepsPages "availability": its writes report their rooms and dates (mount-web drops by them).
  return config?.keepsPages === undefined && config?.page !== true;
}

export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: () => Date;
  /** The shared file store; default: from the configuration (S3_URL, else the database). */
  files?: FileStore;
  /**
   * Close the database when the app closes, after everything that uses it (tests; the server
   * closes it itself, after the metrics server).
   */
  closeDatabase?: boolean;
};

/** Paths the gateway API owns; anything else belongs to the pages when they are served. */
export const API_PREFIXES = ["/passy/", "/backoffice-service/", "/operations-service/", "/images/", "/docs", "/dev/"];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === "/healthz" || url === "/readyz";
}

/** Registers plugins and routes; does not listen (tests call `inject`). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  // Every field message zod raises without one of its own becomes a sentence naming the field.
  z.config({ customError: fieldErrorMap });
  const requestId = requestIdGenerator(config.trustProxy);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY && config.mode !== "production"
        ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } }
        : {}),
    },
    // One log line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // A trusted proxy's X-Request-Id, else a UUID: on every log line of the request and in its answer.
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // A malformed %-escape in the address: the envelope's 400, not Fastify's own JSON.
    frameworkErrors: frameworkErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: config.mode !== "production" }));

  app.decorate("config", config);
  app.decorate("database", deps.database);
  app.decorate("db", deps.database.db);
  app.decorate("clock", deps.clock ?? (() => new Date()));
  // Fastify runs onClose hooks in the reverse order of their adding: added first, this runs last,
  // after the plugins have stopped their listeners, timers and pooled connections. Closed before
  // them, a PostgreSQL test database waited 10 s for its LISTEN connection (decision 0023).
  if (deps.closeDatabase) app.addHook("onClose", async () => deps.database.close());
  app.decorate("secretKey", resolveSecretKey(config));

  // What may have changed (decision 0038: the cached pages of visitors not signed in are dropped).
  const changeListeners = new Set<() => void>();
  app.decorate("onChange", (listener: () => void) => void changeListeners.add(listener));
  app.decorate("changed", () => {
    for (const listener of changeListeners) listener();
  });
  // Hooks that run on every request take the callback form: an async hook costs a promise and a
  // microtask per request (a profile of the cached list, decision 0035).
  app.addHook("onRequest", (request, _reply, done) => {
    if (changesPages(request)) app.changed();
    done();
  });

  const logsRequests = ["trace", "debug", "info"].includes(config.logLevel);
  app.addHook("onResponse", (request, reply, done) => {
    // After the change too: a page rendered while it was being written must not be kept.
    if (changesPages(request)) app.changed();
    // Its fields are worked out only when the line is written (LOG_LEVEL warn leaves it out).
    if (!logsRequests) return done();
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });

  // Before any route, so every handler is counted for graceful shutdown.
  await app.register(inFlight);
  // Instances behind a balancer (docs/decisions/0025): request ids, metrics, draining, shared files and caches.
  await app.register(requestIdHeader);
  await app.register(lifecycle);
  await app.register(metricsPlugin);
  // Cached list and room answers sent again before Fastify, as Fastify sent them (hot-answers.ts).
  await app.register(hotAnswersPlugin, { enabled: config.hotAnswers, requestId, logsRequests, trustProxy: config.trustProxy });
  await app.register(sharedState, { files: deps.files });
  // External plugins first, then the app's own.
  await app.register(securityHeaders, {
    // The API's answers (JSON, the dev tools' plain pages, /docs) get helmet's strict default;
    // server-rendered pages replace it with their nonce-based policy (web/page-csp.ts).
    contentSecurityPolicy: {
      directives: {
        "frame-ancestors": ["'none'"],
        // Would turn a plain-http install's own links to https; HSTS does that job over https.
        "upgrade-insecure-requests": null,
      },
    },
    // Sent only on https answers (below), never over plain http.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Social sign-in popups (Google, Facebook, LinkedIn) report back to the page that opened
    // them; `same-origin` would cut that link (decision 0011).
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    // Not helmet's no-referrer: with it browsers send `Origin: null` on a page's own form posts,
    // and React Router refuses those (its CSRF check), so forms without JavaScript fail.
    // same-origin still gives other sites no referrer.
    referrerPolicy: { policy: "same-origin" },
  });
  // HSTS only when the request came over https: the socket's own TLS, or X-Forwarded-Proto from
  // a proxy TRUST_PROXY names (request.protocol believes only those).
  app.addHook("onRequest", (request, reply, done) => {
    if (request.protocol === "https") reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    done();
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(accountRateLimits);
  await app.register(errorHandler);
  await app.register(devToolsGuard);
  await app.register(openapi);

  await app.register(healthRoutes);
  await app.register(roomRoutes);
  await app.register(searchRoutes);
  await app.register(auth);
  await app.register(bookingRoutes);
  await app.register(guestRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(payments);
  await app.register(checkoutRoutes);
  await app.register(bookingListRoutes);
  await app.register(cancellationRoutes);
  await app.register(bookingChangeRoutes);
  await app.register(leadRoutes);
  // The operator console (issue 15, decision 0029): its own sessions, roles checked on every call.
  await app.register(operatorAuth);
  await app.register(backofficeRoutes);
  await app.register(backofficeCatalogueRoutes);
  await app.register(backofficeVoucherRoutes);
  await app.register(backofficeOpsRoutes);
  await app.register(consoleChartsRoutes);
  // The development mailbox exists only outside production (DECISIONS.md section 9).
  if (config.mode !== "production") await app.register(devMailboxRoutes);
  if (config.mode !== "production" && app.testGateway) await app.register(testGatewayRoutes);
  await app.register(imageRoutes);

  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.url.split("?")[0] ?? "")));
  return app;
}
