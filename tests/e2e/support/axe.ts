// The accessibility check of the browser tests: axe-core on the page as it is at that moment.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on the page as it is now and expects no serious or critical violations; a failure
 * lists each rule's id, its help text and the targets of the nodes that break it. `include` (a CSS
 * selector) limits the check to that part of the page.
 */
export async function expectNoSeriousAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  // Legacy mode runs axe in the page itself. The default mode opens a blank tab (a new renderer
  // process) for every check to merge the frames' results: twice the time and CPU, for
  // cross-origin frames our pages do not have (1.4 to 1.7 s against 0.5 to 0.9 s a check on a
  // quiet machine, the same violations; decision 0023).
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
