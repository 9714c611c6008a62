import nlp from "compromise";
import type { Script } from "@common/script";
import { type Vehicle, vehicleOf } from "@common/storyboard";
import type { SettingKind, TimeOfDay } from "../art/places";
import { withoutElsewhere } from "../language/elsewhere";
import { scenePlaces, VEHICLES } from "./scene-places";
import type { CaptionPhrase } from "./types";

/**
 * What a scene's headline (or lower third) says, and when. Two lines: a small `label` (where and when, whose thread,
 * which part of the plot, who speaks) and a large `line`. The screen never says a thing twice: with captions on, the
 * headline shows none of the words the caption at the bottom shows at the same moment, so the scene's line is left to
 * the captions and the headline is a dateline ("Cornwall", "Kitchen · morning", "Lisbon · 1998"), a thread's person,
 * or nothing. With captions off, the line is the scene's on-screen text, as the writer wrote it.
 */
export type Headline = {
  label: string;
  line: string;
  /** Seconds on the video's clock: it enters at `from` and has left by `to`. */
  from: number;
  to: number;
};

export type HeadlineTiming = {
  /** When the headline may enter, and when the shot ends. */
  from: number;
  to: number;
  /** The captions the shot burns in (none with captions off). */
  captions: readonly CaptionPhrase[];
  /** How long the style's entrance takes: a headline is only shown when it stays up a while after it. */
  revealSeconds: number;
};

/** A headline that would enter later than this into the shot gives up a part to enter sooner, when that helps. */
const PROMPT_SECONDS = 1;
/** How long a headline must stay readable after its entrance, or it is not shown. */
const READ_SECONDS = 1;
/** A headline that must leave before a caption says its words fades out over this long, gone as the caption comes. */
export const HEADLINE_FADE_OUT = 0.3;

/**
 * Every scene's headline (undefined for a scene that shows none), given when each may enter and the captions each
 * shot burns in. A dateline that could not be shown on its scene (too short a shot, or its words in every caption)
 * is shown on the next scene instead, when that one stays in the same place and has no dateline of its own.
 */
export function sceneHeadlines(
  script: Script,
  captionsOn: boolean,
  timings: readonly HeadlineTiming[],
): Array<Headline | undefined> {
  const own = datelines(script);
  let unseen: Dateline | undefined;
  return script.scenes.map((_, index) => {
    const dateline = own[index] ?? unseen;
    const shown = headlineOf(
      headlineParts(script, index, captionsOn, dateline, timings[index]!.captions),
      captionsOn,
      timings[index]!,
    );
    unseen = dateline && !shown?.parts.some((p) => p.role === "place") ? dateline : undefined;
    return shown?.headline;
  });
}

function headlineOf(
  parts: Part[],
  captionsOn: boolean,
  timing: HeadlineTiming,
): { headline: Headline; parts: Part[] } | undefined {
  const made = (kept: Part[], window: { from: number; to: number }) => ({
    headline: {
      label: joinLabel(kept.filter((p) => p.role !== "line")),
      line: kept.find((p) => p.role === "line")?.options[0] ?? "",
      ...window,
    },
    parts: kept,
  });
  if (!captionsOn) {
    // The line says it already ("Cornwall, last summer"): the label does not say it again above it.
    const line = parts.find((p) => p.role === "line");
    const said = line ? wordsOf(line.options[0]!) : new Set<string>();
    const kept = parts.flatMap((p) => {
      if (p === line) return [p];
      const options = p.options.filter((o) => !shares(wordsOf(o), said));
      return options.length === p.options.length
        ? [p]
        : p.role === "place" && options.length
          ? [{ ...p, options }]
          : [];
    });
    return kept.length ? made(kept, { from: timing.from, to: timing.to }) : undefined;
  }
  // Fullest first: everything the headline could say, then with the least important part that clashes with the
  // captions given up (a place its plainer name first), and so on. The first that can enter near the start of the
  // shot is shown, else the fullest that can be shown at all, else nothing.
  const minimum = timing.revealSeconds + READ_SECONDS;
  const shows: Array<{ parts: Part[]; window: { from: number; to: number } }> = [];
  let left = parts;
  while (left.length > 0) {
    const window = freeWindow(wordsOf(left.map((p) => p.options[0]!).join(" ")), timing, minimum);
    if (window) shows.push({ parts: left, window });
    const clashing = left.filter((p) => clashes(wordsOf(p.options[0]!), timing));
    if (clashing.length === 0) break;
    const yielding = clashing.reduce((least, p) => (p.priority < least.priority ? p : least), clashing[0]!);
    left = left.flatMap((p) =>
      p !== yielding ? [p] : p.options.length > 1 ? [{ ...p, options: p.options.slice(1) }] : [],
    );
  }
  const chosen = shows.find((show) => show.window.from <= timing.from + PROMPT_SECONDS) ?? shows[0];
  return chosen && made(chosen.parts, chosen.window);
}

