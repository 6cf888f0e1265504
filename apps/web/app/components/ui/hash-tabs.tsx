import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useBrowserStore, useHydrated } from "../../shared/hooks/use-hydrated";

export type HashTab = { /** The panel's id, and the hash that opens it. */ id: string; label: string; content: ReactNode };

/** The tab whose panel is, or holds, the element the hash names; null when none does. */
function tabForHash(tabs: readonly HashTab[], hash: string): { tab: string; target: HTMLElement | null } | null {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return null;
  if (tabs.some((t) => t.id === id)) return { tab: id, target: null };
  const target = document.getElementById(id);
  const panel = target?.closest<HTMLElement>("[data-hash-tab-panel]");
  return panel ? { tab: panel.id, target } : null;
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * Tabs that work without JavaScript and are deep-linkable by hash. The server (and the first
 * render in the browser) shows every panel, one after another, with the tab bar as links to
 * their anchors; once hydrated the bar becomes an ARIA tablist (arrow keys, Home, End) showing
 * one panel, chosen by the hash (a panel's id, or the id of an element inside one).
 */
export function HashTabs({ label, tabs, defaultId }: { label: string; tabs: readonly HashTab[]; defaultId: string }) {
  // False in the server render and during hydration: every panel shows, as without JavaScript.
  const enhanced = useHydrated();
  // A router link to another hash of this page fires no hashchange; its location change
  // re-renders us, and the snapshot is read again.
  useLocation();
  const hash = useBrowserStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
  const found = enhanced ? tabForHash(tabs, hash) : null;
  const selected = found?.tab ?? defaultId;
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());

  // A hash naming an element inside a panel: scroll to it once its panel shows.
  const target = found?.target ?? null;
  useEffect(() => {
    target?.scrollIntoView();
  }, [target]);

  const choose = (id: string, focus: boolean) => {
    // replaceState does not scroll to the panel, nor fire hashchange: announce it ourselves.
    window.history.replaceState(window.history.state, "", `#${id}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(tabs[next]!.id, true);
  };

  return (
    <div className="hash-tabs">
      <div className="hash-tabs__bar" role={enhanced ? "tablist" : undefined} aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              id={`tab-${tab.id}`}
              href={`#${tab.id}`}
              className={enhanced && isSelected ? "hash-tabs__tab hash-tabs__tab--selected" : "hash-tabs__tab"}
              {...(enhanced
                ? {
                    role: "tab",
                    "aria-selected": isSelected,
                    "aria-controls": tab.id,
                    tabIndex: isSelected ? 0 : -1,
                    onClick: (event) => {
                      event.preventDefault();
                      choose(tab.id, false);
                    },
                    onKeyDown: (event) => onKeyDown(event, index),
                  }
                : {})}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          id={tab.id}
          data-hash-tab-panel=""
          className="hash-tabs__panel"
          role={enhanced ? "tabpanel" : undefined}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={enhanced ? 0 : undefined}
          hidden={enhanced && tab.id !== selected}
        >
          {tab.content}
        </section>
      ))}
    </div>
  );
}
