import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { iconName } from "../art/icons";
import type { ScenePicture } from "@common/script";
import { characterBitmap, expressionFor, FLOOR_INSET, type Person, personFromPicture, poseFor, relativeHeight } from "./characters";
import { clamp, easeOutBack, easeOutCubic, type Rect } from "./geometry";
import type { SceneSetting } from "./scene-settings";
import { sentenceSaying } from "./sentences";
import { type Setting, SETTINGS } from "./settings";
import { backdropFor, type Depth, layerOffset, paintLayer } from "./settings/layers";
import type { Backdrop } from "./settings/types";
import type { ShotContext } from "./shots";
import { paintGrain, paintPicture, paintVignette } from "./styles/paint";
import { placedSprite } from "./sprites";
import type { Layer, Picture, Sprite } from "./types";

const FPS = 30;
/** People stand at most three to a scene, so each reads as someone; more would be a crowd of thumbnails. */
const MAX_PEOPLE = 3;
const MAX_PROPS = 3;
/** Where people stand across the stage, by how many there are. */
const STANDING: Record<number, number[]> = { 1: [0.5], 2: [0.3, 0.7], 3: [0.18, 0.5, 0.82] };
/** Props stand in the gaps: beside one person, between and beside two or three. */
const PROP_SPOTS: Record<number, number[]> = { 0: [0.5, 0.24, 0.76], 1: [0.8, 0.2, 0.66], 2: [0.5, 0.9, 0.1], 3: [0.34, 0.66, 0.94] };
/** Size of a prop against a standing adult: things sit in the scene at a believable scale, not as stickers. */
const PROP_SCALE: Partial<Record<ScenePicture["kind"], number>> = { animal: 0.34, vehicle: 0.55, food: 0.2, object: 0.24, abstract: 0.22, person: 0.22 };
// Pictures of things that belong in the sky rather than on the floor.
const IN_THE_SKY = /^(?:sun|sun-with-face|crescent-moon|full-moon|new-moon|star|glowing-star|cloud|rainbow|airplane|small-airplane|helicopter|rocket|bird|dove|eagle|parrot|kite|balloon|fireworks|sparkler|comet|flying-saucer|parachute|snowflake)$/;
/** People and props stand a little nearer than the scenery behind them: they move with the floor under their feet. */
const FIGURE_DEPTH = 0.82;

type StageParts = { paintPlate: (ctx: SKRSContext2D) => void; sprites: Sprite[]; layers: Layer[] };

/**
 * A scene's stage: its setting as parallax layers under a slow camera pan, its people standing on the floor (entering
 * when the narration first names them, their faces following the words), and the things it names at their size.
 * The sky is the shot's still plate; the rest are sprites that change only when the pan has moved them a pixel.
 */
