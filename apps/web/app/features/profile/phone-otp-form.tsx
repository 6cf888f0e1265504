import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { otpDigitsOnly } from "@workbay/domain/validators";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../shared/hooks/use-hydrated";
import { FormField, fieldProps } from "./form-field";
import type { VerifiedPhone } from "./profile-form";

type PhoneOtpFormProps = {
  phone: VerifiedPhone;
  /** Seconds until a new code may be asked for (0: at once). */
  resendAfter: number;
  csrfToken: string;
  otpError: string | null;
  message: string | null;
};

/** Counts down to zero once a second after hydration; without JavaScript it is always zero. */
function useCountdown(seconds: number): number {
  const hydrated = useHydrated();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return hydrated ? left : 0;
}

/**
 * The OTP step of a phone change (decision 0010, purpose verify_phone): the new number is stored
 * only when its code is verified. Texts are the spec's OTP step (001 spec section 2).
 */
export function PhoneOtpForm({ phone, resendAfter, csrfToken, otpError, message }: PhoneOtpFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && String(navigation.formData?.get("intent") ?? "").endsWith("phone-otp");
  const verifying = navigation.state !== "idle" && navigation.formData?.get("intent") === "verify-phone";
  const left = useCountdown(resendAfter);
  const [otp, setOtp] = useState("");

  return (
    <Form method="post" className="phone-otp" preventScrollReset aria-labelledby="phone-otp-title">
      <h3 id="phone-otp-title" className="phone-otp__title">
        Verify {phone.country_code} {phone.phone_number}
      </h3>
      <p className="phone-otp__text">We have sent an OTP to the mobile number. Please enter it to complete the verification</p>
      {message ? (
        <p className="form-alert" role="alert">
          {message}
        </p>
      ) : null}
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="phone_number" value={phone.phone_number} />
      <input type="hidden" name="country_code" value={phone.country_code} />
      <FormField id="phone-otp" label="OTP Sent to your Phone no." error={otpError ?? undefined}>
        <input
          {...fieldProps("phone-otp", otpError ?? undefined)}
          name="otp"
          className="form-field__input phone-otp__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(e) => setOtp(otpDigitsOnly(e.target.value))}
          autoFocus
        />
      </FormField>
      <div className="form-actions">
        <Button type="submit" name="intent" value="verify-phone" disabled={verifying}>
          {verifying ? "Verifying…" : "Verify OTP"}
        </Button>
        {left > 0 ? (
          <span className="phone-otp__wait" aria-live="polite">
            Resend OTP in {left} secs
          </span>
        ) : (
          <Button type="submit" name="intent" value="resend-phone-otp" variant="ghost" disabled={busy}>
            Resend OTP
          </Button>
        )}
        <Link to="/account/profile" className="text-link phone-otp__cancel" preventScrollReset>
          Keep my current number
        </Link>
      </div>
    </Form>
  );
}
