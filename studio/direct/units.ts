import type { VideoOptions } from "@common/video-options";
import type { StoryAnalysis } from "./analyse";
import { toldText, type Plan } from "./fit-plan";
import { assignThreads, type Told, type Unit } from "./plot";
import { spokenWords } from "../language/text";
import type { Cast } from "./speaking-cast";

export const MAX_SCENES = 8;
export const MAX_NARRATION_CHARS = 600;
// Units are merged until about this many remain, so a scene tells a few sentences rather than one line each.
const TARGET_UNITS: Record<VideoOptions["duration"], number> = { short: 4, medium: 6, long: 7 };
const SPEECH_MERGE_BONUS = 200;
// A scene told in fewer words than this is over before its picture has registered, and its breath slows the telling.
const SCENE_WORDS = 14;
const MAX_LEAD_IN_WORDS = 6;

export type UnitContext = { analysis: StoryAnalysis; options: VideoOptions; plan: Plan; cast: Cast };

/** A stretch of one voice within a unit. */
export type Segment = {
  voice: number;
  text: string;
  story: boolean /** The narrator's lead-in to the next voice ("Mum said:"), said last. */;
  leadIn?: string;
};

export function buildUnits({ analysis, options, plan }: UnitContext): Unit[] {
  const threads =
    options.plotType === "multithread" ? assignThreads(analysis) : analysis.sentences.map(() => 0 as const);
  return analysis.sentences
    .filter((sentence) => plan.told.has(sentence.index))
    .map((sentence): Unit => {
      const told: Told = {
        sentence,
        text: toldText(sentence, plan.told.get(sentence.index) ?? 0, options.enhanceNarrative, plan.maxWords),
      };
      return { told: [told], thread: threads[sentence.index] ?? 0, role: "build" };
    });
}

/**
 * Merges neighbouring units of one thread, smallest pair first, until about the duration's number of scenes remain
 * and every voice change still fits in `room` scenes. When even single units cannot fit (a dialogue-heavy story),
 * the least heard speakers' lines go back to the narrator, read as written.
 */
export function groupUnits(ctx: UnitContext, units: Unit[], room: number): Unit[] {
  let grouped = attachLeadIns(ctx, units);
  const words = units.reduce((sum, unit) => sum + unit.told.reduce((n, t) => n + spokenWords(t.text).length, 0), 0);
  const target = Math.max(1, Math.min(TARGET_UNITS[ctx.options.duration], room, Math.round(words / SCENE_WORDS)));
  while (grouped.length > target || sceneCount(ctx, grouped) > room) {
    const merged = mergeSmallestPair(grouped);
    if (merged === grouped) break;
    grouped = merged;
  }
  while (sceneCount(ctx, grouped) > room && ctx.cast.speakers.size > 0) {
    if (!silenceOneLine(ctx, grouped)) break;
  }
  return grouped;
}

// A sentence whose voiced speech opens on the narrator's short lead-in ("She said:") joins the unit before it, so the
// lead-in ends a scene of the narrator's instead of standing alone; a quotation that goes on from the one before
// joins it too, so one speaker's words stay one scene.
function attachLeadIns(ctx: UnitContext, units: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const unit of units) {
    const previous = out[out.length - 1];
    const first = unit.told[0];
    const opening = first && voicedSpeech(ctx, first) ? first.sentence.speech?.parts[0] : undefined;
    // A short lead-in, or more words of the same speaker ("It's fashion."), belongs with what comes before.
    const short =
      opening?.by === "speaker" ||
      (opening?.by === "narrator" && spokenWords(opening.text).length <= MAX_LEAD_IN_WORDS);
    const fits =
      previous &&
      [...previous.told, ...unit.told].reduce((sum, t) => sum + t.text.length + 1, 0) <= MAX_NARRATION_CHARS - 120;
    if (short && previous && previous.thread === unit.thread && fits)
      out[out.length - 1] = { ...previous, told: [...previous.told, ...unit.told] };
    else out.push(unit);
  }
  return out;
}

function mergeSmallestPair(units: Unit[]): Unit[] {
  let best: [number, number] | undefined;
  let bestChars = Infinity;
  units.forEach((unit, i) => {
    const j = units.findIndex((other, k) => k > i && other.thread === unit.thread);
    if (j < 0) return;
    const chars = [...unit.told, ...(units[j] as Unit).told].reduce((sum, t) => sum + t.text.length + 1, 0);
    // A unit opening on someone's words joins the one before, so the narrator's lead-in ("She said:") ends a scene
    // of the narrator's rather than standing alone.
    const weight = chars - ((units[j] as Unit).told[0]?.sentence.speech ? SPEECH_MERGE_BONUS : 0);
    if (weight < bestChars && chars <= MAX_NARRATION_CHARS - 120) [best, bestChars] = [[i, j], weight];
  });
  if (!best) return units;
  const [i, j] = best;
  const merged: Unit = { ...(units[i] as Unit), told: [...(units[i] as Unit).told, ...(units[j] as Unit).told] };
  return units.flatMap((unit, k) => (k === i ? [merged] : k === j ? [] : [unit]));
}

// The speaker with the fewest lines loses their last one first: the narrator reads it as the author wrote it.
function silenceOneLine(ctx: UnitContext, units: Unit[]): boolean {
  const voiced = units.flatMap((u) => u.told).filter((t) => voicedSpeech(ctx, t));
  if (!voiced.length) return false;
  const lines = (key: string) => voiced.filter((t) => t.sentence.speech?.speaker === key).length;
  const weakest = [...voiced].sort(
    (a, b) =>
      lines(a.sentence.speech?.speaker ?? "") - lines(b.sentence.speech?.speaker ?? "") ||
      b.sentence.index - a.sentence.index,
  )[0];
  if (!weakest) return false;
  weakest.silenced = true;
  return true;
}

function sceneCount(ctx: UnitContext, units: Unit[]): number {
  return units.reduce((sum, unit) => sum + segmentsOf(ctx, unit).length, 0);
}

function voicedSpeech(ctx: UnitContext, told: Told): boolean {
  const speech = told.sentence.speech;
  if (!speech || told.silenced || ctx.options.characterCount === "single") return false;
  // A shorter form has lost the quotation's frame; only the sentence as written is cut into voices.
  if ((ctx.plan.told.get(told.sentence.index) ?? 0) !== 0) return false;
  return ctx.cast.speakers.has(speech.speaker);
}

export function segmentsOf(ctx: UnitContext, unit: Unit): Segment[] {
  const segments: Segment[] = [];
  for (const told of unit.told) {
    const speech = told.sentence.speech;
    const parts =
      speech && voicedSpeech(ctx, told)
        ? speech.parts.map((part) => ({
            voice: part.by === "speaker" ? (ctx.cast.speakers.get(speech.speaker) ?? 0) : 0,
            text: part.text,
            story: true,
          }))
        : [{ voice: 0, text: told.text, story: true }];
    for (const part of parts) {
      const last = segments[segments.length - 1];
      const leadIn = /:$/.test(part.text);
      if (last && last.voice === part.voice && !last.leadIn) {
        if (leadIn) last.leadIn = part.text;
        else last.text = `${last.text} ${part.text}`;
      } else segments.push(leadIn && part.voice === 0 ? { ...part, text: "", leadIn: part.text } : { ...part });
    }
  }
  return segments;
}
