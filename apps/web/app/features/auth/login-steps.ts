// The login dialog's steps (001 spec sections 2 and 4).
export type LoginStep = "identifier" | "password" | "otp";

export type LoginSteps = { step: LoginStep; cameFrom: LoginStep | null };

export const firstLoginStep: LoginSteps = { step: "identifier", cameFrom: null };

export function goToLoginStep(steps: LoginSteps, step: LoginStep): LoginSteps {
  return steps.step === step ? steps : { step, cameFrom: steps.step };
}

/** The back arrow: to the identifier step, or to the OTP step when the visitor came from it. */
export function loginStepBack(steps: LoginSteps): LoginSteps {
  if (steps.step === "password" && steps.cameFrom === "otp") return { step: "otp", cameFrom: "identifier" };
  return firstLoginStep;
}

/** Login OTP: at least 3 characters, a passed human check and no request in progress. */
export function canVerifyLoginOtp(otp: string, humanPassed: boolean, busy: boolean): boolean {
  return otp.length >= 3 && humanPassed && !busy;
}

/** Sign-up phone OTP: numeric and longer than 3 digits. */
export function canVerifySignUpOtp(otp: string): boolean {
  return /^\d{4,}$/.test(otp);
}
