import { createHmac, randomBytes } from "node:crypto";

// A key that never leaves this process: an address's plain hash could be reversed by hashing all 2^32 IPv4
// addresses, a keyed one cannot. With several web processes a guest may count once per process a day.
const ADDRESS_KEY = randomBytes(32);

/**
 * Who is watching, to count each viewer's view once: the account when signed in, otherwise the address. The address is
 * kept only as a keyed hash, and only for the day (showcase_views), so the table never tells where guests came from.
 */
export function viewerKey(userId: number | null, address: string): string {
  if (userId !== null) return `user:${userId}`;
  return `guest:${createHmac("sha256", ADDRESS_KEY).update(address).digest("base64url")}`;
}
