import { useCallback, useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useNavigate, type NavigateFunction } from "react-router";

type IslandTag = "article" | "div" | "footer" | "section";

type StaticIslandProps = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML" | "onClick"> & {
  as?: IslandTag;
  /** What the content is made from: while these stay the same (by identity), the content does. */
  deps: readonly unknown[];
  /** Plain markup and links: no handlers, state or effects (they would never run). */
  children: ReactNode;
};

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * A part of a server-rendered page that the browser keeps as it came and does not hydrate
 * (docs/decisions/0035, "Twelfth session"): a room card, the footer. Hydration is most of a
 * page's main-thread work in the browser, and these parts are markup and links only.
 *
 * - **Server.** Renders the children.
 * - **Hydration.** Renders an empty `dangerouslySetInnerHTML`, which React neither checks nor
 *   clears: the server's markup stays, and React skips everything inside it.
 * - **Links.** A click on a link inside is sent to the router, as a `<Link>` would be; a
 *   modified click, another origin or another target stays the browser's.
 * - **Later.** When `deps` change (a client-side navigation shows other data), or when the
 *   island mounts after hydration, it renders its children like any element. React then
 *   replaces the server's markup.
 * - **Which render is which.** The island is kept only when the document holds markup with its
 *   `useId` (server and hydration agree on it; later renders make other ids), and it renders its
 *   children after all if that markup turns out empty.
 */
export function StaticIsland({ as: Tag = "div", deps, children, ...attributes }: StaticIslandProps) {
  // The island's markup from the server carries its id: found in the document, this render is
  // the hydration of that markup (the page's, or a lazy part's hydrating later). A render of a
  // new island after hydration has a client id that no server markup carries.
  const id = useId();
  // The deps the server's markup was made from; null once the island renders its children.
  const [keptFor, setKeptFor] = useState<readonly unknown[] | null>(() =>
    typeof document !== "undefined" && document.querySelector(`[data-island="${CSS.escape(id)}"]`) ? deps : null,
  );
  const navigate = useNavigate();
  const kept = keptFor !== null && sameDeps(keptFor, deps);
  if (keptFor !== null && !kept) setKeptFor(null);
  // Markup that arrived empty (changed on its way) has nothing to keep: render the children.
  const element = useRef<HTMLElement | null>(null);
  const keepElement = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  useLayoutEffect(() => {
    if (kept && element.current?.firstChild === null) setKeptFor(null);
  }, [kept]);

  if (!kept)
    return (
      <Tag {...attributes} data-island={id}>
        {children}
      </Tag>
    );
  return (
    <Tag
      {...attributes}
      ref={keepElement}
      data-island={id}
      onClick={(event) => followLink(event, navigate)}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}

/** What a `<Link>` does on click, for the kept markup's links. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}
