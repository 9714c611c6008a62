/**
 * Writes frames into docs/studio-frames, from the local writer's own scripts, narrated and laid out as a render would:
 * `npm run frames [-- outDir]`.
 * - Every style at 9:16 and 16:9 for three stories (seaside, kitchen, city at night): the busiest scene in the
 *   story's own setting, after everyone has entered. Also the landing page's phone frame (seaside, animated).
 * - Five stories the studio was never tuned on (`UNSEEN_STORIES`), each in two styles and two shapes: every scene's
 *   last moment, so who is there, where and doing what can be checked scene by scene against the narration
 *   (printed beside each frame).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type AspectRatio, type Style, STYLES, type VideoOptions, videoOptionsSchema } from "@common/video-options";
import { schedule } from "@studio/compose/pacing";
import { buildTimeline } from "@studio/compose/timeline";
import type { Timeline } from "@studio/compose/types";
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

/** Stories written for looking at frames only: no test, list or benchmark of the studio reads them. */
export const UNSEEN_STORIES: Record<string, { story: string; styles: [Style, Style] }> = {
  tent: {
    story:
      "On our first camping trip in Wales it rained for three days straight. On the second night the wind snapped a pole and the tent fell on top of us. My husband Rhys crawled out in his socks to fix it while I held a torch. We gave up at two in the morning and slept in the car, soaking wet and laughing.",
    styles: ["cinematic", "animated"],
  },
  "bank-coffee": {
    story:
      'On my first day at the bank I carried a tray of coffees into the meeting room and tripped on the carpet. Every cup landed on the director, Ms Halvorsen. The room went silent. She dabbed her shirt, looked at me and said, "Well, now everyone is awake." She has asked me to bring the coffee ever since.',
    styles: ["documentary", "minimalist"],
  },
  bicycle: {
    story:
      "My grandmother Esther learned to ride a bicycle when she was seventy-two. Every Sunday I held the back of her seat while she wobbled along the path in the park. She fell into a hedge twice and refused to stop. On her birthday she rode all the way round the pond on her own, ringing the bell at every duck.",
    styles: ["animated", "documentary"],
  },
  "cup-final": {
    story:
      "When I was fourteen our team reached the county cup final. My dad drove four hours to watch, after a night shift. I missed a penalty in the first half and wanted to disappear. In the last minute I scored from a corner. When I looked up at the stand, Dad was asleep in his seat, snoring, with his scarf over his face.",
    styles: ["cinematic", "minimalist"],
  },
  "birthday-bus": {
    story:
      "On my eightieth birthday I took the number 12 bus into town alone. The driver, a young man named Kwame, saw the badge on my coat and announced it to everyone. The whole bus sang happy birthday, badly, all the way to the market. A little girl gave me a sticker of a unicorn. I still have it on my fridge.",
    styles: ["animated", "cinematic"],
  },
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
      const { timeline } = await laidOut(story, optionsFor(style, aspectRatio));
      const scenes = timeline.shots.filter((shot) => shot.kind === "scene");
      const named = scenes.filter((shot) =>
        shot.layers.some((layer) => layer.kind === "setting" && layer.detail === SETTING_OF[name]),
      );
      const candidates = named.length ? named : scenes;
      const busiest = candidates.reduce((best, shot) => (figures(shot) > figures(best) ? shot : best), candidates[0]!);
      const png = writeFrame(
        timeline,
        busiest.end - 0.4,
        join(outDir, `${name}-${style}-${aspectRatio.replace(":", "x")}.png`),
        aspectRatio,
      );
      if (name === LANDING.story && style === LANDING.style && aspectRatio === "9:16") {
        convertPicture(`${png}.full.png`, "scale=540:-2", ["-q:v", "4", LANDING.path]);
        console.log(LANDING.path);
      }
      rmSync(`${png}.full.png`);
    }
  }
}

for (const [name, { story, styles }] of Object.entries(UNSEEN_STORIES)) {
  for (const aspectRatio of ["9:16", "16:9"] as AspectRatio[]) {
    for (const style of styles) {
      const { timeline, script } = await laidOut(story, optionsFor(style, aspectRatio));
      timeline.shots
        .filter((shot) => shot.kind === "scene")
        .forEach((shot, i) => {
          const png = writeFrame(
            timeline,
            shot.end - 0.4,
            join(outDir, `unseen-${name}-${style}-${aspectRatio.replace(":", "x")}-${i + 1}.png`),
            aspectRatio,
          );
          rmSync(`${png}.full.png`);
          const scene = script.scenes[i]!;
          console.log(
            `  ${scene.narration}\n  ${shot.layers
              .filter((l) => ["setting", "character", "subject"].includes(l.kind))
              .map((l) => `${l.kind}:${l.detail ?? ""}`)
              .join(", ")}`,
          );
        });
    }
  }
}

function optionsFor(style: Style, aspectRatio: AspectRatio): VideoOptions {
  return videoOptionsSchema.parse({
    style,
    aspectRatio,
    socialPlatform: aspectRatio === "9:16" ? "tiktok" : "youtube",
    mood: "happy",
    duration: "short",
  });
}

async function laidOut(story: string, options: VideoOptions) {
  const script = await writeScript(story, options);
  const { narration, lengths } = await narrateToFit(script, options, {});
  return {
    script,
    timeline: buildTimeline(
      script,
      narration,
      schedule(lengths, targetLength(script, lengths, options.duration)),
      options,
    ),
  };
}

/** The frame at `t`, full size beside it (removed by the caller), downscaled to 256 colours to keep the repository small. */
function writeFrame(timeline: Timeline, t: number, png: string, aspectRatio: AspectRatio): string {
  writeFileSync(`${png}.full.png`, new FrameSource(timeline).snapshot(t).toBuffer("image/png"));
  // Docs frames are 540 px wide portrait, 960 px wide landscape.
  const scale = aspectRatio === "9:16" ? "540:-2" : "960:-2";
  convertPicture(`${png}.full.png`, `scale=${scale},split[a][b];[a]palettegen[p];[b][p]paletteuse`, [png]);
  console.log(png);
  return png;
}

/** ffmpeg's copy of the picture through the `filter`, written as the output arguments say. */
function convertPicture(source: string, filter: string, output: string[]) {
  execFileSync(ffmpeg, ["-v", "error", "-y", "-i", source, "-vf", filter, ...output]);
}

function figures(shot: { layers: Array<{ kind: string }> }): number {
  return shot.layers.filter((layer) => layer.kind === "character" || layer.kind === "subject").length;
}
