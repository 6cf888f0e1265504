import { z } from "zod";

/** Every API answer: `{ meta: { status_code, message }, data }`. */
export const Meta = z.object({ status_code: z.number().int(), message: z.string() });

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ meta: Meta, data });
}

export const ErrorEnvelope = z.object({
  meta: Meta,
  data: z.null(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** 409 'Finish or cancel your pending booking first': the booker's unpaid bookings (ids). */
  pending_bookings: z.array(z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
