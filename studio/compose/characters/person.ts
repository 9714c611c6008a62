import type { Appearance } from "../../art/appearance";
import { type Age, PERSON_ROLES, type Role } from "../../art/person-words";
import type { Gender } from "@common/script";

/** Who a character is, stable across a video's scenes: the same person always looks the same. */
export type Person = {
  /** The name or the person word ("Rosa", "grandma"); the same id in any case is the same person. */
  id: string;
  gender?: Gender;
  age?: Age;
  /** A profession when the story gives one ("doctor", "nurse", "chef", "teacher", "police-officer"). */
  role?: string;
  /** The colours the story gives their clothes and hair ("a man in a grey coat"). */
  appearance?: Appearance;
};

// The art set's people pictures (studio/art/person-words.ts `BY_AGE`), and what each shows.
const PICTURED: Record<string, { age: Age; gender?: Gender }> = {
  baby: { age: "baby" },
  girl: { age: "child", gender: "female" },
  boy: { age: "child", gender: "male" },
  child: { age: "child" },
  woman: { age: "adult", gender: "female" },
  man: { age: "adult", gender: "male" },
  person: { age: "adult" },
  "old-woman": { age: "old", gender: "female" },
  "old-man": { age: "old", gender: "male" },
  "older-person": { age: "old" },
};

// A profession's pictures are named "woman-cook", "man-cook", "person-…" or just "cook"; the rest of the set's
// people pictures (a group, a king, a ghost) say nothing a character can wear.
const GENDERED_PICTURE = /^(woman|man|person)-(.+)$/;
const PICTURE_GENDER: Record<string, Gender | undefined> = { woman: "female", man: "male", person: undefined };

/** The person a scene's person word stands for, from the picture the story chose for it ("fluent-emoji-flat:old-woman"). */
export function personFromPicture(word: string, picture: string | undefined, gender?: Gender): Person {
  const id = word.trim();
  const name = picture?.slice(picture.indexOf(":") + 1);
  const pictured = name && Object.hasOwn(PICTURED, name) ? PICTURED[name] : undefined;
  const profession = name && !pictured ? GENDERED_PICTURE.exec(name) : null;
  const known = Object.hasOwn(PERSON_ROLES, id.toLowerCase()) ? PERSON_ROLES[id.toLowerCase()] : undefined;
  // A profession word says more than its picture: a nurse and a doctor share the health worker's.
  const wordRole = known?.icons !== undefined ? id.toLowerCase().replace(/\s+/g, "-") : undefined;
  const role = wordRole ?? (profession ? profession[2] : undefined);
  const shownGender = pictured?.gender ?? (profession ? PICTURE_GENDER[profession[1]!] : undefined);
  const age = pictured?.age ?? (role ? "adult" : ageOfWord(known?.age));
  const resolvedGender = shownGender ?? known?.gender ?? gender;
  return {
    id,
    ...(resolvedGender ? { gender: resolvedGender } : {}),
    ...(age ? { age } : {}),
    ...(role ? { role } : {}),
  };
}

// Without a picture the word itself may tell: a sister is taken as grown up, a son as a child, as the pictures do
// for a story not told from childhood.
function ageOfWord(age: Role["age"]): Age | undefined {
  if (age === "sibling") return "adult";
  if (age === "offspring") return "child";
  return age;
}

// Heights against an adult man's: children about two thirds, old people a little stooped, women a little shorter.
const HEIGHT_BY_AGE: Record<Exclude<Age, "baby">, number> = { child: 0.68, adult: 1, old: 0.96 };
const HEIGHT_BY_GENDER = { female: 0.95, male: 1, unknown: 0.975 };

/** How tall this person stands against an adult; null for a baby, which has no full-body peep (show a picture). */
export function relativeHeight(person: Person): number | null {
  const age = person.age ?? "adult";
  if (age === "baby") return null;
  return HEIGHT_BY_AGE[age] * HEIGHT_BY_GENDER[person.gender ?? "unknown"];
}
