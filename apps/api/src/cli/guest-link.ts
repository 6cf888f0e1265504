// `npm run guest-link -- <booking code> <guest e-mail>`: prints the guest add-on link of a
// confirmed booking (for demos and support), creating the guest's invitation if needed.
import { eq } from "drizzle-orm";
import { openDatabase } from "@workbay/db/client";
import { bookings, rooms } from "@workbay/db/schema";
import { loadConfig, resolveSecretKey } from "../config";
import { createGuestLink } from "../services/guest-links";

const [code, email] = process.argv.slice(2);
if (!code || !email) {
  console.error("usage: npm run guest-link -- <booking code> <guest e-mail>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const [row] = await database.db
    .select({ booking: bookings, seoId: rooms.seoId })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(eq(bookings.code, code));
  if (!row || row.booking.startSlot === null || row.booking.endSlot === null) {
    console.error(`No timed booking with code ${code}`);
    process.exitCode = 1;
  } else {
    const { path } = await createGuestLink(
      database.db,
      resolveSecretKey(config),
      { id: row.booking.id, date: row.booking.date, startSlot: row.booking.startSlot, endSlot: row.booking.endSlot, roomSeoId: row.seoId },
      email,
    );
    console.log(`${config.publicUrl}${path}`);
  }
} finally {
  await database.close();
}
