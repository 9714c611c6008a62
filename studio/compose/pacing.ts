/** Where each spoken part sits on the video's clock, and how long each shot holds. */
export type Slot = { start: number; speechAt: number; end: number };
export type Schedule = { title: Slot; scenes: Slot[]; end: Slot; total: number };

/** Seconds of speech per part, with the writer's optional hints: a pause after a part and a minimum time on screen. */
export type ScenePart = { speech: number; pauseAfter?: number; hold?: number };
export type PartLengths = { hook: number; hookPause?: number; scenes: ScenePart[]; closing: number };

const LEAD_IN = 0.35;
const SCENE_LEAD = 0.2;
const MIN_GAP = 0.3;
const MAX_GAP = 0.9;
const MIN_END_HOLD = 1.4;

/**
 * Lays the spoken parts end to end with short breaths between them, then pads the
 * breaths (up to MAX_GAP) and the title and end cards until `target` is reached.
 * Returns the natural length when that is already longer; the caller speeds speech up.
 */
export function schedule(parts: PartLengths, target: number): Schedule {
  const natural = naturalLength(parts, MIN_GAP);
  const spare = Math.max(0, target - natural);
  const gapCount = parts.scenes.length + 1;
  const extraGap = Math.min(MAX_GAP - MIN_GAP, (spare * 0.5) / gapCount);
  const leftover = Math.max(0, target - naturalLength(parts, MIN_GAP + extraGap));
  const titleHold = leftover * 0.35;
  const endHold = MIN_END_HOLD + leftover * 0.65;
  const gapAfter = (pause: number | undefined) => Math.max(MIN_GAP, pause ?? 0) + extraGap;

  const hookEnd = LEAD_IN + titleHold + parts.hook;
  const title = { start: 0, speechAt: LEAD_IN + titleHold, end: hookEnd + gapAfter(parts.hookPause) };
  let clock = title.end;
  const scenes = parts.scenes.map((part) => {
    const length = Math.max(SCENE_LEAD + part.speech + gapAfter(part.pauseAfter), part.hold ?? 0);
    const slot = { start: clock, speechAt: clock + SCENE_LEAD, end: clock + length };
    clock = slot.end;
    return slot;
  });
  const end = { start: clock, speechAt: clock + SCENE_LEAD, end: clock + SCENE_LEAD + parts.closing + endHold };
  return { title, scenes, end, total: end.end };
}

/** The shortest the video can be with this speech and these hints. */
export function naturalLength(parts: PartLengths, gap = MIN_GAP): number {
  const after = (pause: number | undefined) => Math.max(gap, pause ?? 0);
  const scenes = parts.scenes.reduce((sum, part) => sum + Math.max(SCENE_LEAD + part.speech + after(part.pauseAfter), part.hold ?? 0), 0);
  return LEAD_IN + parts.hook + after(parts.hookPause) + scenes + SCENE_LEAD + parts.closing + MIN_END_HOLD;
}
