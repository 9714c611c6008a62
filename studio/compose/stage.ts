import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { ScenePicture, Script } from "@common/script";
import { type Appearance, describedAppearances } from "../art/appearance";
import { groupSize } from "../art/person-words";
import { FPS } from "../kit/frame-rate";
import {
  type Action,
  actionFor,
  characterBitmap,
  expressionFor,
  type Facing,
  FLOOR_INSET,
  distinctTops,
  type Person,
  personFromPicture,
  relativeHeight,
  type Surroundings,
} from "./characters";
import { actionWidth } from "./characters/acting";
import { drawnByPlace, holdable, partOfAction, type Placing, placingOf, wornIn } from "./characters/things";
import { clamp, easeOutBack, easeOutCubic, type Rect } from "./geometry";
import type { ScenePlace } from "./scene-places";
import { scenePictures } from "./scene-pictures";
import { sentenceSaying } from "../language/sentences";
import { type Place, PLACES } from "./places";
import { backSeatHeight, riderHeight } from "./places/indoor/car";
import { backdropFor, type Depth, layerOffset, paintLayer } from "./places/layers";
import type { Backdrop } from "./places/types";
import type { ShotContext } from "./shots";
import { paintGrain, paintPicture, paintVignette, sceneGrain } from "./styles/paint";
import { placedSprite } from "./sprites";
import { rainSheet, rainsIn, rainTop } from "./weather";
import type { Layer, Picture, Sprite } from "./types";
import { escapeRegExp } from "../language/text";

/** People stand at most three to a scene, so each reads as someone; more would be a crowd of thumbnails. */
const MAX_PEOPLE = 3;
const MAX_PROPS = 3;
/** Where people stand across the stage, by how many there are. */
const STANDING: Record<number, number[]> = { 1: [0.5], 2: [0.3, 0.7], 3: [0.18, 0.5, 0.82] };
/** Props stand in the gaps: beside one person, between and beside two or three. */
const PROP_SPOTS: Record<number, number[]> = {
  0: [0.5, 0.24, 0.76],
  1: [0.8, 0.2, 0.66],
  2: [0.5, 0.9, 0.1],
  3: [0.34, 0.66, 0.94],
};
/** People and props stand a little nearer than the scenery behind them: they move with the floor under their feet. */
const FIGURE_DEPTH = 0.82;
/** Things too big to stand beside people (a car, a boat, a tree) stand this far back at most, and at most this big. */
const FAR_DEPTH = 0.34;
const FAR_LARGEST = 0.8;
/** A table's top and a counter's against a standing adult; the rooms where things stand on a counter. */
const TABLE_HEIGHT = 0.4;
const COUNTER_HEIGHT = 0.5;
const COUNTERS = new Set(["kitchen", "bakery", "cafe", "shop"]);
/** Two people in a hug stand this close (centre to centre, against an adult's height), their arms round each other. */
const HUG_GAP = 0.22;
/** Sitting on these is on a seat drawn under the person, not on the floor. */
const SEATS =
  /\b(?:bench|benches|chair|armchair|seat|seats|sofa|couch|stool|step|steps|window|bus|train|tram|boat|swing|table|desk)\b/i;
const ON_THE_FLOOR = /\b(?:floor|ground|carpet|rug|mat|cushions?|lap|knees|bed)\b/i;

/**
 * Whether someone sitting in this line sits on a seat drawn under them: on the seat the line names, and indoors on one
 * unless the line puts them lower ("we sat in the kitchen" is on a seat, not on the tiles; "sat on the floor" is not).
 * Out of doors only a seat the line names: "we sat by the lake" is on the grass.
 */
export function sitsOnASeat(line: string, outdoor: boolean): boolean {
  return SEATS.test(line) || (!outdoor && !ON_THE_FLOOR.test(line));
}

type StageParts = { paintPlate: (ctx: SKRSContext2D) => void; sprites: Sprite[]; layers: Layer[] };