export function sceneStage(ctx: ShotContext, setting: SceneSetting, pictures: readonly ScenePicture[], index: number, appearAt: (word: string, order: number) => number, shot: { start: number; end: number }): StageParts {
  const { layout, kit, palette } = ctx;
  const look = kit.scene;
  const grade = look.grade(palette, setting.time);
  const seed = setting.seed;
  const b = backdropFor(layout, setting.time, seed);
  const art = SETTINGS[setting.kind];
  const direction: 1 | -1 = index % 2 === 0 ? 1 : -1;
  // The camera moves in steps of one pixel of the nearest layer, and every layer (and everyone standing) takes its
  // step on the same frame: a frame of the pan is one redraw however many layers move, and most frames are none.
  const room = b.width - layout.width;
  const nearTravel = Math.max(1, Math.round(room * look.cameraTravel));
  const firstStep = Math.round((room - nearTravel) / 2);
  const camera = (t: number) => (firstStep + Math.round(clamp((t - shot.start) / (shot.end - shot.start), 0, 1) * nearTravel)) / room;
  const offset = (depth: Depth | number, t: number) => layerOffset(depth, camera(t), layout.width, b.width, direction);
  const frame: Rect = { x: 0, y: 0, w: layout.width, h: layout.height };

  const layers = { far: layerArt(art, "far", b, grade), mid: layerArt(art, "mid", b, grade), near: layerArt(art, "near", b, grade) };
  // Each layer is its own sprite, as tall as what it draws: when only the nearest layer has stepped, only its rows
  // are drawn again, and the sky's rows above every layer never are.
  const layerSprite = (depth: "far" | "mid" | "near"): Sprite =>
    placedSprite({
      kind: "setting",
      bounds: () => {
        const rows = layers[depth].get();
        return rows ? { x: 0, y: rows.top, w: layout.width, h: rows.height } : null;
      },
      state: (t) => String(offset(depth, t)),
      placed(t) {
        const rows = layers[depth].get();
        return rows ? { picture: rows.picture, left: offset(depth, t), top: rows.top, alpha: 1 } : null;
      },
      release: () => layers[depth].release(),
    });
  const finish = lazy(() => finishing(layout.width, layout.height, layout, look, palette, seed));
  // Over everything and never changing: drawn into whatever region is redrawn, never a reason to redraw one.
  const finishSprite = placedSprite({
    kind: "setting",
    bounds: () => frame,
    state: () => "",
    placed: () => ({ picture: finish, left: 0, top: 0, alpha: 1 }),
    release: () => finish.release(),
  });

  // A wide frame's stage is short: its people may reach up behind the headline's band to stay a readable size.
  const adult = (b.floor - layout.stage.y) * (layout.portrait ? 0.8 : 1.08);
  const people = pictures.filter((p) => p.kind === "person" && p.picture && relativeHeight(personOf(ctx, p)) !== null).slice(0, MAX_PEOPLE);
  const things = pictures.filter((p) => p.picture && !people.includes(p)).slice(0, MAX_PROPS);
  const stageX = (share: number) => layout.stage.x + layout.stage.w * share;
  const figureOffset = (t: number) => offset(FIGURE_DEPTH, t) + Math.round((b.width - layout.width) / 2);
  // A face follows what is said about its person: the sentence that names them, else the whole line.
  const narration = ctx.script.scenes[index]!.narration;
  const sentence = (word: string) => sentenceSaying(narration, word) ?? narration;

  const characterSprites = people.map((p, i): Sprite => {
    const person = personOf(ctx, p);
    const spots = STANDING[people.length]!;
    const x = stageX(spots[i]!);
    const facing = people.length === 1 ? "right" : spots[i]! < 0.5 ? "right" : "left";
    const height = Math.round(adult * relativeHeight(person)!);
    const line = sentence(p.word);
    const bitmap = lazy(() => graded(characterBitmap(person, expressionFor(line, ctx.options.mood), poseFor(line, person), height, facing), grade));
    // The bitmap leaves room under the feet for the shadow they cast on the floor.
    return figureSprite("character", bitmap, x, b.floor + Math.round(height * FLOOR_INSET), appearAt(p.word, pictures.indexOf(p)), figureOffset, kit.style === "animated");
  });
  const spots = PROP_SPOTS[people.length]!;
  let floorSpot = 0;
  const propSprites = things.map((p, i): Sprite => {
    const sky = IN_THE_SKY.test(iconName(p.picture!) ?? "");
    const size = Math.round(adult * (sky ? 0.26 : (PROP_SCALE[p.kind] ?? 0.24)));
    const x = sky ? stageX(i % 2 === 0 ? 0.78 : 0.22) : stageX(spots[floorSpot++ % spots.length]!);
    // Props stand a little in front of the people, so a dog at someone's feet is not hidden behind their legs.
    const feet = sky ? layout.stage.y + size * 1.2 : b.floor + Math.round(adult * 0.04);
    const bitmap = lazy(() => graded(propBitmap(p.picture!, size), grade));
    return figureSprite("subject", bitmap, x, feet, appearAt(p.word, pictures.indexOf(p)), figureOffset, kit.style === "animated");
  });

  return {
    paintPlate: (c) => {
      // Graded while drawn into the plate: the sky needs no canvas of its own.
      c.filter = grade;
      c.drawImage(paintLayer(art, "sky", b, scratch(b.width, b.height)), offset("sky", shot.start), 0);
      c.filter = "none";
    },
    sprites: [layerSprite("far"), layerSprite("mid"), ...characterSprites, ...propSprites, layerSprite("near"), finishSprite],
    layers: [
      { kind: "setting", rect: frame, detail: setting.kind },
      ...people.map((p): Layer => ({ kind: "character", rect: layout.stage, detail: p.picture! })),
      ...things.map((p): Layer => ({ kind: "subject", rect: layout.stage, detail: p.picture! })),
    ],
  };
}

