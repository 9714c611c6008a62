import { createHash, randomBytes } from "node:crypto";

/** A fresh 256-bit token for a cookie or a link; only its hash is ever stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token: a leaked table cannot be replayed as cookies or links. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