type Role = "thread" | "marker" | "place" | "date" | "time" | "speaker" | "line";
/** `options` in order of preference; `priority` decides which part gives way first (lowest first). */
type Part = { role: Role; options: string[]; priority: number };

const PRIORITY: Record<Role, number> = { line: 0, time: 1, date: 2, speaker: 3, place: 4, marker: 5, thread: 6 };
const ORDER: Role[] = ["thread", "marker", "place", "date", "time", "speaker", "line"];

function part(role: Role, options: Array<string | undefined>): Part[] {
  const kept = [...new Set(options.filter((o): o is string => Boolean(o)))];
  return kept.length ? [{ role, options: kept, priority: PRIORITY[role] }] : [];
}

function joinLabel(parts: Part[]): string {
  return [...parts]
    .sort((a, b) => ORDER.indexOf(a.role) - ORDER.indexOf(b.role))
    .map((p) => p.options[0]!)
    .join(" · ");
}

/** Everything the scene's headline could say, before the captions are considered. */
function headlineParts(
  script: Script,
  index: number,
  captionsOn: boolean,
  dateline: Dateline | undefined,
  captions: readonly CaptionPhrase[],
): Part[] {
  const scene = script.scenes[index]!;
  const speaker = script.voices[scene.voice];
  const parts: Part[] = [
    ...part("place", dateline?.place ?? []),
    ...part("date", [dateline?.date]),
    ...part("time", [dateline?.time]),
    ...part("speaker", [speaker?.role === "character" ? speaker.name : undefined]),
  ];
  if (!captionsOn) return [...parts, ...part("line", [scene.onScreenText])];
  const { thread, marker, rest } = readOnScreenText(script, index);
  return [
    ...part("thread", [thread]),
    ...part("marker", [marker]),
    ...parts,
    ...part("line", [lineBesideCaptions(rest, speaker?.role === "character", captions)]),
  ];
}

/**
 * With captions on, the scene's line stays only when it is not the captions again: words no caption of the shot says
 * (names the narration had no time for), or someone's own words, set as a quotation (shown only while no caption
 * says them, see sceneHeadline). A line that sums up the narration ("A huge sandcastle") is left to the captions.
 */
function lineBesideCaptions(line: string, spoken: boolean, captions: readonly CaptionPhrase[]): string | undefined {
  if (!line) return undefined;
  const words = wordsOf(line);
  if (!captions.some((p) => shares(words, wordsOf(p.words.map((w) => w.text).join(" "))))) return line;
  const quoted = /^["“].*["”]$/u.test(line);
  if (quoted) return line;
  return spoken ? `“${line}”` : undefined;
}

// The writer's plot labels before a scene's on-screen text (studio/direct/assemble-script.ts and tone.ts): the ones that say
// where the scene sits in the plot stay as a label; "Then:" says nothing without its line.
const MARKER = /^(How it ended|Earlier|Plot twist|Anomaly|And then|Then)\s*(?::|…)\s*/u;
const SILENT_MARKERS = new Set(["And then", "Then"]);

/**
 * The writer's on-screen text, taken apart: a multithread story names its thread's person where the thread starts
 * ("Siobhán · …"), a plot label may lead ("Earlier: …"), and the rest is the line.
 */
function readOnScreenText(script: Script, index: number): { thread?: string; marker?: string; rest: string } {
  const scene = script.scenes[index]!;
  let text = scene.onScreenText.trim();
  let thread: string | undefined;
  const multithread = script.scenes.some((s) => s.thread !== script.scenes[0]!.thread);
  const threadStarts = !script.scenes.slice(0, index).some((s) => s.thread === scene.thread);
  const named = text.match(/^([^·]{1,40}?) · (.+)$/u);
  if (multithread && threadStarts && named) {
    thread = named[1]!.trim();
    text = named[2]!.trim();
  }
  const marked = text.match(MARKER);
  const marker = marked && !SILENT_MARKERS.has(marked[1]!) ? marked[1] : undefined;
  if (marked) text = text.slice(marked[0].length);
  return { ...(thread ? { thread } : {}), ...(marker ? { marker } : {}), rest: text };
}

