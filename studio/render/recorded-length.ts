import { DURATION_RANGES, type VideoOptions } from "@common/video-options";
import { RecordingMismatchError } from "../narrate/recording-check";
import { limits } from "./fit-duration";

/** Refuses a recording whose video (`videoSeconds`, as alignOwnRecording measured it) runs past the duration. */
export function checkRecordedLength(videoSeconds: number, duration: VideoOptions["duration"]): void {
  if (videoSeconds <= limits(duration).max) return;
  const { max } = DURATION_RANGES[duration];
  const seconds = Math.round(videoSeconds);
  throw new RecordingMismatchError(
    { problem: "video_too_long", params: { seconds, max } },
    `your recording makes a ${seconds} s video, longer than the ${max} s a ${duration} video can be. Choose a longer duration, or record the script again a little faster.`,
  );
}
