import type { FastifyError, FastifyInstance } from "fastify";
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

/**
 * The one place errors become HTTP answers: validation problems name the field, domain
 * errors keep their message, and anything unexpected is a 500 without details.
 */
export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Messages come from the contracts' error map (sentences naming the field); a schema's
      // own fragment ("must be a date written YYYY-MM-DD") is made one here.
      const errors = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(error.validationContext ?? "request");
        return { field, message: fieldSentence(field, issue.message ?? "is not valid") };
      });
      const message = [...new Set(errors.map((e) => e.message))].join(" ");
      return reply.status(400).send(failure(400, message, errors));
    }
    if (error instanceof AppError) {
      const status = STATUS_OF[error.code];
      const prefixed = /^([a-z_]+): /.exec(error.message)?.[1];
      const field = typeof error.details?.field === "string" ? error.details.field : prefixed;
      const message = field ? fieldSentence(field, error.message) : error.message;
      // Every limit says when to come back (RFC 9110 Retry-After, in seconds).
      const retryAfter = error.details?.retryAfterSeconds;
      if (status === 429 && typeof retryAfter === "number" && retryAfter > 0) reply.header("retry-after", String(Math.ceil(retryAfter)));
      const pending = Array.isArray(error.details?.pendingBookings) ? (error.details.pendingBookings as string[]) : undefined;
      // An error may list its parts (a recurring block's clashing dates) after the field's own message.
      const parts = Array.isArray(error.details?.errors) ? (error.details.errors as { field: string; message: string }[]) : [];
      const errors = [...(field ? [{ field, message }] : []), ...parts];
      return reply.status(status).send(failure(status, message, errors.length > 0 ? errors : undefined, pending));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send(failure(500, "Something went wrong. Please try again."));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type...).
    return reply.status(status).send(failure(status, error.message));
  });
});

export function notFoundBody(path: string) {
  return failure(404, `No such endpoint: ${path}`);
}
