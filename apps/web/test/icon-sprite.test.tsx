// The named icons are drawn from one sprite (docs/decisions/0035, seventeenth session): each
// <Icon> renders <svg><use href="SPRITE#icon-NAME"/></svg>, and that reference has to land on a
// symbol, or the icon is an empty box with no error anywhere.
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "../app/components/ui/icon";
import { ICON_NAMES } from "../app/components/ui/icon-names";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** The <use> reference of an icon rendered on the server, split into the sprite's file and the symbol's id. */
function reference(markup: string): { file: string; id: string } {
  const href = markup.match(/<use href="([^"]+)"/)?.[1];
  expect(href, markup).toBeDefined();
  const [url, id] = href!.split("#");
  // In the build the URL is /assets/icons-HASH.svg; here Vite serves the source, /apps/web/…/icons.svg?no-inline.
  return { file: path.join(repoRoot, url!.split("?")[0]!), id: id! };
}

const symbolIds = (file: string) => [...readFileSync(file, "utf8").matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("icons drawn from the sprite", () => {
  it("renders every icon as a reference to a symbol that the sprite has", () => {
    expect(ICON_NAMES.length).toBeGreaterThan(40);
    for (const name of ICON_NAMES) {
      const { file, id } = reference(renderToStaticMarkup(<Icon name={name} />));
      expect(id).toBe(`icon-${name}`);
      expect(symbolIds(file)).toContain(id);
    }
  });

  it("has no symbol that no icon name reaches", () => {
    const { file } = reference(renderToStaticMarkup(<Icon name="search" />));
    expect(symbolIds(file).sort()).toEqual(ICON_NAMES.map((name) => `icon-${name}`).sort());
  });

  it("keeps the frame: size, current colour, not focusable, spoken only when labelled", () => {
    const decorative = renderToStaticMarkup(<Icon name="search" size={18} />);
    expect(decorative).toMatch(/^<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8"/);
    expect(decorative).toContain('focusable="false"');
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain("role=");
    const labelled = renderToStaticMarkup(<Icon name="search" label="Search" />);
    expect(labelled).toContain('role="img" aria-label="Search"');
    expect(labelled).not.toContain("aria-hidden");
  });
});
