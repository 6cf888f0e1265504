import { z } from "zod";

/**
 * In the browser zod must not compile parsers with `new Function`: the pages' CSP forbids
 * eval, and even zod's probe for it is reported as a violation (docs/decisions/0017). Call
 * before the first parse; the server keeps the faster compiled parsers.
 */
export function configureZodForBrowser(): void {
  if (typeof document !== "undefined") z.config({ jitless: true });
}
