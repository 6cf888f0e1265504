import { Link } from "react-router";

/** The Workbay mark and word, linking home. */
export function SiteLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to="/" className={`site-logo site-logo--${tone}`} aria-label="Workbay home">
      <svg className="site-logo__mark" width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="9" fill="var(--logo-mark-bg)" />
        <path
          d="M8 11.5 11.6 23l3.1-8.6 2.3 6.4 2.3-6.4 3.1 8.6L26 11.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="27" cy="7.5" r="3" fill="var(--accent-400)" />
      </svg>
      <span className="site-logo__word">Workbay</span>
    </Link>
  );
}
