/** The visitor's first name from the readable `userProfile` cookie, or 'there' for the greeting. */
export function greetingName(cookieHeader: string | null): string {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith("userProfile="))
    ?.slice("userProfile=".length);
  if (!raw) return "there";
  try {
    const profile = JSON.parse(decodeURIComponent(raw)) as { name?: unknown };
    const name = typeof profile.name === "string" ? profile.name.trim().split(/\s+/)[0] : "";
    return name || "there";
  } catch {
    return "there";
  }
}
