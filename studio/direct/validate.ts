import { storySchema, videoOptionsSchema, type VideoOptions } from "@common/video-options";
import { StudioInputError } from "./errors";

export type DirectInput = { story: string; options: VideoOptions };

/** Checks the story and options with the shared schemas; the first problem becomes a StudioInputError. */
export function parseDirectInput(story: unknown, options: unknown): DirectInput {
  const parsedStory = storySchema.safeParse(story);
  if (!parsedStory.success) throw new StudioInputError(parsedStory.error.issues[0]?.message ?? "Invalid story.");

  const parsedOptions = videoOptionsSchema.safeParse(options ?? {});
  if (!parsedOptions.success) {
    const issue = parsedOptions.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
    throw new StudioInputError(`${issue?.message ?? "Invalid video options."}${where}`);
  }
  return { story: normaliseStory(parsedStory.data), options: parsedOptions.data };
}

// Line breaks and runs of spaces carry no meaning for narration; collapsing them keeps beats comparable to the story.
function normaliseStory(story: string): string {
  return story.replace(/\s+/g, " ").trim();
}
