/** The logged-in account menu (001 spec section 2). */
export const ACCOUNT_LINKS = [
  { label: "Upcoming Bookings", to: "/account/upcoming-bookings" },
  { label: "Booking History", to: "/account/booking-history" },
  { label: "Profile", to: "/account/profile" },
] as const;

/** Up to two initials for an avatar without a photo. */
export function initialsOf(name: string, email = ""): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0]?.slice(0, 1) ?? email.slice(0, 1));
  return letters.toUpperCase() || "?";
}
