import type { Generated } from "kysely";
import type { PaymentTables } from "../payments/tables";

/** Timestamps are ISO-8601 UTC strings on both engines so one code path reads them the same way. */
export type UsersTable = {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: uniqueness and login are case-insensitive. */
  username_key: string;
  email: string;
  password_hash: string;
  created_at: string;
  /** Set when the person deleted their account (migration 0014): the row then names no one and cannot sign in. */
  deleted_at: string | null;
};

export type SessionsTable = {
  /** SHA-256 of the cookie token: a leaked table cannot be replayed as cookies. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
};

export type PasswordResetsTable = {
  /** SHA-256 of the emailed link's token: a leaked table cannot be used to reset anyone's password. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
};

export type CreditEntriesTable = {
  id: Generated<number>;
  user_id: number;
  /** Business key (`signup:<user>`, `spend:<video>`, ...): the same event can never be written twice. */
  key: string;
  kind: string;
  delta: number;
  created_at: string;
};

export type CreditBalancesTable = {
  user_id: number;
  balance: number;
};

export type VideosTable = {
  id: Generated<number>;
  user_id: number;
  title: string;
  original_anecdote: string;
  /** JSON of VideoOptions. */
  options: string;
  /** JSON of the script the user approved before generating, or null to let the studio write it. */
  input_script: string | null;
  /** JSON of the script the studio rendered. */
  enhanced_script: string | null;
  status: string;
  error: string | null;
  /** The person's own photos it shows (JSON of common/uploads.ts's VideoMedia), since migration 0012; null for none. */
  media: string | null;
  /** The failure as a message code and its values (JSON), since migration 0010; null on rows failed before. */
  error_code: string | null;
  error_params: string | null;
  progress_percent: number;
  stage: string | null;
  /** File names inside the video's media folder, set when it completes. */
  video_file: string | null;
  thumbnail_file: string | null;
  card_file: string | null;
  captions_file: string | null;
  duration_seconds: number | null;
  /** Which take of its story this video is: another take opens, tightens and frames the same story another way. */
  take: Generated<number>;
  created_at: string;
  updated_at: string;
};

/** One render of one video; the in-process runner's queue (pg-boss keeps its own tables). */
export type JobsTable = {
  id: Generated<number>;
  video_id: number;
  state: string;
  attempts: number;
  worker_id: string | null;
  heartbeat_at: string | null;
  last_error: string | null;
  /** Higher runs first; the showcase's examples wait behind people's videos. */
  priority: Generated<number>;
  created_at: string;
  updated_at: string;
};

/** A showcase example: a video the studio made from one of content/showcase.json's stories. */
export type ShowcaseExamplesTable = {
  id: Generated<number>;
  key: string;
  video_id: number;
  title: string;
  description: string;
  platform_tag: string;
  category_tag: string;
  /** 0 or 1. */
  featured: number;
  position: number;
  views: Generated<number>;
  created_at: string;
};

export type ShowcaseLikesTable = { example_id: number; user_id: number; created_at: string };

/** Today's viewers of an example: `user:<id>` or `guest:<hash of the address>`; `day` is YYYY-MM-DD (UTC). */
export type ShowcaseViewsTable = { example_id: number; viewer: string; day: string };

export type ShowcaseCommentsTable = {
  id: Generated<number>;
  example_id: number;
  user_id: number;
  content: string;
  created_at: string;
};

export type NewsletterSubscribersTable = { id: Generated<number>; email: string; created_at: string };

export type SupportRequestsTable = {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
};

export type CommunityPostsTable = {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  video_id: number | null;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  /** likes + 2 × comments (content.md §9), kept with the counts. */
  trending_score: Generated<number>;
  created_at: string;
};
export type CommunityPostLikesTable = { post_id: number; user_id: number; created_at: string };
export type CommunityCommentsTable = {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  content: string;
  created_at: string;
};
export type CommunityPostTopicsTable = { post_id: number; topic: string };
export type ReferralCodesTable = { user_id: number; code: string; created_at: string };
export type ReferralsTable = {
  id: Generated<number>;
  referrer_id: number;
  referred_id: number;
  email: string;
  /** registered (signed up through the link) → completed (first purchase). */
  status: string;
  created_at: string;
  updated_at: string;
};

/** A person's own photo or recording (issue 30); its files are in the media store under its id. */
export type UploadsTable = {
  id: Generated<number>;
  user_id: number;
  kind: "photo" | "audio";
  name: string;
  bytes: number;
  width: number | null;
  height: number | null;
  seconds: number | null;
  created_at: string;
};

/** A recording's words as found for one script's lines (migration 0013): `words` is JSON of the studio's RecordingWords. */
export type RecordingAlignmentsTable = {
  upload_id: number;
  script_key: string;
  words: string;
  video_seconds: number;
  created_at: string;
};

export type Database = PaymentTables & {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  credit_entries: CreditEntriesTable;
  credit_balances: CreditBalancesTable;
  videos: VideosTable;
  jobs: JobsTable;
  showcase_examples: ShowcaseExamplesTable;
  showcase_likes: ShowcaseLikesTable;
  showcase_comments: ShowcaseCommentsTable;
  showcase_views: ShowcaseViewsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  support_requests: SupportRequestsTable;
  community_posts: CommunityPostsTable;
  community_post_likes: CommunityPostLikesTable;
  community_comments: CommunityCommentsTable;
  community_post_topics: CommunityPostTopicsTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  uploads: UploadsTable;
  recording_alignments: RecordingAlignmentsTable;
};
