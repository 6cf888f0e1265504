import type { MetaDescriptor } from "react-router";

const SITE_NAME = "Workbay";
const META_DESCRIPTION_MAX = 160;

/** What a search result and a link preview show of an indexable page. */
export type PageHead = {
  title: string;
  /** The title of a link preview when it should say more than the page's title. */
  previewTitle?: string;
  description: string;
  /** Absolute, without filters, dates or tracking parameters. */
  canonicalUrl: string;
  /** Absolute URL of a 1200x800 picture the page shows, or null for none. */
  imageUrl: string | null;
};

/** Whitespace collapsed and cut at a word to at most `max` characters, an ellipsis marking the cut. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,.;:–-]+$/, "")}…`;
}

/** The head tags of an indexable page: title, description, canonical link, Open Graph and Twitter card. */
export function pageHeadTags(head: PageHead): MetaDescriptor[] {
  const previewTitle = head.previewTitle ?? head.title;
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: head.canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: previewTitle },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.canonicalUrl },
    ...(head.imageUrl
      ? [
          { property: "og:image", content: head.imageUrl },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "800" },
        ]
      : []),
    { name: "twitter:card", content: head.imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: previewTitle },
    { name: "twitter:description", content: head.description },
    ...(head.imageUrl ? [{ name: "twitter:image", content: head.imageUrl }] : []),
  ];
}
