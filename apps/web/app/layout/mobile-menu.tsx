import { useRef, useState, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { buttonClassName } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { useNavigationChange } from "../components/ui/use-navigation-change";
import { useHydrated } from "../shared/hooks/use-hydrated";
import { useAuthDialogs, type AuthDialogKind } from "../shared/auth-dialogs/use-auth-dialogs";
import { useSessionProfile } from "../shared/session/session-store";
import { ACCOUNT_LINKS } from "./account-links";
import type { NavEntry, NavItem } from "./header-nav";
import { MenuLinks, MenuNavigation } from "./menu-navigation";
import { SiteLogo } from "../components/brand/site-logo";
import { Avatar, SignOutForm } from "./user-menu";

type MobileMenuProps = {
  primary: NavItem[];
  inventories: NavEntry[];
  /** The /menu page with the same entries. */
  menuHref: string;
};

/**
 * The small-screen menu (001 spec section 2): a hamburger button opens a full-screen modal
 * dialog with a CLOSE button. The browser traps focus in it and closes it on Escape; it also
 * closes when a link in it is followed and on navigation. The dialog and its entries are
 * rendered when it is first opened, so the server's HTML carries only the button: until the
 * page is interactive (and without JavaScript) the button is a link to /menu, a page with the
 * same entries (decision 0038, "What every page renders alike").
 */
export function MobileMenu({ primary, inventories, menuHref }: MobileMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);

  useNavigationChange(() => ref.current?.close());

  function open() {
    // The entries are rendered before the dialog opens, so it can move the focus into them.
    flushSync(() => setOpened(true));
    ref.current?.showModal();
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target instanceof Element && event.target.closest("a")) ref.current?.close();
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
      <button type="button" className="mobile-menu__toggle" aria-haspopup="dialog" onClick={open}>
        <Icon name="menu" size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      {opened ? (
        <dialog ref={ref} id="mobile-menu" className="mobile-menu" aria-label="Menu" onClick={onDialogClick}>
          <div className="mobile-menu__bar">
            <SiteLogo />
            <button type="button" className="mobile-menu__close" onClick={() => ref.current?.close()}>
              CLOSE
              <Icon name="close" size={20} />
            </button>
          </div>
          <MenuNavigation primary={primary} inventories={inventories} idPrefix="mobile-menu" label="Main">
            <MenuAccount close={() => ref.current?.close()} />
          </MenuNavigation>
        </dialog>
      ) : null}
    </>
  );
}

/**
 * The menu's account part: the visitor's links and Sign Out, or Login and Sign Up, which open
 * their dialog in place of the menu (links to the pages without script). `close` closes the menu.
 */
export function MenuAccount({ close }: { close: () => void }) {
  const profile = useSessionProfile();
  const dialogs = useAuthDialogs();

  function openDialog(event: MouseEvent, dialog: AuthDialogKind) {
    event.preventDefault();
    close();
    dialogs.open(dialog);
  }

  return profile ? (
    <div className="mobile-menu__account">
      <p className="mobile-menu__user">
        <Avatar profile={profile} size={40} />
        <span>
          <strong>{profile.name}</strong>
          <span>{profile.email}</span>
        </span>
      </p>
      <MenuLinks entries={ACCOUNT_LINKS} aria-label="Account">
        <li>
          <SignOutForm onSubmit={close}>
            <button type="submit" className="mobile-menu__sublink mobile-menu__sign-out">
              Sign Out
            </button>
          </SignOutForm>
        </li>
      </MenuLinks>
    </div>
  ) : (
    <div className="mobile-menu__actions">
      <Link to="/login" className={buttonClassName("primary", "lg")} onClick={(event) => openDialog(event, "login")}>
        Login
      </Link>
      <Link to="/signup" className={buttonClassName("secondary", "lg")} onClick={(event) => openDialog(event, "signup")}>
        Sign Up
      </Link>
    </div>
  );
}
