import { z } from "zod";

/** Every kind of credit movement the ledger records (server/credits/ledger.ts); a new kind of movement adds one here. */
export const CREDIT_ENTRY_KINDS = ["signup", "spend", "refund", "purchase", "referral"] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** Entries per page of `GET /api/credits/history`. */
export const CREDIT_HISTORY_PAGE_SIZE = 20;

/** `GET /api/credits/history?before=<id>`: the page of entries older than entry `id` (the newest page without it). */
export const creditHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuerySchema>;

const entryFields = {
  id: z.number().int(),
  /** Credits added (positive) or taken (negative). */
  delta: z.number().int(),
  createdAt: z.string(),
};

/** The video a spend paid for or a refund gave back; null if the video is no longer there. */
const entryVideoSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();

const creditHistoryEntrySchema = z.discriminatedUnion("kind", [
  z.object({ ...entryFields, kind: z.literal("signup") }),
  z.object({ ...entryFields, kind: z.literal("spend"), video: entryVideoSchema }),
  z.object({ ...entryFields, kind: z.literal("refund"), video: entryVideoSchema }),
  // The package and its price in cents, from the order the purchase fulfilled (null if that order is not found).
  z.object({
    ...entryFields,
    kind: z.literal("purchase"),
    packageName: z.string().nullable(),
    amount: z.number().int().nullable(),
  }),
  z.object({ ...entryFields, kind: z.literal("referral") }),
]);
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

/** One page of the signed-in user's credit movements, newest first; `nextBefore` asks for the next, older page. */
export const creditHistoryPageSchema = z.object({
  entries: z.array(creditHistoryEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type CreditHistoryPage = z.infer<typeof creditHistoryPageSchema>;
