import type { VideoOptions } from "@common/video-options";
import type { Scene, Script } from "@common/script";
import type { StoryAnalysis } from "./analyse";
import { placeDetail, sensoryDetail, type DetailContext } from "./details";
import { toldText, type Plan } from "./fit-plan";
import { chooseHook, writeTitle, type Hook } from "./framing";
import { standsAlone } from "../language/clauses";
import { writeHashtags } from "./hashtags";
import { showLostNames } from "./lost-names";
import type { Mention } from "../language/mentions";
import { shortPhrase, spokenPhrase } from "./on-screen";
import { isGroup, type Person, PRONOUNS_OF, pronounGenders } from "../language/people";
import { orderUnits, threadPeople, type Unit } from "./plot";
import { capitalise, outsideQuotes, spokenWords } from "../language/text";
import { GENRE_TONES, MAX_PAUSE_MS, REVEAL_PAUSE_MS, scenePauseMs, speakingRate } from "./tone";
import {
  buildUnits,
  groupUnits,
  MAX_NARRATION_CHARS,
  MAX_SCENES,
  segmentsOf,
  type Segment,
  type UnitContext,
} from "./units";
import { castVoices } from "./speaking-cast";
import { genderOfFirstName } from "../language/first-names";
import { taggedTerms } from "../language/tagged-terms";

// A narrator's lead-in and the quotation after it are one moment: a short breath between them, not a scene pause.
const SPEECH_PAUSE_MS = 150;

type Context = UnitContext;

/**
 * The script as an editor makes it from the story: the author's sentences (whole, or tightened by the plan) in the
 * plot's order, a hook that is one of them, no closing line of the writer's own. `take` chooses among the ways the
 * same story can be opened, titled and tightened.
 */
export function assembleScript(analysis: StoryAnalysis, options: VideoOptions, plan: Plan, take = 0): Script {
  const ctx: Context = { analysis, options, plan, cast: castVoices(options.characterCount, analysis) };
  const hook = hookFor(ctx, take);
  const units = buildUnits(ctx).filter(
    (unit) => !(hook && hook.from !== "teaser" && unit.told.some((t) => t.sentence.index === hook.sentence)),
  );
  const storyUnits = groupUnits(ctx, units, MAX_SCENES);
  const hookText = hook ? namedHook(analysis, hook, options.enhanceNarrative) : "";
  const ordered = withNamedReferences(
    analysis,
    orderUnits(
      storyUnits,
      options.plotType,
      hook?.from === "ending",
      !standsAlone(storyUnits.at(-1)?.told[0]?.text ?? ""),
    ),
    hook,
  );
  const { scenes, sources } = writeScenes(ctx, ordered);
  const script: Script = {
    title: writeTitle(analysis, take),
    hook: hookText,
    scenes,
    closing: "",
    hashtags: writeHashtags(analysis, options.genre, options.mood, options.socialPlatform, options.optimizeForTrends),
    voices: ctx.cast.voices,
    writer: "local",
    pace: {
      wordsPerMinute: speakingRate(options.genre, options.mood),
      hookPauseMs: scenePauseMs(options.genre, options.mood),
      targetSeconds: 1,
    },
  };
  return showLostNames(analysis, script, sources);
}

// The hook's sentence must still be told under the plan, and at least one sentence must be left for the scenes; a
// teaser repeats a line, so it is the first thing to go when the story needs the time.
function hookFor(ctx: Context, take: number): Hook {
  const hook = chooseHook(ctx.analysis, ctx.options, take);
  if (!hook || !ctx.plan.told.has(hook.sentence)) return undefined;
  if (hook.from === "teaser" && ctx.plan.compact > 0) return undefined;
  const others = [...ctx.plan.told.keys()].filter((i) => i !== hook.sentence);
  return others.length ? hook : undefined;
}

