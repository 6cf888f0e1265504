// Operators' blocks of a room's slots (issue 15, decision 0034). A block owns its half-hours
// through `slot_holds` rows with `block_id`, under the primary key (room, date, slot) that keeps
// bookings apart (decision 0003): whichever of a block and a booking inserts first holds the slot,
// the other gets the unique violation, whatever the concurrency.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { bookings, rooms, slotBlocks, slotHolds } from "../schema";
import { sqlState } from "./bookings-repository";

export type SlotBlockRow = typeof slotBlocks.$inferSelect;

export type NewSlotBlock = {
  roomId: number;
  date: string;
  startSlot: number;
  endSlot: number;
  reason: "maintenance" | "private_use";
  note: string;
  operatorId: string;
};

/** The database refused a block: a booking or another block holds one of its slots. */
export class SlotsTakenError extends Error {
  constructor() {
    super("slot taken");
    this.name = "SlotsTakenError";
  }
}

/**
 * Inserts the block and its slot rows in the caller's transaction. A taken slot raises
 * SlotsTakenError after the transaction is rolled back (see `isSlotTaken`).
 */
export async function insertSlotBlock(tx: Database, input: NewSlotBlock, now: Date): Promise<SlotBlockRow> {
  const [block] = await tx
    .insert(slotBlocks)
    .values({ ...input, createdAt: now })
    .returning();
  if (!block) throw new Error("block was not inserted");
  const rows = [];
  for (let slot = input.startSlot; slot < input.endSlot; slot += 1)
    rows.push({ roomId: input.roomId, date: input.date, slot, blockId: block.id });
  await tx.insert(slotHolds).values(rows);
  return block;
}

/** Whether an error is the slot primary key refusing a second owner. */
export function isSlotTaken(error: unknown): boolean {
  return sqlState(error) === "23505";
}

export async function findSlotBlock(db: Database, id: number) {
  const [row] = await db
    .select({ block: slotBlocks, centreId: rooms.centreId, roomName: rooms.name })
    .from(slotBlocks)
    .innerJoin(rooms, eq(rooms.id, slotBlocks.roomId))
    .where(eq(slotBlocks.id, id));
  return row;
}

/** Deletes a block (its slot rows go with it, by cascade); the row deleted, or undefined when it was gone. */
export async function deleteSlotBlock(tx: Database, id: number): Promise<SlotBlockRow | undefined> {
  const [row] = await tx.delete(slotBlocks).where(eq(slotBlocks.id, id)).returning();
  return row;
}

/** The blocks of a centre's rooms on a date, by room and start. */
export async function blocksOfCentreDay(db: Database, centreId: number, date: string) {
  return db
    .select({ block: slotBlocks, roomName: rooms.name })
    .from(slotBlocks)
    .innerJoin(rooms, eq(rooms.id, slotBlocks.roomId))
    .where(and(eq(rooms.centreId, centreId), eq(slotBlocks.date, date)))
    .orderBy(asc(slotBlocks.roomId), asc(slotBlocks.startSlot));
}

/**
 * Who holds the slots of a range now (for the refusal's message): a booking's code, or a block's
 * id, times and reason (an operator knows a block by when and why, not by its id).
 */
export async function holdersOfSlots(db: Database, roomId: number, date: string, startSlot: number, endSlot: number) {
  return db
    .select({
      slot: slotHolds.slot,
      code: bookings.code,
      blockId: slotHolds.blockId,
      blockStartSlot: slotBlocks.startSlot,
      blockEndSlot: slotBlocks.endSlot,
      blockReason: slotBlocks.reason,
    })
    .from(slotHolds)
    .leftJoin(bookings, eq(bookings.id, slotHolds.bookingId))
    .leftJoin(slotBlocks, eq(slotBlocks.id, slotHolds.blockId))
    .where(
      and(
        eq(slotHolds.roomId, roomId),
        eq(slotHolds.date, date),
        sql`${slotHolds.slot} >= ${startSlot} and ${slotHolds.slot} < ${endSlot}`,
      ),
    )
    .orderBy(asc(slotHolds.slot));
}

/** The room a block is asked for: its centre, type and opening hours. */
export async function roomForBlock(db: Database, id: number) {
  const [row] = await db
    .select({
      id: rooms.id,
      name: rooms.name,
      centreId: rooms.centreId,
      productTypeId: rooms.productTypeId,
      openSlot: rooms.startTime,
      closeSlot: rooms.endTime,
      isActive: rooms.isActive,
    })
    .from(rooms)
    .where(eq(rooms.id, id));
  return row;
}
