import type { MouseEvent, ReactNode } from "react";
import { ButtonLink } from "../../components/ui/button-link";
import type { ButtonVariant } from "../../components/ui/button";
import { useAuthDialogs } from "../../shared/auth-dialogs/use-auth-dialogs";

/**
 * A way to log in from the standalone account pages: the Login dialog once the page runs its
 * script, the /login page before (or without) it.
 */
export function LoginLink({ children, variant, className }: { children: ReactNode; variant?: ButtonVariant; className?: string }) {
  const dialogs = useAuthDialogs();
  return (
    <ButtonLink
      to="/login"
      size="lg"
      variant={variant}
      className={className}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        dialogs.open("login");
      }}
    >
      {children}
    </ButtonLink>
  );
}
