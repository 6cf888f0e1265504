import { ChartFigure } from "./chart-figure";
import type { OccupancyGeometry } from "./chart-geometry.server";

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** Occupancy by hour of day (IST) averaged over the range: bars placed by the server (chart-geometry.server.ts). */
export function OccupancyChart({ id, chart, days, csvHref }: { id: string; chart: OccupancyGeometry; days: number; csvHref: string }) {
  return (
    <ChartFigure
      id={id}
      title={`Occupancy by hour of day (last ${days} days, IST)`}
      summary={chart.summary}
      csvHref={csvHref}
      csvLabel="Download occupancy (CSV)"
      axes={chart}
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
            {chart.rows.map((h) => (
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
      <g className="bo-chart__bars" aria-hidden="true">
        {chart.bars.map((b) => (
          <rect key={b.hour} x={b.x} y={b.y} width={b.width} height={b.height} rx={2} />
        ))}
      </g>
    </ChartFigure>
  );
}
