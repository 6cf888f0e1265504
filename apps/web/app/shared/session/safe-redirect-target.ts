/** Only same-site paths are followed after login (no open redirect). */
export function safeRedirectTarget(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
