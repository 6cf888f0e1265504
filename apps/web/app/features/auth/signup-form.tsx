import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import type { SignedInOptions, SocialHandoff } from "../../shared/auth-dialogs/use-auth-dialogs";
import { FormError } from "./form-fields";
import { DetailsStep, EmailStep, NameStep, PhoneStep } from "./signup-steps";
import { SocialButtons } from "./social-buttons";
import type { SignUpAnswer } from "./signup-answer";
import { useSignUp } from "./use-sign-up";

type SignUpFormProps = {
  /** A social sign-in that needs the phone step or a name. */
  social: SocialHandoff | null;
  onLogin?: () => void;
  loginLink?: ReactNode;
  signedInOptions?: SignedInOptions;
  variant?: "dialog" | "page";
  /** The /signup page's action answer to a post made without JavaScript: the step to show. */
  answer?: SignUpAnswer | null;
};

/**
 * The sign-up form (001 spec sections 2, 4, 5), in the server's order (decision 0010): e-mail
 * OTP (interim token), details, phone OTP (updated interim token), sign_up. A social sign-in
 * without a verified phone starts at the phone step with the server's updated_token. Every step
 * posts to the /signup route's action (docs/decisions/0037), which keeps the interim token.
 */
export function SignUpForm({ social, onLogin, loginLink, signedInOptions, variant, answer }: SignUpFormProps) {
  const signUp = useSignUp({ social, signedInOptions, variant, answer });
  const { step } = signUp;
  return (
    <div className="auth-form signup-form">
      {step === "start" ? (
        <div className="auth-form__body">
          <FormError message={signUp.serverError} />
          <SocialButtons verb="CONTINUE WITH" from="signup" onResult={signUp.onSocial} />
          <form method="post" action={signUp.action} onSubmit={signUp.startWithEmail}>
            <Button type="submit" name="intent" value="start" size="lg" className="auth-form__submit">
              CONTINUE WITH EMAIL
            </Button>
          </form>
        </div>
      ) : step === "email" ? (
        <EmailStep signUp={signUp} />
      ) : step === "details" ? (
        <DetailsStep signUp={signUp} />
      ) : step === "phone" ? (
        <PhoneStep signUp={signUp} />
      ) : (
        <NameStep signUp={signUp} />
      )}
      {step === "start" || step === "email" ? (
        <p className="auth-form__switch">
          Already have an account?{" "}
          {loginLink ?? (
            <button type="button" className="link-button" onClick={onLogin}>
              LOGIN
            </button>
          )}
        </p>
      ) : null}
    </div>
  );
}
