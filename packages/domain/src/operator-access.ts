// Who may do what in the operator console (issue 15, decision 0029). The server applies these
// on every call; the pages only hide what the server would refuse.

export type OperatorRole = "admin" | "centre_manager";

export type OperatorScope = { role: OperatorRole; centreIds: readonly number[] };

/** Operator sign-ins last 12 hours, half a customer's day. */
export const OPERATOR_SESSION_MS = 12 * 60 * 60_000;

export const OPERATOR_MESSAGES = {
  signInRequired: "Please sign in to the operator console.",
  badCredentials: "Invalid e-mail or password.",
  codeSent: "We sent a 6-digit code to your e-mail. Enter it to finish signing in.",
  codeExpired: "This sign-in has expired. Please enter your e-mail and password again.",
  signedIn: "Signed in.",
  signedOut: "Signed out.",
  adminOnly: "Only an admin can do this.",
  notYourCentre: "This belongs to a centre you do not manage.",
  passwordSet: "Password set. You can sign in now.",
  linkInvalid: "This link is invalid or has expired. Ask an admin for a new one.",
} as const;

/** Whether an operator may see and act on a centre's rooms, bookings and leads. */
export function canAccessCentre(scope: OperatorScope, centreId: number): boolean {
  return scope.role === "admin" || scope.centreIds.includes(centreId);
}

/** The centres a query is limited to: undefined for an admin (all). */
export function centreFilterOf(scope: OperatorScope): readonly number[] | undefined {
  return scope.role === "admin" ? undefined : scope.centreIds;
}

export function operatorSessionExpiresAt(now: Date): Date {
  return new Date(now.getTime() + OPERATOR_SESSION_MS);
}
