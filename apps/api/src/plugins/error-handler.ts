import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { fieldSentence } from "@workbay/contracts/field-messages";
import { AppError, type AppErrorCode } from "@workbay/domain/app-error";

const STATUS_OF: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  too_many_requests: 429,
};

function failure(statusCode: number, message: string, errors?: { field: string; message: string }[], pendingBookings?: string[]) {
  return {
    meta: { status_code: statusCode, message },
    data: null,
    ...(errors ? { errors } : {}),
    ...(pendingBookings ? { pending_bookings: pendingBookings } : {}),
  };
}

/** An error as the API answers it: status, envelope and any header the answer carries. */
export type ErrorAnswer = { status: number; body: ReturnType<typeof failure>; headers: Record<string, string> };

type Logger = { error: (object: object, message: string) => void };

/**
 * The one place errors become answers: validation problems name the field, domain errors keep
 * their message, and anything unexpected is a 500 without details. Used by the HTTP error
 * handler below and by the pages' in-process calls (web/direct-api-client.ts).
 */
export function errorAnswer(error: FastifyError, log: Logger): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Messages come from the contracts' error map (sentences naming the field); a schema's
    // own fragment ("must be a date written YYYY-MM-DD") is made one here.
    const errors = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(error.validationContext ?? "request");
      return { field, message: fieldSentence(field, issue.message ?? "is not valid") };
    });
    const message = [...new Set(errors.map((e) => e.message))].join(" ");
    return { status: 400, body: failure(400, message, errors), headers: {} };
  }
  if (error instanceof AppError) {
    const status = STATUS_OF[error.code];
    const prefixed = /^([a-z_]+): /.exec(error.message)?.[1];
    const field = typeof error.details?.field === "string" ? error.details.field : prefixed;
    const message = field ? fieldSentence(field, error.message) : error.message;
    // Every limit says when to come back (RFC 9110 Retry-After, in seconds).
    const retryAfter = error.details?.retryAfterSeconds;
    const headers: Record<string, string> =
      status === 429 && typeof retryAfter === "number" && retryAfter > 0 ? { "retry-after": String(Math.ceil(retryAfter)) } : {};
    const pending = Array.isArray(error.details?.pendingBookings) ? (error.details.pendingBookings as string[]) : undefined;
    // An error may list its parts (a recurring block's clashing dates) after the field's own message.
    const parts = Array.isArray(error.details?.errors) ? (error.details.errors as { field: string; message: string }[]) : [];
    const errors = [...(field ? [{ field, message }] : []), ...parts];
    return { status, body: failure(status, message, errors.length > 0 ? errors : undefined, pending), headers };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) {
    log.error({ err: error }, "request failed");
    return { status: 500, body: failure(500, "Something went wrong. Please try again."), headers: {} };
  }
  // Fastify's own 4xx (bad JSON, body too large, unsupported media type...).
  return { status, body: failure(status, error.message), headers: {} };
}

export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, request.log);
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    return reply.status(answer.status).send(answer.body);
  });
});

export function notFoundBody(path: string) {
  return failure(404, `No such endpoint: ${path}`);
}

export const MALFORMED_ADDRESS_MESSAGE = "The address is not valid: a % in it is not followed by a valid escape.";
export const LONG_ADDRESS_PART_MESSAGE = "A part of the address is too long.";

/**
 * The router's own refusals, before any route or hook (Fastify's `frameworkErrors`): an address
 * whose %-escapes do not decode (`/passy/v1/room/%ff`), a path parameter longer than the router
 * takes. Fastify answered its own JSON, not the envelope (docs/decisions/0047).
 */
export function frameworkErrorAnswer(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_BAD_URL") return reply.status(400).send(failure(400, MALFORMED_ADDRESS_MESSAGE));
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return reply.status(414).send(failure(414, LONG_ADDRESS_PART_MESSAGE));
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return reply.status(status).send(failure(status, status === 500 ? "Something went wrong. Please try again." : error.message));
}
