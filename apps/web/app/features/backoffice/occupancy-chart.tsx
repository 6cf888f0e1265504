import { scaleBand, scaleLinear } from "d3-scale";
import type { HourOccupancy } from "@workbay/contracts/console-charts";
import { CHART, ChartFigure } from "./chart-figure";

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The hours any room is open (or anything was booked); all 24 when none is. */
function hoursShown(hours: HourOccupancy[]): HourOccupancy[] {
  const used = hours.filter((h) => h.open_half_hours > 0 || h.taken_half_hours > 0);
  if (used.length === 0) return hours;
  const first = used[0]!.hour;
  const last = used.at(-1)!.hour;
  return hours.filter((h) => h.hour >= first && h.hour <= last);
}

/**
 * Occupancy by hour of day (IST), averaged over the range: a bar per hour, computed by d3-scale
 * and drawn by React on the server (no script).
 */
export function OccupancyChart({ id, hours, days, csvHref }: { id: string; hours: HourOccupancy[]; days: number; csvHref: string }) {
  const shown = hoursShown(hours);
  const highest = Math.max(0, ...shown.map((h) => h.percent ?? 0));
  const y = scaleLinear()
    .domain([0, Math.min(100, Math.max(10, highest))])
    .nice()
    .range([CHART.height - CHART.bottom, CHART.top]);
  const x = scaleBand<number>()
    .domain(shown.map((h) => h.hour))
    .range([CHART.left, CHART.width - CHART.right])
    .padding(0.2);
  const busiest = shown.reduce<HourOccupancy | null>((best, h) => ((h.percent ?? 0) > (best?.percent ?? 0) ? h : best), null);
  const summary = busiest
    ? `Busiest hour ${hourText(busiest.hour)}–${hourText(busiest.hour + 1)} at ${busiest.percent}% of open half-hours booked, averaged over the last ${days} days.`
    : `No half-hour was booked in the last ${days} days.`;
  const labelEvery = shown.length > 14 ? 3 : shown.length > 8 ? 2 : 1;
  return (
    <ChartFigure
      id={id}
      title={`Occupancy by hour of day (last ${days} days, IST)`}
      summary={summary}
      csvHref={csvHref}
      csvLabel="Download occupancy (CSV)"
      table={
        <table className="bo-chart-table">
          <caption className="bo-visually-hidden">Occupancy by hour of day</caption>
          <thead>
            <tr>
              <th scope="col">Hour (IST)</th>
              <th scope="col">Booked half-hours</th>
              <th scope="col">Open half-hours</th>
              <th scope="col">Occupancy</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((h) => (
              <tr key={h.hour}>
                <th scope="row">
                  {hourText(h.hour)}–{hourText((h.hour + 1) % 24)}
                </th>
                <td>{h.taken_half_hours}</td>
                <td>{h.open_half_hours}</td>
                <td>{h.percent === null ? "closed" : `${h.percent}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <g className="bo-chart__grid" aria-hidden="true">
        {y.ticks(4).map((t) => (
          <g key={t} transform={`translate(0 ${y(t)})`}>
            <line x1={CHART.left} x2={CHART.width - CHART.right} />
            <text x={CHART.left - 8} dy="0.32em" textAnchor="end">
              {t}%
            </text>
          </g>
        ))}
      </g>
      <g className="bo-chart__bars" aria-hidden="true">
        {shown.map((h) =>
          h.percent === null ? null : (
            <rect key={h.hour} x={x(h.hour)} y={y(h.percent)} width={x.bandwidth()} height={Math.max(0, y(0) - y(h.percent))} rx={2} />
          ),
        )}
      </g>
      <g className="bo-chart__axis" aria-hidden="true">
        <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(0)} y2={y(0)} />
        {shown
          .filter((_, i) => i % labelEvery === 0)
          .map((h) => (
            <text key={h.hour} x={(x(h.hour) ?? 0) + x.bandwidth() / 2} y={CHART.height - CHART.bottom + 24} textAnchor="middle">
              {hourText(h.hour)}
            </text>
          ))}
      </g>
    </ChartFigure>
  );
}
