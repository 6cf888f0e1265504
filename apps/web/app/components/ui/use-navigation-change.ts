import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Calls `onChange` when the page changes (a new history entry), not when the component mounts:
 * menus the browser opened natively before hydration (popover and invoker-command buttons work
 * without script) stay open when React takes the page over. It is given the new entry's key.
 */
export function useNavigationChange(onChange: (key: string) => void): void {
  const { key } = useLocation();
  const seen = useRef(key);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    latest.current(key);
  }, [key]);
}