/** The scenes, and for each the story sentences it tells. */
function writeScenes(ctx: Context, ordered: Unit[]): { scenes: Scene[]; sources: number[][] } {
  const { analysis, options, plan } = ctx;
  const usedDetails = new Set<string>();
  const opening = analysis.sentences
    .slice(0, 2)
    .flatMap((s) => s.mentions)
    .filter((m) => m.kind === "place");
  const detailContext: DetailContext = {
    night: analysis.night,
    present: analysis.present,
    settings: new Set(opening.map((m) => m.text.toLowerCase())),
    story: analysis.story,
  };
  const scenes: Scene[] = [];
  const sources: number[][] = [];
  const threads = options.plotType === "multithread" ? threadNames(analysis, ordered) : undefined;
  const started = new Set<number>();
  ordered.forEach((unit, unitIndex) => {
    const segments = segmentsOf(ctx, unit);
    const first = unit.told[0];
    const mentions = unit.told.flatMap((t) => t.sentence.mentions);
    // The reveal and the ending told first are the story's point: nothing is said over them.
    const narrative =
      unit.told.some((t) => t.sentence.narrative) && unit.role !== "reveal" && unit.role !== "ending-first";
    const detail =
      first && narrative && plan.details.has(first.sentence.index)
        ? (sensoryDetail(unit.told.map((t) => t.text).join(" "), mentions, detailContext, usedDetails) ??
          placeDetail(first.sentence.setting, unit.told.map((t) => t.text).join(" "), detailContext, usedDetails))
        : undefined;
    // After a whole sentence of the narrator's, never after a lead-in to someone's words ("My husband asked:").
    const detailAt = detail ? lastIndexOf(segments, (s) => s.voice === 0 && Boolean(s.text)) : -1;
    segments.forEach((segment, i) => {
      const text = segment.text || segment.leadIn || "";
      const lead = segment.text ? segment.leadIn : undefined;
      const narration = [text, i === detailAt ? detail : undefined, lead].filter(Boolean).join(" ");
      const lastOfUnit = !segments[i + 1];
      const firstFlashback =
        i === 0 && unit.role === "flashback" && (unitIndex === 0 || ordered[unitIndex - 1]?.role === "ending-first");
      const pause = lastOfUnit ? pauseAfter(ctx, ordered[unitIndex + 1]) : SPEECH_PAUSE_MS;
      const written = writeScene(
        ctx,
        unit,
        segment,
        narration,
        scenes.length,
        pause,
        i === 0 ? (firstFlashback ? "earlier" : "first") : "rest",
      );
      // Each thread is named on screen where it starts ("Rosa · …"), so two people's lines can be told apart.
      const threadName = threads?.[unit.thread];
      const scene =
        threadName && !started.has(unit.thread)
          ? { ...written, onScreenText: onScreenWithName(threadName, written.onScreenText) }
          : written;
      started.add(unit.thread);
      scenes.push(i === detailAt && detail ? { ...scene, addedDetail: detail } : scene);
      sources.push(unit.told.map((t) => t.sentence.index));
    });
  });
  return { scenes, sources };
}

// The person each thread follows, as the story calls them alone ("Rosa", "my mum"): the one of the two people a
// thread's first sentence naming either of them names first.
function threadNames(analysis: StoryAnalysis, units: Unit[]): (string | undefined)[] {
  const people = threadPeople(analysis);
  if (people.length < 2) return [];
  const names: (string | undefined)[] = [];
  const used = new Set<string>();
  for (const unit of units) {
    if (names[unit.thread] !== undefined) continue;
    const key = unit.told
      .flatMap((t) => t.sentence.mentions)
      .find((m) => people.some((p) => p.key === m.key) && !used.has(m.key))?.key;
    const person = people.find((p) => p.key === key);
    if (!person) continue;
    used.add(person.key);
    names[unit.thread] = person.named ? person.name : capitalise(person.phrase);
  }
  return names;
}

