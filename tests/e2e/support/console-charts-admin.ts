/** The e2e data's admins for tests/e2e/backoffice-charts.spec.ts, one per browser project (prepare-console-charts.ts). */
export const CONSOLE_CHARTS_PASSWORD = "Workbay2026";

export function consoleChartsAdmin(project: string): string {
  return `e2e.charts.${project}@workbay.in`;
}
