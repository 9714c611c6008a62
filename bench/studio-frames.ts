/**
 * Writes sample frames of every style for docs/studio-frames and for looking at:
 * `npx tsx bench/studio-frames.ts [outDir] [--all]` (--all also writes 16:9 and more moments to outDir).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { STYLES } from "../common/video-options";
import { FrameSource } from "../studio/render/frames";
import { mediaTools } from "../studio/render/ffmpeg";
import { BENCH_SCRIPT, fixtureTimeline } from "./studio-fixture";

const outDir = process.argv[2] ?? "docs/studio-frames";
const all = process.argv.includes("--all");
mkdirSync(outDir, { recursive: true });
const { ffmpeg } = mediaTools();

for (const style of STYLES) {
  for (const aspectRatio of all ? (["9:16", "16:9"] as const) : (["9:16"] as const)) {
    const timeline = await fixtureTimeline(BENCH_SCRIPT, { style, aspectRatio, socialPlatform: aspectRatio === "9:16" ? "tiktok" : "youtube", mood: "happy" });
    const source = new FrameSource(timeline);
    const scene = timeline.shots[2]!;
    const moments = all ? [["title", timeline.shots[0]!.end - 0.1], ["scene", scene.end - 0.4], ["end", timeline.duration - 0.2]] as const : [["scene", scene.end - 0.4]] as const;
    for (const [name, t] of moments) {
      const png = join(outDir, `${style}-${aspectRatio.replace(":", "x")}${all ? `-${name}` : ""}.png`);
      writeFileSync(`${png}.full.png`, source.snapshot(t).toBuffer("image/png"));
      // Docs frames are downscaled to 540 px wide with a 256-colour palette to keep the repository small.
      execFileSync(ffmpeg, ["-v", "error", "-y", "-i", `${png}.full.png`, "-vf", "scale=540:-2,split[a][b];[a]palettegen[p];[b][p]paletteuse", png]);
      execFileSync("rm", [`${png}.full.png`]);
      console.log(png);
    }
  }
}
