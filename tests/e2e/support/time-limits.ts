/**
 * A journey's own time limit scaled like the configuration's (playwright.config.ts): on a
 * machine busy with other work E2E_SLOWDOWN=2 or 3 gives every wait more room; CI runs with 1.
 */
export function limit(ms: number): number {
  return ms * Number(process.env.E2E_SLOWDOWN ?? 1);
}