/**
 * A scene's stage: its place as parallax layers under a slow camera pan, its people standing on the floor (entering
 * when the narration first names them, their faces following the words), and the things it names at their size.
 * The sky is the shot's still plate; the rest are sprites that change only when the pan has moved them a pixel.
 */
export function sceneStage(
  ctx: ShotContext,
  place: ScenePlace,
  pictures: readonly ScenePicture[],
  index: number,
  appearAt: (word: string, order: number) => number,
  shot: { start: number; end: number },
): StageParts {
  const { layout, kit, palette } = ctx;
  const look = kit.scene;
  const grade = look.grade(palette, place.time);
  const seed = place.seed;
  const b = backdropFor(layout, place.time, seed);
  const art = PLACES[place.kind];
  const direction: 1 | -1 = index % 2 === 0 ? 1 : -1;
  // The camera moves in steps of one pixel of the nearest layer, and every layer (and everyone standing) takes its
  // step on the same frame: a frame of the pan is one redraw however many layers move, and most frames are none.
  const room = b.width - layout.width;
  const nearTravel = Math.max(1, Math.round(room * look.cameraTravel));
  const firstStep = Math.round((room - nearTravel) / 2);
  const camera = (t: number) =>
    (firstStep + Math.round(clamp((t - shot.start) / (shot.end - shot.start), 0, 1) * nearTravel)) / room;
  const offset = (depth: Depth | number, t: number) => layerOffset(depth, camera(t), layout.width, b.width, direction);
  const frame: Rect = { x: 0, y: 0, w: layout.width, h: layout.height };

  const layers = {
    far: layerArt(art, "far", b, grade),
    mid: layerArt(art, "mid", b, grade),
    near: layerArt(art, "near", b, grade),
  };
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
  const adult = place.kind === "car" ? riderHeight(b) : (b.floor - layout.stage.y) * (layout.portrait ? 0.8 : 1.08);
  const people = groupsAsPeople(
    pictures.filter((p) => p.kind === "person" && p.picture && relativeHeight(personOf(ctx, p)) !== null),
  ).slice(0, MAX_PEOPLE);
  const stageX = (share: number) => layout.stage.x + layout.stage.w * share;
  const panAt = (depth: number) => (t: number) => offset(depth, t) + Math.round((b.width - layout.width) / 2);
  const figureOffset = panAt(FIGURE_DEPTH);
  const bouncy = kit.style === "animated";
  // A face follows what is said about its person: the sentence that names them, else the whole line.
  const narration = ctx.script.scenes[index]!.narration;
  const sentence = (word: string) => sentenceSaying(narration, word) ?? narration;

  const cast = castScene(ctx, people, pictures, sentence, place, art.outdoor);
  const xs = standingXs(cast.people, layout.stage, adult, place.kind);
  const characterSprites = cast.people.map((c, i): Sprite => {
    const { picture: p, person, action } = c;
    const height = Math.round(adult * relativeHeight(person)!);
    const x = xs[i]!;
    const facing = c.facing;
    const line = sentence(p.word);
    const around: Surroundings = {
      adult: Math.round(adult),
      setting: place.kind,
      ...(art.outdoor ? { outdoor: true } : {}),
      ...(c.held ? { held: { picture: c.held.picture!, size: Math.round(adult * c.heldSize) } } : {}),
      ...(c.hugs !== undefined ? { partner: c.hugs > i ? ("leads" as const) : ("follows" as const) } : {}),
      // In a car, the car's own seat is behind them.
      ...(action === "sitting" && place.kind !== "car" && sitsOnASeat(line, art.outdoor) ? { seat: true } : {}),
      ...(place.kind === "car" ? { backSeat: Math.round(backSeatHeight(b)) } : {}),
      ...(c.onCounter.length
        ? {
            onCounter: c.onCounter.map((t) => ({
              picture: t.picture.picture!,
              size: Math.round(adult * t.placing.size),
            })),
          }
        : {}),
    };
    const bitmap = lazy(() =>
      graded(characterBitmap(person, expressionFor(line, ctx.options.mood), action, height, facing, around), grade),
    );
    // The bitmap leaves room under the feet for the shadow they cast on the floor.
    return figureSprite(
      "character",
      bitmap,
      x,
      b.floor + Math.round(height * FLOOR_INSET),
      appearAt(p.word, pictures.indexOf(groupOf.get(p) ?? p)),
      figureOffset,
      bouncy,
    );
  });

  const appear = (p: ScenePicture) => appearAt(p.word, pictures.indexOf(p));
  const spots = PROP_SPOTS[cast.people.length]!;
  let spot = 0;
  let skySpot = 0;
  // Props stand a little in front of the people, so a dog at someone's feet is not hidden behind their legs.
  const front = b.floor + Math.round(adult * 0.04);
  const farSprites: Sprite[] = [];
  const propSprites: Sprite[] = [];
  // Out of doors there is no table to stand small things on: they lie on the ground in front, as a dropped torch would.
  const onATable = (t: Thing) => t.placing.where === "surface" && !art.outdoor;
  for (const { picture: p, placing } of cast.props.filter((t) => !onATable(t))) {
    if (placing.where === "sky") {
      const size = Math.round(adult * placing.size);
      const x = stageX(skySpot++ % 2 === 0 ? 0.78 : 0.22);
      propSprites.push(
        figureSprite(
          "subject",
          lazy(() => graded(propBitmap(p.picture!, size), grade)),
          x,
          layout.stage.y + size * 1.2,
          appear(p),
          figureOffset,
          bouncy,
        ),
      );
    } else if (placing.where === "far") {
      // Further back is smaller, and stands higher toward the horizon: seen from eye height, size and height go together.
      const depth = Math.min(FAR_DEPTH, FAR_LARGEST / placing.size);
      const size = Math.round(adult * placing.size * depth);
      const x = stageX(spots[spot++ % spots.length]!);
      const feet = Math.round(b.horizon + (b.floor - b.horizon) * depth);
      farSprites.push(
        figureSprite(
          "subject",
          lazy(() => graded(propBitmap(p.picture!, size), grade)),
          x,
          feet,
          appear(p),
          panAt(FIGURE_DEPTH * depth + (1 - depth) * 0.5),
          bouncy,
        ),
      );
    } else {
      const size = Math.round(adult * placing.size);
      const x = stageX(spots[spot++ % spots.length]!);
      propSprites.push(
        figureSprite(
          "subject",
          lazy(() => graded(propBitmap(p.picture!, size), grade)),
          x,
          front,
          appear(p),
          figureOffset,
          bouncy,
        ),
      );
    }
  }
  // Small things and food stand together on one table (a counter in a kitchen, a bakery, a café or a shop).
  const onTable = cast.props.filter(onATable);
  if (onTable.length > 0) {
    const counter = COUNTERS.has(place.kind);
    // In a car they stand on the back seat beside the people riding: a table there would be furniture in a car.
    const inCar = place.kind === "car";
    const top = Math.round(inCar ? backSeatHeight(b) : adult * (counter ? COUNTER_HEIGHT : TABLE_HEIGHT));
    const sizes = onTable.map((t) => Math.round(adult * t.placing.size));
    const width = Math.round(Math.max(adult * 0.34, sizes.reduce((sum, size) => sum + size * 1.15, 0) + adult * 0.08));
    const x = stageX(spots[spot++ % spots.length]!);
    const appears = Math.min(...onTable.map((t) => appear(t.picture)));
    if (!inCar)
      propSprites.push(
        figureSprite(
          "subject",
          lazy(() => graded(surfaceBitmap(width, top, counter, Math.round(adult)), grade)),
          x,
          front,
          appears,
          figureOffset,
          bouncy,
        ),
      );
    let left = x - (sizes.reduce((sum, size) => sum + size * 1.15, 0) - sizes[0]! * 0.15) / 2;
    onTable.forEach((t, i) => {
      const size = sizes[i]!;
      const bitmap = lazy(() => graded(propBitmap(t.picture.picture!, size), grade));
      // The picture's shadow sits on the table top, a little behind its front edge.
      propSprites.push(
        figureSprite(
          "subject",
          bitmap,
          left + size / 2,
          front - top + Math.round(adult * 0.015),
          appear(t.picture),
          figureOffset,
          bouncy,
        ),
      );
      left += size * 1.15;
    });
  }

  const placedOf = (p: ScenePicture): Layer["placed"] => {
    if (cast.people.some((c) => c.held === p)) return "hand";
    if (cast.people.some((c) => c.onCounter.some((t) => t.picture === p))) return "counter";
    const prop = cast.props.find((t) => t.picture === p);
    if (prop && onATable(prop)) return COUNTERS.has(place.kind) ? "counter" : place.kind === "car" ? "seat" : "table";
    return prop?.placing.where === "far" || prop?.placing.where === "sky" ? prop.placing.where : "ground";
  };
  // Out of doors, the rain the line speaks of falls over the place and its people.
  const rain = art.outdoor && rainsIn(narration) ? rainSprite(frame, seed) : null;
  return {
    paintPlate: (c) => {
      // Graded while drawn into the plate: the sky needs no canvas of its own.
      c.filter = grade;
      c.drawImage(paintLayer(art, "sky", b, scratch(b.width, b.height)), offset("sky", shot.start), 0);
      c.filter = "none";
    },
    sprites: [
      layerSprite("far"),
      layerSprite("mid"),
      ...farSprites,
      ...characterSprites,
      ...propSprites,
      layerSprite("near"),
      ...(rain ? [rain] : []),
      finishSprite,
    ],
    layers: [
      { kind: "setting", rect: frame, detail: place.kind },
      ...(rain ? [{ kind: "weather" as const, rect: frame, detail: "rain" }] : []),
      ...cast.people.map(
        (c): Layer => ({ kind: "character", rect: layout.stage, detail: c.picture.picture!, action: c.action }),
      ),
      ...cast.shown.map(
        (p): Layer => ({ kind: "subject", rect: layout.stage, detail: p.picture!, placed: placedOf(p) }),
      ),
    ],
  };
}

