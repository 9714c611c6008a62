/**
 * Writes frames of every style at 9:16 and 16:9 for three stories (seaside, kitchen, city at night) into
 * docs/studio-frames, from the local writer's own scripts, narrated and laid out as a render would:
 * `npm run frames [-- outDir]`. Each frame is the busiest scene in the story's own setting, after everyone has entered.
 * Also writes the landing page's phone frame (the seaside story, animated).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type AspectRatio, STYLES, videoOptionsSchema } from "@common/video-options";
import { schedule } from "@studio/compose/pacing";
import { buildTimeline } from "@studio/compose/timeline";
import { writeScript } from "@studio/direct";
import { mediaTools } from "@studio/render/ffmpeg";
import { targetLength } from "@studio/render/fit-duration";
import { FrameSource } from "@studio/render/frames";
import { narrateToFit } from "@studio/render/render-script";

export const FRAME_STORIES = {
  seaside:
    "Last summer my grandma Rosa took me and my brother Sam to the beach in Cornwall. We built a huge sandcastle with a moat. " +
    "Then a wave came and washed it away! Sam cried, but Grandma just laughed and handed us her old red bucket. " +
    "We started again, and that castle lasted until sunset.",
  kitchen:
    "Every Sunday my dad made pancakes in our tiny kitchen. He flipped them so high that one stuck to the ceiling. " +
    "My little sister Ana laughed so hard she dropped the syrup. Mum walked in, looked up at the pancake, and said nothing. " +
    "It stayed there for a week. Now whenever Dad makes pancakes, we all look up first.",
  "city-night":
    "On New Year's Eve my best friend Leah and I missed the last train home from the city. We walked for two hours under the " +
    "streetlights, sharing a bag of chips and singing badly. At midnight the fireworks went off over the river and a stranger " +
    "gave us two paper hats. We got home at four in the morning, freezing and happy.",
};

/** The landing page's phone shows a real frame of the studio's, not a drawing of what it might make. */
const LANDING = { story: "seaside", style: "animated", path: "client/src/features/landing/assets/studio-frame.jpg" };

/** The setting each story is here to show. */
const SETTING_OF: Record<string, string> = { seaside: "beach", kitchen: "kitchen", "city-night": "city-night" };

const outDir = process.argv[2] ?? "docs/studio-frames";
mkdirSync(outDir, { recursive: true });
const { ffmpeg } = mediaTools();

for (const [name, story] of Object.entries(FRAME_STORIES)) {
  for (const aspectRatio of ["9:16", "16:9"] as AspectRatio[]) {
    for (const style of STYLES) {
      const options = videoOptionsSchema.parse({ style, aspectRatio, socialPlatform: aspectRatio === "9:16" ? "tiktok" : "youtube", mood: "happy", duration: "short" });
      const script = await writeScript(story, options);
      const { narration, lengths } = await narrateToFit(script, options, {});
      const timeline = buildTimeline(script, narration, schedule(lengths, targetLength(script, lengths, options.duration)), options);
      const scenes = timeline.shots.filter((shot) => shot.kind === "scene");
      const named = scenes.filter((shot) => shot.layers.some((layer) => layer.kind === "setting" && layer.detail === SETTING_OF[name]));
      const candidates = named.length ? named : scenes;
      const busiest = candidates.reduce((best, shot) => (figures(shot) > figures(best) ? shot : best), candidates[0]!);
      const png = join(outDir, `${name}-${style}-${aspectRatio.replace(":", "x")}.png`);
      writeFileSync(`${png}.full.png`, new FrameSource(timeline).snapshot(busiest.end - 0.4).toBuffer("image/png"));
      // Docs frames are downscaled (540 px wide portrait, 960 px wide landscape) to 256 colours to keep the repository small.
      const scale = aspectRatio === "9:16" ? "540:-2" : "960:-2";
      execFileSync(ffmpeg, ["-v", "error", "-y", "-i", `${png}.full.png`, "-vf", `scale=${scale},split[a][b];[a]palettegen[p];[b][p]paletteuse`, png]);
      if (name === LANDING.story && style === LANDING.style && aspectRatio === "9:16") {
        execFileSync(ffmpeg, ["-v", "error", "-y", "-i", `${png}.full.png`, "-vf", "scale=540:-2", "-q:v", "4", LANDING.path]);
        console.log(LANDING.path);
      }
      rmSync(`${png}.full.png`);
      console.log(png);
    }
  }
}

function figures(shot: { layers: Array<{ kind: string }> }): number {
  return shot.layers.filter((layer) => layer.kind === "character" || layer.kind === "subject").length;
}
