// The console's Today charts and CSV exports (issue 15, decision 0036). The database sums
// (console-charts-repository); this file scopes the call to the operator's centres, fills the
// hours and days that had nothing, and writes the CSV files.
import type { BookingSearchQuery } from "@workbay/contracts/backoffice";
import type { CentreCharts, ChartSeries, ChartsQuery, ChartsView, DayRevenue, HourOccupancy } from "@workbay/contracts/console-charts";
import { AppError } from "@workbay/domain/app-error";
import { toCsv } from "@workbay/domain/csv";
import { addDaysIso, istNow } from "@workbay/domain/ist-date";
import { centreFilterOf } from "@workbay/domain/operator-access";
import { PRODUCT_TYPES, isProductTypeId, productType } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import { centresOf, searchBookingsForExport } from "@workbay/db/repositories/backoffice-repository";
import { openHalfHoursByHour, revenueByDay, takenHalfHoursByHour } from "@workbay/db/repositories/console-charts-repository";
import type { OperatorRecord } from "@workbay/db/repositories/operators-repository";
import { assertCentre, scopeOf } from "../plugins/operator-auth";

/** The charts cover the last 30 IST days, today included. */
export const CHART_DAYS = 30;
/** The bookings CSV stops here (the page says so when a search finds more). */
export const BOOKINGS_CSV_MAX = 10_000;

const TIMED_TYPE_IDS = PRODUCT_TYPES.filter((t) => t.kind === "timed").map((t) => t.id);

type Counted = { centreId: number; n: number };

function percentOf(taken: number, open: number): number | null {
  return open === 0 ? null : Math.round((Math.min(taken, open) * 1000) / open) / 10;
}

function seriesOf(
  centreIds: readonly number[],
  taken: (Counted & { hour: number })[],
  openPerDay: (Counted & { hour: number })[],
  revenue: (Counted & { date: string; paise: number })[],
  dates: readonly string[],
): ChartSeries {
  const mine = <T extends Counted>(rows: T[]) => rows.filter((r) => centreIds.includes(r.centreId));
  const occupancy: HourOccupancy[] = Array.from({ length: 24 }, (_, hour) => {
    const takenHalfHours = mine(taken)
      .filter((r) => r.hour === hour)
      .reduce((s, r) => s + r.n, 0);
    const openHalfHours =
      mine(openPerDay)
        .filter((r) => r.hour === hour)
        .reduce((s, r) => s + r.n, 0) * dates.length;
    return { hour, taken_half_hours: takenHalfHours, open_half_hours: openHalfHours, percent: percentOf(takenHalfHours, openHalfHours) };
  });
  const byDay: DayRevenue[] = dates.map((date) => {
    const rows = mine(revenue).filter((r) => r.date === date);
    return { date, revenue_paise: rows.reduce((s, r) => s + r.paise, 0), bookings: rows.reduce((s, r) => s + r.n, 0) };
  });
  return { occupancy_by_hour: occupancy, revenue_by_day: byDay };
}

/** The operator's centres, or the one asked for (403 for another's, 404 for none). */
async function chartCentres(db: Database, operator: OperatorRecord, query: ChartsQuery) {
  if (query.centre_id !== undefined) assertCentre(operator, query.centre_id);
  const centres = await centresOf(db, query.centre_id !== undefined ? [query.centre_id] : centreFilterOf(scopeOf(operator)));
  if (query.centre_id !== undefined && centres.length === 0) throw new AppError("not_found", "Centre not found");
  return centres;
}

export async function chartsFor(db: Database, operator: OperatorRecord, query: ChartsQuery, now: Date): Promise<ChartsView> {
  const centres = await chartCentres(db, operator, query);
  const ids = centres.map((c) => c.id);
  const to = istNow(now).date;
  const from = addDaysIso(to, -(CHART_DAYS - 1));
  const dates = Array.from({ length: CHART_DAYS }, (_, i) => addDaysIso(from, i));
  const range = { from, to, centreIds: ids };
  const [taken, open, revenue] = await Promise.all([
    takenHalfHoursByHour(db, range),
    openHalfHoursByHour(db, TIMED_TYPE_IDS, ids),
    revenueByDay(db, range),
  ]);
  const perCentre: CentreCharts[] = centres.map((c) => ({
    centre_id: c.id,
    centre_name: c.name,
    city: c.city,
    ...seriesOf([c.id], taken, open, revenue, dates),
  }));
  return { from, to, days: CHART_DAYS, all: seriesOf(ids, taken, open, revenue, dates), centres: perCentre };
}