/** Rain falling over the whole frame, a step every few frames (weather.ts). */
function rainSprite(frame: Rect, seed: number): Sprite {
  const sheet = lazy(() => rainSheet(frame.w, frame.h, seed));
  return placedSprite({
    kind: "weather",
    bounds: () => frame,
    state: (t) => String(rainTop(t, frame.h)),
    placed: (t) => ({ picture: sheet, left: 0, top: rainTop(t, frame.h), alpha: 1 }),
    release: () => sheet.release(),
  });
}

const GROUP_PICTURE = /:busts-in-silhouette$/;

/** The group picture each extra member of a group was drawn from: they enter with it. */
const groupOf = new WeakMap<ScenePicture, ScenePicture>();

/**
 * A group ("my parents", "the whole bus") as many of its people as it says (art's `groupSize`) and there is room
 * for beside everyone else in the scene, each a person of their own: one figure reads as one person.
 */
function groupsAsPeople(people: ScenePicture[]): ScenePicture[] {
  const isGroup = (p: ScenePicture) => GROUP_PICTURE.test(p.picture ?? "");
  const room = Math.max(1, MAX_PEOPLE - people.filter((p) => !isGroup(p)).length);
  return people.flatMap((p) =>
    isGroup(p)
      ? Array.from({ length: Math.min(room, groupSize(p.word.toLowerCase())) }, (_, k) => {
          if (k === 0) return p;
          const member = { ...p, who: `${p.who ?? p.word} (${k + 1})` };
          groupOf.set(member, p);
          return member;
        })
      : [p],
  );
}

