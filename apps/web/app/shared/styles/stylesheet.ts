/**
 * A stylesheet link for a route's `links` (or a component), written near the top of `<head>`.
 *
 * React writes a stylesheet with a `precedence` right after the LCP image's preload and before
 * the scripts' `modulepreload` links; one without it is written in place, after every preload, so
 * the browser (and Lighthouse's simulation of a phone) fetched the render-blocking CSS last,
 * behind the page's JavaScript (decision 0035, "CSS before the scripts"). React keeps such a
 * stylesheet once it is in the document (a client navigation does not remove it): every one of
 * ours styles its own class names only.
 */
export function stylesheet(href: string) {
  return { rel: "stylesheet", href, precedence: "default" } as const;
}