const hhmm = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const rupees = (paise: number) => (paise / 100).toFixed(2);

export type CsvFile = { fileName: string; body: string };

function suffixOf(view: ChartsView, query: ChartsQuery) {
  return `${view.from}-to-${view.to}${query.centre_id !== undefined ? `-centre-${query.centre_id}` : ""}`;
}

/** One row per centre and hour, then the centres together ("All centres"). */
export async function occupancyCsv(db: Database, operator: OperatorRecord, query: ChartsQuery, now: Date): Promise<CsvFile> {
  const view = await chartsFor(db, operator, query, now);
  const groups = [
    ...view.centres.map((c) => ({ id: c.centre_id, name: c.centre_name, city: c.city, series: c })),
    { id: null, name: "All centres", city: "", series: view.all },
  ];
  const rows = groups.flatMap((g) =>
    g.series.occupancy_by_hour
      .filter((h) => h.open_half_hours > 0 || h.taken_half_hours > 0)
      .map((h) => [
        g.id,
        g.name,
        g.city,
        view.from,
        view.to,
        `${hhmm(h.hour)}-${hhmm((h.hour + 1) % 24)}`,
        h.taken_half_hours,
        h.open_half_hours,
        h.percent,
      ]),
  );
  return {
    fileName: `workbay-occupancy-by-hour-${suffixOf(view, query)}.csv`,
    body: toCsv(
      ["centre_id", "centre", "city", "from", "to", "hour_ist", "booked_half_hours", "open_half_hours", "occupancy_percent"],
      rows,
    ),
  };
}

/** One row per centre and day, then the centres together ("All centres"). */
export async function revenueCsv(db: Database, operator: OperatorRecord, query: ChartsQuery, now: Date): Promise<CsvFile> {
  const view = await chartsFor(db, operator, query, now);
  const groups = [
    ...view.centres.map((c) => ({ id: c.centre_id, name: c.centre_name, city: c.city, series: c })),
    { id: null, name: "All centres", city: "", series: view.all },
  ];
  const rows = groups.flatMap((g) =>
    g.series.revenue_by_day.map((d) => [g.id, g.name, g.city, d.date, d.bookings, d.revenue_paise, rupees(d.revenue_paise)]),
  );
  return {
    fileName: `workbay-revenue-by-day-${suffixOf(view, query)}.csv`,
    body: toCsv(["centre_id", "centre", "city", "date", "confirmed_bookings", "revenue_paise", "revenue_inr"], rows),
  };
}

const slotTime = (slot: number | null) =>
  slot === null ? "" : `${String(Math.floor(slot / 2)).padStart(2, "0")}:${slot % 2 === 0 ? "00" : "30"}`;

/** Every booking the console's search finds (its filters, without the page), up to BOOKINGS_CSV_MAX. */
export async function bookingsCsv(db: Database, operator: OperatorRecord, query: BookingSearchQuery, now: Date): Promise<CsvFile> {
  if (query.centre_id !== undefined) assertCentre(operator, query.centre_id);
  const rows = await searchBookingsForExport(
    db,
    {
      q: query.q,
      centreId: query.centre_id,
      from: query.from,
      to: query.to,
      status: query.status,
      centreIds: centreFilterOf(scopeOf(operator)),
    },
    BOOKINGS_CSV_MAX,
  );
  const body = toCsv(
    [
      "code",
      "status",
      "date",
      "end_date",
      "start_ist",
      "end_ist",
      "quantity",
      "room",
      "type",
      "centre",
      "city",
      "customer",
      "email",
      "phone_country_code",
      "phone",
      "total_paise",
      "total_inr",
      "refund_required",
      // Last, so that sheets reading the columns by position read them as before (decision 0043).
      "pass_option",
    ],
    rows.map(({ booking: b, room, centre, city, customer }) => [
      b.code,
      b.status,
      b.date,
      b.endDate,
      slotTime(b.startSlot),
      slotTime(b.endSlot),
      b.quantity,
      room.name,
      isProductTypeId(room.productTypeId) ? productType(room.productTypeId).name : String(room.productTypeId),
      centre.name,
      city,
      customer.name,
      customer.email ?? "",
      // Digits only: a leading "+" would be guarded as a formula and reach the sheet as text with an apostrophe.
      customer.phone ? (customer.countryCode ?? "+91").replace(/\D/g, "") : "",
      customer.phone ?? "",
      b.totalPaise,
      rupees(b.totalPaise),
      b.refundRequired,
      b.passOptionName ?? "",
    ]),
  );
  return { fileName: `workbay-bookings-${istNow(now).date}.csv`, body };
}
