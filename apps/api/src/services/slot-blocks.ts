// Operators block a room's slots (issue 15, decision 0034): maintenance or private use, with a
// note. The block takes its slots through the same primary key as bookings, so the database
// decides between a block and a booking; the checks here only give the clear message first.
import type { CreateBlockBody, CreateRecurringBlockBody, RecurringBlockResult, SlotBlock } from "@workbay/contracts/backoffice-ops";
import { AppError } from "@workbay/domain/app-error";
import { BLOCK_MESSAGES, blockProblem, slotHoldersText, type BlockReason } from "@workbay/domain/slot-blocks";
import { isProductTypeId, productType } from "@workbay/domain/product-types";
import { RECURRING_BLOCK_MESSAGES, clashList, occurrenceDates } from "@workbay/domain/recurring-blocks";
import { slotLabel } from "@workbay/domain/slots";
import { availabilityChanged } from "@workbay/db/availability-changes";
import type { Database } from "@workbay/db/client";
import { insertAuditEntry, type OperatorRecord } from "@workbay/db/repositories/operators-repository";
import {
  SlotsTakenError,
  blocksOfCentreDay,
  deleteSlotBlock,
  findSlotBlock,
  holdersOfSlots,
  insertSlotBlock,
  isSlotTaken,
  roomForBlock,
  type SlotBlockRow,
} from "@workbay/db/repositories/slot-blocks-repository";
import { assertCentre } from "../plugins/operator-auth";

function blockView(block: SlotBlockRow, roomName: string): SlotBlock {
  return {
    id: block.id,
    room_id: block.roomId,
    room_name: roomName,
    date: block.date,
    start_slot: block.startSlot,
    end_slot: block.endSlot,
    reason: block.reason as BlockReason,
    note: block.note,
    created_at: block.createdAt.toISOString(),
  };
}

function auditOf(block: SlotBlockRow, centreId: number) {
  return {
    room_id: block.roomId,
    centre_id: centreId,
    date: block.date,
    from: slotLabel(block.startSlot),
    to: slotLabel(block.endSlot),
    reason: block.reason,
    note: block.note,
  };
}

/** One date's block and its audit entry, in the caller's transaction (a series notes itself in each). */
async function blockOneDate(
  tx: Database,
  input: {
    room: { id: number; centreId: number };
    body: Pick<CreateBlockBody, "start_slot" | "end_slot" | "reason" | "note">;
    date: string;
    operator: OperatorRecord;
    now: Date;
    series?: Record<string, unknown>;
  },
): Promise<SlotBlockRow> {
  const { room, body, date, operator, now, series } = input;
  const inserted = await insertSlotBlock(
    tx,
    {
      roomId: room.id,
      date,
      startSlot: body.start_slot,
      endSlot: body.end_slot,
      reason: body.reason,
      note: body.note,
      operatorId: operator.id,
    },
    now,
  );
  const after = auditOf(inserted, room.centreId);
  await insertAuditEntry(
    tx,
    {
      operator,
      action: "slot_block.create",
      entityType: "slot_block",
      entityId: String(inserted.id),
      before: null,
      after: series ? { ...after, series } : after,
    },
    now,
  );
  return inserted;
}

/** Blocks the slots, audited in the same transaction; 409 naming the holders when one is taken. */
export async function blockSlots(db: Database, operator: OperatorRecord, body: CreateBlockBody, now: Date): Promise<SlotBlock> {
  const room = await roomForBlock(db, body.room_id);
  if (!room || !room.isActive) throw new AppError("not_found", BLOCK_MESSAGES.roomNotFound, { field: "room_id" });
  assertCentre(operator, room.centreId);
  if (!isProductTypeId(room.productTypeId) || productType(room.productTypeId).kind !== "timed")
    throw new AppError("bad_request", BLOCK_MESSAGES.notTimed, { field: "room_id" });
  const problem = blockProblem({ date: body.date, startSlot: body.start_slot, endSlot: body.end_slot }, room, now);
  if (problem)
    throw new AppError("bad_request", problem, {
      field: problem === BLOCK_MESSAGES.badDate || problem === BLOCK_MESSAGES.past ? "date" : "end_slot",
    });
  try {
    const block = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      return blockOneDate(tx, { room, body, date: body.date, operator, now });
    });
    // After the commit: the cached room listings of that room and date drop (decision 0035).
    await availabilityChanged(db, [{ roomId: block.roomId, date: block.date }]);
    return blockView(block, room.name);
  } catch (error) {
    if (!isSlotTaken(error) && !(error instanceof SlotsTakenError)) throw error;
    const holders = await holdersOfSlots(db, room.id, body.date, body.start_slot, body.end_slot);
    const names = slotHoldersText(holders);
    throw new AppError("conflict", BLOCK_MESSAGES.taken(names.join(", ") || "by a booking just made"), { field: "start_slot" });
  }
}

