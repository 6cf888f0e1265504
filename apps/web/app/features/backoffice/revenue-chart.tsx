import { formatShortDate } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { ChartFigure } from "./chart-figure";
import type { RevenueGeometry } from "./chart-geometry.server";

/** Revenue by day over the range: an area under a line, paths computed by the server (chart-geometry.server.ts). */
export function RevenueChart({ id, chart, csvHref }: { id: string; chart: RevenueGeometry; csvHref: string }) {
  return (
    <ChartFigure
      id={id}
      title={`Revenue by day (last ${chart.days.length} days, GST included)`}
      summary={chart.summary}
      csvHref={csvHref}
      csvLabel="Download revenue (CSV)"
      axes={chart}
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
            {chart.days.map((d) => (
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
      <g aria-hidden="true">
        <path className="bo-chart__area" d={chart.areaPath} />
        <path className="bo-chart__line" d={chart.linePath} />
        {chart.dots.map((d) => (
          <circle key={d.date} className="bo-chart__dot" cx={d.cx} cy={d.cy} r={3} />
        ))}
      </g>
    </ChartFigure>
  );
}