function personOf(ctx: ShotContext, picture: ScenePicture): Person {
  const who = picture.who ?? picture.word;
  const voice = ctx.script.voices.find((v) => v.name === who);
  return personFromPicture(who, picture.picture, voice?.gender);
}

/**
 * A figure (a person or a thing) standing with its feet at `feet`, centred on `x`, moving with the floor as the
 * camera pans. It enters when its word is said: rising into place and fading in (with a bounce in the animated
 * style), then holds, so it costs nothing more until the pan moves it a pixel.
 */
function figureSprite(kind: "character" | "subject", bitmap: Picture, x: number, feet: number, appearAt: number, pan: (t: number) => number, bouncy: boolean): Sprite {
  const enterSeconds = bouncy ? 0.5 : 0.7;
  // Its size outlives its pixels, which the renderer releases once it has a copy.
  const size = lazy(() => {
    const { width, height } = bitmap.get();
    return { width, height };
  });
  const place = (t: number) => {
    const since = t - appearAt;
    const enter = bouncy ? easeOutBack(since / enterSeconds) : easeOutCubic(since / enterSeconds);
    const image = size.get();
    return {
      left: Math.round(x - image.width / 2 + pan(t)),
      top: Math.round(feet - image.height + (1 - enter) * image.height * 0.08),
      alpha: Math.round(clamp(since / (enterSeconds * 0.6), 0, 1) * 32) / 32,
      frame: since < enterSeconds ? Math.round(since * FPS) : -1,
    };
  };
  return placedSprite({
    kind,
    bounds(t) {
      if (t < appearAt) return null;
      const image = size.get();
      const { left, top } = place(t);
      return { x: left, y: top - 2, w: image.width, h: image.height + 4 };
    },
    state(t) {
      if (t < appearAt) return "hidden";
      const { left, top, alpha } = place(t);
      return `${left},${top},${alpha}`;
    },
    placed(t) {
      if (t < appearAt) return null;
      const { left, top, alpha } = place(t);
      return { picture: bitmap, left, top, alpha };
    },
    release: () => {
      bitmap.release();
      size.release();
    },
  });
}

/** A thing of the art set at `size` pixels with a soft shadow on the floor under it. */
function propBitmap(picture: string, size: number): Canvas {
  const pad = Math.ceil(size * 0.1);
  const canvas = createCanvas(size + pad * 2, size + pad);
  const c = canvas.getContext("2d");
  c.fillStyle = "rgba(0,0,0,0.22)";
  c.beginPath();
  c.ellipse(canvas.width / 2, size - pad * 0.2, size * 0.42, pad * 0.7, 0, 0, Math.PI * 2);
  c.fill();
  c.translate(canvas.width / 2, size / 2);
  paintPicture(c, size, picture);
  return canvas;
}

let scratchCanvas: Canvas | undefined;

/**
 * One canvas every layer is painted in before its rows are graded into their own: a video paints dozens of layers,
 * and native canvas memory is only returned when the garbage collector gets round to it.
 */
function scratch(width: number, height: number): Canvas {
  if (scratchCanvas?.width !== width || scratchCanvas.height !== height) scratchCanvas = createCanvas(width, height);
  return scratchCanvas;
}

