import { z } from "zod";

/**
 * The script the director writes and every later stage reads.
 * Owned by studio/direct; narrate/compose/render only read it.
 * Add optional fields freely; renaming or removing one breaks the other stages.
 */
export const voiceSchema = z.object({
  id: z.string().min(1),
  /** Who speaks: "Narrator", or a person from the story. */
  name: z.string().min(1),
  role: z.enum(["narrator", "character"]),
  /** Hint for picking a speech voice, when the story tells (a "Grandma", a "Luis"). */
  gender: z.enum(["female", "male"]).optional(),
});

/** What a scene's subject word shows; places and times are never stickers (a place is the scene's setting). */
export const PICTURE_KINDS = [
  "person",
  "animal",
  "object",
  "food",
  "vehicle",
  "place",
  "time",
  "abstract",
  "unknown",
] as const;

/** `who` of the narrator's picture: "we" draws the author with the people they were with. */
export const NARRATOR_WHO = "Narrator";

export const scenePictureSchema = z.object({
  /** The subject word, as the scene says it ("grandma", "Sam", "flags"). */
  word: z.string().min(1),
  kind: z.enum(PICTURE_KINDS),
  /** The picture's id, set and name in it ("fluent-emoji-flat:old-woman"); absent when nothing fits. */
  picture: z.string().min(1).optional(),
  /** For a person the line only refers to ("she", "we"): the word that named them, so they look the same again. */
  who: z.string().min(1).optional(),
});

export const visualPlanSchema = z.object({
  /** Concrete things from the scene's own words, in the order they are said (e.g. "dog", "beach", "ball"). */
  subjects: z.array(z.string().min(1)).min(1).max(6),
  /** Where it happens, from the story if it says so. */
  setting: z.string().optional(),
  /** Camera idea the compositor may honour. */
  shot: z.enum(["wide", "medium", "close"]).default("medium"),
  /**
   * The subjects that are nouns, each with what it is and its picture, chosen from the scene's sentences by
   * studio/art. The local writer fills it; the compositor computes it for scripts without it (the chat writer's).
   */
  pictures: z.array(scenePictureSchema).max(6).optional(),
});

export const sceneSchema = z.object({
  id: z.string().min(1),
  /** What the voice says. */
  narration: z.string().min(1).max(600),
  /** Short text shown on screen (a few words). */
  onScreenText: z.string().min(1).max(80),
  /** Index into `voices`. */
  voice: z.number().int().min(0),
  visual: visualPlanSchema,
  /** Which story thread the scene belongs to (multithread interleaves 0 and 1). */
  thread: z.number().int().min(0).max(1).default(0),
  /** Silence after this scene's narration, in ms: the mood's and plot's pacing (a long beat before a twist's reveal). */
  pauseAfterMs: z.number().int().min(0).max(5000).optional(),
  /**
   * Minimum seconds the scene stays on screen. When the narration plus pause is shorter, the renderer holds the
   * visuals (music under) until this time: it is how a tiny story still reaches the duration's minimum without
   * inventing words. Absent means "as long as the narration".
   */
  holdSeconds: z.number().min(0).max(60).optional(),
  /**
   * A sensory line the writer added to the narration (addDetails), true of the scene's place and time but not said by
   * the story: the script preview marks it so its owner can remove it.
   */
  addedDetail: z.string().max(200).optional(),
  /** The scene's place in the plot, so visuals can mark it (e.g. a flashback tint, a reveal beat). */
  plotRole: z.enum(["opening", "build", "ending", "ending-first", "flashback", "misdirection", "reveal"]).optional(),
});

export const scriptSchema = z.object({
  title: z.string().min(1).max(80),
  /** Spoken first, over the title card: one of the story's own lines, or empty when the story starts straight away. */
  hook: z.string().max(200).default(""),
  scenes: z.array(sceneSchema).min(1).max(8),
  /** Spoken last, over the end card; empty when the story's own last beat ends the video. */
  closing: z.string().max(200).default(""),
  hashtags: z
    .array(z.string().regex(/^#[\p{L}\p{N}_]+$/u))
    .min(3)
    .max(8),
  voices: z.array(voiceSchema).min(1).max(4),
  /** How the script was written: "local", or "openai" (with `fallbackReason` when the provider failed and local was used). */
  writer: z.enum(["local", "openai"]),
  fallbackReason: z.string().optional(),
  /**
   * Pacing the writer aimed for. The narrator should speak at `wordsPerMinute` (espeak-ng's `-s` is also words per
   * minute) and leave `hookPauseMs` of silence after the hook; `targetSeconds` is the length the writer aimed for
   * inside the duration's range. See `estimateScriptSeconds` in studio/direct.
   */
  pace: z
    .object({
      wordsPerMinute: z.number().min(80).max(260),
      hookPauseMs: z.number().int().min(0).max(5000),
      targetSeconds: z.number().min(1).max(180),
    })
    .optional(),
});

export type Voice = z.infer<typeof voiceSchema>;
export type Gender = NonNullable<Voice["gender"]>;
export type VisualPlan = z.infer<typeof visualPlanSchema>;
export type ScenePicture = z.infer<typeof scenePictureSchema>;
export type PictureKind = ScenePicture["kind"];
export type Scene = z.infer<typeof sceneSchema>;
export type Script = z.infer<typeof scriptSchema>;