function onScreenWithName(name: string, text: string): string {
  // "The examiner · The examiner": a line that is only the name needs it once.
  if (text.toLowerCase() === name.toLowerCase()) return text;
  const named = `${name} · ${text}`;
  return named.length <= 80 ? named : name;
}

/**
 * Every he, she, him and her is said after the viewer has met who it stands for. When the sentence that named
 * someone was dropped or now comes later (a flashback's ending, a hook), the first pronoun that points at them takes
 * their name, as the story gives it ("Then Priya said…").
 */
function withNamedReferences(analysis: StoryAnalysis, units: Unit[], hook: Hook): Unit[] {
  // Who a she or a he would be taken for now: the person of that gender the viewer heard named last.
  const lastSaid = new Map<"female" | "male", string>();
  const hookSentence = hook ? analysis.sentences[hook.sentence] : undefined;
  if (hookSentence) {
    for (const { person, gender } of antecedents(analysis, hookSentence.index)) lastSaid.set(gender, person.key);
    hear(analysis, hookSentence.index, lastSaid);
  }
  return units.map((unit) => ({
    ...unit,
    told: unit.told.map((told) => {
      const text = namedFor(analysis, told.sentence.index, told.text, lastSaid);
      hear(analysis, told.sentence.index, lastSaid);
      return text === told.text ? told : { ...told, text };
    }),
  }));
}

// A sentence names people: each becomes who a pronoun of their gender (either, when the story gives none) would mean.
function hear(analysis: StoryAnalysis, index: number, lastSaid: Map<"female" | "male", string>) {
  for (const m of analysis.sentences[index]?.mentions ?? []) {
    const person = m.kind === "person" ? analysis.people.find((p) => p.key === m.key) : undefined;
    if (!person || !isOnePerson(person)) continue;
    const gender = genderOf(person);
    if (gender) lastSaid.set(gender, person.key);
    // Someone the story gives no gender (a name alone, a pet) is who a pronoun means only while no one else is.
    else for (const g of ["female", "male"] as const) if (!lastSaid.has(g)) lastSaid.set(g, person.key);
  }
}

// The hook is heard first: a he or she in it is said as the person's name (a flashback's "He asked to go home").
function namedHook(analysis: StoryAnalysis, hook: NonNullable<Hook>, enhance: boolean): string {
  return namedFor(analysis, hook.sentence, toldText(analysis.sentences[hook.sentence]!, 0, enhance), new Map());
}

/**
 * The sentence's text with the first pronoun of each person it points at said as their name, when a viewer would
 * take that pronoun for someone else (or for no one): the person was cut, comes later, or another of that gender was
 * named since. A sentence that names someone of that gender itself keeps its pronouns ("Carmen … in her own words").
 */
function namedFor(
  analysis: StoryAnalysis,
  index: number,
  text: string,
  lastSaid: Map<"female" | "male", string>,
): string {
  const lower = text.toLowerCase();
  const own = (analysis.sentences[index]?.mentions ?? [])
    .filter((m) => m.kind === "person")
    .map((m) => ({ at: lower.indexOf(m.text.toLowerCase()), person: analysis.people.find((p) => p.key === m.key) }));
  let named = text;
  for (const { person, gender } of antecedents(analysis, index)) {
    if (lastSaid.get(gender) === person.key) continue;
    // Only someone named before the pronoun is who it means: "When she finished, … the girl" still needs her name.
    const pronounAt = lower.search(PRONOUNS_OF[gender]);
    const namedBefore = own.filter(({ at, person: p }) => at >= 0 && at < pronounAt && p && isOnePerson(p));
    // "The vicar was checking his watch": whoever the sentence names first that the pronoun could mean is who it means.
    if (namedBefore.some(({ person: p }) => genderOf(p!) === gender || !genderOf(p!))) continue;
    const next = namePronoun(named, person, gender);
    if (next !== named) lastSaid.set(gender, person.key);
    named = next;
  }
  return named;
}

