import { iconName, pictureId } from "../art/icons";
import { readCast, type StoryPerson, toldAsChild } from "../art/cast";
import { illustrateScene, storyContext } from "../art/illustrate";
import { personIcon } from "../art/person-words";
import { relationOf } from "../language/kinship";
import { findMentions } from "../language/mentions";
import { withoutPeopleElsewhere } from "../language/elsewhere";
import { narratedPart, withoutReports } from "../language/narrated";
import { wordIndex } from "../language/sentences";
import { taggedSentences } from "../language/tagged-terms";
import { collectPeople } from "../language/people";
import { narratorAction, narratorIsThere } from "./characters";
import { type Pictured, withReferredPeople } from "./referred-people";
import { type Gender, NARRATOR_WHO, type Scene, type ScenePicture, type Script } from "@common/script";

const computed = new WeakMap<Script, ScenePicture[][]>();

/**
 * Each scene's pictures: the script's own (the local writer's), else chosen here from the scene's narration and
 * subjects, read against the whole script (the chat writer's scripts, older scripts). A picture id the art set does
 * not know (an edited script) is dropped, its word kept. People a line only refers to ("she", "we") are added.
 */
export function scenePictures(script: Script): ScenePicture[][] {
  const cached = computed.get(script);
  if (cached) return cached;
  const lines = [script.hook, ...script.scenes.map((s) => s.narration), script.closing];
  const known = [
    ...knownGenders(lines),
    ...script.voices
      .filter((v) => v.role === "character")
      .map((v) => (v.gender ? { name: v.name, gender: v.gender } : { name: v.name })),
  ];
  const own = script.scenes.map((scene) =>
    scene.visual.pictures && saysEvery(scene.narration, scene.visual.pictures) ? scene.visual.pictures : undefined,
  );
  const hook = script.hook.trim();
  const context = own.some((pictures) => !pictures) || hook ? storyContext(lines, known) : {};
  const sameAs = oneName(readCast(lines, known));
  const named = script.scenes.map((scene, i) =>
    (own[i] ?? illustrateScene(scene.narration, subjectsSaid(scene), context))
      .filter((picture) => picture.kind !== "person" || isThere(scene.narration, picture.word))
      .map(({ picture, ...rest }) => sameAs(picture && iconName(picture) ? { ...rest, picture } : rest)),
  );
  // The hook is heard over the title card just before the first scene: "We built a sandcastle" after "my grandma
  // Rosa took me and my brother Sam to the beach" draws them both. Its own pictures are not drawn (the card is).
  const hookPictures = hook
    ? illustrateScene(hook, [...new Set((findMentions([hook])[0] ?? []).map((m) => m.text))].slice(0, 6), context)
    : [];
  const narrations = script.scenes.map((scene) => scene.narration);
  const childhood = toldAsChild(lines.join(" "));
  const narrator = narratorPicture(script, childhood);
  const grownUp = narratorPicture(script, false);
  const story = [hook, ...narrations].join(" ");
  const pictures = withReferredPeople([hookPictures, ...named], [hook, ...narrations], narrator)
    .slice(1)
    .map((scene, i) => withNarratorDoing(scene, narrations[i] ?? "", story, narrator))
    .map((scene, i) => (childhood && toldAsGrownUp(narrations[i] ?? "") ? asGrownUp(scene, grownUp) : scene));
  computed.set(script, pictures);
  return pictures;
}

/**
 * Whether the line puts the person in its scene, not only in what someone asked or said about them: "She … asked if
 * the tooth fairy has a budget" shows no fairy, "He told me Mum was coming" no mum. A sentence that tells an event
 * wholly in the past perfect ("Thiago had gone in after him", "Ngozi had passed") is the moment its scene shows, so its
 * people are there; one that tells a state or a habit before it ("Yusuf had been texting her every hour") is not.
 * Nor is whoever is only phoned or written to, or whom a letter or a call came from ("a letter from my grandfather").
 */
function isThere(narration: string, word: string): boolean {
  return taggedSentences(narration).some((sentence) => {
    const told = narratedPart(sentence.text);
    const event = !told.trim() && !/\bhad been\b/iu.test(sentence.text);
    return wordIndex(withoutPeopleElsewhere(event ? withoutReports(sentence.text) : told), word) >= 0;
  });
}

/**
 * Whether a scene still says every word its pictures were chosen for: a line edited in the wizard may no longer
 * mention the grandmother, and then her picture goes and the scene's pictures are chosen again from its new words.
 */
