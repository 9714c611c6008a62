import type { Gender } from "@common/script";
import { KINSHIP } from "../language/kinship";

/** How old a picture shows someone. */
export type Age = "baby" | "child" | "adult" | "old";

/**
 * What a word says about a person. `age` "sibling" and "offspring" are settled by the story: a brother (or a friend,
 * a classmate: the author's peers) is a boy in a story told from childhood and a man otherwise; the author's son is a boy
 * unless the story gives an adult's age, someone else's ("his son") a man unless it says young.
 */
export type Role = {
  gender?: Gender;
  age?: Age | "sibling" | "offspring";
  /** A profession's own pictures; `null` for one the set has no fitting picture of (a lifeguard is not 💂). */
  icons?: { neutral: string; female?: string; male?: string } | null;
  /** Many people ("the other parents", "a crowd"): one picture of a group. */
  group?: boolean;
  /** One of a team or class ("player", "classmate"): a child when the story's team or class is of children. */
  member?: boolean;
  /** A group of two ("my parents"). */
  pair?: boolean;
};

const female = (age?: Role["age"]): Role => ({ gender: "female", ...(age ? { age } : {}) });
const male = (age?: Role["age"]): Role => ({ gender: "male", ...(age ? { age } : {}) });
const anyone = (age?: Role["age"]): Role => (age ? { age } : {});
const profession = (neutral: string, gendered = true): Role => ({
  icons: gendered ? { neutral, female: `woman-${neutral}`, male: `man-${neutral}` } : { neutral },
});
// The set names fantasy figures "person-elf", "woman-elf", "man-elf".
const figure = (name: string): Role => ({
  icons: { neutral: `person-${name}`, female: `woman-${name}`, male: `man-${name}` },
});
const HEALTH = profession("health-worker");
const POLICE = profession("police-officer");
const COOK = profession("cook");
const BUILDER = profession("construction-worker");
const TECH = profession("technologist");
const NO_PICTURE: Role = { icons: null };
const GROUP: Role = { group: true };
// Two of them, drawn as a group: the word names a pair.
const PAIR: Role = { group: true, pair: true };