const PRONOUN_GENDERS: Record<string, "female" | "male"> = {
  she: "female",
  her: "female",
  hers: "female",
  he: "male",
  him: "male",
  his: "male",
};

// Who a sentence's she/her and he/him point at: for each, the person of that gender the story named last before it.
function antecedents(analysis: StoryAnalysis, index: number): { person: Person; gender: "female" | "male" }[] {
  const sentence = analysis.sentences[index];
  if (!sentence) return [];
  const chosen = new Set<string>();
  return pronounGenders(sentence.text).flatMap((gender) => {
    const person = namedBefore(analysis, index, gender, chosen);
    if (!person) return [];
    chosen.add(person.key);
    return [{ person, gender }];
  });
}

/**
 * The person a she or he points at, from the people named before the sentence: the story's own gender for them (the
 * latest named), else a title's ("Mr Kowalczyk"), else the latest named person of no known gender (a name alone, a
 * pet); never one whose title says otherwise, nor one already taken by the sentence's other pronoun.
 */
function namedBefore(
  analysis: StoryAnalysis,
  index: number,
  gender: "female" | "male",
  taken: ReadonlySet<string>,
): Person | undefined {
  // "her grandmother gave me…": the people the sentence names are not who its pronouns point at.
  const own = new Set(analysis.sentences[index]?.mentions.map((m) => m.key));
  // The latest sentence first, and in it whoever it names first (most often who did what: "the cleaner, Kofi, laid…").
  // A sentence that says "she" before naming anyone she could be goes on about the same woman, and whom it names is
  // someone else ("she knitted Iris a blanket" is not about Iris): they are passed over, there and before.
  const latest = (fits: (p: Person) => boolean, nearOnly: boolean): Person | undefined => {
    const others = new Set<string>();
    for (let i = index - 1; i >= 0; i--) {
      const sentence = analysis.sentences[i];
      if (!sentence) continue;
      const lower = outsideQuotes(sentence.text).toLowerCase();
      const said = lower.search(PRONOUNS_OF[gender]);
      const candidates = sentence.mentions
        .map((m) => ({
          at: lower.indexOf(m.text.toLowerCase()),
          person: m.kind === "person" ? analysis.people.find((p) => p.key === m.key) : undefined,
        }))
        .filter(
          (c): c is { at: number; person: Person } =>
            Boolean(c.person) &&
            isOnePerson(c.person!) &&
            !taken.has(c.person!.key) &&
            !own.has(c.person!.key) &&
            fits(c.person!),
        );
      // "She held Iris", "the week Ada was born, she knitted Ada a blanket": whom that "she" does something to is
      // someone else.
      // Not someone named after it in a clause of their own: in "When he died, my uncle Besnik found the keys", Besnik
      // is the latest man named, whom the next "he" means.
      const doneTo = (at: number) => at > said && !CLAUSE_BREAK.test(lower.slice(said, at));
      if (said >= 0)
        for (const c of candidates)
          if (doneTo(c.at) || doneTo(lower.lastIndexOf(c.person.key))) others.add(c.person.key);
      if (said >= 0 && candidates.every((c) => c.at < 0 || others.has(c.person.key))) continue;
      const first = candidates.find((c) => c.at >= 0 && !others.has(c.person.key));
      if (first) return first.person;
      // Someone the story gives no gender is whom a "she" means only from the sentence just before (or the run of
      // "she" sentences that goes on about them), never from further back: "my colleague Sanne" three sentences ago
      // is not the daughter who "was getting married that afternoon".
      if (nearOnly && said < 0) return undefined;
    }
    return undefined;
  };
  return latest((p) => genderOf(p) === gender, false) ?? latest((p) => genderOf(p) === undefined, true);
}

// Where a clause with a subject of its own may start after a pronoun.
const CLAUSE_BREAK = /[,;:—–]|\b(?:and|but|so|then|when|while|because|until|before|after)\b/;

