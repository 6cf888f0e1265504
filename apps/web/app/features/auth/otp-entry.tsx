import { Button } from "../../components/ui/button";
import { useHydrated } from "../../shared/hooks/use-hydrated";
import { OtpField, OtpResend } from "./form-fields";
import type { OtpSent } from "./otp-resend";

type OtpEntryProps = {
  name: string;
  code: string;
  onCode: (code: string) => void;
  sent: OtpSent | null;
  onResend: () => void;
  busy: boolean;
  canVerify: boolean;
  /** The post's intent without JavaScript: 'Get OTP' and 'Verify OTP' name their step. */
  intents: { send: string; verify: string };
};

/** 'Get OTP' until a code is sent; then the code, the resend offer and 'Verify OTP'. */
export function OtpEntry({ name, code, onCode, sent, onResend, busy, canVerify, intents }: OtpEntryProps) {
  // Before the page runs its script the buttons are left enabled: the action checks the post.
  const hydrated = useHydrated();
  if (!sent) {
    return (
      <Button type="submit" name="intent" value={intents.send} size="lg" className="auth-form__submit" disabled={busy}>
        Get OTP
      </Button>
    );
  }
  return (
    <>
      <OtpField label="OTP" name={name} value={code} onChange={onCode} required />
      <OtpResend sentAt={sent.at} resendCount={sent.resends} onResend={onResend} disabled={busy} />
      <Button
        type="submit"
        name="intent"
        value={intents.verify}
        size="lg"
        className="auth-form__submit"
        disabled={busy || (hydrated && !canVerify)}
      >
        Verify OTP
      </Button>
    </>
  );
}
