import { videoOptionsSchema, type VideoOptions } from "@common/video-options";
import { schedule } from "@studio/compose/pacing";
import { buildTimeline } from "@studio/compose/timeline";
import type { Timeline } from "@studio/compose/types";
import { targetLength } from "@studio/render/fit-duration";
import { narrateToFit } from "@studio/render/render-script";
import type { Script } from "@common/script";

/** The fixed story the benchmark and the docs frames use. */
export const BENCH_STORY =
  "Last summer my grandma Rosa took me and my brother Sam to the beach in Cornwall. We built a huge sandcastle with a moat. " +
  "Then a wave came and washed it away! Sam cried, but Grandma just laughed and handed us her old red bucket. " +
  "We started again, and that castle lasted until sunset.";

/** A hand-written script, so the benchmark measures rendering and not the writer. */
export const BENCH_SCRIPT: Script = {
  title: "Grandma vs. the Wave",
  hook: "We built the best sandcastle in Cornwall. The sea had other plans.",
  scenes: [
    {
      id: "s1",
      narration: "Last summer my grandma Rosa took me and my brother Sam to the beach in Cornwall.",
      onScreenText: "Cornwall, last summer",
      voice: 0,
      thread: 0,
      visual: { subjects: ["grandma", "beach", "Sam"], setting: "the beach in Cornwall", shot: "wide" },
    },
    {
      id: "s2",
      narration: "We built a huge sandcastle, with towers, flags, and a moat all the way around.",
      onScreenText: "A huge sandcastle",
      voice: 0,
      thread: 0,
      visual: { subjects: ["sandcastle", "flags", "moat"], setting: "the beach", shot: "medium" },
    },
    {
      id: "s3",
      narration: "Then a wave came, and washed the whole thing away. Sam cried.",
      onScreenText: "Then a wave came",
      voice: 0,
      thread: 0,
      visual: { subjects: ["wave", "Sam"], setting: "the shore", shot: "close" },
    },
    {
      id: "s4",
      narration: "But Grandma just laughed, and handed us her old red bucket.",
      onScreenText: "Grandma's red bucket",
      voice: 0,
      thread: 0,
      visual: { subjects: ["grandma", "bucket"], setting: "the beach", shot: "medium" },
    },
    {
      id: "s5",
      narration: "So we started again. And that castle lasted until sunset.",
      onScreenText: "It lasted until sunset",
      voice: 0,
      thread: 0,
      visual: { subjects: ["castle", "sunset"], setting: "the beach at dusk", shot: "wide" },
    },
  ],
  closing: "Some castles are worth building twice.",
  hashtags: ["#beach", "#grandma", "#sandcastle", "#familytime", "#storytime"],
  voices: [{ id: "narrator", name: "Narrator", role: "narrator" }],
  writer: "local",
};

const narrations = new Map<string, ReturnType<typeof narrateToFit>>();

/**
 * The local narration of a script fitted to a duration, made once per test process: it depends on nothing else in the
 * options, and the local voices give the same samples every time (listen.test.ts), so tests that lay out many
 * timelines of one script need not synthesise it again for each.
 */
export function fixtureNarration(script: Script, options: VideoOptions): ReturnType<typeof narrateToFit> {
  const key = JSON.stringify([script, options.duration]);
  const made = narrations.get(key) ?? narrateToFit(script, options, {});
  narrations.set(key, made);
  return made;
}

export async function fixtureTimeline(script: Script, partial: Partial<VideoOptions>): Promise<Timeline> {
  const options = videoOptionsSchema.parse(partial);
  const { narration, lengths } = await fixtureNarration(script, options);
  return buildTimeline(script, narration, schedule(lengths, targetLength(script, lengths, options.duration)), options);
}
