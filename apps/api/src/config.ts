import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { PublicConfig } from "@workbay/contracts/public-config";
import { BOOKING_CREATE_LIMITS, DEFAULT_MAX_LIVE_HOLDS_PER_ACCOUNT } from "@workbay/domain/booking-limits";

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { message: "must be a redis:// or rediss:// URL" })
      .optional(),
    APP_MODE: z.enum(["development", "demo", "production"]).default("demo"),
    PUBLIC_URL: z.url({ message: "must be an absolute URL such as https://workbay.in" }).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * false: every request goes through Fastify; true: cached room-list and room answers are sent
     * again before it (apps/api/src/hot-answers.ts, decision 0035). A diagnosis and bench switch.
     */
    HOT_ANSWERS: z.enum(["true", "false"]).default("true"),
    /** false: serve the API alone, without pages. */
    SERVE_WEB: z.enum(["true", "false"]).default("true"),
    /** Load the demo data when the database is empty (never in production). */
    SEED_DEMO_DATA: z.enum(["true", "false"]).optional(),
    /**
     * Serve the development tools (/dev/*) to clients beyond loopback too. Off: only a client
     * whose socket is on 127.0.0.0/8 or ::1 reaches them (docs/decisions/0017).
     */
    DEV_TOOLS_PUBLIC: z.enum(["true", "false"]).default("false"),
    /** Serve the OpenAPI document at /docs in production (always served in development and demo). */
    API_DOCS_PUBLIC: z.enum(["true", "false"]).optional(),
    /**
     * Which proxies' X-Forwarded-For/-Proto/-Host to believe: false (none, the default: the
     * client address is the socket's), true (any), or a comma list of proxy addresses and
     * CIDR ranges. Per-IP rate limits depend on it, so only name proxies you run.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
        message: "must be true, false or a comma list of addresses",
      })
      .default("false"),
    /**
     * Multiplies every account rate limit (logins, OTPs, resets, sign-ups). 1 in real use; the
     * browser tests raise it because every journey there signs in from one machine.
     */
    ACCOUNT_LIMITS_SCALE: z.coerce.number().min(0.1).max(1000).default(1),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Signs guest links and sessions; at least 32 characters. Required in production. */
    SECRET_KEY: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, { message: "must be an http(s) URL template with {z}, {x} and {y}" })
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    MAP_ATTRIBUTION: z.string().default("&copy; OpenStreetMap contributors"),
    DIRECTIONS_URL: z
      .string()
      .regex(/^https?:\/\/.*\{lat\}.*\{lng\}/, { message: "must be an http(s) URL template with {lat} and {lng}" })
      .default("https://www.google.com/maps/dir/?api=1&destination={lat},{lng}"),
    /** Google Tag Manager container; unset: no tag manager snippet on the pages. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, { message: "must be a Google Tag Manager container id such as GTM-AB12CD3" })
      .optional(),
    /** The footer's external links (001 spec section 2) and the managed-office banner. */
    BLOG_URL: z.url({ message: "must be an absolute URL" }).default("https://blog.workbay.in/"),
    OFFERS_URL: z.url({ message: "must be an absolute URL" }).default("https://www.workbay.in/offers"),
    MANAGED_OFFICES_URL: z.url({ message: "must be an absolute URL" }).default("https://www.workbay.in/managed-offices"),
    /** Outgoing e-mail; unset in development and demo: the development mailbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { message: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).default("Workbay <no-reply@workbay.in>"),
    /** Place autocomplete also asks this geocoder (a Nominatim-style /search answering [{place_id, display_name, lat, lon}]); unset: our places only. */
    PLACES_GEOCODER_URL: z.url({ message: "must be an absolute URL" }).optional(),
    /** Outgoing SMS: an HTTP provider that takes POST {to, text} with a bearer token. */
    SMS_HTTP_URL: z.url({ message: "must be an absolute URL" }).optional(),
    SMS_HTTP_TOKEN: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url({ message: "must be an absolute URL" }).default("https://www.googleapis.com/oauth2/v3/certs"),
    GOOGLE_ISSUER: z.string().min(1).default("https://accounts.google.com"),
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    FACEBOOK_GRAPH_URL: z.url({ message: "must be an absolute URL" }).default("https://graph.facebook.com"),
    LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
    LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
    /** OpenID Connect issuer; its discovery document names the token, userinfo and key endpoints. */
    LINKEDIN_ISSUER: z.url({ message: "must be an absolute URL" }).default("https://www.linkedin.com/oauth"),
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.url({ message: "must be an absolute URL" }).default("https://www.google.com/recaptcha/api/siteverify"),
    /** Razorpay when its keys are set; else the offline test gateway (never in production). */
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** The CRM webhook leads are forwarded to, signed with LEADS_WEBHOOK_SECRET (decision 0019). */
    LEADS_WEBHOOK_URL: z.url({ message: "must be an absolute URL" }).optional(),
    LEADS_WEBHOOK_SECRET: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    /** Minutes a pending booking holds its slots or passes while the booker pays. */
    BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
    /** Live unpaid holds (pending_payment bookings) one account may have at once. */
    MAX_LIVE_HOLDS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(DEFAULT_MAX_LIVE_HOLDS_PER_ACCOUNT),
    /** Booking creations (POST /passy/v1/booking) per account and per client address per hour. */
    BOOKING_LIMIT_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(BOOKING_CREATE_LIMITS.perAccount.max),
    BOOKING_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(BOOKING_CREATE_LIMITS.perIp.max),
    /**
     * Shared file store (docs/decisions/0025): an S3-compatible bucket, `https://host/bucket[/prefix]`,
     * with its keys; unset: the originals live in the database (table stored_files).
     */
    S3_URL: z
      .url({ message: "must be an absolute URL naming the bucket, such as https://s3.ap-south-1.amazonaws.com/workbay-files" })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("true"),
    /** Bearer token that /metrics on the main port asks for; unset: /metrics is not served there. */
    METRICS_TOKEN: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    /** A second listener serving only /metrics (and /healthz), on METRICS_HOST. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /**
     * Seconds between SIGTERM and closing the listener, while /readyz answers 503 so the load
     * balancer stops sending; requests still arriving are served.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
    /** GST rate in percent on room, add-ons and discount (DECISIONS.md section 2). */
    GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(18),
    /** The supplier named on GST invoices (each centre's GSTIN is printed with it). */
    INVOICE_SUPPLIER_NAME: z.string().min(1).default("Workbay Workspaces Private Limited"),
  })
  .refine(
    (env) =>
      [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].every((v) => v === undefined) ||
      [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].every((v) => v !== undefined),
    {
      message: "RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together",
      path: ["RAZORPAY_KEY_SECRET"],
    },
  )
  .refine((env) => env.APP_MODE !== "production" || env.RAZORPAY_KEY_ID !== undefined, {
    message: "Razorpay keys are required when APP_MODE is production (the test gateway exists only in development and demo)",
    path: ["RAZORPAY_KEY_ID"],
  })
  .refine((env) => env.APP_MODE !== "production" || env.DATABASE_URL !== undefined, {
    message: "DATABASE_URL is required when APP_MODE is production (the embedded database is for development and demo)",
    path: ["DATABASE_URL"],
  })
  .refine((env) => env.APP_MODE !== "production" || env.SEED_DEMO_DATA !== "true", {
    message: "the demo data is never loaded when APP_MODE is production; unset SEED_DEMO_DATA",
    path: ["SEED_DEMO_DATA"],
  })
  .refine((env) => env.APP_MODE !== "production" || env.DEV_TOOLS_PUBLIC !== "true", {
    message: "the development tools do not exist when APP_MODE is production; unset DEV_TOOLS_PUBLIC",
    path: ["DEV_TOOLS_PUBLIC"],
  })
  .refine((env) => env.APP_MODE !== "production" || env.SECRET_KEY !== undefined, {
    message: "SECRET_KEY is required when APP_MODE is production",
    path: ["SECRET_KEY"],
  })
  .refine((env) => (env.SMS_HTTP_URL === undefined) === (env.SMS_HTTP_TOKEN === undefined), {
    message: "SMS_HTTP_URL and SMS_HTTP_TOKEN must be set together",
    path: ["SMS_HTTP_TOKEN"],
  })
  .refine((env) => (env.FACEBOOK_APP_ID === undefined) === (env.FACEBOOK_APP_SECRET === undefined), {
    message: "FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together",
    path: ["FACEBOOK_APP_SECRET"],
  })
  .refine((env) => (env.LINKEDIN_CLIENT_ID === undefined) === (env.LINKEDIN_CLIENT_SECRET === undefined), {
    message: "LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET must be set together",
    path: ["LINKEDIN_CLIENT_SECRET"],
  })
  .refine((env) => (env.RECAPTCHA_SECRET === undefined) === (env.RECAPTCHA_SITE_KEY === undefined), {
    message: "RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together",
    path: ["RECAPTCHA_SITE_KEY"],
  })
  .refine((env) => (env.LEADS_WEBHOOK_URL === undefined) === (env.LEADS_WEBHOOK_SECRET === undefined), {
    message: "LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET must be set together",
    path: ["LEADS_WEBHOOK_SECRET"],
  })
  .refine((env) => env.S3_URL === undefined || (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined), {
    message: "S3_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    path: ["S3_ACCESS_KEY_ID"],
  })
  .refine((env) => env.S3_URL === undefined || new URL(env.S3_URL).pathname.split("/").some(Boolean), {
    message: "must name the bucket as its first path segment, such as https://s3.ap-south-1.amazonaws.com/workbay-files",
    path: ["S3_URL"],
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    message: "must differ from PORT (the metrics listener is a second port)",
    path: ["METRICS_PORT"],
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    imagesDir: path.resolve(env.DATA_DIR, "images"),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accountLimitsScale: env.ACCOUNT_LIMITS_SCALE,
    redisUrl: env.REDIS_URL,
    mode: env.APP_MODE,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL,
    serveWeb: env.SERVE_WEB === "true",
    hotAnswers: env.HOT_ANSWERS === "true",
    /** Default true outside production; production refuses it (above). */
    seedDemoData: env.APP_MODE !== "production" && env.SEED_DEMO_DATA !== "false",
    /** /dev/* for any client, not only loopback (development and demo only). */
    devToolsPublic: env.DEV_TOOLS_PUBLIC === "true",
    /** /docs served: default yes outside production, no in production. */
    apiDocsPublic: env.API_DOCS_PUBLIC === undefined ? env.APP_MODE !== "production" : env.API_DOCS_PUBLIC === "true",
    /** Undefined outside production when unset: the server keeps a generated one in DATA_DIR. */
    secretKey: env.SECRET_KEY,
    publicConfig: {
      mapTileUrl: env.MAP_TILE_URL,
      mapAttribution: env.MAP_ATTRIBUTION,
      directionsUrl: env.DIRECTIONS_URL,
      bookingHoldMinutes: env.BOOKING_HOLD_MINUTES,
      gtmId: env.GTM_ID ?? null,
      links: { blog: env.BLOG_URL, offers: env.OFFERS_URL, managedOffices: env.MANAGED_OFFICES_URL },
    } satisfies PublicConfig,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    placesGeocoderUrl: env.PLACES_GEOCODER_URL,
    sms: env.SMS_HTTP_URL && env.SMS_HTTP_TOKEN ? { httpUrl: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN } : undefined,
    social: {
      google: env.GOOGLE_CLIENT_ID
        ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL, issuer: env.GOOGLE_ISSUER }
        : undefined,
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET, graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, "") }
          : undefined,
      linkedin:
        env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET
          ? { clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET, issuer: env.LINKEDIN_ISSUER.replace(/\/$/, "") }
          : undefined,
    },
    payments:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            gateway: "razorpay" as const,
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          }
        : { gateway: "test" as const },
    leadsWebhook:
      env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET } : undefined,
    holdMinutes: env.BOOKING_HOLD_MINUTES,
    maxLiveHoldsPerAccount: env.MAX_LIVE_HOLDS_PER_ACCOUNT,
    bookingLimits: {
      perAccount: { max: env.BOOKING_LIMIT_PER_ACCOUNT_PER_HOUR, windowMs: BOOKING_CREATE_LIMITS.perAccount.windowMs },
      perIp: { max: env.BOOKING_LIMIT_PER_IP_PER_HOUR, windowMs: BOOKING_CREATE_LIMITS.perIp.windowMs },
    },
    files:
      env.S3_URL && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            kind: "s3" as const,
            url: env.S3_URL,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
          }
        : { kind: "database" as const },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    /** Production waits 5 s for the load balancer; elsewhere nothing balances, so 0. */
    shutdownDrainMs: (env.SHUTDOWN_DRAIN_SECONDS ?? (env.APP_MODE === "production" ? 5 : 0)) * 1000,
    gstRateBp: Math.round(env.GST_RATE_PERCENT * 100),
    invoiceSupplierName: env.INVOICE_SUPPLIER_NAME,
    /** reCAPTCHA when its secret is set; the self-hosted proof of work otherwise. */
    recaptcha:
      env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY
        ? { secret: env.RECAPTCHA_SECRET, siteKey: env.RECAPTCHA_SITE_KEY, verifyUrl: env.RECAPTCHA_VERIFY_URL }
        : undefined,
  }));

export type AppConfig = z.infer<typeof ConfigSchema>;

function parseTrustProxy(value: string): boolean | string[] {
  if (value === "true") return true;
  if (value === "false") return false;
  return value.split(",").map((part) => part.trim());
}

export class ConfigError extends Error {}

/** Parses the environment once at start-up; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as unset, as they do in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** A configuration for tests: in-memory database, no web, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      LOG_LEVEL: "silent",
      SERVE_WEB: "false",
      SEED_DEMO_DATA: "false",
      SECRET_KEY: "test-secret-key-that-is-long-enough-0123",
    }),
    ...overrides,
  };
}

/**
 * The signing secret: SECRET_KEY, or (development and demo) one generated on first start and
 * kept in DATA_DIR, so links and sessions survive restarts.
 */
export function resolveSecretKey(config: AppConfig): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, "secret-key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(48).toString("base64url");
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
