import { scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from "node:crypto";
import argon2 from "argon2";

// argon2id (DECISIONS.md section 6) with the library's defaults (64 MiB, 3 passes, 4 lanes):
// OWASP's first recommended setting. Hashes carry their parameters, so raising them later
// only needs `needsRehash` on login.
const ARGON2_OPTIONS = { type: argon2.argon2id } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

function scryptAsync(password: BinaryLike, salt: BinaryLike, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The seeded demo hash: `scrypt$N$r$p$saltB64$hashB64`. */
async function verifyScrypt(stored: string, password: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split("$");
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (!salt || !hash || ![N, R, P].every((v) => Number.isInteger(v) && v > 0) || N > 2 ** 20) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64"), expected.length, { N, r: R, p: P });
  return expected.length > 0 && timingSafeEqual(expected, actual);
}

export type PasswordCheck = { ok: boolean; needsRehash: boolean };

/** Checks a password against an argon2 hash, or a legacy scrypt one (which then wants a rehash). */
export async function verifyPassword(stored: string, password: string): Promise<PasswordCheck> {
  try {
    if (stored.startsWith("scrypt$")) return { ok: await verifyScrypt(stored, password), needsRehash: true };
    if (!stored.startsWith("$argon2")) return { ok: false, needsRehash: false };
    const ok = await argon2.verify(stored, password);
    return { ok, needsRehash: ok && argon2.needsRehash(stored) };
  } catch {
    return { ok: false, needsRehash: false };
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real check when there is no account (or no password), so an unknown
 * account and a wrong password take about as long (no enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("dummy-password-for-timing-1");
  await argon2.verify(await dummyHash, password).catch(() => false);
}
