// The console's Today charts and CSV exports (issue 15, decision 0036).
import { z } from "zod";
import { queryCentreId } from "./row-id";
import { envelope } from "./envelope";

export const ChartsQuery = z.object({
  /** One centre of the operator's; absent: all of them. */
  centre_id: queryCentreId.optional(),
});
export type ChartsQuery = z.infer<typeof ChartsQuery>;

/** One hour of day (IST) averaged over the range: half-hours confirmed bookings held, out of those open. */
export const HourOccupancy = z.object({
  hour: z.number().int().min(0).max(23),
  taken_half_hours: z.number().int(),
  open_half_hours: z.number().int(),
  /** One decimal; null when no room is open in that hour. */
  percent: z.number().nullable(),
});
export type HourOccupancy = z.infer<typeof HourOccupancy>;

/** One IST day: the confirmed bookings dated that day and their totals (GST included), in paise. */
export const DayRevenue = z.object({ date: z.string(), revenue_paise: z.number().int(), bookings: z.number().int() });
export type DayRevenue = z.infer<typeof DayRevenue>;

export const ChartSeries = z.object({
  /** 24 hours, 0-23. */
  occupancy_by_hour: z.array(HourOccupancy),
  /** Every day of the range, oldest first (days without bookings are zero). */
  revenue_by_day: z.array(DayRevenue),
});
export type ChartSeries = z.infer<typeof ChartSeries>;

export const CentreCharts = ChartSeries.extend({ centre_id: z.number().int(), centre_name: z.string(), city: z.string() });
export type CentreCharts = z.infer<typeof CentreCharts>;

export const ChartsView = z.object({
  /** First and last IST date of the range (the last 30 days, today included). */
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  /** The operator's centres (or the one asked for) together. */
  all: ChartSeries,
  centres: z.array(CentreCharts),
});
export type ChartsView = z.infer<typeof ChartsView>;
export const ChartsResponse = envelope(ChartsView);
export type ChartsResponse = z.infer<typeof ChartsResponse>;
