// Admins manage the console's operators (issue 15, decision 0034): who may be given which role.
import type { OperatorRole } from "./operator-access";

export const OPERATOR_ADMIN_MESSAGES = {
  invited: "Invitation sent: the operator sets a password from the link in the e-mail (valid 72 hours).",
  saved: "Operator saved.",
  notFound: "Operator not found.",
  exists: "An operator with this e-mail address already exists.",
  managerNeedsCentre: "A centre manager needs at least one centre.",
  notYourself: "You cannot change your own role or deactivate yourself. Ask another admin.",
  unknownCentre: (ids: readonly number[]) => `No centre with id ${ids.join(", ")}.`,
} as const;

/** The centres an operator is stored with: an admin's are ignored (every centre), a manager needs one. */
export function assignedCentres(role: OperatorRole, centreIds: readonly number[]): { centreIds: number[] } | { problem: string } {
  if (role === "admin") return { centreIds: [] };
  const unique = [...new Set(centreIds)].sort((a, b) => a - b);
  if (unique.length === 0) return { problem: OPERATOR_ADMIN_MESSAGES.managerNeedsCentre };
  return { centreIds: unique };
}