// A title says it outright ("Mr Adeyemi" is a man whatever pronoun the story put near him); else the story's words;
// else a first name almost everyone given is a woman or a man (Ethan, Linda), the weakest evidence.
function genderOf(person: Person): "female" | "male" | undefined {
  return titleGender(person) ?? person.gender ?? (person.named ? genderOfFirstName(person.name) : undefined);
}

function titleGender(person: Person): "female" | "male" | undefined {
  if (/^mr\b/i.test(person.name)) return "male";
  if (/^(?:mrs|ms|miss)\b/i.test(person.name)) return "female";
  return undefined;
}

// Words for many people or for nobody in particular: never who a "she" or a "he" is.
const NOT_ONE_PERSON =
  /^(?:people|everyone|everybody|someone|somebody|anyone|nobody|crowd|family|team|class|audience|staff|police)$/i;

// "he" is one person the story named: not "the other parents", not "people".
function isOnePerson(person: Person): boolean {
  const head = person.phrase.split(/\s+/).pop() ?? "";
  if (NOT_ONE_PERSON.test(head) || NOT_ONE_PERSON.test(person.name)) return false;
  return !isGroup(person);
}

const PERCEPTION_VERBS =
  /^(?:see|saw|seen|sees|seeing|watch|watched|hear|heard|made|make|let|help|helped|felt|feel|noticed)$/i;

// The first pronoun outside a quotation becomes the person's name ("she" → "Priya", "her" → "Priya's" or "Priya").
function namePronoun(text: string, person: Person, gender: "female" | "male"): string {
  const name = person.named ? person.name : person.phrase;
  const terms = taggedTerms(text);
  let quoted = false;
  let done = false;
  let changed = false;
  const out = terms.map((term, i) => {
    const opens = /["“]/u.test(term.pre);
    if (opens) quoted = true;
    const word = term.text.toLowerCase();
    let said = term.text;
    // "He'd" is that pronoun too, but "Mr Kowalczyk'd" is no way to say it: such a sentence keeps its pronouns.
    const contracted = /^(?:she|he)['’]\p{L}+$/u.test(word) && PRONOUN_GENDERS[word.replace(/['’].*$/u, "")] === gender;
    if (!quoted && !done && contracted) done = true;
    if (!quoted && !done && PRONOUN_GENDERS[word] === gender) {
      // "her laugh" after "seen" is her laughing: after a verb of seeing, hearing or making, "her" is the object.
      const perceived = PERCEPTION_VERBS.test(terms[i - 1]?.text ?? "");
      const next = terms[i + 1];
      const possessive =
        word === "his" ||
        (word === "her" &&
          !perceived &&
          term.tags.includes("Possessive") &&
          Boolean(
            next &&
              ((["Noun", "Adjective", "Value"].some((tag) => next.tags.includes(tag)) &&
                !next.tags.includes("Pronoun")) ||
                next.text.toLowerCase() === "own"),
          ));
      said = possessive ? `${name}'s` : name;
      if (i === 0 || /[.!?]\s*$/.test(terms[i - 1]?.post ?? "")) said = capitalise(said);
      done = true;
      changed = true;
    }
    if (/["”]/u.test(term.post)) quoted = false;
    return `${term.pre}${said}${term.post}`;
  });
  return changed ? out.join("").trim() : text;
}

function lastIndexOf<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return i;
  return -1;
}

/** Where a scene sits in its unit: only a unit's first scene carries the plot's label ("How it ended:", "Earlier:"). */
type Place = "first" | "earlier" | "rest";

