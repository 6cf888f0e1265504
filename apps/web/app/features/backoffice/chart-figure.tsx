import type { ReactNode } from "react";
import type { AxisLabel, Tick } from "./chart-geometry.server";
import { CHART } from "./chart-size";

/**
 * A chart as a figure: the SVG (role="img", named by its title and described by its summary),
 * then the numbers behind it one click away: a table in a disclosure and the CSV download.
 */
export function ChartFigure({
  id,
  title,
  summary,
  csvHref,
  csvLabel,
  table,
  axes,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  csvHref: string;
  csvLabel: string;
  table: ReactNode;
  /** The value lines across (ticks), the baseline and the labels under it, drawn around the marks. */
  axes: { ticks: Tick[]; labels: AxisLabel[]; baseline: number };
  /** The marks: bars, a line, an area. */
  children: ReactNode;
}) {
  return (
    <figure className="bo-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="bo-chart__caption">
        {title}
      </figcaption>
      <div className="bo-chart__scroll">
        <svg
          className="bo-chart__svg"
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          preserveAspectRatio="xMidYMid meet"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <g className="bo-chart__grid" aria-hidden="true">
            {axes.ticks.map((t) => (
              <g key={t.label} transform={`translate(0 ${t.y})`}>
                <line x1={CHART.left} x2={CHART.width - CHART.right} />
                <text x={CHART.left - 8} dy="0.32em" textAnchor="end">
                  {t.label}
                </text>
              </g>
            ))}
          </g>
          {children}
          <g className="bo-chart__axis" aria-hidden="true">
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={axes.baseline} y2={axes.baseline} />
            {axes.labels.map((l) => (
              <text key={l.label} x={l.x} y={CHART.height - CHART.bottom + 24} textAnchor={l.anchor}>
                {l.label}
              </text>
            ))}
          </g>
        </svg>
      </div>
      <p className="bo-chart__summary">{summary}</p>
      <details className="bo-chart__numbers">
        <summary>The numbers</summary>
        {table}
      </details>
      <p className="bo-chart__csv">
        <a href={csvHref} download>
          {csvLabel}
        </a>
      </p>
    </figure>
  );
}
