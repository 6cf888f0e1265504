// The accessibility check of the browser tests: axe-core on the page as it is at that moment.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on the page as it is now and expects no serious or critical violations; a failure
 * lists each rule's id, its help text and the targets of the nodes that break it. `include` (a CSS
 * selector) limits the check to that part of the page.
 */
export async function expectNoSeriousAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
