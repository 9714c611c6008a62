import { useCallback, useEffect, useState } from "react";
import { z } from "zod";
import { DEFAULT_VIDEO_OPTIONS, STORY_MAX_LENGTH, videoOptionsSchema, type VideoOptions } from "@common/video-options";
import { scriptSchema, type Script } from "@common/script";
import type { ChosenPhoto } from "../components/your-photos";
import type { ChosenRecording } from "../components/your-voice";
import { useHydrated } from "@/lib/use-hydrated";

const STORAGE_KEY = "storybites:wizard-draft";

/** The script the user saw (and maybe edited), remembered with what it was written for and which take it is. */
export type ScriptDraft = { script: Script; story: string; optionsKey: string; take: number };

/** The person's own photos and recording chosen for the video (uploaded already: only their ids and labels are kept). */
export type DraftMedia = { photos: ChosenPhoto[]; recording: ChosenRecording | null };

export type WizardDraft = {
  step: "write" | "options";
  story: string;
  options: VideoOptions;
  script: ScriptDraft | null;
  media: DraftMedia;
};

const chosenPhotoSchema = z.object({
  upload: z.number().int(),
  name: z.string(),
  previewUrl: z.string(),
  scene: z.number().int().min(0).optional(),
}) satisfies z.ZodType<ChosenPhoto>;

const chosenRecordingSchema = z.object({
  upload: z.number().int(),
  name: z.string(),
  seconds: z.number(),
  fileUrl: z.string(),
  linesKey: z.string(),
  check: z.discriminatedUnion("status", [
    z.object({ status: z.literal("checking") }),
    z.object({ status: z.literal("passed"), videoSeconds: z.number() }),
    z.object({ status: z.literal("failed"), message: z.string() }),
  ]),
}) satisfies z.ZodType<ChosenRecording>;

const NO_MEDIA: DraftMedia = { photos: [], recording: null };

const draftSchema = z.object({
  step: z.enum(["write", "options"]),
  story: z.string().max(STORY_MAX_LENGTH),
  options: videoOptionsSchema,
  script: z
    .object({ script: scriptSchema, story: z.string(), optionsKey: z.string(), take: z.number().int().min(0).catch(0) })
    .nullable(),
  // A draft from before photos and recordings were kept has none.
  media: z.object({ photos: z.array(chosenPhotoSchema), recording: chosenRecordingSchema.nullable() }).catch(NO_MEDIA),
});

const EMPTY_DRAFT: WizardDraft = {
  step: "write",
  story: "",
  options: { ...DEFAULT_VIDEO_OPTIONS },
  script: null,
  media: NO_MEDIA,
};

/** Options compare by value; this is the key a script draft remembers. */
export function optionsKey(options: VideoOptions) {
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}

function readDraft(): WizardDraft {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null"));
    return parsed.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    // Storage blocked or corrupt: start fresh rather than fail the page.
    return EMPTY_DRAFT;
  }
}

/** The draft kept in this tab, with `handedStory` (if any) in place of its story, starting again from step 1. */
function startingDraft(handedStory: string | null): WizardDraft {
  const saved = readDraft();
  return handedStory === null
    ? saved
    : { ...saved, story: handedStory.slice(0, STORY_MAX_LENGTH), step: "write", script: null };
}

/**
 * The story, options, script and chosen photos and recording being worked on. Kept in sessionStorage so a reload (or a
 * trip to /credits for more credits) brings the user back to the same draft in the same tab. A `handedStory` (read on
 * the first render only) replaces the draft's story and starts again from step 1, keeping the chosen options. A page
 * the server drew (server/http/page-render.ts) cannot know this tab's draft: it is taken over blank, as drawn, and the
 * draft comes back right after.
 */
export function useWizardDraft(handedStory: string | null = null) {
  const hydrated = useHydrated();
  // Null while the page as the server drew it is taken over: the draft is read once that is done.
  const [kept, setKept] = useState<WizardDraft | null>(() => (hydrated ? startingDraft(handedStory) : null));
  const [firstHandedStory] = useState(handedStory);
  if (kept === null && hydrated) setKept(startingDraft(firstHandedStory));

  useEffect(() => {
    if (kept === null) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // Private mode or full storage: the draft simply does not survive a reload.
    }
  }, [kept]);

  // Changes before the draft is back are the form's echo of the blank page (it cannot be typed in until then).
  const change = useCallback(
    (next: (draft: WizardDraft) => WizardDraft) => setKept((current) => (current === null ? null : next(current))),
    [],
  );
  const update = useCallback(
    (patch: Partial<WizardDraft>) => change((current) => ({ ...current, ...patch })),
    [change],
  );
  /** From the media as they are when the change lands: a recording's check may answer after the photos changed. */
  const changeMedia = useCallback(
    (next: (media: DraftMedia) => DraftMedia) => change((current) => ({ ...current, media: next(current.media) })),
    [change],
  );
  /** After a video is started the next one begins with a blank page; the chosen options stay. */
  const startOver = useCallback(() => change((current) => ({ ...EMPTY_DRAFT, options: current.options })), [change]);
  /** `restored`: false while the page as the server drew it is taken over, before this tab's draft is back. */
  return { draft: kept ?? EMPTY_DRAFT, restored: kept !== null, update, changeMedia, startOver };
}
