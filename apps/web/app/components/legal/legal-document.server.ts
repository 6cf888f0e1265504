/**
 * The legal texts (content/legal/*.md) rendered to HTML on the server. The Markdown is bundled
 * into the server build (Vite `?raw`), never into the browser's, and its {{placeholders}} are
 * filled from the rules the product enforces (packages/domain/legal-facts), so an operator edits
 * text, and the text cannot drift from the code. The texts are ours, not users': raw HTML in them
 * (an anchor such as <a id="community_guidelines">) is kept.
 *
 * Use: call `renderLegalDocument` in a loader and pass the result to <LegalDocument>.
 */
import { Marked } from "marked";
import { fillLegalPlaceholders, legalFacts } from "@workbay/domain/legal-facts";
import aboutUs from "../../../../../content/legal/about-us.md?raw";
import bookingTerms from "../../../../../content/legal/booking-terms.md?raw";
import privacyPolicy from "../../../../../content/legal/privacy-policy.md?raw";
import termsOfUse from "../../../../../content/legal/terms-of-use.md?raw";
import type { RenderedLegalDocument } from "./legal-document";

export const LEGAL_SOURCES = {
  "terms-of-use": termsOfUse,
  "booking-terms": bookingTerms,
  "privacy-policy": privacyPolicy,
  "about-us": aboutUs,
} as const;

export type LegalDocumentName = keyof typeof LEGAL_SOURCES;

export type LegalRenderOptions = {
  /** BOOKING_HOLD_MINUTES (context.publicConfig.bookingHoldMinutes). */
  holdMinutes: number;
  /**
   * Added to every heading level: 0 keeps the text's '#' title as the page's h1; 1 makes it an
   * h2 under a page heading (the terms page's tabs, a slider with its own title).
   */
  headingOffset?: 0 | 1;
};

const DATE_LINE = /^_((?:Effective date|Last updated):[^_]+)_\s*$/m;

const cache = new Map<string, RenderedLegalDocument>();

/** Splits a legal text into its title, its date line and its body, and renders the body. */
export function renderLegalMarkdown(source: string, name: string, options: LegalRenderOptions): RenderedLegalDocument {
  const filled = fillLegalPlaceholders(source, legalFacts({ holdMinutes: options.holdMinutes }));
  const titleMatch = /^#\s+(.+)$/m.exec(filled);
  if (!titleMatch) throw new Error(`The legal text ${name} has no '# ' title`);
  let body = filled.replace(titleMatch[0], "");
  const dateMatch = DATE_LINE.exec(body);
  if (dateMatch) body = body.replace(dateMatch[0], "");
  const offset = options.headingOffset ?? 0;
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === "heading") token.depth = Math.min(6, token.depth + offset);
    },
  });
  return {
    name,
    title: titleMatch[1]!.trim(),
    dateLine: dateMatch ? dateMatch[1]!.trim() : null,
    titleLevel: (1 + offset) as 1 | 2,
    html: marked.parse(body.trim()) as string,
  };
}

export function renderLegalDocument(name: LegalDocumentName, options: LegalRenderOptions): RenderedLegalDocument {
  const key = `${name}:${options.holdMinutes}:${options.headingOffset ?? 0}`;
  let doc = cache.get(key);
  if (!doc) {
    doc = renderLegalMarkdown(LEGAL_SOURCES[name], name, options);
    cache.set(key, doc);
  }
  return doc;
}
