/** "Tea & Coffee Break" -> "tea-coffee-break": for seo ids, slugs and image file names. */
export function toKebabCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
