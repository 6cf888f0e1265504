import { useEffect } from "react";

/**
 * Runs `task` once, after hydration, when the browser is idle: for fetching the chunk of a
 * control that is not in the page's first load (docs/decisions/0035), so that the visitor
 * rarely reaches the control before it. The control still fetches it on pointer or focus.
 * `task` must be stable (a module's function or a callback without dependencies).
 */
export function useWhenIdle(task: () => unknown): void {
  useEffect(() => {
    const run = () => void task();
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(run, 1000);
    return () => window.clearTimeout(handle);
  }, [task]);
}
