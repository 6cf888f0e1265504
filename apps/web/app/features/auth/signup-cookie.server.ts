// The sign-up's progress between the /signup action's posts (docs/decisions/0037): the API's
// interim token, the e-mail it proves and, after the details step, the name and password that
// sign_up needs once the phone is verified. Sealed (AES-256-GCM under a key derived from the
// server's secret) in an HttpOnly, SameSite=Lax cookie scoped to the /signup action's paths
// (the page's and the fetcher's `/signup.data`), so the browser never reads any of it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { parseCookies } from "../../shared/session/session-cookies";

export const SIGNUP_COOKIE = "signupProgress";
/** As long as the API's interim token lives. */
export const SIGNUP_COOKIE_SECONDS = 30 * 60;
const PATHS = ["/signup", "/signup.data"];

export type SignUpProgress =
  { kind: "signup"; token: string; email: string; name?: string; password?: string } | { kind: "social"; token: string };

type Sealed = SignUpProgress & { exp: number };

const keyOf = (sealKey: string) => createHash("sha256").update(`signup-progress\u0000${sealKey}`).digest();

export function sealProgress(progress: SignUpProgress, sealKey: string, now: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sealKey), iv);
  const sealed: Sealed = { ...progress, exp: now + SIGNUP_COOKIE_SECONDS * 1000 };
  const body = Buffer.concat([cipher.update(JSON.stringify(sealed), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The progress in a sealed value; null when it is missing, forged, tampered with or past its time. */
export function openProgress(value: string | undefined, sealKey: string, now: number): SignUpProgress | null {
  if (!value) return null;
  try {
    const raw = Buffer.from(value, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(sealKey), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const { exp, ...progress } = JSON.parse(text) as Sealed;
    if (typeof exp !== "number" || exp <= now || typeof progress.token !== "string") return null;
    if (progress.kind === "signup" && typeof progress.email === "string") return progress;
    return progress.kind === "social" ? { kind: "social", token: progress.token } : null;
  } catch {
    return null;
  }
}

export function readProgress(request: Request, sealKey: string, now: number): SignUpProgress | null {
  return openProgress(parseCookies(request.headers.get("cookie"))[SIGNUP_COOKIE], sealKey, now);
}

/** The Set-Cookie headers that keep a sealed progress, or (null) clear it. */
export function progressCookies(sealed: string | null, secure: boolean): string[] {
  const age = sealed ? SIGNUP_COOKIE_SECONDS : 0;
  return PATHS.map(
    (path) => `${SIGNUP_COOKIE}=${sealed ?? ""}; Max-Age=${age}; Path=${path}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}
