// The web build resolves every `import ... from "zod"` to this module (vite.config.ts), so zod
// comes configured wherever a page uses it, and a page that parses nothing loads none of it
// (issue 18: zod and the field messages were in every page's first load through root.tsx).
import { z } from "zod/v4";
import { fieldErrorMap } from "@workbay/contracts/field-messages";

// In the browser zod must not compile parsers with `new Function`: the pages' CSP forbids eval,
// and even zod's probe for it is reported as a violation (docs/decisions/0017). It decides when
// a schema is created, so this runs before any module that creates one (it is their import).
// The server keeps the faster compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });
// The pages' field messages are the API's: sentences naming the field, never zod's defaults.
z.config({ customError: fieldErrorMap });

export * from "zod/v4";
export { z, z as default };
