import type { MouseEvent, RefObject } from "react";
import { Icon } from "../components/ui/icon";
import { SiteLogo } from "../components/brand/site-logo";
import type { NavEntry, NavItem } from "./header-nav";
import { MenuAccount } from "./menu-account";
import { MenuNavigation } from "./menu-navigation";

type MobileMenuDialogProps = {
  ref: RefObject<HTMLDialogElement | null>;
  primary: NavItem[];
  inventories: NavEntry[];
};

/**
 * The phone menu's dialog and its entries (mobile-menu.tsx): a chunk of its own, fetched when
 * the page is idle or when the menu button is pointed at, focused or pressed.
 */
export function MobileMenuDialog({ ref, primary, inventories }: MobileMenuDialogProps) {
  const close = () => ref.current?.close();

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target instanceof Element && event.target.closest("a")) close();
  }

  return (
    <dialog ref={ref} id="mobile-menu" className="mobile-menu" aria-label="Menu" onClick={onDialogClick}>
      <div className="mobile-menu__bar">
        <SiteLogo />
        <button type="button" className="mobile-menu__close" onClick={close}>
          CLOSE
          <Icon name="close" size={20} />
        </button>
      </div>
      <MenuNavigation primary={primary} inventories={inventories} idPrefix="mobile-menu" label="Main">
        <MenuAccount close={close} />
      </MenuNavigation>
    </dialog>
  );
}
