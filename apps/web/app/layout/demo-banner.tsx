/** Development and demo mode: one slim line above every page, so nobody mistakes it for the real site. */
export function DemoBanner() {
  return (
    <div className="demo-banner" role="note" aria-label="Demo mode">
      <strong>Demo:</strong> payments are simulated and e-mail goes to the development mailbox.
    </div>
  );
}