type Dateline = { place: string[]; date?: string; time?: string };

const KIND_LABELS: Record<SettingKind, string> = {
  beach: "Beach",
  sea: "At sea",
  harbour: "Harbour",
  canal: "Canal",
  lake: "Lake",
  street: "Street",
  "city-night": "City",
  park: "Park",
  garden: "Garden",
  forest: "Forest",
  mountains: "Mountains",
  snow: "Snow",
  countryside: "Countryside",
  sky: "Sky",
  kitchen: "Kitchen",
  bakery: "Bakery",
  cafe: "Café",
  shop: "Shop",
  classroom: "Classroom",
  office: "Office",
  hospital: "Hospital",
  "living-room": "Living room",
  bedroom: "Bedroom",
  garage: "Garage",
  car: "In the car",
  train: "On the train",
  stage: "On stage",
  wedding: "Wedding",
  stadium: "Stadium",
  airport: "Airport",
};
// The car and the train are drawn for every road and rail vehicle: the dateline says the one the story is in.
const VEHICLE_LABELS: Record<Vehicle, string> = {
  bus: "On the bus",
  coach: "On the coach",
  tram: "On the tram",
  tube: "On the tube",
  subway: "On the subway",
  metro: "On the metro",
  station: "At the station",
  "train station": "At the station",
  platform: "On the platform",
  taxi: "In the taxi",
  cab: "In the cab",
  van: "In the van",
  truck: "In the truck",
  lorry: "In the lorry",
  camper: "In the camper",
  campervan: "In the campervan",
  motorhome: "In the motorhome",
};

/** How a dateline names a kind of place drawn ("Living room", "On the train"), by the word that set it if it is a vehicle. */
export const placeLabel = (kind: SettingKind, word?: string): string => {
  const vehicle = vehicleOf(kind, word);
  return vehicle ? VEHICLE_LABELS[vehicle] : KIND_LABELS[kind];
};
const TIME_LABELS: Record<TimeOfDay, string> = { morning: "morning", day: "day", sunset: "evening", night: "night" };

const computed = new WeakMap<Script, Array<Dateline | undefined>>();

/**
 * Each scene's dateline when it starts somewhere or somewhen new (and on the first scene): the place it is drawn in,
 * by the town or country its line names when it names one ("Cornwall", "Lisbon") else by the kind drawn ("Kitchen");
 * a date its line says ("1998", "Christmas Eve", "summer"); the time of day drawn when it changed (the first scene's
 * when it is not day). Undefined for a scene that stays where and when the one before was.
 */
function datelines(script: Script): Array<Dateline | undefined> {
  const known = computed.get(script);
  if (known) return known;
  const places = scenePlaces(script);
  let name: string | undefined;
  let kindLabel = "";
  const out = script.scenes.map((scene, i): Dateline | undefined => {
    const here = places[i]!;
    const before = places[i - 1];
    const text = i === 0 && script.hook ? `${script.hook} ${scene.narration}` : scene.narration;
    const named = namedPlace(text, VEHICLES.has(here.kind));
    const kindChanged = !before || before.kind !== here.kind;
    const nameChanged = Boolean(named) && named !== name;
    // A town named once stays the place until the story goes somewhere else.
    name = named ?? (kindChanged ? undefined : name);
    const date = dateSaid(text);
    const timeChanged = before ? before.time !== here.time : here.time !== "day";
    if (!kindChanged && !nameChanged && !date && !timeChanged) return undefined;
    // "On the bus" from the scene that got on it, for as long as the story stays there.
    if (kindChanged || here.word) kindLabel = placeLabel(here.kind, here.word);
    const place = [name, kindLabel].filter((p): p is string => Boolean(p));
    return { place, ...(date ? { date } : {}), ...(timeChanged ? { time: TIME_LABELS[here.time] } : {}) };
  });
  computed.set(script, out);
  return out;
}

// Where someone or something comes from is not where the scene is: "a woman from Poland", "the bus from Glasgow".
const ORIGIN = /\bfrom\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu;
// Drawn on board, where a ride goes is still ahead: "drove from Madrid to Lisbon" is in the car, not in Lisbon yet.
const DESTINATION = /\b(?:to|towards|for)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu;

