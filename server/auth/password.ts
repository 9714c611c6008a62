import argon2 from "argon2";

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** The stored hash of an account no password opens (the showcase's system account): argon2 never verifies it. */
export const UNUSABLE_PASSWORD_HASH = "!";

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown username answers as slowly as a wrong password. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  await verifyPassword(await decoyHash, password);
  return false;
}
