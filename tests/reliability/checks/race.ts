// Race: many distinct bookers over both instances at once for overlapping slots of one room
// and for the last passes of a day pass. The database must sell no slot twice and no pass
// beyond capacity; no answer may be a 5xx.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { bookings, passAllocations, rooms } from "@workbay/db/schema";
import { freeMeetingRooms, jsonCall, makeBookers, priceOf, Tally, weekdayAhead, type CheckResult, type Harness } from "../fixtures";
import { pooled, send } from "../http";

export async function raceCheck(h: Harness, options: { attempts: number; concurrency: number }): Promise<CheckResult> {
  const started = Date.now();
  const date = weekdayAhead(0);
  const [room] = await freeMeetingRooms(h.db, date, 1);
  if (!room) throw new Error("race: no free meeting room");
  const [dayPass] = await h.db
    .select()
    .from(rooms)
    .where(and(eq(rooms.productTypeId, 7), eq(rooms.isBookable, true)))
    .orderBy(asc(rooms.id))
    .limit(1);
  if (!dayPass?.passCapacity) throw new Error("race: no day pass with a capacity");
  const passesLeft = 5;
  const capacity = dayPass.passCapacity;
  // Only the last few passes of the day are left: the rest count as sold.
  await h.db
    .insert(passAllocations)
    .values({ roomId: dayPass.id, date, capacity, sold: capacity - passesLeft })
    .onConflictDoUpdate({ target: [passAllocations.roomId, passAllocations.date], set: { sold: capacity - passesLeft, capacity } });

  const passAttempts = Math.round(options.attempts * 0.3);
  const slotAttempts = options.attempts - passAttempts;
  const bookers = await makeBookers(h, options.attempts, "race");

  // Overlapping ranges of 2 to 4 half-hour slots inside the room's hours, priced once each.
  const ranges: { start: number; end: number }[] = [];
  for (let start = room.startTime; start + 2 <= room.endTime && ranges.length < 24; start += 1) {
    for (let len = 2; len <= 4 && start + len <= room.endTime; len += 1) ranges.push({ start, end: start + len });
  }
  const slotPrices = new Map<string, number>();
  for (const r of ranges)
    slotPrices.set(`${r.start}-${r.end}`, await priceOf(h, bookers[0]!, { date, room_id: room.id, start_time: r.start, end_time: r.end }));
  const passPrices = new Map<number, number>();
  for (const q of [1, 2]) passPrices.set(q, await priceOf(h, bookers[0]!, { date, room_id: dayPass.id, quantity: q }));

  const tally = new Tally();
  const tasks = bookers.map((booker, i) => async () => {
    const instance = h.instances[i % 2]!;
    let body: Record<string, unknown>;
    if (i < slotAttempts) {
      const r = ranges[(i * 7) % ranges.length]!;
      body = {
        date,
        room_id: room.id,
        start_time: r.start,
        end_time: r.end,
        total_amount: slotPrices.get(`${r.start}-${r.end}`),
        terms_accepted: true,
      };
    } else {
      const q = i % 3 === 0 ? 2 : 1;
      body = { date, room_id: dayPass.id, quantity: q, total_amount: passPrices.get(q), terms_accepted: true };
    }
    const call = jsonCall("POST", "/passy/v1/booking", booker.headers, body);
    tally.add(call, await send(instance.url, call));
  });
  // Interleave room and pass attempts so both races run at once.
  const order = tasks
    .map((task, i) => ({ task, key: (i * 7919) % tasks.length }))
    .sort((a, b) => a.key - b.key)
    .map((t) => t.task);
  await pooled(order, options.concurrency);

  const findings: string[] = [];
  const breaches: string[] = [];
  const live = ["pending_payment", "confirmed"] as const;
  const slotRows = await h.db
    .select({ startSlot: bookings.startSlot, endSlot: bookings.endSlot })
    .from(bookings)
    .where(and(eq(bookings.roomId, room.id), eq(bookings.date, date), inArray(bookings.status, [...live])));
  const perSlot = new Map<number, number>();
  for (const b of slotRows) for (let s = b.startSlot!; s < b.endSlot!; s += 1) perSlot.set(s, (perSlot.get(s) ?? 0) + 1);
  const doubleSold = [...perSlot.values()].filter((n) => n > 1).length;
  const [passRow] = await h.db
    .select({ sold: sql<number>`coalesce(sum(${bookings.quantity}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.roomId, dayPass.id), eq(bookings.date, date), inArray(bookings.status, [...live])));
  const [allocation] = await h.db
    .select()
    .from(passAllocations)
    .where(and(eq(passAllocations.roomId, dayPass.id), eq(passAllocations.date, date)));
  const created = tally.statuses.get(201) ?? 0;
  findings.push(
    `${tally.count} attempts by ${bookers.length} users (${slotAttempts} for ${ranges.length} overlapping ranges of room ${room.id}, ${passAttempts} for the last ${passesLeft} passes); ${created} created; ${tally.summary()}`,
  );
  findings.push(
    `slots held by live bookings: ${perSlot.size}, sold twice: ${doubleSold}; passes sold by live bookings: ${passRow?.sold ?? 0} of ${passesLeft} left (allocation ${allocation?.sold}/${allocation?.capacity})`,
  );
  if (doubleSold > 0) breaches.push(`${doubleSold} slots sold twice`);
  if ((passRow?.sold ?? 0) > passesLeft || (allocation && allocation.sold > allocation.capacity))
    breaches.push(`passes over capacity: ${passRow?.sold} sold of ${passesLeft}`);
  if (tally.fiveXx.length > 0)
    breaches.push(`${tally.fiveXx.length} 5xx, e.g. ${tally.fiveXx[0]!.call} -> ${tally.fiveXx[0]!.status} ${tally.fiveXx[0]!.text}`);
  if (tally.networkErrors > 0)
    breaches.push(`${tally.networkErrors} requests got no answer, e.g. ${tally.networkErrorExamples.join("; ")}`);
  if (created === 0) breaches.push("no booking was created at all (the check proved nothing)");
  return { name: "race", requests: tally.count, p99Ms: tally.p(99), findings, breaches, seconds: (Date.now() - started) / 1000 };
}
