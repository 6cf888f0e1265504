// The console's list pages (rooms, vouchers, bookings, leads, audit) share their notices, their
// count line and their sortable column headers (sorted and paged on the server: links, no script).
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A notice above a list or a form: a refusal (role alert) or a saved change (role status). */
export function ConsoleAlert({ tone, children }: { tone: "error" | "ok"; children: ReactNode }) {
  return (
    <p className={`bo-alert bo-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

/** "12 rooms, page 1 of 2", or "No rooms match.", read out when the list changes. */
export function ListCount({ total, page, pages, noun }: { total: number; page: number; pages: number; noun: string }) {
  return (
    <p className="bo-muted" role="status">
      {total === 0 ? `No ${noun}s match.` : `${total} ${noun}${total === 1 ? "" : "s"}, page ${page} of ${pages}`}
    </p>
  );
}

export type SortColumn = { readonly key: string; readonly label: string; readonly numeric?: boolean };

/**
 * Column headers that sort on the server: each a link to the same list sorted by it (again: the
 * other way), back to page 1; the sorted one says so (aria-sort and an arrow).
 */
export function SortableHeaders({
  columns,
  query,
  sort,
  dir,
}: {
  columns: readonly SortColumn[];
  query: Record<string, string | undefined>;
  sort: string;
  dir: string;
}) {
  const href = (key: string) => {
    const next: Record<string, string> = {};
    for (const [name, value] of Object.entries(query)) if (value !== undefined && name !== "page") next[name] = value;
    next.sort = key;
    next.dir = sort === key && dir === "asc" ? "desc" : "asc";
    return `?${new URLSearchParams(next).toString()}`;
  };
  return columns.map((c) => (
    <th
      key={c.key}
      scope="col"
      className={c.numeric ? "bo-num" : undefined}
      aria-sort={sort === c.key ? (dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link to={href(c.key)}>
        {c.label}
        {sort === c.key ? (dir === "asc" ? " ▲" : " ▼") : ""}
      </Link>
    </th>
  ));
}