/** Words for people, lower case: relations, ages, social roles and professions. */
export const PERSON_ROLES: Record<string, Role> = {
  ...kinRoles(),
  "old man": male("old"),
  "old woman": female("old"),
  "old lady": female("old"),
  pensioner: anyone("old"),
  gf: female("adult"),
  bf: male("adult"),
  neice: female("offspring"),
  eldest: anyone("offspring"),
  youngest: anyone("offspring"),
  baby: anyone("baby"),
  newborn: anyone("baby"),
  infant: anyone("baby"),
  toddler: anyone("child"),
  kid: anyone("child"),
  child: anyone("child"),
  boy: male("child"),
  girl: female("child"),
  schoolboy: male("child"),
  schoolgirl: female("child"),
  man: male("adult"),
  woman: female("adult"),
  lady: female("adult"),
  gentleman: male("adult"),
  guy: male("adult"),
  bloke: male("adult"),
  person: anyone("adult"),
  adult: anyone("adult"),
  teenager: anyone("adult"),
  teen: anyone("adult"),
  // A friend or classmate is the author's age: a child in a story told from childhood, as a brother is.
  friend: anyone("sibling"),
  "best friend": anyone("sibling"),
  mate: anyone("sibling"),
  pal: anyone("sibling"),
  buddy: anyone("sibling"),
  neighbour: anyone("adult"),
  neighbor: anyone("adult"),
  colleague: anyone("adult"),
  coworker: anyone("adult"),
  "co-worker": anyone("adult"),
  boss: anyone("adult"),
  manager: anyone("adult"),
  stranger: anyone("adult"),
  roommate: anyone("adult"),
  flatmate: anyone("adult"),
  housemate: anyone("adult"),
  classmate: { age: "sibling", member: true },
  teammate: { age: "sibling", member: true },
  "team-mate": { age: "sibling", member: true },
  player: { member: true },
  passenger: anyone("adult"),
  customer: anyone("adult"),
  guest: anyone("adult"),
  visitor: anyone("adult"),
  tourist: anyone("adult"),
  landlord: male("adult"),
  landlady: female("adult"),
  owner: anyone("adult"),
  examiner: anyone("adult"),
  mr: male("adult"),
  mrs: female("adult"),
  ms: female("adult"),
  monsieur: male("adult"),
  madame: female("adult"),
  señor: male("adult"),
  señora: female("adult"),
  people: GROUP,
  crowd: GROUP,
  family: GROUP,
  audience: GROUP,
  team: GROUP,
  staff: GROUP,
  grandparents: PAIR,
  parents: PAIR,
  strangers: GROUP,
  friends: GROUP,
  teammates: GROUP,
  flatmates: GROUP,
  guests: GROUP,
  everybody: GROUP,
  teacher: profession("teacher"),
  headteacher: profession("teacher"),
  "head teacher": profession("teacher"),
  headmaster: { ...profession("teacher"), gender: "male" },
  headmistress: { ...profession("teacher"), gender: "female" },
  tutor: profession("teacher"),
  professor: profession("teacher"),
  doctor: HEALTH,
  nurse: HEALTH,
  surgeon: HEALTH,
  paramedic: HEALTH,
  gp: HEALTH,
  midwife: HEALTH,
  "health worker": HEALTH,
  firefighter: profession("firefighter"),
  fireman: { ...profession("firefighter"), gender: "male" },
  firewoman: { ...profession("firefighter"), gender: "female" },
  "police officer": POLICE,
  policeman: { ...POLICE, gender: "male" },
  policewoman: { ...POLICE, gender: "female" },
  cop: POLICE,
  cook: COOK,
  chef: COOK,
  baker: COOK,
  farmer: profession("farmer"),
  pilot: profession("pilot"),
  judge: profession("judge"),
  scientist: profession("scientist"),
  chemist: profession("scientist"),
  mechanic: profession("mechanic"),
  artist: profession("artist"),
  painter: profession("artist"),
  singer: profession("singer"),
  astronaut: profession("astronaut"),
  student: profession("student"),
  pupil: profession("student"),
  detective: profession("detective"),
  builder: BUILDER,
  "construction worker": BUILDER,
  programmer: TECH,
  developer: TECH,
  coder: TECH,
  "software engineer": TECH,
  "office worker": profession("office-worker"),
  "factory worker": profession("factory-worker"),
  santa: { icons: { neutral: "santa-claus" }, gender: "male" },
  "father christmas": { icons: { neutral: "santa-claus" }, gender: "male" },
  "mrs claus": { icons: { neutral: "mrs-claus" }, gender: "female" },
  king: { icons: { neutral: "person-with-crown" }, gender: "male" },
  queen: { icons: { neutral: "person-with-crown" }, gender: "female" },
  prince: { icons: { neutral: "prince" }, gender: "male" },
  princess: { icons: { neutral: "princess" }, gender: "female" },
  bride: { icons: { neutral: "woman-with-veil" }, gender: "female" },
  groom: { icons: { neutral: "man-in-tuxedo" }, gender: "male" },
  bridegroom: { icons: { neutral: "man-in-tuxedo" }, gender: "male" },
  fairy: { icons: { neutral: "person-fairy", female: "woman-fairy", male: "man-fairy" } },
  wizard: { icons: { neutral: "man-mage" }, gender: "male" },
  witch: { icons: { neutral: "woman-mage" }, gender: "female" },
  elf: figure("elf"),
  vampire: figure("vampire"),
  zombie: figure("zombie"),
  genie: figure("genie"),
  superhero: figure("superhero"),
  mermaid: { icons: { neutral: "woman-merpeople" }, gender: "female" },
  merman: { icons: { neutral: "man-merpeople" }, gender: "male" },
  ninja: profession("ninja", false),
  angel: profession("baby-angel", false),
  clown: profession("clown-face", false),
  ghost: profession("ghost", false),
  alien: profession("alien", false),
  lifeguard: NO_PICTURE,
  guard: NO_PICTURE,
  soldier: NO_PICTURE,
  driver: NO_PICTURE,
  "taxi driver": NO_PICTURE,
  "bus driver": NO_PICTURE,
  vicar: NO_PICTURE,
  priest: NO_PICTURE,
  nun: NO_PICTURE,
  monk: NO_PICTURE,
  rabbi: NO_PICTURE,
  imam: NO_PICTURE,
  lawyer: NO_PICTURE,
  solicitor: NO_PICTURE,
  engineer: NO_PICTURE,
  waiter: NO_PICTURE,
  waitress: NO_PICTURE,
  cleaner: NO_PICTURE,
  postman: NO_PICTURE,
  postie: NO_PICTURE,
  plumber: NO_PICTURE,
  electrician: NO_PICTURE,
  hairdresser: NO_PICTURE,
  barber: NO_PICTURE,
  receptionist: NO_PICTURE,
  cashier: NO_PICTURE,
  shopkeeper: NO_PICTURE,
  shepherd: NO_PICTURE,
  pirate: NO_PICTURE,
  goalkeeper: NO_PICTURE,
  referee: NO_PICTURE,
  officer: NO_PICTURE,
  director: NO_PICTURE,
  "finance director": NO_PICTURE,
  accountant: NO_PICTURE,
  vet: NO_PICTURE,
  dentist: NO_PICTURE,
  carer: NO_PICTURE,
  instructor: NO_PICTURE,
  ranger: NO_PICTURE,
  security: NO_PICTURE,
  bouncer: NO_PICTURE,
  dj: NO_PICTURE,
  "best man": NO_PICTURE,
  bridesmaid: NO_PICTURE,
  celebrity: NO_PICTURE,
};

