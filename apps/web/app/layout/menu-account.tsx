import type { MouseEvent } from "react";
import { Link } from "react-router";
import { buttonClassName } from "../components/ui/button";
import { useAuthDialogs, type AuthDialogKind } from "../shared/auth-dialogs/use-auth-dialogs";
import { useSessionProfile } from "../shared/session/session-store";
import { ACCOUNT_LINKS } from "./account-links";
import { MenuLinks } from "./menu-navigation";
import { Avatar, SignOutForm } from "./user-menu";

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
