/**
 * Where each spoken part sits on the video's clock, and how long each shot holds. The scenes are spoken end to end
 * with a breath between lines; time the video still needs to reach its length is spent holding the title card and
 * the last shot over the music, never in longer silences between lines.
 */
export type Slot = { start: number; speechAt: number; end: number };
export type Schedule = { title: Slot; scenes: Slot[]; end: Slot; total: number };

/** Seconds of speech per part, with the writer's optional hints: a pause after a part and a minimum time on screen. */
export type ScenePart = { speech: number; pauseAfter?: number; hold?: number };
export type PartLengths = {
  hook: number;
  hookPause?: number;
  scenes: ScenePart[];
  closing: number;
  /**
   * The parts are cut from the person's own recording, each from just before its first word with the pauses after it
   * (recorded-narration.ts): they are laid end to end as recorded, with no breath, lead or hold added between them, so
   * the recording plays as it was spoken and every scene starts as its first word is said.
   */
  ownTiming?: boolean;
};

const LEAD_IN = 0.35;
const SCENE_LEAD = 0.2;
const MIN_GAP = 0.3;
/** The longest breath between lines; a written pause beyond it (a twist's held beat) is kept as written. */
const MAX_GAP = 0.6;
const END_HOLD = 1.4;
/** The slowest title entrance (documentary: 0.1 + 1.4 s) has finished, so the thumbnail taken at the card's end shows the whole title. */
const TITLE_MIN = 1.6;
/** The most a short story's video is padded: the title card held this much longer, the last shot and end card the rest. */
const TITLE_HOLD_MAX = 2.5;
const END_HOLD_MAX = 6;

/**
 * Lays the spoken parts end to end with short breaths between them. Time left before `target` holds the title card
 * (up to TITLE_HOLD_MAX) and the end (up to END_HOLD_MAX); a story too short to reach `target` even then is made at
 * that length (the wizard says so before the credit is spent). Returns the natural length when that is already
 * longer; the caller speeds speech up.
 */
export function schedule(parts: PartLengths, target: number): Schedule {
  const spare = Math.max(0, target - layout(parts, 0).total);
  const titleHold = parts.ownTiming ? 0 : Math.min(TITLE_HOLD_MAX, spare * 0.35);
  const lead = parts.ownTiming ? 0 : SCENE_LEAD;
  const endHold = Math.min(END_HOLD_MAX, spare - titleHold);
  const speech = layout(parts, titleHold);
  const total = speech.total + endHold;
  const endStart = speech.scenesEnd;
  const starts = [speech.sceneStarts[0]!, ...speech.sceneStarts.slice(1)];
  const ends = [...speech.sceneStarts.slice(1), endStart];
  return {
    title: { start: 0, speechAt: LEAD_IN, end: speech.sceneStarts[0]! },
    scenes: parts.scenes.map((_, i) => ({
      start: starts[i]!,
      speechAt: speech.sceneStarts[i]! + lead,
      end: ends[i]!,
    })),
    end: { start: endStart, speechAt: endStart + lead, end: total },
    total,
  };
}

/** The shortest the video can be with this speech and these hints. */
export function naturalLength(parts: PartLengths): number {
  return layout(parts, 0).total;
}

// A written pause up to MAX_GAP is a breath and is kept between MIN_GAP and MAX_GAP; a longer one is a held beat.
function gapAfter(pause: number | undefined): number {
  const written = pause ?? 0;
  return written > MAX_GAP ? written : Math.max(MIN_GAP, written);
}

/** Where each scene's time starts when the title card is held `titleHold` seconds past its speech. */
function layout(parts: PartLengths, titleHold: number) {
  const own = parts.ownTiming === true;
  const lead = own ? 0 : SCENE_LEAD;
  const breath = (pause: number | undefined) => (own ? 0 : gapAfter(pause));
  const hookEnd = parts.hook > 0 ? LEAD_IN + parts.hook + breath(parts.hookPause) : 0;
  let clock = Math.max(TITLE_MIN, hookEnd) + titleHold;
  // The last scene's breath is the end card's: its words end the story, and the card holds after them.
  const sceneStarts = parts.scenes.map((part, i) => {
    const start = clock;
    const gap = i === parts.scenes.length - 1 ? 0 : breath(part.pauseAfter);
    clock += Math.max(lead + part.speech + gap, own ? 0 : (part.hold ?? 0));
    return start;
  });
  const closing = parts.closing > 0 ? lead + parts.closing : 0;
  return { sceneStarts, scenesEnd: clock, total: clock + closing + END_HOLD };
}