/** The person a picture draws, dressed as the story says and, where it says nothing, unlike anyone met before. */
function personOf(ctx: ShotContext, picture: ScenePicture): Person {
  const person = describedPerson(ctx.script, picture);
  const top = topsOf(ctx.script).get(person.id.toLowerCase());
  return top ? { ...person, appearance: { ...person.appearance, top } } : person;
}

function describedPerson(script: Script, picture: ScenePicture): Person {
  const who = picture.who ?? picture.word;
  const voice = script.voices.find((v) => v.name === who);
  const person = personFromPicture(who, picture.picture, voice?.gender);
  const described = appearancesOf(script);
  const appearance = described.get(who.toLowerCase()) ?? described.get(picture.word.toLowerCase());
  return appearance ? { ...person, appearance } : person;
}

const tops = new WeakMap<Script, Map<string, string>>();

/** The tops that tell the script's people apart, by person: read once per script, over everyone it draws in order. */
function topsOf(script: Script): Map<string, string> {
  const known = tops.get(script);
  if (known) return known;
  const people = new Map<string, Person>();
  for (const picture of scenePictures(script).flat()) {
    if (picture.kind !== "person" || !picture.picture) continue;
    const person = describedPerson(script, picture);
    if (!people.has(person.id.toLowerCase())) people.set(person.id.toLowerCase(), person);
  }
  const found = distinctTops([...people.values()]);
  tops.set(script, found);
  return found;
}

