// `npm run bench:seed -- <rooms>` (default 10000; BENCH_ROOMS too): a large dataset on
// PostgreSQL for the benchmarks: the demo data plus generated centres and rooms up to <rooms>,
// and 100 taken slots per room (BENCH_SLOTS: another total) over 90 days, in the database
// BENCH_DATABASE_URL + "_<rooms>" (default postgres://postgres@127.0.0.1:5432/workbay_bench_<rooms>),
// which is dropped and created anew. 10,000 rooms take about 40 s; 100,000 about ten times that.
import path from "node:path";
import pg from "pg";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase } from "@workbay/db/client";
import { seedDemoData } from "@workbay/demo-seed/seed-demo-data";
import { istNow } from "@workbay/domain/ist-date";

import { benchDatabaseUrl, sizesFrom } from "./bench-config";
const TARGET_ROOMS = sizesFrom(process.argv.slice(2), [Number(process.env.BENCH_ROOMS ?? 10_000)])[0]!;
const TARGET_SLOTS = Number(process.env.BENCH_SLOTS ?? TARGET_ROOMS * 100);
// About 17 rooms per centre at every size (600 centres for 10,000 rooms).
const CENTRES_PER_CITY = Math.max(5, Math.round(TARGET_ROOMS / 100));
const DAYS = 90;
const BENCH_DATABASE_URL = benchDatabaseUrl(TARGET_ROOMS);

async function recreateDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

const started = Date.now();
const step = (label: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${label}`);

await recreateDatabase(BENCH_DATABASE_URL);
const handle = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
await handle.migrate();
const db = handle.db;
await seedDemoData(db, { imagesDir: path.resolve(process.env.DATA_DIR ?? "./data", "images") });
step("demo data");

async function countOf(query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const today = istNow(new Date()).date;

// Centres around each city's centre point.
await db.execute(sql`
  insert into centres (name, address, city_slug, state, pincode, latitude, longitude, phone, business_hours, gstin)
  select 'Bench Centre ' || c.slug || ' ' || n,
         n || ' Bench Road, ' || c.name,
         c.slug, c.state, '560001',
         c.latitude + ((n * 37) % 100 - 50) / 1000.0,
         c.longitude + ((n * 53) % 100 - 50) / 1000.0,
         '+91 80 4000 ' || lpad(n::text, 4, '0'),
         '[{"days":[1,2,3,4,5],"open":16,"close":40},{"days":[6],"open":18,"close":36}]'::jsonb,
         null
  from cities c cross join generate_series(1, ${CENTRES_PER_CITY}) n`);
step("centres");

const existing = await countOf(sql`select count(*)::int as n from rooms`);
const toAdd = Math.max(0, TARGET_ROOMS - existing);
// 70% meeting rooms; the rest spread over the other types.
await db.execute(sql`
  with centre_ids as (select array_agg(id order by id) as ids, count(*) as n from centres where name like 'Bench Centre %'),
  types as (select array[1,1,1,1,1,1,1,2,7,8,9,10,11,12,16,1,1,1,1,1] as t)
  insert into rooms (seo_id, inventory_id, centre_id, product_type_id, name, floor, capacity, cost_paise,
                     description, start_time, end_time, slot_duration, pass_capacity, is_bookable, is_mrb, has_fnb)
  select 'bench-room-' || g, 'BENCH-' || g,
         centre_ids.ids[1 + (g % centre_ids.n)],
         types.t[1 + (g % 20)],
         'Bench Room ' || g, (1 + g % 9) || 'th Floor',
         2 + g % 18, (400 + (g * 7) % 2000) * 100,
         'A generated room for benchmarks.', 16, 40, case when g % 5 = 0 then 30 else 60 end,
         case when types.t[1 + (g % 20)] in (7, 11, 16) then 30 else null end,
         true, true, g % 2 = 0
  from generate_series(1, ${toAdd}) g, centre_ids, types`);
await db.execute(sql`
  insert into room_images (room_id, file_name, position, alt)
  select r.id, 'bench-' || r.id || '-' || k || '.jpg', k, r.name from rooms r cross join generate_series(0, 2) k
  where r.seo_id like 'bench-room-%'`);
await db.execute(sql`
  insert into room_amenities (room_id, amenity_id)
  select r.id, a.id from rooms r join amenities a on (r.id + a.id) % 3 = 0 where r.seo_id like 'bench-room-%'`);
await db.execute(sql`
  insert into room_suited_categories (room_id, category_id)
  select r.id, 1 + (r.id % 5) from rooms r where r.seo_id like 'bench-room-%'`);
step(`rooms: ${existing + toAdd}`);

// Taken slots: 4-slot bookings, each on its own room-day of a timed room, so none overlap.
const bookingsNeeded = Math.ceil(TARGET_SLOTS / 4);
await db.execute(sql`
  insert into users (email, name, email_verified) values ('bench@workbay.in', 'Bench Customer', true)
  on conflict do nothing`);
await db.execute(sql`
  with timed as (select array_agg(id order by id) as ids, count(*) as n from rooms
                 where product_type_id in (1, 2, 9, 10, 12) and seo_id like 'bench-room-%'),
       bench_user as (select id from users where email = 'bench@workbay.in')
  insert into bookings (code, user_id, room_id, status, date, start_slot, end_slot, quantity, seats,
                        room_amount_paise, original_room_amount_paise, total_paise, confirmed_at)
  select 'BENCH-' || b, bench_user.id, timed.ids[1 + (b % timed.n)], 'confirmed',
         (${today}::date + ((b / timed.n) % ${DAYS})::int),
         16 + (b::bigint * 7919 % 20)::int, 20 + (b::bigint * 7919 % 20)::int, 1, 4, 100000, 100000, 118000, now()
  from generate_series(0, ${bookingsNeeded - 1}) b, timed, bench_user
  where b < timed.n * ${DAYS}`);
await db.execute(sql`
  insert into slot_holds (room_id, date, slot, booking_id)
  select b.room_id, b.date, s, b.id from bookings b cross join lateral generate_series(b.start_slot, b.end_slot - 1) s
  where b.code like 'BENCH-%'`);
const slots = await countOf(sql`select count(*)::int as n from slot_holds`);
step(`taken slots: ${slots}`);
await db.execute(sql`analyze`);
step("analyze");
await handle.close();
