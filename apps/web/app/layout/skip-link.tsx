/** Lets keyboard users jump past the header straight to the page's content. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to main content
    </a>
  );
}
