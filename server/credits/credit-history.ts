import { CREDIT_PACKAGES, type CreditPackageId } from "@common/credit-packages";
import {
  CREDIT_HISTORY_PAGE_SIZE,
  type CreditEntryKind,
  type CreditHistoryEntry,
  type CreditHistoryPage,
} from "@common/credit-history";
import type { Db } from "../db";

// What an entry paid for is named by its business key, as the writers build it: `spend:<video>` (create-video.ts),
// `refund:<video>` (fail-video.ts), `purchase:<provider's payment id>` (payments/orders.ts).
const VIDEO_KEY = /^(?:spend|refund):(\d+)$/;
const PURCHASE_KEY = /^purchase:(.+)$/;

/**
 * One page of a user's credit movements, newest first, each with what it paid for: the video of a spend or refund, the
 * package of a purchase. Only the user's own entries, videos and orders are read.
 */
export async function listCreditHistory(db: Db, userId: number, before?: number): Promise<CreditHistoryPage> {
  let query = db
    .selectFrom("credit_entries")
    .select(["id", "key", "kind", "delta", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    // One more than a page tells whether an older page exists without counting them all.
    .limit(CREDIT_HISTORY_PAGE_SIZE + 1);
  if (before !== undefined) query = query.where("id", "<", before);
  const rows = await query.execute();
  const page = rows.slice(0, CREDIT_HISTORY_PAGE_SIZE);

  const videoIds = page.flatMap((row) => VIDEO_KEY.exec(row.key)?.[1] ?? []).map(Number);
  const paymentIds = page.flatMap((row) => PURCHASE_KEY.exec(row.key)?.[1] ?? []);
  const [videos, orders] = await Promise.all([
    videoIds.length === 0
      ? []
      : db
          .selectFrom("videos")
          .select(["id", "title"])
          .where("user_id", "=", userId)
          .where("id", "in", videoIds)
          .execute(),
    paymentIds.length === 0
      ? []
      : db
          .selectFrom("payment_orders")
          .select(["provider_id", "package_id", "amount"])
          .where("user_id", "=", userId)
          .where("provider_id", "in", paymentIds)
          .execute(),
  ]);
  const videoById = new Map(videos.map((video) => [Number(video.id), { id: Number(video.id), title: video.title }]));
  const orderByPayment = new Map(orders.map((order) => [order.provider_id, order]));

  const entries = page.map((row): CreditHistoryEntry => {
    const fields = { id: Number(row.id), delta: Number(row.delta), createdAt: row.created_at };
    const kind = row.kind as CreditEntryKind;
    switch (kind) {
      case "spend":
      case "refund": {
        const videoId = VIDEO_KEY.exec(row.key)?.[1];
        return { ...fields, kind, video: (videoId && videoById.get(Number(videoId))) || null };
      }
      case "purchase": {
        const order = orderByPayment.get(PURCHASE_KEY.exec(row.key)?.[1] ?? "");
        return {
          ...fields,
          kind,
          packageName: order ? (CREDIT_PACKAGES[order.package_id as CreditPackageId]?.name ?? order.package_id) : null,
          amount: order ? Number(order.amount) : null,
        };
      }
      case "signup":
      case "referral":
        return { ...fields, kind };
    }
  });
  const oldestShown = entries.at(-1);
  return { entries, nextBefore: rows.length > CREDIT_HISTORY_PAGE_SIZE && oldestShown ? oldestShown.id : null };
}
