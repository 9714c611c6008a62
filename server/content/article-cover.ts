import type { ResourceCategory } from "@common/resources";
import { pictureSvg } from "@studio";

const WIDTH = 1200;
const HEIGHT = 630;
const ICON_SIZE = 300;

/** Each category's two gradient colours. */
const PALETTES: Record<ResourceCategory, [string, string]> = {
  storytelling: ["#7c3aed", "#f472b6"],
  strategy: ["#0ea5e9", "#22c55e"],
  psychology: ["#f97316", "#facc15"],
};

/**
 * An article's cover, drawn from its category's colours and its icon (Fluent Emoji, MIT): a real picture made
 * offline, no image files in the repository.
 */
export function articleCoverSvg(category: ResourceCategory, icon: string | undefined): string {
  const [from, to] = PALETTES[category];
  const picture = icon ? pictureSvg(icon, ICON_SIZE) : undefined;
  const placed =
    picture?.replace("<svg ", `<svg x="${(WIDTH - ICON_SIZE) / 2}" y="${(HEIGHT - ICON_SIZE) / 2}" `) ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="260" fill="url(#glow)"/>
${placed}
</svg>`;
}
