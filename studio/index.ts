/**
 * StoryBites studio: the engine that turns a story and its options into a finished social video. The one way in for
 * code outside `studio/` (a dependency rule holds it).
 */
import type { RenderStoryInput, RenderStoryResult } from "./render/render-story";
import type { RenderScriptInput, RenderScriptResult } from "./render/render-script";

export type {
  RenderStoryInput,
  RenderStoryResult,
  Providers,
  ChatProviderConfig,
} from "./render/render-story";
export type { RenderScriptInput, RenderScriptResult } from "./render/render-script";

// The renderer (canvas, fonts, the audio engines) loads on the first render: a web process that never renders never
// pays for it.
export async function renderStory(input: RenderStoryInput): Promise<RenderStoryResult> {
  return (await import("./render/render-story")).renderStory(input);
}

export async function renderScript(input: RenderScriptInput): Promise<RenderScriptResult> {
  return (await import("./render/render-script")).renderScript(input);
}
export type { Progress, Stage } from "./render/progress";
export { MissingFfmpegError, mediaTools } from "./render/ffmpeg";
export { prepareRecording, type PreparedRecording } from "./render/recording";
export type { OwnRecording, RecordingAlignment } from "./render/own-recording";
export {
  RecordingMismatchError,
  recordingScriptKey,
  type RecordingProblem,
  type RecordingWords,
} from "./narrate/recording-check";

// Finding a recording's words loads the local voices and the aligner: only a process that checks a recording pays.
export async function alignOwnRecording(
  ...args: Parameters<typeof import("./render/own-recording").alignOwnRecording>
): Promise<import("./render/own-recording").RecordingAlignment> {
  return (await import("./render/own-recording")).alignOwnRecording(...args);
}
export { checkRecordedLength } from "./render/recorded-length";

export type { SpeechProviderConfig } from "./narrate/types";
export type { PictureOutcome, PicturesConfig } from "./pictures/types";
export { writeScript, writeLocalScript, StudioInputError, storyLanguage, estimateScriptSeconds } from "./direct";
export { splitSentences } from "./language/sentences";
export { storyboard } from "./storyboard";
export { look } from "./look";
export { iconName, pictureBitmap, pictureSvg } from "./art/icons";
export { checkConsistency } from "./story-tools/check-consistency";
export { enhanceStory } from "./story-tools/enhance-story";
export { normaliseHashtags, storyHashtags } from "./story-tools/story-hashtags";
export type { Script } from "@common/script";
