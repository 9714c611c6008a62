import type { Kysely, Migration } from "kysely";
import type { Engine } from "../engine";
import { initial } from "./0001-initial";
import { payments } from "./0002-payments";
import { videos } from "./0003-videos";
import { content } from "./0004-content";
import { communityAndReferrals } from "./0005-community-referrals";
import { videoTake } from "./0006-video-take";
import { passwordResets } from "./0007-password-resets";
import { showcaseViews } from "./0008-showcase-views";
import { videoCards } from "./0009-video-cards";
import { videoFailureCodes } from "./0010-video-failure-codes";
import { uploads } from "./0011-uploads";
import { videoMedia } from "./0012-video-media";
import { recordingAlignments } from "./0013-recording-alignments";
import { deletedAccounts } from "./0014-deleted-accounts";

/** Ordered by name; the migrator records which ran in `kysely_migration`. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    "0001-initial": { up: (db: Kysely<unknown>) => initial(db, engine) },
    "0002-payments": { up: (db: Kysely<unknown>) => payments(db, engine) },
    "0003-videos": { up: (db: Kysely<unknown>) => videos(db, engine) },
    "0004-content": { up: (db: Kysely<unknown>) => content(db, engine) },
    "0005-community-referrals": { up: (db: Kysely<unknown>) => communityAndReferrals(db, engine) },
    "0006-video-take": { up: (db: Kysely<unknown>) => videoTake(db) },
    "0007-password-resets": { up: (db: Kysely<unknown>) => passwordResets(db) },
    "0008-showcase-views": { up: (db: Kysely<unknown>) => showcaseViews(db) },
    "0009-video-cards": { up: (db: Kysely<unknown>) => videoCards(db) },
    "0010-video-failure-codes": { up: (db: Kysely<unknown>) => videoFailureCodes(db) },
    "0011-uploads": { up: (db: Kysely<unknown>) => uploads(db, engine) },
    "0012-video-media": { up: (db: Kysely<unknown>) => videoMedia(db) },
    "0013-recording-alignments": { up: (db: Kysely<unknown>) => recordingAlignments(db) },
    "0014-deleted-accounts": { up: (db: Kysely<unknown>) => deletedAccounts(db) },
  };
}