/** Words before a person word that tell their age: "an old man", "my little brother", "a baby girl". */
const OLD = new Set(["old", "elderly", "older", "aged", "ancient", "frail"]);
const YOUNG = new Set(["little", "younger", "kid", "small", "toddler", "tiny"]);
const THEIRS = new Set(["his", "her", "their"]);
// "Old" makes a man an old man, but an old friend or boss is a former one.
const AGED_BY_OLD = new Set(["man", "woman", "lady", "gentleman", "person", "guy", "bloke", "stranger", "couple"]);

export type Who = {
  /** The person word itself ("man", "brother"), or absent for a name. */
  noun?: string;
  gender?: Gender;
  /** Years, when the story says. */
  years?: number;
  /** Words said right before the person word ("little", "old"). */
  modifiers?: readonly string[];
  /** The story is told from the author's childhood ("when I was seven"). */
  childhood?: boolean;
  /** The story's team or class is of children ("my daughter's under-9 team", "his Year 2 class"). */
  childrensGroup?: boolean;
};

function ageOf(role: Role, who: Who): Age {
  const { years, modifiers = [] } = who;
  if (years !== undefined) return years < 3 ? "baby" : years < 13 ? "child" : years >= 65 ? "old" : "adult";
  const settled = role.age === "old" || role.age === "adult";
  if (modifiers.includes("baby") && !settled) return "baby";
  if (modifiers.some((m) => OLD.has(m)) && (!who.noun || AGED_BY_OLD.has(who.noun))) return "old";
  if (modifiers.some((m) => YOUNG.has(m)) && !settled) return "child";
  if (role.member && who.childrensGroup) return "child";
  if (role.age === "sibling") return who.childhood ? "child" : "adult";
  // Someone else's son or daughter ("an old man … his daughter told me") is grown up unless the story says young.
  if (role.age === "offspring") return modifiers.some((m) => THEIRS.has(m)) ? "adult" : "child";
  return role.age ?? "adult";
}

const BY_AGE: Record<Age, Record<Gender | "neutral", string>> = {
  baby: { female: "baby", male: "baby", neutral: "baby" },
  child: { female: "girl", male: "boy", neutral: "child" },
  adult: { female: "woman", male: "man", neutral: "person" },
  old: { female: "old-woman", male: "old-man", neutral: "older-person" },
};

/** The icon for a person, or undefined for a profession the set has no fitting picture of. */
export function personIcon(role: Role, who: Who): string | undefined {
  const gender = role.gender ?? who.gender;
  if (role.icons === null) return undefined;
  if (role.icons) return (gender && role.icons[gender]) || role.icons.neutral;
  if (role.group) return "busts-in-silhouette";
  return BY_AGE[ageOf(role, who)][gender ?? "neutral"];
}

/**
 * How many people a scene draws for the word of a group: three of a crowd ("people", "the team", a bus that sang), two
 * of a pair ("my parents") or of a plural of one person's word ("the twins", "my sisters") or "we": the fewest it means.
 */
export function groupSize(word: string): 2 | 3 {
  const role = Object.hasOwn(PERSON_ROLES, word) ? PERSON_ROLES[word] : undefined;
  if (role) return role.group && !role.pair ? 3 : 2;
  // Not a word for people: a place or vehicle standing for its people ("the whole bus sang"), or "we".
  return word === "we" || word === "us" ? 2 : 3;
}

/** Mr, Mrs, Ms…: the title a name is given tells the person's gender ("Miss" is left out: "I miss Sam"). */
export const HONORIFICS: Record<string, Gender> = {
  mr: "male",
  mrs: "female",
  ms: "female",
  mme: "female",
  madame: "female",
  monsieur: "male",
  sir: "male",
  dame: "female",
  señor: "male",
  señora: "female",
  senhor: "male",
  senhora: "female",
  herr: "male",
  frau: "female",
};

// Family words from the shared list, each drawn at the age its generation tells ("grandma" an old woman).
function kinRoles(): Record<string, Role> {
  return Object.fromEntries(
    Object.entries(KINSHIP).map(([word, kin]) => [
      word,
      { ...(kin.gender ? { gender: kin.gender } : {}), age: kin.generation },
    ]),
  );
}
