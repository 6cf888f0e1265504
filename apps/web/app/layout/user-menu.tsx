import type { MouseEvent, ReactNode } from "react";
import type { SessionProfile } from "@workbay/contracts/accounts";
import { ButtonLink } from "../components/ui/button-link";
import { Dropdown, DropdownItem } from "../components/ui/dropdown";
import { Icon } from "../components/ui/icon";
import { useAuthDialogs } from "../shared/auth-dialogs/use-auth-dialogs";
import { useSessionProfile } from "../shared/session/session-store";
import { SIGN_OUT_ACTION, useSignOut } from "../shared/session/sign-out";
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

/**
 * Sign Out (001 spec section 4): a form posting to the /logout action, sent by a fetcher (the
 * menus exist only once the page runs its script); the visitor then goes to /.
 */
export function SignOutForm({ children, onSubmit }: { children: ReactNode; onSubmit?: () => void }) {
  const signOut = useSignOut();
  return (
    <form
      method="post"
      action={SIGN_OUT_ACTION}
      role="none"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
        void signOut();
      }}
    >
      {children}
    </form>
  );
}

/**
 * The header's account area: a Login button while logged out (a plain link to /login until
 * the page is interactive), the user dropdown once logged in. The server always renders the
 * logged-out state; the session is read from the readable cookies after hydration.
 */
export function UserMenu() {
  const profile = useSessionProfile();
  const dialogs = useAuthDialogs();

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
      <SignOutForm>
        <button type="submit" role="menuitem" tabIndex={-1} className="dropdown-item user-menu__sign-out">
          <span className="dropdown-item__text">
            <span className="dropdown-item__title">
              <Icon name="logout" size={18} /> Sign Out
            </span>
          </span>
        </button>
      </SignOutForm>
    </Dropdown>
  );
}
