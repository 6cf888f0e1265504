// The account a visitor signs in with on a demo install. The password is public on purpose.
import { randomBytes, scrypt, type BinaryLike, type ScryptOptions } from "node:crypto";

export const DEMO_USER = {
  email: "demo@workbay.in",
  password: "Workbay2026",
  name: "Asha Rao",
  phone: "9876543210",
} as const;

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

function scryptAsync(password: BinaryLike, salt: BinaryLike, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * `scrypt$N$r$p$saltB64$hashB64`: the parameters travel with the hash, so a verifier can
 * recognise it when the accounts work moves new hashes to argon2id.
 */
export async function hashDemoPassword(password: string = DEMO_USER.password, salt: Buffer = randomBytes(16)): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(password, salt, keyLength, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}
