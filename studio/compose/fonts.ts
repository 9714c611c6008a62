import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";

/** Family names the compositor draws with; prefixed so a system font of the same name never stands in. */
export const FONTS = {
  serif: "SB Fraunces",
  rounded: "SB Fredoka",
  typewriter: "SB Special Elite",
  sans: "SB Inter",
} as const;

// @napi-rs/canvas sees only system fonts; these npm packages make every machine draw the same frames.
const SOURCES: Array<{ family: string; pkg: string; files: RegExp }> = [
  {
    family: FONTS.serif,
    pkg: "@fontsource/fraunces",
    files: /^fraunces-latin(-ext)?-(400|700|900)-(normal|italic)\.woff2$/,
  },
  { family: FONTS.rounded, pkg: "@fontsource/fredoka", files: /^fredoka-latin(-ext)?-(500|700)-normal\.woff2$/ },
  {
    family: FONTS.typewriter,
    pkg: "@fontsource/special-elite",
    files: /^special-elite-latin(-ext)?-400-normal\.woff2$/,
  },
  { family: FONTS.sans, pkg: "@fontsource-variable/inter", files: /^inter-latin(-ext)?-wght-normal\.woff2$/ },
];

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const source of SOURCES) {
    const dir = join(dirname(require.resolve(`${source.pkg}/package.json`)), "files");
    const files = readdirSync(dir).filter((file) => source.files.test(file));
    if (files.length === 0) throw new Error(`font package ${source.pkg} has no usable files; run npm install`);
    for (const file of files) GlobalFonts.register(readFileSync(join(dir, file)), source.family);
  }
  registered = true;
}
