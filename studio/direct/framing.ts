import type { VideoOptions } from "@common/video-options";
import type { StoryAnalysis } from "./analyse";
import type { Mention } from "./mentions";
import { byProminence, type Person } from "./people";
import type { Unit } from "./plot";
import { genreTone, moodTone, trendHook, type TitleThing } from "./tone";
import { pick, spokenWords, titleCase } from "./text";
import type { Cast } from "./voices";

const MAX_LINE_CHARS = 200;
// A subject phrase longer than this makes a hook nobody can say in one breath; the genre's bare hook is used instead.
const MAX_SUBJECT_WORDS = 9;

/**
 * The hook: [trend opener] + the genre's line about the story's real subject + the plot's cue + the mood's tail
 * (when enhancing and there is time). Every piece is a whole sentence; pieces are dropped, never cut, to fit.
 */
export function writeHook(analysis: StoryAnalysis, options: VideoOptions, cast: Cast, storyOrder: Unit[], compact: 0 | 1 | 2): string {
  const genre = genreTone(options.genre, analysis.sombre);
  const subject = hookSubject(analysis, options, cast, storyOrder);
  const withAuthor = Boolean(subject && / me$/.test(subject));
  const full = subject ? (withAuthor && genre.pairHook ? genre.pairHook : pick(genre.hooks, analysis.seed))(subject) : genre.bareHook;
  // Cut hardest, the hook gives its words to the story: the title still names the subject.
  const line = compact === 2 && genre.bareHook.length < full.length ? genre.bareHook : full;
  const cue = plotCue(analysis, options, storyOrder);
  const tail = options.enhanceNarrative && compact === 0 ? moodTone(options.mood, analysis.sombre).hookTail : undefined;
  const trend = options.optimizeForTrends ? trendHook(options.genre, options.socialPlatform) : undefined;
  return fitLine([trend, line, cue, cue && compact ? undefined : tail], [3, 2, 0, 1], genre.bareHook);
}

export function writeClosing(analysis: StoryAnalysis, options: VideoOptions, storyOrder: Unit[], compact: 0 | 1 | 2): string {
  const genre = genreTone(options.genre, analysis.sombre);
  const ending = storyOrder[storyOrder.length - 1];
  const mentions = ending?.told.flatMap((t) => t.sentence.mentions) ?? [];
  // The ending's own thing when it is one the story is about ("the castle"), else the story's main thing: "what
  // happened with the home" or "…with the hands" names a word, not the story.
  const central = new Set(analysis.things.filter((m) => isShowable(m, analysis)).slice(0, 3).map((m) => m.key));
  const thing = mentions.find((m) => m.kind === "thing" && isShowable(m, analysis) && central.has(m.key)) ?? analysis.things.find((m) => isShowable(m, analysis));
  const subject = thing ? thingPhrase(thing, analysis.story) : undefined;
  const line = subject && compact < 2 ? pick(genre.closings, analysis.seed >>> 3)(subject) : genre.bareClosing;
  return fitLine([line, compact === 2 ? undefined : moodTone(options.mood, analysis.sombre).closingTail], [1, 0], genre.bareClosing);
}

// The sentences where a story sets out what it is about ("Results day. Amara made me open her envelope…").
const SET_UP_SENTENCES = 2;

/**
 * The genre's title for the story's main person (by name when it gives one, else as the story calls them: "The
 * Manager", "My Husband") and its central thing ("the Sleeve", "Santorini").
 */
export function writeTitle(analysis: StoryAnalysis, options: VideoOptions): string {
  const person = [...analysis.people].sort(byProminence)[0];
  const personName = person ? (person.named ? person.name : titleCase(person.phrase)) : undefined;
  const thing = centralThing(analysis);
  const thingName: TitleThing | undefined = thing ? { name: titleCase(thing.text), the: titleCase(thingPhrase(thing, analysis.story)), proper: thing.proper } : undefined;
  const titled = genreTone(options.genre, analysis.sombre).title(personName, thingName);
  const fallback = spokenWords(analysis.story).slice(0, 6).join(" ").replace(/[.,;:!?]+$/, "");
  const title = titleCase(titled ?? fallback) || "Untitled";
  return title.length <= 80 ? title : title.slice(0, 80).replace(/\s+\S*$/, "");
}

function centralThing(analysis: StoryAnalysis): Mention | undefined {
  return analysis.things.find((m) => isShowable(m, analysis) && isCentral(m, analysis));
}

/**
 * A thing the story is about: said more than once, or a thing of its set-up (where a story says what it is about);
 * never an object met once on the way (the mailbox a bike wobbles past), nor a place said once ("since I was at
 * school"), which is where something happened, not what it was about.
 */
function isCentral(mention: Mention, analysis: StoryAnalysis): boolean {
  const said = analysis.sentences.flatMap((s) => s.mentions).filter((m) => m.key === mention.key).length;
  const setUp = analysis.sentences.slice(0, SET_UP_SENTENCES).some((s) => s.mentions.some((m) => m.key === mention.key));
  return said > 1 || (setUp && mention.kind === "thing");
}

/**
 * Joins whole sentences; while too long, drops the optional ones in `dropOrder` (indices, first dropped first).
 * The first non-empty required piece is never dropped; if it alone is too long, `fallback` stands in.
 */
