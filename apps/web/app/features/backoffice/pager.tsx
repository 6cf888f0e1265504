import { Link } from "react-router";

/** Previous and Next of a console list, keeping its filters in the address; nothing on one page. */
export function Pager({ query, page, pages }: { query: Record<string, string>; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (to: number) => `?${new URLSearchParams({ ...query, page: String(to) }).toString()}`;
  return (
    <nav className="bo-pager" aria-label="Pages">
      {page > 1 ? <Link to={href(page - 1)}>Previous</Link> : <span />}
      {page < pages ? <Link to={href(page + 1)}>Next</Link> : null}
    </nav>
  );
}
