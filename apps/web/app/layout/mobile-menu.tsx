import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Icon } from "../components/ui/icon";
import { useNavigationChange } from "../components/ui/use-navigation-change";
import { useHydrated } from "../shared/hooks/use-hydrated";
import { useWhenIdle } from "../shared/hooks/use-when-idle";
import type { NavEntry, NavItem } from "./header-nav";
import type * as MobileMenuDialogModule from "./mobile-menu-dialog";

type MobileMenuProps = {
  primary: NavItem[];
  inventories: NavEntry[];
  /** The /menu page with the same entries. */
  menuHref: string;
};

type DialogModule = typeof MobileMenuDialogModule;

/** The dialog's chunk, once it has arrived: later menus (after a navigation) open at once. */
let loadedDialog: DialogModule | undefined;
const loadDialog = () => import("./mobile-menu-dialog").then((module) => (loadedDialog = module));

/**
 * The small-screen menu (001 spec section 2): a hamburger button opens a full-screen modal
 * dialog with a CLOSE button. The browser traps focus in it and closes it on Escape; it also
 * closes when a link in it is followed and on navigation. The dialog and its entries are
 * rendered when it is first opened, so the server's HTML carries only the button: until the
 * page is interactive (and without JavaScript) the button is a link to /menu, a page with the
 * same entries (decision 0038, "What every page renders alike"). Their code is a chunk of its
 * own, not in the page's first load (decision 0035): fetched when the page is idle or the
 * button is pointed at or focused; a press before it has arrived opens the menu on arrival.
 */
export function MobileMenu({ primary, inventories, menuHref }: MobileMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const [dialog, setDialog] = useState<DialogModule | undefined>(loadedDialog);
  const [opened, setOpened] = useState(false);
  const opening = useRef(false);
  useWhenIdle(loadDialog);
  const preload = () => void loadDialog();

  useNavigationChange(() => ref.current?.close());

  function show(module: DialogModule) {
    // The entries are rendered before the dialog opens, so it can move the focus into them.
    flushSync(() => {
      setDialog(module);
      setOpened(true);
    });
    ref.current?.showModal();
  }

  function open() {
    if (loadedDialog) return show(loadedDialog);
    if (opening.current) return;
    opening.current = true;
    loadDialog()
      .then(show)
      .finally(() => (opening.current = false));
  }

  if (!hydrated) {
    return (
      <a href={menuHref} className="mobile-menu__toggle">
        <Icon name="menu" size={24} />
        <span className="visually-hidden">Menu</span>
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      {opened && dialog ? <dialog.MobileMenuDialog ref={ref} primary={primary} inventories={inventories} /> : null}
    </>
  );
}
