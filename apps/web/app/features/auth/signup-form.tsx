import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import type { SignedInOptions, SocialHandoff } from "../../shared/auth-dialogs/use-auth-dialogs";
import { FormError } from "./form-fields";
import { DetailsStep, EmailStep, NameStep, PhoneStep } from "./signup-steps";
import { SocialButtons } from "./social-buttons";
import { useSignUp } from "./use-sign-up";

type SignUpFormProps = {
  /** A social sign-in that needs the phone step or a name. */
  social: SocialHandoff | null;
  onLogin?: () => void;
  loginLink?: ReactNode;
  signedInOptions?: SignedInOptions;
};

/**
 * The sign-up form (001 spec sections 2, 4, 5), in the server's order (decision 0010): e-mail
 * OTP (interim token), details, phone OTP (updated interim token), sign_up. A social sign-in
 * without a verified phone starts at the phone step with the server's updated_token.
 */
export function SignUpForm({ social, onLogin, loginLink, signedInOptions }: SignUpFormProps) {
  const signUp = useSignUp(social, signedInOptions);
  const { step } = signUp;
  return (
    <div className="auth-form signup-form">
      {step === "start" ? (
        <div className="auth-form__body">
          <FormError message={signUp.serverError} />
          <SocialButtons verb="CONTINUE WITH" from="signup" onResult={signUp.onSocial} />
          <Button size="lg" className="auth-form__submit" onClick={() => signUp.go("email")}>
            CONTINUE WITH EMAIL
          </Button>
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
