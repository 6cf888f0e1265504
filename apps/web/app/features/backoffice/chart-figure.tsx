import type { ReactNode } from "react";
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
  children,
}: {
  id: string;
  title: string;
  summary: string;
  csvHref: string;
  csvLabel: string;
  table: ReactNode;
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
          {children}
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