function writeScene(
  ctx: Context,
  unit: Unit,
  segment: Segment,
  narration: string,
  index: number,
  pauseAfterMs: number,
  place: Place,
): Scene {
  const said = [segment.text, segment.leadIn].filter(Boolean).join(" ");
  const mentions = segmentMentions(unit, said);
  const first = unit.told[0]?.sentence;
  return {
    id: `scene-${index + 1}`,
    narration: fitNarration(narration),
    onScreenText: onScreen(ctx, unit, segment, place),
    voice: segment.voice,
    visual: {
      subjects:
        segment.voice > 0 ? [ctx.cast.voices[segment.voice]?.name ?? "speaker"] : subjectsOf(mentions, ctx.analysis),
      shot: shotFor(unit, index, mentions, ctx.plan.take),
      ...(first?.setting ? { setting: first.setting } : {}),
    },
    thread: unit.thread,
    pauseAfterMs,
    plotRole: unit.role,
  };
}

// Scenes are built from whole sentences of at most ~480 characters; the schema's 600 is a guard, never a cut.
function fitNarration(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= MAX_NARRATION_CHARS) return clean;
  const sentences = clean.split(/(?<=[.!?…]["”]?)\s+/u);
  let out = "";
  for (const sentence of sentences) {
    if ((out ? `${out} ${sentence}` : sentence).length > MAX_NARRATION_CHARS) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out || clean.slice(0, MAX_NARRATION_CHARS);
}

// The mentions said in this segment's words, in the order said.
function segmentMentions(unit: Unit, text: string): Mention[] {
  const lower = text.toLowerCase();
  const all = unit.told.flatMap((t) => t.sentence.mentions);
  return all
    .filter((m) => lower.includes(m.text.toLowerCase()))
    .sort((a, b) => lower.indexOf(a.text.toLowerCase()) - lower.indexOf(b.text.toLowerCase()));
}

function onScreen(ctx: Context, unit: Unit, segment: Segment, place: Place): string {
  const said = segment.text || segment.leadIn || "";
  const label = plotLabel(ctx, unit, place);
  // The label's words come out of the phrase's, so the whole line still reads at a glance.
  const room = ON_SCREEN_WORDS - (label ? label.split(/\s+/).length : 0);
  const phrase = segment.voice > 0 ? spokenPhrase(said, room) : shortPhrase(said, room);
  return label ? `${label} ${phrase}` : phrase;
}

const ON_SCREEN_WORDS = 7;

function plotLabel(ctx: Context, unit: Unit, place: Place): string | undefined {
  if (place === "rest") return undefined;
  if (unit.role === "ending-first") return "How it ended:";
  if (place === "earlier") return "Earlier:";
  if (unit.role === "reveal") return GENRE_TONES[ctx.options.genre].revealLabel;
  return undefined;
}

function subjectsOf(mentions: Mention[], analysis: StoryAnalysis): string[] {
  const subjects = [...new Set(mentions.map((m) => m.text))].slice(0, 6);
  if (subjects.length) return subjects;
  // A line that names nothing shows the story's main thing, else the story's longest word.
  const main = analysis.things[0]?.text;
  if (main) return [main];
  const longest = spokenWords(analysis.story)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ""))
    .reduce((best, w) => (w.length > best.length ? w : best), "");
  return [longest || "story"];
}

// Another take frames its scenes another way: the wide establishing shot moves, people come closer or stay medium.
function shotFor(unit: Unit, index: number, mentions: Mention[], take: number): "wide" | "medium" | "close" {
  if (unit.role === "reveal" || unit.role === "ending-first") return "close";
  if (index === take % 2) return "wide";
  const person = mentions.some((m) => m.kind === "person") && mentions.length <= 2;
  return person !== (take % 2 === 1) ? "close" : "medium";
}

// The breath after a scene: the mood's pause, at most MAX_PAUSE_MS; the held beat before a twist's reveal.
function pauseAfter({ options }: Context, next: Unit | undefined): number {
  if (next?.role === "reveal") return REVEAL_PAUSE_MS;
  return Math.min(MAX_PAUSE_MS, scenePauseMs(options.genre, options.mood));
}
