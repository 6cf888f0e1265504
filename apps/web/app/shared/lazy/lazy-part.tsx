import { lazy, memo, Suspense, type ComponentType } from "react";

/**
 * A part of a page that is not in the page's first load (issue 18, docs/decisions/0035): the
 * server renders it whole (lazy parts are ready before a page is sent), and in the browser it
 * hydrates when its chunk has arrived, fetched as hydration reaches it; until then React keeps
 * the server's HTML, which is what stays without JavaScript. Its props come from loader data,
 * so the part is memoised: its page's own re-renders (navigation state) do not touch it while it
 * waits, and a navigation before it hydrated is a transition, which waits for the chunk rather
 * than drop the server's HTML.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Part = lazy(async () => ({ default: await load() }));
  return memo(function LazyPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
