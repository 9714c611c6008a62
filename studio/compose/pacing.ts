/**
 * Where each spoken part sits on the video's clock, and how long each shot holds. When the cards are
 * kept short, the closing is spoken before its card (over the last scene) and the hook may run on
 * past its card (into the first scene).
 */
export type Slot = { start: number; speechAt: number; end: number };
export type Schedule = { title: Slot; scenes: Slot[]; end: Slot; total: number };

/** Seconds of speech per part, with the writer's optional hints: a pause after a part and a minimum time on screen. */
export type ScenePart = { speech: number; pauseAfter?: number; hold?: number };
export type PartLengths = { hook: number; hookPause?: number; scenes: ScenePart[]; closing: number };

const LEAD_IN = 0.35;
const SCENE_LEAD = 0.2;
const MIN_GAP = 0.3;
const MAX_GAP = 0.9;
const END_HOLD = 1.4;
/** The title and end cards together take at most this share of the video. */
export const CARD_SHARE = 0.15;
/** The slowest title entrance (documentary: 0.1 + 1.4 s) has finished, so the thumbnail taken at the card's end shows the whole title. */
const TITLE_MIN = 1.6;
/** Long enough for the end card to register as more than a flash. */
const END_MIN = 0.5;

/**
 * Lays the spoken parts end to end with short breaths between them. Time left before `target` goes
 * into the scenes: first longer breaths (up to MAX_GAP), then an equal hold at the end of every
 * scene, so the story breathes instead of the cards lingering. The cards get at most CARD_SHARE of
 * the video (END_MIN and TITLE_MIN aside, which only bind under 14 s).
 * Returns the natural length when that is already longer; the caller speeds speech up.
 */
export function schedule(parts: PartLengths, target: number): Schedule {
  const spare = Math.max(0, target - layout(parts, 0, 0).total);
  const extraGap = Math.min(MAX_GAP - MIN_GAP, (spare * 0.5) / (parts.scenes.length + 1));
  const extraHold = Math.max(0, target - layout(parts, extraGap, 0).total) / Math.max(1, parts.scenes.length);
  const speech = layout(parts, extraGap, extraHold);
  const { total } = speech;

  // Cards that carry their speech whole when both fit; otherwise the end card is only the hold after
  // the closing (spoken whole over the last scene), and the title card takes the rest of the share,
  // down to TITLE_MIN, the hook running on into the first scene when it is longer.
  const budget = CARD_SHARE * total;
  const hookCard = speech.sceneStarts[0]!;
  const closingCard = total - speech.scenesEnd;
  const endLength = hookCard + closingCard <= budget ? closingCard : Math.max(END_MIN, Math.min(END_HOLD, budget - TITLE_MIN));
  const titleEnd = Math.min(hookCard, Math.max(TITLE_MIN, budget - endLength));
  const endStart = total - endLength;

  const starts = [titleEnd, ...speech.sceneStarts.slice(1)];
  const ends = [...speech.sceneStarts.slice(1), endStart];
  return {
    title: { start: 0, speechAt: LEAD_IN, end: titleEnd },
    scenes: parts.scenes.map((_, i) => ({ start: starts[i]!, speechAt: speech.sceneStarts[i]! + SCENE_LEAD, end: ends[i]! })),
    end: { start: endStart, speechAt: speech.scenesEnd + SCENE_LEAD, end: total },
    total,
  };
}

/** The shortest the video can be with this speech and these hints. */
export function naturalLength(parts: PartLengths): number {
  return layout(parts, 0, 0).total;
}

/** Where each scene's time starts when the parts are spoken with these extra breaths and holds. */
function layout(parts: PartLengths, extraGap: number, extraHold: number) {
  const gapAfter = (pause: number | undefined) => Math.max(MIN_GAP, pause ?? 0) + extraGap;
  let clock = Math.max(TITLE_MIN, LEAD_IN + parts.hook + gapAfter(parts.hookPause));
  const sceneStarts = parts.scenes.map((part) => {
    const start = clock;
    clock += Math.max(SCENE_LEAD + part.speech + gapAfter(part.pauseAfter), part.hold ?? 0) + extraHold;
    return start;
  });
  return { sceneStarts, scenesEnd: clock, total: clock + SCENE_LEAD + parts.closing + END_HOLD };
}
