import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { useHydrated } from "../../shared/hooks/use-hydrated";
import { Icon, type IconName } from "./icon";
import { useNavigationChange } from "./use-navigation-change";

type DropdownProps = {
  /** Unique on the page: names the panel and its anchor. */
  id: string;
  label: ReactNode;
  children: ReactNode;
  align?: "start" | "end";
  className?: string;
  /**
   * Where the button leads until the page is interactive (and without JavaScript): a page with
   * the same entries. Without it the menu is meant for hydrated pages only (the user menu).
   */
  fallbackHref?: string;
};

/** React Router's key of the current history entry (it keeps `{ usr, key, idx }` in history.state). */
function historyEntryKey(): string | undefined {
  const state: unknown = window.history.state;
  return state && typeof state === "object" && "key" in state && typeof state.key === "string" ? state.key : undefined;
}

const supportsAnchoring = () => typeof CSS !== "undefined" && CSS.supports("anchor-name: --a");

/**
 * A menu button and its panel on the Popover API: the browser opens and closes it without
 * JavaScript, closes it on Escape and on a click outside, and keeps one open at a time. CSS
 * anchor positioning puts the panel under its button; where that is missing, a script does.
 * After hydration the panel also closes when one of its links is followed or the page changes,
 * and it follows the WAI-ARIA menu-button pattern: Enter, Space or ArrowDown opens it on its
 * first item (ArrowUp on its last), arrows, Home and End move between items, Escape closes it
 * and returns to the button, Tab closes it and moves on.
 *
 * The entries are rendered when the panel first opens (decision 0038, "What every page renders
 * alike"): the server's HTML carries the button only, a link to `fallbackHref` until hydration.
 */
export function Dropdown({ id, label, children, align = "start", className, fallbackHref }: DropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Browsers expose a popover button's state themselves; once hydrated we also say it in the
  // DOM, for tools that read attributes. Absent in the server render, so no script is needed.
  const [expanded, setExpanded] = useState<boolean | undefined>(undefined);
  // Which item to focus when the panel opens from the keyboard.
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  // The history entry the panel was opened on. React Router writes the new address before React
  // renders the new page: a panel opened in between belongs to the new page and stays open.
  const openedOnEntry = useRef<string | undefined>(undefined);
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    const panel = panelRef.current;
    if (panel?.matches(":popover-open")) panel.hidePopover();
    if (returnFocus) triggerRef.current?.focus();
  };

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const panel = panelRef.current;
    if (!panel) return;
    if (event.key === "Enter" || event.key === " ") {
      // The button's own activation toggles the popover; focus its first item once open.
      focusOnOpen.current = "first";
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const where = event.key === "ArrowDown" ? "first" : "last";
      if (panel.matches(":popover-open")) {
        const list = items();
        (where === "first" ? list[0] : list.at(-1))?.focus();
      } else {
        focusOnOpen.current = where;
        panel.showPopover();
      }
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index < 0 ? list.length - 1 : index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      // Closing returns focus to the button; the Tab then moves on from there.
      close(false);
      triggerRef.current?.focus();
    }
  }

  useNavigationChange((key) => {
    const panel = panelRef.current;
    if (panel?.matches(":popover-open") && openedOnEntry.current !== key) panel.hidePopover();
  });

  useEffect(() => {
    const panel = panelRef.current;
    const trigger = triggerRef.current;
    if (!panel || !trigger) return;
    function onBeforeToggle(event: Event) {
      // The entries exist before the panel shows, for the focus moves of the toggle below.
      if ((event as ToggleEvent).newState === "open") flushSync(() => setOpened(true));
    }
    function onToggle(event: Event) {
      const opened = (event as ToggleEvent).newState === "open";
      setExpanded(opened);
      if (opened) openedOnEntry.current = historyEntryKey();
      if (opened && focusOnOpen.current) {
        const list = Array.from(panel?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
        (focusOnOpen.current === "first" ? list[0] : list.at(-1))?.focus();
      }
      focusOnOpen.current = null;
      if (!panel || !trigger || supportsAnchoring() || !opened) return;
      const rect = trigger.getBoundingClientRect();
      panel.style.inset = "auto";
      panel.style.margin = "0";
      panel.style.top = `${rect.bottom + 10}px`;
      if (align === "end") panel.style.right = `${document.documentElement.clientWidth - rect.right}px`;
      else panel.style.left = `${rect.left}px`;
    }
    function onClick(event: MouseEvent) {
      if (panel && event.target instanceof Element && event.target.closest("a")) panel.hidePopover();
    }
    panel.addEventListener("beforetoggle", onBeforeToggle);
    panel.addEventListener("toggle", onToggle);
    panel.addEventListener("click", onClick);
    return () => {
      panel.removeEventListener("beforetoggle", onBeforeToggle);
      panel.removeEventListener("toggle", onToggle);
      panel.removeEventListener("click", onClick);
    };
  }, [align, hydrated]);

  const rootProps = {
    className: ["dropdown", className].filter(Boolean).join(" "),
    style: { "--dropdown-anchor": `--${id}` } as CSSProperties,
  };
  if (!hydrated && fallbackHref) {
    return (
      <div {...rootProps}>
        <a href={fallbackHref} className="dropdown__trigger">
          {label}
          <Icon name="chevron-down" size={16} className="dropdown__chevron" />
        </a>
      </div>
    );
  }

  return (
    <div {...rootProps}>
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={id}
        aria-haspopup="menu"
        aria-controls={id}
        aria-expanded={expanded}
        className="dropdown__trigger"
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Icon name="chevron-down" size={16} className="dropdown__chevron" />
      </button>
      <div
        ref={panelRef}
        id={id}
        popover="auto"
        role="menu"
        aria-label={typeof label === "string" ? label : undefined}
        className={`dropdown__panel dropdown__panel--${align}`}
        onKeyDown={onPanelKeyDown}
      >
        {opened ? children : null}
      </div>
    </div>
  );
}

type DropdownItemProps = { to: string; title: string; description?: string; icon?: IconName };

/** A menu entry: a title and, below it, one line saying what is behind it. */
export function DropdownItem({ to, title, description, icon }: DropdownItemProps) {
  return (
    <Link to={to} role="menuitem" tabIndex={-1} className="dropdown-item">
      {icon ? (
        <span className="dropdown-item__icon">
          <Icon name={icon} size={20} />
        </span>
      ) : null}
      <span className="dropdown-item__text">
        <span className="dropdown-item__title">{title}</span>
        {description ? <span className="dropdown-item__description">{description}</span> : null}
      </span>
    </Link>
  );
}
