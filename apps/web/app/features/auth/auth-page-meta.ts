/** The head of a standalone account page: its title, and kept out of search results. */
export function authPageMeta(title: string) {
  return [{ title: `${title} | Workbay` }, { name: "robots", content: "noindex" }];
}