/**
 * A town, region or country the line says the scene is in, capitalised and whole ("Hyde Park"), as compromise tags
 * places; not one it comes from or heads for.
 */
function namedPlace(text: string, onBoard: boolean): string | undefined {
  const elsewhere = onBoard ? text.replace(ORIGIN, " ").replace(DESTINATION, " ") : text.replace(ORIGIN, " ");
  const here = withoutElsewhere(elsewhere);
  for (const match of nlp(here).match("#Place").json() as Array<{ text: string }>) {
    const found = match.text.replace(/(?:['’]s)?[.,;:!?"”]*$/u, "").trim();
    if (!/^\p{Lu}/u.test(found) || found.split(/\s+/).length > 3) continue;
    if (/^(?:The|My|Our|A|An|When|After|Before|At|In|On)\s/u.test(found)) continue;
    return found;
  }
  return undefined;
}

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const HOLIDAY =
  /\b(Christmas(?: Eve| Day)?|New Year['’]s(?: Eve| Day)?|Halloween|Easter|Thanksgiving|Diwali|Hanukkah|Bonfire Night)\b/u;
const MONTH = new RegExp(
  `\\b(?:(?:in|on|of|last|that|one|early|late|mid|every|this|next)\\s+(${MONTHS})\\b|(${MONTHS})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b)`,
  "u",
);
const SEASON = /\b(?:last|that|this|one|next|every|in(?: the)?|during(?: the)?)\s+(summer|winter|autumn|spring)\b/iu;
// A year as a date is said after "in", "of", "since", a season, a month or a holiday ("in 1998", "summer of 1998",
// "Christmas 2004"), not as a number of things or a street number ("2000 metres", "2019 Main Street").
const YEAR = new RegExp(
  `\\b(?:in|of|since|until|till|by|from|around|circa|summer|winter|spring|autumn|Christmas|Easter|Halloween|${MONTHS})\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?(1[89]\\d\\d|20\\d\\d)\\b(?![\\d:])`,
  "iu",
);

/** A date the line says, as a dateline reads it: "1998", "June 3", "Christmas Eve", "summer 1998". */
export function dateSaid(text: string): string | undefined {
  const holiday = text.match(HOLIDAY)?.[1];
  const month = text.match(MONTH);
  const season = text.match(SEASON)?.[1]?.toLowerCase();
  const year = text.match(YEAR)?.[1];
  const day = holiday ?? (month ? (month[1] ?? `${month[2]} ${month[3]}`) : season);
  const date = [day, year].filter(Boolean).join(" ");
  return date || undefined;
}

const STOP = new Set(
  "a an the and or but so of to in on at by for with from into onto up out as is was were be been am are it its this that these those i me my we us our you your he him his she her they them their then than just very not no".split(
    " ",
  ),
);

/** The words a text shows, as a reader matches them: no case, accents, possessive or plural "s", nor little words. */
export function wordsOf(text: string): Set<string> {
  const words = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((w) => w.replace(/^['’]+|['’]+$/gu, "").replace(/['’]s$/u, ""))
    .filter((w) => w && !STOP.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
  return new Set(words);
}

const shares = (a: Set<string>, b: Set<string>) => [...a].some((w) => b.has(w));

function clashes(words: Set<string>, timing: HeadlineTiming): boolean {
  return timing.captions.some(
    (p) => p.end > timing.from && p.start < timing.to && shares(words, wordsOf(p.words.map((w) => w.text).join(" "))),
  );
}

/**
 * The earliest stretch of the shot, at least `minimum` long, when no caption on screen shares a word with the
 * headline: from the entrance (or once such a caption has gone) until the next such caption comes, or the shot ends.
 */
function freeWindow(
  words: Set<string>,
  timing: HeadlineTiming,
  minimum: number,
): { from: number; to: number } | undefined {
  const busy = timing.captions
    .filter(
      (p) => p.end > timing.from && p.start < timing.to && shares(words, wordsOf(p.words.map((w) => w.text).join(" "))),
    )
    .sort((a, b) => a.start - b.start);
  let cursor = timing.from;
  for (const phrase of busy) {
    if (phrase.start - cursor >= minimum + HEADLINE_FADE_OUT) return { from: cursor, to: phrase.start };
    cursor = Math.max(cursor, phrase.end);
  }
  return timing.to - cursor >= minimum ? { from: cursor, to: timing.to } : undefined;
}
