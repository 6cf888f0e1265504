/**
 * The e2e data's admins for tests/e2e/backoffice-charts.spec.ts (prepare-console-charts.ts): one
 * per journey and browser project, so no sign-in code waits for another (one a minute each).
 */
export const CONSOLE_CHARTS_PASSWORD = "Workbay2026";

export const CONSOLE_CHARTS_JOURNEYS = ["charts", "blocks", "cities"] as const;

export function consoleChartsAdmin(project: string, journey: (typeof CONSOLE_CHARTS_JOURNEYS)[number] = "charts"): string {
  return `e2e.${journey}.${project}@workbay.in`;
}
