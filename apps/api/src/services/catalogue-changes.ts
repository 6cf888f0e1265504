// How a change to the catalogue (rooms, centres, prices, images, amenities, menus) reaches
// every instance's caches within a second (docs/decisions/0025). The operator console
// (issue 15) and any script that edits the catalogue use one of these two functions.
import { sql } from "drizzle-orm";
import type { Database } from "@workbay/db/client";
import { clusterEventsOf, DEFAULT_EVENTS_CHANNEL, encodeEnvelope } from "./cluster-events";
import { invalidateCatalogue } from "./room-catalogue";

/** What changed; no ids means "anything may have changed" (every cached record is dropped). */
export type CatalogueScope = { roomIds?: number[]; centreIds?: number[] };

/**
 * Tells every instance (this one at once) that the catalogue changed. Call it after the change
 * committed: a message sent earlier could be acted on before the change is visible. With an
 * app's database (`app.db`) the app's carrier is used (Redis or PostgreSQL); with any other
 * connection (a script), PostgreSQL NOTIFY on that connection.
 */
export async function catalogueChanged(db: Database, scope: CatalogueScope = {}): Promise<void> {
  invalidateCatalogue(db, scope);
  const event = { kind: "catalogue" as const, ...scope };
  const events = clusterEventsOf(db);
  if (events) await events.publish(event);
  else await db.execute(sql`select pg_notify(${DEFAULT_EVENTS_CHANNEL}, ${encodeEnvelope({ origin: "script", event })})`);
}

/**
 * Writes a catalogue change in one transaction, then tells every instance:
 *
 *     await changeCatalogue(app.db, { roomIds: [room.id] }, (tx) =>
 *       tx.update(rooms).set({ costPaise }).where(eq(rooms.id, room.id)));
 */
export async function changeCatalogue<T>(db: Database, scope: CatalogueScope, write: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction((tx) => write(tx as unknown as Database));
  await catalogueChanged(db, scope);
  return result;
}
