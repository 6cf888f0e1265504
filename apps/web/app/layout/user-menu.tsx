import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { SessionProfile } from "@workbay/contracts/accounts";
import { ButtonLink } from "../components/ui/button-link";
import { Dropdown, DropdownItem } from "../components/ui/dropdown";
import { Icon } from "../components/ui/icon";
import { useAuthDialogs } from "../shared/auth-dialogs/use-auth-dialogs";
import { useSessionProfile } from "../shared/session/session-store";
import { signOut } from "../shared/session/sign-out";
import { ACCOUNT_LINKS, initialsOf } from "./account-links";

export function Avatar({ profile, size = 32 }: { profile: SessionProfile; size?: number }) {
  // The session cookie carries the photo's image-service path (96x96).
  if (profile.profileImage) return <img className="avatar" src={profile.profileImage} alt="" width={size} height={size} />;
  return (
    <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initialsOf(profile.name, profile.email)}
    </span>
  );
}

/** Sign Out: the server ends the session, then the visitor goes to / (001 spec section 4). */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    await navigate("/");
  };
}

/**
 * The header's account area: a Login button while logged out (a plain link to /login until
 * the page is interactive), the user dropdown once logged in. The server always renders the
 * logged-out state; the session is read from the readable cookies after hydration.
 */
export function UserMenu() {
  const profile = useSessionProfile();
  const dialogs = useAuthDialogs();
  const signOutAndLeave = useSignOut();

  if (!profile) {
    return (
      <ButtonLink
        to="/login"
        variant="primary"
        className="site-header__login"
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          dialogs.open("login");
        }}
      >
        Login
      </ButtonLink>
    );
  }

  return (
    <Dropdown
      id="user-menu"
      align="end"
      className="user-menu"
      label={
        <span className="user-menu__label">
          <Avatar profile={profile} />
          <span className="user-menu__name">{profile.name || profile.email}</span>
        </span>
      }
    >
      <p className="user-menu__who" role="none">
        <strong>{profile.name}</strong>
        <span>{profile.email}</span>
      </p>
      {ACCOUNT_LINKS.map((link) => (
        <DropdownItem key={link.to} to={link.to} title={link.label} />
      ))}
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className="dropdown-item user-menu__sign-out"
        onClick={() => void signOutAndLeave()}
      >
        <span className="dropdown-item__text">
          <span className="dropdown-item__title">
            <Icon name="logout" size={18} /> Sign Out
          </span>
        </span>
      </button>
    </Dropdown>
  );
}
