// The operator console's second set of calls (issue 15, decision 0034): calendar blocks,
// operators, the audit log and charts. /backoffice-service/api/v1/...
import { z } from "zod";
import { BLOCK_NOTE_MAX, BLOCK_REASONS } from "@workbay/domain/slot-blocks";
import { envelope } from "./envelope";

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Please choose a real date." });
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
    .positive({ message: "Please choose a room." }),
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

export const BlocksQuery = z.object({
  centre_id: z.coerce.number().int().positive({ message: "Please choose a centre." }),
  date: IsoDate,
});
export const BlocksResponse = envelope(z.array(SlotBlock));
export type BlocksResponse = z.infer<typeof BlocksResponse>;