const appearances = new WeakMap<Script, Map<string, Appearance>>();

/** What the script's lines say its people wear, read once per script. */
function appearancesOf(script: Script): Map<string, Appearance> {
  const known = appearances.get(script);
  if (known) return known;
  const found = describedAppearances(script.scenes.map((scene) => scene.narration));
  appearances.set(script, found);
  return found;
}

type Thing = { picture: ScenePicture; placing: Placing };
type Cast = {
  picture: ScenePicture;
  person: Person;
  action: Action;
  facing: Facing;
  /** The one they hug, drawn next to them: the index in the cast. */
  hugs?: number;
  partner: boolean;
  held?: ScenePicture;
  heldSize: number;
  onCounter: Thing[];
};

/**
 * Who does what in the scene, and where its things go: each person's action from their sentence; two people in a hug
 * stand together facing each other; the thing a person holds is in their hand, the food a cook cooks on their
 * counter, the car a driver drives around them; the rest in the sky, far off, on the floor or on a table (at most
 * three), and nothing that is part of the room (a door) or too big to stand indoors.
 */
function castScene(
  ctx: ShotContext,
  people: readonly ScenePicture[],
  pictures: readonly ScenePicture[],
  sentence: (word: string) => string,
  place: ScenePlace,
  outdoor: boolean,
): { people: Cast[]; props: Thing[]; shown: ScenePicture[] } {
  const inCar = place.kind === "car";
  const story = [ctx.script.hook, ...ctx.script.scenes.map((scene) => scene.narration)].join(" ");
  const cast: Cast[] = people.map((picture) => {
    const person = personOf(ctx, picture);
    return {
      picture,
      person,
      action: actionFor(sentence(picture.word), person, story),
      facing: "right",
      partner: false,
      heldSize: 0,
      onCounter: [],
    };
  });
  const says = (line: string, word: string) => new RegExp(`\\b${escapeRegExp(word)}\\b`, "i").test(line);
  // A car has one driver: the person the sentence names, else the first; the others ride with them (seated inside a
  // car, beside it outside).
  const drivers = cast.filter((c) => c.action === "driving");
  const driver = drivers.find((c) => (c.picture.who ?? c.picture.word) === c.picture.word) ?? drivers[0];
  for (const c of drivers) if (c !== driver) c.action = inCar ? "sitting" : "standing";
  // Inside a car whoever is not driving is in a seat: nobody stands, holds something up or lies in a bed there ("slept
  // in the car" is asleep in a seat).
  if (inCar) for (const c of cast) if (c !== driver) c.action = "sitting";
  // A hug takes two: the person the sentence names with them, else the next person drawn.
  for (const [i, c] of cast.entries()) {
    if (c.action !== "hugging" || c.partner) continue;
    const line = sentence(c.picture.word);
    const free = cast.filter((o) => o !== c && !o.partner);
    const other = free.find((o) => says(line, o.picture.word)) ?? free[0];
    if (!other) continue;
    c.partner = other.partner = true;
    other.action = "hugging";
    c.hugs = cast.indexOf(other);
    other.hugs = i;
  }
  // Partners stand side by side (the one between them steps aside), the first facing right into the hug and the second left.
  const hugger = cast.findIndex((c) => c.hugs !== undefined);
  if (hugger >= 0 && Math.abs(cast[hugger]!.hugs! - hugger) > 1) {
    const [first, second] = [Math.min(hugger, cast[hugger]!.hugs!), Math.max(hugger, cast[hugger]!.hugs!)];
    [cast[first + 1], cast[second]] = [cast[second]!, cast[first + 1]!];
    cast.forEach((c, i) => {
      if (c.hugs !== undefined) c.hugs = i === first ? first + 1 : first;
    });
  }
  const spots = STANDING[cast.length] ?? [];
  cast.forEach((c, i) => {
    if (c.hugs !== undefined) c.facing = c.hugs > i ? "right" : "left";
    else c.facing = cast.length === 1 ? "right" : spots[i]! < 0.5 ? "right" : "left";
  });

  let things: Thing[] = pictures
    .filter((p) => p.picture && !people.includes(p))
    .map((picture) => ({ picture, placing: placingOf(picture.picture!, picture.kind) }))
    .filter(
      ({ picture, placing }) =>
        placing.where !== "nowhere" &&
        (placing.where !== "far" || outdoor) &&
        !drawnByPlace(picture.picture!, place.kind, outdoor) &&
        !cast.some((c) => partOfAction(picture.picture!, c.action)) &&
        // "A man in a grey coat", "he wore a paper crown": it is on him.
        !cast.some((c) => c.person.appearance?.garments?.includes(picture.word.toLowerCase())) &&
        !(cast.length > 0 && wornIn(sentence(picture.word), picture.word, picture.picture!)),
    );
  const take = (thing: Thing) => (things = things.filter((t) => t !== thing));
  for (const c of cast) {
    if (c.action === "holding") {
      const line = sentence(c.picture.word);
      const candidates = things.filter((t) => holdable(t.placing));
      const held = candidates.find((t) => says(line, t.picture.word)) ?? candidates[0];
      if (held) {
        c.held = held.picture;
        c.heldSize = Math.max(0.09, held.placing.size);
        take(held);
      }
    } else if (c.action === "cooking") {
      c.onCounter = things.filter((t) => t.picture.kind === "food" && t.placing.size <= 0.2).slice(0, 2);
      c.onCounter.forEach(take);
    }
  }
  const props = things.slice(0, MAX_PROPS);
  const shown = [
    ...cast.flatMap((c) => [...(c.held ? [c.held] : []), ...c.onCounter.map((t) => t.picture)]),
    ...props.map((t) => t.picture),
  ];
  return { people: cast, props, shown };
}