function saysEvery(narration: string, words: readonly { word: string }[]): boolean {
  const said = narration.toLowerCase();
  return words.every(({ word }) => said.includes(word.toLowerCase()));
}

/** The scene's subjects while its line still says them all; after an edit, the things its new line names. */
function subjectsSaid(scene: Scene): string[] {
  if (
    saysEvery(
      scene.narration,
      scene.visual.subjects.map((word) => ({ word })),
    )
  )
    return scene.visual.subjects;
  return [...new Set((findMentions([scene.narration])[0] ?? []).map((mention) => mention.text))].slice(0, 6);
}

/**
 * The people the script names with the gender its own words give them: a relation ("my brother Paulo"), a title, or
 * the pronouns that follow ("Jen screamed. She…"). They come before the first-name counts the pictures fall back on.
 */
function knownGenders(lines: readonly string[]): Array<{ name: string; gender: Gender }> {
  const said = lines.filter((line) => line.trim());
  return collectPeople(said, findMentions(said)).flatMap((p) =>
    p.named && p.gender ? [{ name: p.name, gender: p.gender }] : [],
  );
}

// "My brother and I walked to school", "Dad took me and Sam", "Noor drove me home": the narrator is there with them.
const WITH_THE_NARRATOR =
  /\b(?:and I|I and|[Mm]e and|and me|(?:drove|took|walked|carried|hugged|kissed|held|helped|taught|showed|handed|led|pulled|lifted|picked up|sat with|danced with) me)\b/u;

/**
 * A scene whose line has the narrator there with someone it pictures ("my brother and I walked to school") draws
 * them both; one that pictures nobody while its line has "I" do something a picture shows ("By sunset I rode to the end of
 * the lane") draws the narrator doing it; "I remember the smell of the bread" still shows the bread alone.
 */
function withNarratorDoing(
  scene: ScenePicture[],
  narration: string,
  story: string,
  narrator: Pictured,
): ScenePicture[] {
  if (scene.some((picture) => picture.who === NARRATOR_WHO)) return scene;
  if (scene.some((picture) => picture.kind === "person")) {
    // Named by the word the line says them with, so they enter the scene when it is said.
    const word = WITH_THE_NARRATOR.exec(narration)?.[0]
      .split(" ")
      .find((w) => /^(?:I|me|Me)$/u.test(w));
    if (word) return [...scene, { ...narrator, word }];
  }
  const pictured = scene.some((picture) => picture.kind === "person");
  return narratorAction(narration, story) || (!pictured && narratorIsThere(narration))
    ? [...scene, { ...narrator, word: "I" }]
    : scene;
}

// A story told from childhood that comes back to today: "Now I cook them every Sunday for my own kids", "Years later".
const GROWN_UP =
  /\b(?:years later|decades later|to this day|these days|nowadays|as an adult|my own (?:kids|children|son|daughter|grandchildren)|now,? (?:I|we) (?!was\b|were\b|had\b|could\b|knew\b|felt\b|realised\b|realized\b|saw\b|thought\b)[\p{L}']+)/iu;

function toldAsGrownUp(narration: string): boolean {
  return GROWN_UP.test(narration);
}

/** The scene's narrator drawn at the age the line tells them at. */
function asGrownUp(scene: ScenePicture[], grownUp: Pictured): ScenePicture[] {
  return scene.map((picture) => (picture.who === NARRATOR_WHO ? { ...picture, picture: grownUp.picture } : picture));
}

/** The author as "we" draws them: at the age the story is told from and the gender it gives, else neither. */
function narratorPicture(script: Script, childhood: boolean): Pictured {
  const gender = script.voices.find((v) => v.role === "narrator")?.gender;
  const icon = personIcon({ age: childhood ? "child" : "adult" }, gender ? { gender } : {})!;
  return { word: "we", kind: "person", picture: pictureId(icon), who: NARRATOR_WHO };
}

/**
 * Each person pictured by one name all video long, so they keep one look: "grandma" in one scene and "Rosa" in the
 * next are the same woman when the story said "my grandma Rosa" (or "my grandmother Rosa"), and no one else is its
 * grandma.
 */
function oneName(cast: readonly StoryPerson[]): (picture: ScenePicture) => ScenePicture {
  return (picture) => {
    if (picture.kind !== "person" || picture.who) return picture;
    const relation = relationOf(picture.word);
    const bearers = cast.filter((person) => person.role && relationOf(person.role) === relation);
    return bearers.length === 1 ? { ...picture, who: bearers[0]!.name } : picture;
  };
}
