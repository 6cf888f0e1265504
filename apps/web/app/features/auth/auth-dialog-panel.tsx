import { useAuthDialogs, type AuthDialogKind, type SocialHandoff } from "../../shared/auth-dialogs/use-auth-dialogs";
import { LoginForm } from "./login-form";
import { ResetRequestForm } from "./reset-request-form";
import { SignUpForm } from "./signup-form";

/** The form inside the open dialog (loaded with the first dialog the visitor opens). */
export default function AuthDialogPanel({ dialog, social }: { dialog: AuthDialogKind; social: SocialHandoff | null }) {
  const dialogs = useAuthDialogs();
  if (dialog === "login") return <LoginForm onSignUp={() => dialogs.switchTo("signup")} />;
  if (dialog === "signup") return <SignUpForm social={social} onLogin={() => dialogs.switchTo("login")} />;
  return <ResetRequestForm onBackToLogin={() => dialogs.switchTo("login")} />;
}
