// The Today charts' geometry (decision 0036), computed on the server with d3-scale and d3-shape
// and handed to the page as plain numbers and path strings: the charts are SVG drawn by React,
// and no charting code is sent to the browser.
import { scaleBand, scaleLinear, scalePoint } from "d3-scale";
import { area, curveMonotoneX, line } from "d3-shape";
import type { DayRevenue, HourOccupancy } from "@workbay/contracts/console-charts";
import { formatShortDate } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { CHART } from "./chart-size";

export type Tick = { y: number; label: string };
export type AxisLabel = { x: number; label: string; anchor: "middle" | "end" };

export type OccupancyGeometry = {
  rows: HourOccupancy[];
  ticks: Tick[];
  bars: { hour: number; x: number; y: number; width: number; height: number }[];
  labels: AxisLabel[];
  baseline: number;
  summary: string;
};

export type RevenueGeometry = {
  days: DayRevenue[];
  ticks: Tick[];
  areaPath: string;
  linePath: string;
  dots: { date: string; cx: number; cy: number }[];
  labels: AxisLabel[];
  baseline: number;
  summary: string;
};

export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The hours any room is open (or anything was booked); all 24 when none is. */
function hoursShown(hours: HourOccupancy[]): HourOccupancy[] {
  const used = hours.filter((h) => h.open_half_hours > 0 || h.taken_half_hours > 0);
  if (used.length === 0) return hours;
  const first = used[0]!.hour;
  const last = used.at(-1)!.hour;
  return hours.filter((h) => h.hour >= first && h.hour <= last);
}

/** Bars of occupancy by hour of day (IST), 0 to at least 10%. */
export function occupancyGeometry(hours: HourOccupancy[], days: number): OccupancyGeometry {
  const rows = hoursShown(hours);
  const highest = Math.max(0, ...rows.map((h) => h.percent ?? 0));
  const y = scaleLinear()
    .domain([0, Math.min(100, Math.max(10, highest))])
    .nice()
    .range([CHART.height - CHART.bottom, CHART.top]);
  const x = scaleBand<number>()
    .domain(rows.map((h) => h.hour))
    .range([CHART.left, CHART.width - CHART.right])
    .padding(0.2);
  const busiest = rows.reduce<HourOccupancy | null>((best, h) => ((h.percent ?? 0) > (best?.percent ?? 0) ? h : best), null);
  const every = rows.length > 14 ? 3 : rows.length > 8 ? 2 : 1;
  return {
    rows,
    ticks: y.ticks(4).map((t) => ({ y: y(t), label: `${t}%` })),
    bars: rows
      .filter((h) => h.percent !== null)
      .map((h) => ({ hour: h.hour, x: x(h.hour) ?? 0, y: y(h.percent!), width: x.bandwidth(), height: Math.max(0, y(0) - y(h.percent!)) })),
    labels: rows
      .filter((_, i) => i % every === 0)
      .map((h) => ({ x: (x(h.hour) ?? 0) + x.bandwidth() / 2, label: hourText(h.hour), anchor: "middle" as const })),
    baseline: y(0),
    summary: busiest
      ? `Busiest hour ${hourText(busiest.hour)}–${hourText(busiest.hour + 1)} at ${busiest.percent}% of open half-hours booked, averaged over the last ${days} days.`
      : `No half-hour was booked in the last ${days} days.`,
  };
}

/** "₹1.2L", "₹45K": Indian compact notation for the axis only (the table has the exact sums). */
const compactRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** An area under a line through each day's revenue (rupees on the axis), from ₹0 to at least ₹1,000. */
export function revenueGeometry(days: DayRevenue[]): RevenueGeometry {
  const highestPaise = Math.max(0, ...days.map((d) => d.revenue_paise));
  const y = scaleLinear()
    .domain([0, Math.max(100_000, highestPaise) / 100])
    .nice()
    .range([CHART.height - CHART.bottom, CHART.top]);
  const x = scalePoint<string>()
    .domain(days.map((d) => d.date))
    .range([CHART.left + 6, CHART.width - CHART.right - 6]);
  const at = (d: DayRevenue) => x(d.date) ?? 0;
  const height = (d: DayRevenue) => y(d.revenue_paise / 100);
  const total = days.reduce((s, d) => s + d.revenue_paise, 0);
  const bookings = days.reduce((s, d) => s + d.bookings, 0);
  const best = days.reduce<DayRevenue | null>((b, d) => (d.revenue_paise > (b?.revenue_paise ?? 0) ? d : b), null);
  return {
    days,
    ticks: y.ticks(4).map((t) => ({ y: y(t), label: compactRupees.format(t) })),
    areaPath: area<DayRevenue>().x(at).y0(y(0)).y1(height).curve(curveMonotoneX)(days) ?? "",
    linePath: line<DayRevenue>().x(at).y(height).curve(curveMonotoneX)(days) ?? "",
    dots: days.filter((d) => d.revenue_paise > 0).map((d) => ({ date: d.date, cx: at(d), cy: height(d) })),
    labels: days
      .filter((_, i) => (i % 7 === 0 && i < days.length - 4) || i === days.length - 1)
      // The last day's label ends at its point, so it stays inside the drawing.
      .map((d, i, shown) => ({
        x: at(d),
        label: formatShortDate(d.date).split(", ")[1] ?? d.date,
        anchor: i === shown.length - 1 ? ("end" as const) : ("middle" as const),
      })),
    baseline: y(0),
    summary:
      total === 0
        ? `No confirmed bookings in the last ${days.length} days.`
        : `${formatRupees(total)} from ${bookings} confirmed booking${bookings === 1 ? "" : "s"} in the last ${days.length} days; best day ${formatShortDate(best!.date)} with ${formatRupees(best!.revenue_paise)}.`,
  };
}
