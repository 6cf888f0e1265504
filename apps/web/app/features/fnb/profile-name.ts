import type { SessionProfile } from "@workbay/contracts/accounts";

/** The visitor's first name for the greeting, or 'there' when nobody is signed in. */
export function greetingName(profile: Pick<SessionProfile, "name"> | null): string {
  return profile?.name.trim().split(/\s+/)[0] || "there";
}
