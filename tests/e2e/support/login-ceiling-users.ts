/** Accounts one failed login short of the hard human check (made by prepare-login-ceiling.ts before the server starts), one per project. */
export const LOGIN_CEILING_USERS = {
  desktop: { email: "ceiling.desktop@example.com", password: "Ceiling2026", name: "Ceiling Desktop" },
  phone: { email: "ceiling.phone@example.com", password: "Ceiling2026", name: "Ceiling Phone" },
} as const;