/**
 * Where each person stands across the stage: at their spot, beside their partner in a hug, and pushed apart so what
 * their actions draw round them (a car, a bed, a counter) does not cover the next person, kept inside the stage. When
 * everything cannot fit side by side (two beds on a phone's frame), they overlap evenly.
 */
function standingXs(cast: readonly Cast[], stage: Rect, adult: number, setting: string): number[] {
  const spots = STANDING[cast.length]!;
  const widths = cast.map((c) => actionWidth(c.action, adult, c.partner, setting));
  const xs = cast.map((c, i) => {
    const x = stage.x + stage.w * spots[i]!;
    return c.hugs === undefined
      ? x
      : stage.x + (stage.w * (spots[i]! + spots[c.hugs]!)) / 2 + ((c.hugs > i ? -1 : 1) * HUG_GAP * adult) / 2;
  });
  const hugging = (i: number) => cast[i]!.hugs === i - 1;
  const total = widths.reduce((sum, w, i) => sum + (i > 0 && hugging(i) ? 0 : w), 0);
  const fit = Math.min(1, stage.w / total);
  const apart = (i: number) => (hugging(i) ? HUG_GAP * adult : ((widths[i - 1]! + widths[i]!) / 2) * fit);
  for (let i = 1; i < xs.length; i++) xs[i] = Math.max(xs[i]!, xs[i - 1]! + apart(i));
  const last = xs.length - 1;
  xs[last] = Math.min(xs[last]!, stage.x + stage.w - (widths[last]! / 2) * fit);
  for (let i = last - 1; i >= 0; i--) xs[i] = Math.min(xs[i]!, xs[i + 1]! - apart(i + 1));
  xs[0] = Math.max(xs[0]!, stage.x + (widths[0]! / 2) * fit);
  for (let i = 1; i < xs.length; i++) xs[i] = Math.max(xs[i]!, xs[i - 1]! + apart(i));
  return xs.map(Math.round);
}

