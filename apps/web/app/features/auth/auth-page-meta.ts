/** The head of a standalone account page reached by a link with a token: its title, and kept out of search results. */
export function authPageMeta(title: string) {
  return [{ title: `${title} | Workbay` }, { name: "robots", content: "noindex" }];
}

/**
 * The head of the sign-in and sign-up pages: public forms with nothing of anyone's in them, so
 * search engines may list them (a visitor searching "Workbay login" finds it; decision 0035).
 */
export function publicAuthPageMeta(title: string, description: string, canonicalUrl?: string) {
  return [
    { title: `${title} | Workbay` },
    { name: "description", content: description },
    // Without ?redirect=: every private page's sign-in link is the one page.
    ...(canonicalUrl ? [{ tagName: "link", rel: "canonical", href: canonicalUrl }] : []),
  ];
}