function fitLine(pieces: (string | undefined)[], dropOrder: number[], fallback: string): string {
  const kept = [...pieces];
  const joined = () => kept.filter(Boolean).join(" ");
  for (const index of dropOrder) {
    if (joined().length <= MAX_LINE_CHARS) break;
    kept[index] = undefined;
  }
  const text = joined();
  return text && text.length <= MAX_LINE_CHARS ? text : fallback;
}

/** "my grandma Rosa and the sandcastle"; with duo/ensemble, the people the video is about ("my grandma Rosa and me"). */
function hookSubject(analysis: StoryAnalysis, options: VideoOptions, cast: Cast, storyOrder: Unit[]): string | undefined {
  const { firstPerson } = analysis;
  // Fewer people rather than no subject: "my grandma Rosa, my brother Sam and me", else "my grandma Rosa and me".
  for (let count = cast.focus.length; count > 0; count--) {
    const people = cast.focus.slice(0, count).map((p) => p.phrase);
    const subject = fitSubject(listOf(firstPerson ? [...people, "me"] : people));
    if (subject) return subject;
  }
  // A flashback opens on the ending, so its hook names the ending; a twist's hook must not name what the reveal shows.
  const source = options.plotType === "flashback" ? storyOrder.slice(-1) : storyOrder.slice(0, 2);
  const hidden = options.plotType === "twist" ? new Set(storyOrder.slice(-1).flatMap((u) => u.told.flatMap((t) => t.sentence.mentions.map((m) => m.key)))) : new Set<string>();
  const mentions = source.flatMap((u) => u.told.flatMap((t) => t.sentence.mentions)).filter((m) => !hidden.has(m.key));
  // The opening's person, else the person the story is most about (when the opening names nobody: "Results day.").
  const person = mainPerson(analysis, mentions) ?? (options.plotType === "twist" ? undefined : mainPerson(analysis, analysis.sentences.flatMap((s) => s.mentions)));
  // A twist's hook names only its person: any thing of the setup may turn out to be the reveal's. Otherwise the
  // opening's thing the story says most ("the phone", not "the corridor" it rings at the end of).
  const things = options.plotType === "twist" ? [] : mentions.filter((m) => m.kind !== "person" && isShowable(m, analysis) && isCentral(m, analysis));
  const rank = (m: Mention) => analysis.things.findIndex((t) => t.key === m.key);
  const thing = [...things].sort((a, b) => rank(a) - rank(b))[0];
  const parts = [person ? person.phrase : undefined, thing ? thingPhrase(thing, analysis.story) : undefined].filter((p): p is string => Boolean(p));
  return parts.length ? fitSubject(listOf(parts)) : undefined;
}

function mainPerson(analysis: StoryAnalysis, mentions: Mention[]): Person | undefined {
  const keys = new Set(mentions.filter((m) => m.kind === "person").map((m) => m.key));
  return [...analysis.people].filter((p) => keys.has(p.key)).sort(byProminence)[0];
}

function fitSubject(subject: string): string | undefined {
  return spokenWords(subject).length <= MAX_SUBJECT_WORDS ? subject : undefined;
}

function listOf(items: string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// "the sandcastle"; a name as the story says it: "Cornwall", but "the Ritz" and "Arthur's Seat".
export function thingPhrase(mention: Mention, story: string): string {
  if (!mention.proper || !/^\p{Lu}/u.test(mention.text)) return `the ${mention.text}`;
  const escaped = mention.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const owner = story.match(new RegExp(`(\\p{Lu}\\p{L}*['’]s) ${escaped}\\b`, "u"))?.[1];
  if (owner) return `${owner} ${mention.text}`;
  return new RegExp(`\\bthe ${escaped}\\b`, "i").test(story) ? `the ${mention.text}` : mention.text;
}

// Words that name no story: everybody has hands and a home.
const GENERIC = new Set(
  "home house room hands hand face head eyes eye feet foot arms arm legs leg back hair mouth people person work street road place side floor wall door window".split(" "),
);

// A thing a hook can point at: a word of letters, not a number, a body part or a stray symbol the tagger took for a
// noun; and written by the author as it will be said ("AAB" is not "the aab").
function isShowable(mention: Mention, analysis: StoryAnalysis): boolean {
  if (!/^[\p{L}][\p{L}' -]*$/u.test(mention.text) || mention.text.length < 3 || GENERIC.has(mention.text.toLowerCase())) return false;
  return new RegExp(`(?<![\\p{L}])${mention.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(analysis.story);
}

function plotCue(analysis: StoryAnalysis, options: VideoOptions, storyOrder: Unit[]): string | undefined {
  switch (options.plotType) {
    case "linear":
      return undefined;
    case "flashback":
      return "This is how it ended. Now, back to how it started.";
    case "twist":
      return "You won't guess how it ends.";
    case "multithread": {
      const [a, b] = threadPeople(analysis, storyOrder);
      return a && b ? `Follow ${a}. Then follow ${b}.` : undefined;
    }
  }
}

// The person each thread follows, named as the story names them alone ("Rosa", or "my mum" when unnamed).
function threadPeople(analysis: StoryAnalysis, storyOrder: Unit[]): (string | undefined)[] {
  const used = new Set<string>();
  return [0, 1].map((thread) => {
    const mentions = storyOrder.filter((u) => u.thread === thread).flatMap((u) => u.told.flatMap((t) => t.sentence.mentions)).filter((m) => !used.has(m.key));
    const person = mainPerson(analysis, mentions);
    if (!person) return undefined;
    used.add(person.key);
    return person.named ? person.name : person.phrase;
  });
}
