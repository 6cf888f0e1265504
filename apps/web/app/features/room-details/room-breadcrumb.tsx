import { Link } from "react-router";
import type { Crumb } from "@workbay/domain/room-page";

/** The room page's trail (roomBreadcrumb); the last crumb is the current page. */
export function RoomBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => {
          const current = i === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${i}`}>
              {crumb.href ? (
                <Link to={crumb.href} aria-current={current ? "page" : undefined}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={current ? "page" : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
