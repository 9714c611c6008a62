/** StoryBites studio: the engine that turns a story and its options into a finished social video. */
export {
  renderStory,
  type RenderStoryInput,
  type RenderStoryResult,
  type Providers,
  type ChatProviderConfig,
} from "./render/render-story";
export { renderScript, type RenderScriptInput, type RenderScriptResult } from "./render/render-script";
export type { Progress, Stage } from "./render/progress";
export { MissingFfmpegError, mediaTools } from "./render/ffmpeg";
export type { SpeechProviderConfig } from "./narrate/types";
export type { PictureOutcome, PicturesConfig } from "./pictures/types";
export { writeScript, writeLocalScript, StudioInputError } from "./direct";
export type { Script } from "@common/script";
