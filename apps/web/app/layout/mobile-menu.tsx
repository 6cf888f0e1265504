import { useRef, type MouseEvent } from "react";
import { Link } from "react-router";
import { buttonClassName } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { useNavigationChange } from "../components/ui/use-navigation-change";
import { useAuthDialogs, type AuthDialogKind } from "../shared/auth-dialogs/use-auth-dialogs";
import { useSessionProfile } from "../shared/session/session-store";
import { ACCOUNT_LINKS } from "./account-links";
import type { NavEntry, NavItem } from "./header-nav";
import { SiteLogo } from "../components/brand/site-logo";
import { Avatar, SignOutForm } from "./user-menu";

const MENU_ID = "mobile-menu";

/**
 * Invoker commands open and close the dialog without JavaScript in current browsers. React
 * does not know the attributes yet, so they are spread in untyped.
 */
const OPEN_COMMAND = { commandfor: MENU_ID, command: "show-modal" };
const CLOSE_COMMAND = { commandfor: MENU_ID, command: "close" };

const supportsCommands = () => typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

function slug(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

type MobileMenuProps = { primary: NavItem[]; inventories: NavEntry[] };

/**
 * The small-screen menu (001 spec section 2): a hamburger button opens a full-screen modal
 * dialog with a CLOSE button. The browser traps focus in it and closes it on Escape; after
 * hydration it also closes when a link in it is followed and on navigation, and browsers
 * without invoker commands are opened and closed by script.
 */
export function MobileMenu({ primary, inventories }: MobileMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const profile = useSessionProfile();
  const dialogs = useAuthDialogs();

  useNavigationChange(() => ref.current?.close());

  function open() {
    if (!supportsCommands()) ref.current?.showModal();
  }

  function close() {
    if (!supportsCommands()) ref.current?.close();
  }

  /** Login and Sign Up open their dialog in place of the menu (links to the pages without script). */
  function openDialog(event: MouseEvent, dialog: AuthDialogKind) {
    event.preventDefault();
    ref.current?.close();
    dialogs.open(dialog);
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target instanceof Element && event.target.closest("a")) ref.current?.close();
  }

  return (
    <>
      <button type="button" className="mobile-menu__toggle" aria-haspopup="dialog" onClick={open} {...OPEN_COMMAND}>
        <Icon name="menu" size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog ref={ref} id={MENU_ID} className="mobile-menu" aria-label="Menu" onClick={onDialogClick}>
        <div className="mobile-menu__bar">
          <SiteLogo />
          <button type="button" className="mobile-menu__close" onClick={close} {...CLOSE_COMMAND}>
            CLOSE
            <Icon name="close" size={20} />
          </button>
        </div>
        <nav className="mobile-menu__panel" aria-label="Main">
          {primary.map((item) =>
            item.kind === "link" ? (
              <Link key={item.label} to={item.to} className="mobile-menu__link">
                {item.label}
              </Link>
            ) : (
              <div key={item.label} className="mobile-menu__group">
                <p className="mobile-menu__heading" id={`mobile-menu-${slug(item.label)}`}>
                  {item.label}
                </p>
                <ul className="mobile-menu__list" aria-labelledby={`mobile-menu-${slug(item.label)}`}>
                  {item.entries.map((entry) => (
                    <li key={entry.to}>
                      <Link to={entry.to} className="mobile-menu__sublink">
                        {entry.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          )}
          <details className="mobile-menu__disclosure">
            <summary className="mobile-menu__link">
              Inventories
              <Icon name="chevron-down" size={18} className="mobile-menu__chevron" />
            </summary>
            <ul className="mobile-menu__list">
              {inventories.map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to} className="mobile-menu__sublink">
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          {profile ? (
            <div className="mobile-menu__account">
              <p className="mobile-menu__user">
                <Avatar profile={profile} size={40} />
                <span>
                  <strong>{profile.name}</strong>
                  <span>{profile.email}</span>
                </span>
              </p>
              <ul className="mobile-menu__list" aria-label="Account">
                {ACCOUNT_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="mobile-menu__sublink">
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <SignOutForm onSubmit={() => ref.current?.close()}>
                    <button type="submit" className="mobile-menu__sublink mobile-menu__sign-out">
                      Sign Out
                    </button>
                  </SignOutForm>
                </li>
              </ul>
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
          )}
        </nav>
      </dialog>
    </>
  );
}
