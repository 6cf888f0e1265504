import { scaleLinear, scalePoint } from "d3-scale";
import { area, curveMonotoneX, line } from "d3-shape";
import type { DayRevenue } from "@workbay/contracts/console-charts";
import { formatShortDate } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { CHART, ChartFigure } from "./chart-figure";

/** "₹1.2L", "₹45K": Indian compact notation for the axis only (the table has the exact sums). */
const compactRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", notation: "compact", maximumFractionDigits: 1 });

const dayText = (iso: string) => formatShortDate(iso).split(", ").slice(1, 2).join("");

/**
 * Revenue by day over the range: an area under a line through each day's confirmed bookings
 * (paths from d3-shape over d3-scale, drawn by React on the server; no script).
 */
export function RevenueChart({ id, days, csvHref }: { id: string; days: DayRevenue[]; csvHref: string }) {
  const highestPaise = Math.max(0, ...days.map((d) => d.revenue_paise));
  const y = scaleLinear()
    .domain([0, Math.max(100_000, highestPaise) / 100])
    .nice()
    .range([CHART.height - CHART.bottom, CHART.top]);
  const x = scalePoint<string>()
    .domain(days.map((d) => d.date))
    .range([CHART.left + 6, CHART.width - CHART.right - 6]);
  const at = (d: DayRevenue) => x(d.date) ?? 0;
  const rupeesOf = (d: DayRevenue) => y(d.revenue_paise / 100);
  const areaPath = area<DayRevenue>().x(at).y0(y(0)).y1(rupeesOf).curve(curveMonotoneX)(days) ?? "";
  const linePath = line<DayRevenue>().x(at).y(rupeesOf).curve(curveMonotoneX)(days) ?? "";
  const total = days.reduce((s, d) => s + d.revenue_paise, 0);
  const bookings = days.reduce((s, d) => s + d.bookings, 0);
  const best = days.reduce<DayRevenue | null>((b, d) => (d.revenue_paise > (b?.revenue_paise ?? 0) ? d : b), null);
  const summary =
    total === 0
      ? `No confirmed bookings in the last ${days.length} days.`
      : `${formatRupees(total)} from ${bookings} confirmed booking${bookings === 1 ? "" : "s"} in the last ${days.length} days; best day ${formatShortDate(best!.date)} with ${formatRupees(best!.revenue_paise)}.`;
  return (
    <ChartFigure
      id={id}
      title={`Revenue by day (last ${days.length} days, GST included)`}
      summary={summary}
      csvHref={csvHref}
      csvLabel="Download revenue (CSV)"
      table={
        <table className="bo-chart-table">
          <caption className="bo-visually-hidden">Revenue by day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Confirmed bookings</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatShortDate(d.date)}</th>
                <td>{d.bookings}</td>
                <td>{formatRupees(d.revenue_paise)}</td>
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
              {compactRupees.format(t)}
            </text>
          </g>
        ))}
      </g>
      <g aria-hidden="true">
        <path className="bo-chart__area" d={areaPath} />
        <path className="bo-chart__line" d={linePath} />
        {days
          .filter((d) => d.revenue_paise > 0)
          .map((d) => (
            <circle key={d.date} className="bo-chart__dot" cx={at(d)} cy={rupeesOf(d)} r={3} />
          ))}
      </g>
      <g className="bo-chart__axis" aria-hidden="true">
        <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(0)} y2={y(0)} />
        {days
          .filter((_, i) => (i % 7 === 0 && i < days.length - 4) || i === days.length - 1)
          .map((d) => (
            <text key={d.date} x={at(d)} y={CHART.height - CHART.bottom + 24} textAnchor="middle">
              {dayText(d.date)}
            </text>
          ))}
      </g>
    </ChartFigure>
  );
}