/** A table (or a counter) `width` wide with its top `top` pixels above the floor line, for small things to stand on. */
function surfaceBitmap(width: number, top: number, counter: boolean, adult: number): Canvas {
  const pad = Math.ceil(adult * 0.03);
  const canvas = createCanvas(width + pad * 2, top + pad);
  const c = canvas.getContext("2d");
  const line = Math.max(1, adult * 0.006);
  c.fillStyle = "rgba(0,0,0,0.22)";
  c.beginPath();
  c.ellipse(canvas.width / 2, top, width * 0.55, pad * 0.7, 0, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = "#1f1d24";
  c.lineWidth = line;
  const board = Math.max(3, Math.round(adult * 0.035));
  if (counter) {
    c.fillStyle = "#e9e2d4";
    c.beginPath();
    c.roundRect(pad, board, width, top - board, adult * 0.01);
    c.fill();
    c.stroke();
    c.beginPath();
    c.moveTo(pad + width / 2, board * 2.5);
    c.lineTo(pad + width / 2, top - board);
    c.stroke();
    c.fillStyle = "#8a8f96";
    for (const side of [-1, 1])
      c.fillRect(pad + width / 2 + side * adult * 0.04 - adult * 0.006, board * 3, adult * 0.012, adult * 0.07);
  } else {
    c.fillStyle = "#6e4a2e";
    const leg = Math.max(2, adult * 0.028);
    for (const x of [pad + width * 0.08, pad + width * 0.92 - leg]) {
      c.beginPath();
      c.rect(x, board, leg, top - board);
      c.fill();
      c.stroke();
    }
  }
  c.fillStyle = counter ? "#b9a48a" : "#9a6a43";
  c.beginPath();
  c.roundRect(pad * 0.4, 0, width + pad * 1.2, board, board * 0.3);
  c.fill();
  c.stroke();
  return canvas;
}

/**
 * A figure (a person or a thing) standing with its feet at `feet`, centred on `x`, moving with the floor as the
 * camera pans. It enters when its word is said: rising into place and fading in (with a bounce in the animated
 * style), then holds, so it costs nothing more until the pan moves it a pixel.
 */
function figureSprite(
  kind: "character" | "subject",
  bitmap: Picture,
  x: number,
  feet: number,
  appearAt: number,
  pan: (t: number) => number,
  bouncy: boolean,
): Sprite {
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
 * A place's layer, painted when first drawn: only the rows it draws anything in, through the style's grade, and
 * where they start (null when it draws nothing). A beach's far hills are a quarter of the frame's height, not all of it.
 */
function layerArt(art: Place, depth: Depth, b: Backdrop, grade: string): Lazy<LayerRows | null> {
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
 * text reads over any place, then the style's vignette and grain.
 */
function finishing(
  width: number,
  height: number,
  layout: ShotContext["layout"],
  look: ShotContext["kit"]["scene"],
  palette: ShotContext["palette"],
  seed: number,
): Canvas {
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
  if (look.grain > 0) paintGrain(c, width, height, sceneGrain(look.grain), seed, "source-over");
  return canvas;
}

type Lazy<T> = { get(): T; release(): void };

/**
 * Made when first drawn (or given already `made`), dropped when the shot ends (frames are rendered in order, so it is
 * not drawn again) or once the renderer has its own copy.
 */
export function lazy<T>(make: () => T, made?: T): Lazy<T> {
  let value = made;
  return {
    get: () => (value ??= make()),
    release: () => {
      value = undefined;
    },
  };
}
