// Test-only, run by prepare-e2e-data.ts before the server starts: writes a guest add-on link for a
// confirmed future demo booking to .cache/e2e-data/guest-link.json, using the same createGuestLink
// as `npm run guest-link`. Never part of a production path.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "@workbay/db/client";
import { listMenu } from "@workbay/db/repositories/menu-repository";
import { bookings, rooms } from "@workbay/db/schema";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { resolveSecretKey, type AppConfig } from "../../../apps/api/src/config";
import { createGuestLink } from "../../../apps/api/src/services/guest-links";

export async function writeGuestLink(db: Database, config: AppConfig): Promise<void> {
  const after = addDaysIso(istNow(new Date()).date, 1);
  const candidates = await db
    .select({ booking: bookings, seoId: rooms.seoId, centreId: rooms.centreId })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.date, after)))
    .orderBy(asc(bookings.id))
    .limit(50);
  let link: { url: string; code: string } | null = null;
  for (const row of candidates) {
    if (row.booking.startSlot === null || row.booking.endSlot === null) continue;
    // A morning meeting, so the guest page shows High Tea (15:00-19:00) as not served.
    if (row.booking.startSlot >= 30) continue;
    if ((await listMenu(db, row.centreId)).length < 2) continue;
    const { path: urlPath } = await createGuestLink(
      db,
      resolveSecretKey(config),
      { id: row.booking.id, date: row.booking.date, startSlot: row.booking.startSlot, endSlot: row.booking.endSlot, roomSeoId: row.seoId },
      "guest.e2e@example.com",
    );
    link = { url: urlPath, code: row.booking.code };
    break;
  }
  if (!link) throw new Error("no confirmed future timed booking with a menu in the demo data");
  writeFileSync(path.join(config.dataDir, "guest-link.json"), JSON.stringify(link));
}
