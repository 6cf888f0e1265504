/** The e2e data's own admin for tests/e2e/backoffice-ops.spec.ts (made by prepare-console-ops.ts). */
export const CONSOLE_OPS_ADMIN = { email: "e2e.console-ops@workbay.in", password: "Workbay2026" } as const;
