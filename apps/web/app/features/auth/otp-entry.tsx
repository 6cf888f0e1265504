import { Button } from "../../components/ui/button";
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
};

/** 'Get OTP' until a code is sent; then the code, the resend offer and 'Verify OTP'. */
export function OtpEntry({ name, code, onCode, sent, onResend, busy, canVerify }: OtpEntryProps) {
  if (!sent) {
    return (
      <Button type="submit" size="lg" className="auth-form__submit" disabled={busy}>
        Get OTP
      </Button>
    );
  }
  return (
    <>
      <OtpField label="OTP" name={name} value={code} onChange={onCode} required />
      <OtpResend sentAt={sent.at} resendCount={sent.resends} onResend={onResend} disabled={busy} />
      <Button type="submit" size="lg" className="auth-form__submit" disabled={busy || !canVerify}>
        Verify OTP
      </Button>
    </>
  );
}
