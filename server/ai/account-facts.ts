import { CREDIT_PACKAGES, type CreditPackageId } from "@common/credit-packages";
import type { VideoStatus } from "@common/videos";
import { getBalance } from "../credits/ledger";
import type { Db } from "../db";

export type AccountFacts = {
  username: string;
  credits: number;
  lastPurchase: { packageName: string; credits: number; amountCents: number; currency: string; at: string } | null;
  latestVideo: { title: string; status: VideoStatus; progressPercent: number; error: string | null; at: string } | null;
};

/**
 * What the support chat may say about the person asking: only their own balance, purchase and video, looked up by the
 * id of the session, never by anything the message says.
 */
export async function accountFacts(db: Db, user: { id: number; username: string }): Promise<AccountFacts> {
  const [credits, purchase, video] = await Promise.all([
    getBalance(db, user.id),
    db
      .selectFrom("payment_orders")
      .select(["package_id", "credits", "amount", "currency", "updated_at"])
      .where("user_id", "=", user.id)
      .where("status", "=", "succeeded")
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("videos")
      .select(["title", "status", "progress_percent", "error", "created_at"])
      .where("user_id", "=", user.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    username: user.username,
    credits,
    lastPurchase: purchase
      ? {
          packageName: CREDIT_PACKAGES[purchase.package_id as CreditPackageId]?.name ?? "Credits",
          credits: purchase.credits,
          amountCents: purchase.amount,
          currency: purchase.currency,
          at: purchase.updated_at,
        }
      : null,
    latestVideo: video
      ? {
          title: video.title,
          status: video.status as VideoStatus,
          progressPercent: video.progress_percent,
          error: video.error,
          at: video.created_at,
        }
      : null,
  };
}
