/**
 * Print the storyboard of a story without rendering it:
 *   npm run storyboard -- --story-file story.txt [--style cinematic] [--duration short] ...
 * The same flags as `npm run render` (but no --out); the script is written as the render would write it (the chat
 * writer when OPENAI_BASE_URL or OPENAI_API_KEY is set), then laid out by `storyboard()` and printed as JSON.
 */
import type { VideoOptions } from "@common/video-options";
import { OPTION_FLAGS_USAGE, parseFlags, storyInput } from "./cli-flags";
import { readStudioProviders } from "@common/studio-providers";
import { writeScript } from "./direct";
import { storyboard } from "./storyboard";

const USAGE = `Usage: npm run storyboard -- --story-file story.txt ${OPTION_FLAGS_USAGE}`;

async function main(): Promise<number> {
  let options: VideoOptions;
  let story: string;
  try {
    const flags = parseFlags(process.argv.slice(2));
    if (flags.help) {
      console.log(USAGE);
      return 0;
    }
    ({ story, options } = await storyInput(flags));
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }

  try {
    const { chat } = readStudioProviders(process.env);
    const script = await writeScript(story, options, chat ? { chat } : {});
    console.log(JSON.stringify(storyboard(script, options), null, 2));
    return 0;
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
