import { createHash } from "node:crypto";

/**
 * Who is watching, to count each viewer's view once: the account when signed in, otherwise the address. The address is
 * kept only as a hash, and only for the day (showcase_views), so the table never lists where guests came from.
 */
export function viewerKey(userId: number | null, address: string): string {
  if (userId !== null) return `user:${userId}`;
  return `guest:${createHash("sha256").update(address).digest("base64url")}`;
}
