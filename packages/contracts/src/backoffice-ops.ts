// The operator console's second set of calls (issue 15, decision 0034): calendar blocks,
// operators, the audit log and charts. /backoffice-service/api/v1/...
import { z } from "zod";
import { queryCentreId } from "./row-id";
import { MAX_ROW_ID } from "@workbay/domain/row-id";
import { BLOCK_REPEATS, MAX_BLOCK_OCCURRENCES } from "@workbay/domain/recurring-blocks";
import { BLOCK_NOTE_MAX, BLOCK_REASONS } from "@workbay/domain/slot-blocks";
import { isIsoDate } from "@workbay/domain/ist-date";
import { isValidEmail } from "@workbay/domain/validators";
import { envelope } from "./envelope";

/** A real day (2026-02-30 is refused here, not by the database as a 500). */
const IsoDate = z.string().refine(isIsoDate, { message: "Please choose a real date." });
const Slot = (what: string) =>
  z.coerce
    .number({ message: `Please choose the ${what} time.` })
    .int({ message: `Please choose the ${what} time.` })
    .min(0, { message: `Please choose the ${what} time.` })
    .max(48, { message: `Please choose the ${what} time.` });

export const BlockReason = z.enum(BLOCK_REASONS, { message: "Please choose maintenance or private use." });

export const CreateBlockBody = z.object({
  room_id: z.coerce
    .number({ message: "Please choose a room." })
    .int({ message: "Please choose a room." })
    .positive({ message: "Please choose a room." })
    .max(MAX_ROW_ID, { message: "Please choose a room." }),
  date: IsoDate,
  start_slot: Slot("start"),
  end_slot: Slot("end"),
  reason: BlockReason,
  note: z
    .string()
    .trim()
    .max(BLOCK_NOTE_MAX, { message: `A note is at most ${BLOCK_NOTE_MAX} characters.` })
    .default(""),
});
export type CreateBlockBody = z.infer<typeof CreateBlockBody>;

export const BlockParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 52),
});

export const SlotBlock = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  room_name: z.string(),
  date: z.string(),
  start_slot: z.number().int(),
  end_slot: z.number().int(),
  reason: BlockReason,
  note: z.string(),
  created_at: z.string(),
});
export type SlotBlock = z.infer<typeof SlotBlock>;
export const SlotBlockResponse = envelope(SlotBlock);

/**
 * The same block repeated (decision 0036): daily or weekly from `date`, for `count` occurrences or
 * until `until`. A date whose slots are taken refuses the whole call (409 naming the dates) unless
 * `skip_conflicts` is true, when the other dates are blocked and the clashing ones reported.
 */
export const CreateRecurringBlockBody = CreateBlockBody.extend({
  repeat: z.enum(BLOCK_REPEATS, { message: "Please choose daily or weekly." }),
  count: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ message: "Please give the number of occurrences." })
      .int({ message: "Please give the number of occurrences." })
      .min(1, { message: "Please give the number of occurrences." })
      .max(MAX_BLOCK_OCCURRENCES, { message: `At most ${MAX_BLOCK_OCCURRENCES} occurrences can be blocked at once.` })
      .optional(),
  ),
  until: z.preprocess((v) => (v === "" || v === null ? undefined : v), IsoDate.optional()),
  skip_conflicts: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()).default(false),
});
export type CreateRecurringBlockBody = z.infer<typeof CreateRecurringBlockBody>;

export const RecurringBlockResult = z.object({
  blocks: z.array(SlotBlock),
  /** Dates left out because their slots were taken, with who holds them. */
  skipped: z.array(z.object({ date: z.string(), holders: z.array(z.string()) })),
});
export type RecurringBlockResult = z.infer<typeof RecurringBlockResult>;

export const RecurringBlockResponse = envelope(RecurringBlockResult);

export const BlocksQuery = z.object({
  centre_id: queryCentreId,
  date: IsoDate,
});
export const BlocksResponse = envelope(z.array(SlotBlock));
export type BlocksResponse = z.infer<typeof BlocksResponse>;

// ---- operators (admins only)

const CentreIds = z
  .array(
    z.coerce
      .number({ message: "Centre ids are whole numbers." })
      .int({ message: "Centre ids are whole numbers." })
      .positive({ message: "Centre ids are whole numbers." })
      .max(MAX_ROW_ID, { message: "Please choose the manager's centres." }),
    {
      message: "Please choose the manager's centres.",
    },
  )
  .max(200, { message: "Please choose at most 200 centres." })
  .default([]);

export const InviteOperatorBody = z.object({
  email: z.string().trim().toLowerCase().refine(isValidEmail, { message: "Please enter a valid e-mail address." }),
  name: z.string().trim().max(100, { message: "A name is at most 100 characters." }).default(""),
  role: z.enum(["admin", "centre_manager"], { message: "Please choose admin or centre manager." }),
  centre_ids: CentreIds,
});
export type InviteOperatorBody = z.infer<typeof InviteOperatorBody>;

export const UpdateOperatorBody = z.object({
  role: z.enum(["admin", "centre_manager"], { message: "Please choose admin or centre manager." }),
  centre_ids: CentreIds,
  is_active: z.boolean({ message: "Please say whether the operator is active." }),
});
export type UpdateOperatorBody = z.infer<typeof UpdateOperatorBody>;

export const OperatorParams = z.object({ id: z.uuid({ message: "Operator not found." }) });

export const OperatorListed = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(["admin", "centre_manager"]),
  centre_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  /** False until the invited operator sets a password through the e-mailed link. */
  password_set: z.boolean(),
  created_at: z.string(),
});
export type OperatorListed = z.infer<typeof OperatorListed>;
export const OperatorListedResponse = envelope(OperatorListed);
export const OperatorListResponse = envelope(
  z.object({
    operators: z.array(OperatorListed),
    centres: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
  }),
);
export type OperatorListResponse = z.infer<typeof OperatorListResponse>;

// ---- audit log (admins)

export const AuditLogQuery = z.object({
  operator: z.string().trim().max(100, { message: "An operator filter is at most 100 characters." }).optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+\.[a-z_]+$/, { message: "Please choose an action from the list." })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  entity_type: z
    .string()
    .trim()
    .regex(/^[a-z_]+$/, { message: "Please choose an entity type from the list." })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  entity_id: z.string().trim().max(100, { message: "An entity id is at most 100 characters." }).optional(),
  from: IsoDate.optional().or(z.literal("").transform(() => undefined)),
  to: IsoDate.optional().or(z.literal("").transform(() => undefined)),
  page: z.coerce
    .number({ message: "A page is a whole number." })
    .int({ message: "A page is a whole number." })
    .min(1)
    .max(10_000)
    .default(1),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_email: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogResponse = envelope(
  z.object({
    entries: z.array(AuditEntry),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    page_size: z.number().int(),
    /** Every action recorded so far, with its entity type, for the filter. */
    actions: z.array(z.object({ action: z.string(), entity_type: z.string() })),
  }),
);
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;