/** Removes a block: its slots are free at once; audited with what it was. */
export async function unblockSlots(db: Database, operator: OperatorRecord, id: number, now: Date): Promise<void> {
  const found = await findSlotBlock(db, id);
  if (!found) throw new AppError("not_found", BLOCK_MESSAGES.notFound);
  assertCentre(operator, found.centreId);
  const removed = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const row = await deleteSlotBlock(tx, id);
    if (!row) return null;
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "slot_block.delete",
        entityType: "slot_block",
        entityId: String(id),
        before: auditOf(row, found.centreId),
        after: null,
      },
      now,
    );
    return row;
  });
  if (!removed) throw new AppError("not_found", BLOCK_MESSAGES.notFound);
  // After the commit: the cached room listings of that room and date drop (decision 0035).
  await availabilityChanged(db, [{ roomId: removed.roomId, date: removed.date }]);
}

/** A centre's blocks on a date (the calendar draws them beside the bookings). */
export async function blocksOfDay(db: Database, operator: OperatorRecord, centreId: number, date: string): Promise<SlotBlock[]> {
  assertCentre(operator, centreId);
  const rows = await blocksOfCentreDay(db, centreId, date);
  return rows.map((r) => blockView(r.block, r.roomName));
}

// ---- recurring blocks (decision 0036)

/** Who holds each date's slots now: "booking WB…" or "a maintenance block from 10:00 AM to 11:00 AM", per date that has any. */
async function clashesOf(db: Database, roomId: number, dates: readonly string[], startSlot: number, endSlot: number) {
  const clashes: { date: string; holders: string[] }[] = [];
  for (const date of dates) {
    const holders = await holdersOfSlots(db, roomId, date, startSlot, endSlot);
    if (holders.length > 0) clashes.push({ date, holders: slotHoldersText(holders) });
  }
  return clashes;
}

/**
 * The same block daily or weekly: every date goes through the single block's rules and the slot
 * primary key, all in one transaction (all the dates or none). Dates whose slots are taken refuse
 * the call (409 naming them, nothing written) unless the operator asked to skip them.
 */
export async function blockSlotsRecurring(
  db: Database,
  operator: OperatorRecord,
  body: CreateRecurringBlockBody,
  now: Date,
): Promise<RecurringBlockResult> {
  const room = await roomForBlock(db, body.room_id);
  if (!room || !room.isActive) throw new AppError("not_found", BLOCK_MESSAGES.roomNotFound, { field: "room_id" });
  assertCentre(operator, room.centreId);
  if (!isProductTypeId(room.productTypeId) || productType(room.productTypeId).kind !== "timed")
    throw new AppError("bad_request", BLOCK_MESSAGES.notTimed, { field: "room_id" });
  const problem = blockProblem({ date: body.date, startSlot: body.start_slot, endSlot: body.end_slot }, room, now);
  if (problem)
    throw new AppError("bad_request", problem, {
      field: problem === BLOCK_MESSAGES.badDate || problem === BLOCK_MESSAGES.past ? "date" : "end_slot",
    });
  const occurrences = occurrenceDates({ startDate: body.date, repeat: body.repeat, count: body.count, until: body.until });
  if ("problem" in occurrences) throw new AppError("bad_request", occurrences.problem, { field: occurrences.field });
  const { dates } = occurrences;
  const refuse = (clashes: { date: string; holders: string[] }[]) =>
    new AppError("conflict", RECURRING_BLOCK_MESSAGES.clashes(clashes.length, dates.length, clashList(clashes)), {
      field: "date",
      errors: clashes.map((c) => ({ field: "dates", message: `${c.date}: ${c.holders.join(", ")}` })),
    });
  const clashes = await clashesOf(db, room.id, dates, body.start_slot, body.end_slot);
  if (clashes.length > 0 && !body.skip_conflicts) throw refuse(clashes);
  const free = dates.filter((d) => !clashes.some((c) => c.date === d));
  if (free.length === 0) throw new AppError("conflict", RECURRING_BLOCK_MESSAGES.allClash, { field: "date" });
  const series = {
    repeat: body.repeat,
    first: dates[0],
    last: dates.at(-1),
    occurrences: dates.length,
    skipped: clashes.map((c) => c.date),
  };
  try {
    const blocks = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const made: SlotBlockRow[] = [];
      for (const date of free) {
        made.push(await blockOneDate(tx, { room, body, date, operator, now, series }));
      }
      return made;
    });
    await availabilityChanged(
      db,
      blocks.map((b) => ({ roomId: b.roomId, date: b.date })),
    );
    return { blocks: blocks.map((b) => blockView(b, room.name)), skipped: clashes };
  } catch (error) {
    if (!isSlotTaken(error) && !(error instanceof SlotsTakenError)) throw error;
    // A booking took one of the dates between the check and the insert: nothing was written.
    throw refuse(await clashesOf(db, room.id, dates, body.start_slot, body.end_slot));
  }
}
