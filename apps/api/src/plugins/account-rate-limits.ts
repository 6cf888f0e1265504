import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { ACCOUNT_LIMITS, LIMIT_MESSAGES, RATE_LIMIT_MESSAGE, type RequestLimit } from "@workbay/domain/account-limits";
import { AppError } from "@workbay/domain/app-error";
import { identifierKey, parseLoginIdentifier } from "@workbay/domain/login-identifier";
import { parsePhone } from "@workbay/domain/phone-number";
import { isValidEmail, normalizeEmail } from "@workbay/domain/validators";

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type LimitName = keyof typeof ACCOUNT_LIMITS;

declare module "fastify" {
  interface FastifyInstance {
    /** preHandlers counting one account (or lead) call per IP address or per identifier (e-mail / phone). */
    accountLimits: Record<LimitName, PreHandler>;
    /** preHandlers counting booking creations per signed-in account and per IP address (run after requireUser). */
    bookingLimits: { perAccount: PreHandler; perIp: PreHandler };
  }
}

/**
 * The identifier a request is about, as OTPs store it (lower-case e-mail or E.164 phone), read
 * from whichever field the call has; "-" when there is none (then the per-IP limit applies).
 */
export function identifierOfRequest(request: FastifyRequest): string {
  const source = { ...(request.query as Record<string, unknown>), ...(request.body as Record<string, unknown> | undefined) };
  const text = (key: string) => (typeof source[key] === "string" ? (source[key] as string) : undefined);
  const countryCode = text("country_code") ?? "+91";
  const phone = text("phone_number");
  if (phone) return parsePhone(phone, countryCode)?.e164 ?? `raw:${phone}`;
  const email = text("email");
  if (email && !text("input")) return isValidEmail(email) ? normalizeEmail(email) : `raw:${email}`;
  const input = text("input") ?? email;
  if (input) {
    const parsed = parseLoginIdentifier(input, countryCode);
    return parsed ? identifierKey(parsed) : `raw:${input}`;
  }
  return "-";
}

/**
 * Request limits on the account calls (issue 5), shared through Redis when REDIS_URL is set
 * so every instance counts together, in memory otherwise. A Redis outage lets requests through
 * (`skipOnError`): the OTP policy is still enforced on the stored codes.
 */
export const accountRateLimits = fp(async function accountRateLimits(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => undefined)));

  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}), nameSpace: "workbay-limit:", skipOnError: true });

  // `createRateLimit` rather than `rateLimit`: the plugin's hooks run once per request, and
  // these calls count against two limits (per IP and per identifier).
  const limiter = (
    name: string,
    limit: RequestLimit,
    key: (request: FastifyRequest) => string,
    options: { scale?: number; message?: string } = {},
  ): PreHandler => {
    const scale = options.scale ?? app.config.accountLimitsScale;
    const check = app.createRateLimit({
      max: Math.max(1, Math.round(limit.max * scale)),
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new AppError("too_many_requests", options.message ?? LIMIT_MESSAGES[name as LimitName] ?? RATE_LIMIT_MESSAGE, {
        retryAfterSeconds: result.ttlInSeconds,
      });
    };
  };

  const byIp = (request: FastifyRequest) => request.ip;
  const byIdentifierAndIp = (request: FastifyRequest) => `${identifierOfRequest(request)}|${request.ip}`;
  const keyOf = (name: LimitName) => (name.endsWith("AndIp") ? byIdentifierAndIp : name.endsWith("PerIp") ? byIp : identifierOfRequest);
  const limits = {} as Record<LimitName, PreHandler>;
  for (const [name, limit] of Object.entries(ACCOUNT_LIMITS) as [LimitName, RequestLimit][]) {
    limits[name] = limiter(name, limit, keyOf(name));
  }
  app.decorate("accountLimits", limits);

  // Booking creation (issue 11): counted per account (the session's user) and per address.
  // Their numbers are configured directly, so ACCOUNT_LIMITS_SCALE leaves them alone.
  const bookingMessage = "Too many booking attempts. Finish or cancel your pending booking first, or try again later.";
  const byUser = (request: FastifyRequest) => (request.user as { id?: string } | undefined)?.id ?? `ip:${request.ip}`;
  app.decorate("bookingLimits", {
    perAccount: limiter("bookingPerAccount", app.config.bookingLimits.perAccount, byUser, { scale: 1, message: bookingMessage }),
    perIp: limiter("bookingPerIp", app.config.bookingLimits.perIp, byIp, { scale: 1, message: bookingMessage }),
  });
});
