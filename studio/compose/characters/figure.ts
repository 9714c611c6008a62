import type { Canvas } from "@napi-rs/canvas";
import { rgbOf } from "../../kit/colour";
import type { Expression } from "./expressions";
import { CHEEK, FACES, FILLED_HAIR } from "./heads";
import { INK, type Look } from "./looks";
import { paintRegions, type Seed, whitenEnclosed } from "./paint-regions";
import { bodyMarkup, type BodyName, type HairType, headPartMarkup } from "./peep-parts";
import { type Box, rasterise } from "./rasterise";
import { BODY_AREAS, type Garment, type WornBody } from "./wardrobe";

const WHITE = "#ffffff";

// Where react-peeps draws the head (hair, face, beard, glasses) over every body, big hair included, and the neck it
// turns on.
const HEAD_BOX: Box = { x: 60, y: -140, w: 800, h: 900 };
// Where the faces are drawn, a small part of the head, so finding their enclosed whites looks at few pixels.
const FACE_BOX: Box = { x: 400, y: 196, w: 264, h: 272 };
const NECK = { x: 480, y: 520 };
// Children's heads are bigger for their bodies than adults': on a scaled-down adult body a larger head reads as a child.
const CHILD_HEAD = 1.16;

// Larger areas first: where a thin line between two areas melts at a small size, the flood that gets through takes
// the smaller area (a neck the colour of the jumper) rather than the larger (a jumper the colour of the skin).
const GARMENT_ORDER: readonly Garment[] = ["top", "bottom", "skin"];

/** How far the person's head reaches across, and up to the top of their hair, in the art's units. */
export function headReach(look: Look): { left: number; right: number; top: number } {
  const scale = look.child ? CHILD_HEAD : 1;
  return {
    left: NECK.x - (NECK.x - HEAD_BOX.x) * scale,
    right: NECK.x + (HEAD_BOX.x + HEAD_BOX.w - NECK.x) * scale,
    top: NECK.y - (NECK.y - hairTop(look.hair)) * scale,
  };
}

// Hair is measured once per style from a small render: a bun or an afro stands well above a bald head.
const UNITS_PER_PIXEL = 8;
const hairTops = new Map<HairType, number>();

function hairTop(hair: HairType): number {
  const known = hairTops.get(hair);
  if (known !== undefined) return known;
  const width = HEAD_BOX.w / UNITS_PER_PIXEL;
  const height = HEAD_BOX.h / UNITS_PER_PIXEL;
  const alpha = rasterise(headPartMarkup("hair", hair, { ink: INK, fill: INK }), HEAD_BOX, width, height)
    .getContext("2d")
    .getImageData(0, 0, width, height).data;
  const first = alpha.findIndex((value, i) => i % 4 === 3 && value > 0);
  const top = HEAD_BOX.y + Math.floor(first / 4 / width) * UNITS_PER_PIXEL;
  hairTops.set(hair, top);
  return top;
}

/** The person in `body`, coloured, drawn into a `width` × `height` canvas showing `view` of the art. */
export function paintFigure(
  look: Look,
  body: WornBody & BodyName,
  expression: Expression,
  view: Box,
  width: number,
  height: number,
): Canvas {
  const scale = width / view.w;
  const toPixel = (x: number, y: number) => ({ x: (x - view.x) * scale, y: (y - view.y) * scale });

  const figure = rasterise(bodyMarkup(body, { ink: INK, fill: WHITE }), view, width, height);
  const colours: Record<Garment, string> = { skin: look.skin, top: look.top, bottom: look.bottom };
  const areas = BODY_AREAS[body];
  const seeds: Seed[] = GARMENT_ORDER.flatMap((garment) =>
    (areas[garment] ?? []).map(([x, y]) => ({ ...toPixel(x, y), colour: rgbOf(colours[garment]) })),
  );
  paintRegions(figure, seeds);

  const headScale = look.child ? CHILD_HEAD : 1;
  const ctx = figure.getContext("2d");
  for (const layer of headLayers(look, expression, scale * headScale)) {
    const at = toPixel(NECK.x + (layer.box.x - NECK.x) * headScale, NECK.y + (layer.box.y - NECK.y) * headScale);
    ctx.drawImage(layer.canvas, Math.round(at.x), Math.round(at.y));
  }
  return figure;
}

type Layer = { canvas: Canvas; box: Box };

/** The head's layers in drawing order, at `perUnit` pixels to the art's unit. */
function headLayers(look: Look, expression: Expression, perUnit: number): Layer[] {
  const draw = (markup: string, box: Box): Layer => ({
    canvas: rasterise(markup, box, Math.round(box.w * perUnit), Math.round(box.h * perUnit)),
    box,
  });
  // Line hair leaves only skin white (face, ears), so it is filled with the skin. Filled hair is white around the
  // face, and the face is found from the cheek.
  const filled = FILLED_HAIR.has(look.hair);
  const hair = draw(
    headPartMarkup("hair", look.hair, filled ? { ink: INK, fill: WHITE } : { ink: look.hairLines, fill: look.skin }),
    HEAD_BOX,
  );
  if (filled) {
    const cheek = { x: (CHEEK[0] - HEAD_BOX.x) * perUnit, y: (CHEEK[1] - HEAD_BOX.y) * perUnit };
    paintRegions(hair.canvas, [{ ...cheek, colour: rgbOf(look.skin) }], rgbOf(look.hairColour));
  }

  const face = draw(headPartMarkup("face", FACES[expression], { ink: INK, fill: WHITE }), FACE_BOX);
  whitenEnclosed(face.canvas);
  if (look.beard === "None" && look.glasses === "None") return [hair, face];

  // Beards drawn in lines take the hair's line colour; the grey one is drawn as fill.
  const beardInk = look.beard === "GrayFull" ? INK : look.hairLines;
  const extras =
    headPartMarkup("facialHair", look.beard, { ink: beardInk, fill: look.hairColour }) +
    headPartMarkup("accessory", look.glasses, { ink: INK, fill: WHITE });
  return [hair, face, draw(extras, HEAD_BOX)];
}