/** A copy of the canvas through the style's colour grade. */
function graded(canvas: Canvas, filter: string): Canvas {
  const out = createCanvas(canvas.width, canvas.height);
  const c = out.getContext("2d");
  c.filter = filter;
  c.drawImage(canvas, 0, 0);
  return out;
}

type LayerRows = { picture: Picture; top: number; height: number };

/**
 * A setting's layer, painted when first drawn: only the rows it draws anything in, through the style's grade, and
 * where they start (null when it draws nothing). A beach's far hills are a quarter of the frame's height, not all of it.
 */
function layerArt(art: Setting, depth: Depth, b: Backdrop, grade: string): Lazy<LayerRows | null> {
  const paint = () => {
    const painted = paintLayer(art, depth, b, scratch(b.width, b.height));
    const rows = paintedRows(painted);
    if (!rows) return null;
    const canvas = createCanvas(b.width, rows.bottom - rows.top);
    const c = canvas.getContext("2d");
    c.filter = grade;
    c.drawImage(painted, 0, -rows.top);
    return { canvas, top: rows.top };
  };
  return lazy(() => {
    const first = paint();
    if (!first) return null;
    // Painting is deterministic, so pixels released by the renderer are painted again the same if ever needed.
    const picture = lazy(() => paint()!.canvas, first.canvas);
    return { picture, top: first.top, height: first.canvas.height };
  });
}

/** The first and past-the-last rows with any pixel that is not fully transparent; null for an empty canvas. */
function paintedRows(canvas: Canvas): { top: number; bottom: number } | null {
  const data = canvas.data();
  const pixels = new Uint32Array(data.buffer, data.byteOffset, data.length >> 2);
  const { width, height } = canvas;
  const rowPainted = (y: number) => {
    for (let i = y * width, end = i + width; i < end; i++) if (pixels[i]! >>> 24) return true;
    return false;
  };
  let top = 0;
  while (top < height && !rowPainted(top)) top++;
  if (top === height) return null;
  let bottom = height;
  while (!rowPainted(bottom - 1)) bottom--;
  return { top, bottom };
}

/**
 * What lies over the whole scene and never moves: a shade behind the headline and the captions so the style's
 * text reads over any setting, then the style's vignette and grain.
 */
function finishing(width: number, height: number, layout: ShotContext["layout"], look: ShotContext["kit"]["scene"], palette: ShotContext["palette"], seed: number): Canvas {
  const canvas = createCanvas(width, height);
  const c = canvas.getContext("2d");
  const rgb = look.scrim(palette);
  const alpha = (a: number) => Math.min(0.96, a * look.scrimStrength).toFixed(2);
  const top = (layout.headline.y + layout.headline.h) / height;
  const bottom = layout.lowerThird.y / height;
  const gradient = c.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, `rgba(${rgb},${alpha(0.62)})`);
  gradient.addColorStop(top * 0.8, `rgba(${rgb},${alpha(0.38)})`);
  gradient.addColorStop(Math.min(top + 0.08, 0.5), `rgba(${rgb},0)`);
  gradient.addColorStop(Math.max(bottom - 0.06, 0.5), `rgba(${rgb},0)`);
  gradient.addColorStop(bottom + (1 - bottom) * 0.3, `rgba(${rgb},${alpha(0.5)})`);
  gradient.addColorStop(1, `rgba(${rgb},${alpha(0.7)})`);
  c.fillStyle = gradient;
  c.fillRect(0, 0, width, height);
  if (look.vignette > 0) paintVignette(c, width, height, look.vignette);
  if (look.grain > 0) paintGrain(c, width, height, look.grain * 0.4, seed, "source-over");
  return canvas;
}

type Lazy<T> = { get(): T; release(): void };

/**
 * Made when first drawn (or given already `made`), dropped when the shot ends (frames are rendered in order, so it is
 * not drawn again) or once the renderer has its own copy.
 */
function lazy<T>(make: () => T, made?: T): Lazy<T> {
  let value = made;
  return {
    get: () => (value ??= make()),
    release: () => {
      value = undefined;
    },
  };
}
