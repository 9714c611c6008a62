import { stableHash } from "../../language/text";
import { mix } from "../../kit/colour";
import { seededRandom } from "../../kit/random";
import { BEARDS, GLASSES, HAIR, HAIR_COLOURS } from "./heads";
import type { AccessoryType, FacialHairType, HairType } from "./peep-parts";
import type { Person } from "./person";
import type { EverydayBody, Uniform } from "./wardrobe";

/** The art's line colour: a soft black. */
export const INK = "#1f1d24";

/** Everything that makes a person recognisable from scene to scene. */
export type Look = {
  skin: string;
  hair: HairType;
  /** The hair's colour where it is drawn as fill (grey hair, a grey beard). */
  hairColour: string;
  /** The colour of hair drawn in lines, which also draw the head's outline: dark, or the outline would fade. */
  hairLines: string;
  beard: FacialHairType;
  glasses: AccessoryType;
  /** The colour of the top (shirt, jumper, jacket), which tells people apart at a glance. */
  top: string;
  /** Trousers, where the body's art has light ones. */
  bottom: string;
  everyday: EverydayBody;
  uniform?: Uniform;
  child: boolean;
};

const SKIN_TONES = ["#fde0c8", "#f6caa6", "#e9b48a", "#d09a6c", "#b07a50", "#8a5a38"];
// Mid-tones that stay apart from each other and from the white of the line art, and light enough to stand out from
// the black trousers and lines on dark scenes.
const TOPS = [
  "#e07a5f",
  "#81b29a",
  "#2a9d8f",
  "#9b72cf",
  "#f28482",
  "#8ecae6",
  "#c2415b",
  "#e9c46a",
  "#a7c957",
  "#ffafcc",
];
const BOTTOMS = ["#5b7db1", "#c8b68e", "#8d99ae", "#e8dcc4"];

const EVERYDAY: Record<"child" | "female" | "male" | "old", readonly EverydayBody[]> = {
  child: ["RestingWB", "ShirtPantsWB", "EasingWB"],
  female: ["ShirtPantsWB", "BlazerPantsWB", "EasingWB", "RestingWB", "PolkaDots"],
  male: ["ShirtPantsWB", "BlazerPantsWB", "EasingWB", "RestingWB"],
  old: ["ShirtPantsWB", "BlazerPantsWB", "RestingWB"],
};

// react-peeps draws health workers only; other professions are told by what they wear.
const UNIFORM_OF: Record<string, Uniform> = {
  doctor: "Doc",
  gp: "Doc",
  "health-worker": "Doc",
  surgeon: "DocProtectiveClothe",
  nurse: "DocStethoscope",
  midwife: "DocStethoscope",
  paramedic: "DocStethoscope",
};
const DRESSED_AS: Record<string, { top?: string; everyday?: EverydayBody; glasses?: true }> = {
  chef: { top: "#f7f5ef", everyday: "ShirtPantsWB" },
  cook: { top: "#f7f5ef", everyday: "ShirtPantsWB" },
  baker: { top: "#f7f5ef", everyday: "ShirtPantsWB" },
  "police-officer": { top: "#2b3a67", everyday: "ShirtPantsWB" },
  policeman: { top: "#2b3a67", everyday: "ShirtPantsWB" },
  policewoman: { top: "#2b3a67", everyday: "ShirtPantsWB" },
  cop: { top: "#2b3a67", everyday: "ShirtPantsWB" },
  firefighter: { top: "#c8442f" },
  fireman: { top: "#c8442f" },
  firewoman: { top: "#c8442f" },
  teacher: { everyday: "BlazerPantsWB", glasses: true },
  headteacher: { everyday: "BlazerPantsWB", glasses: true },
  professor: { everyday: "BlazerPantsWB", glasses: true },
  tutor: { everyday: "BlazerPantsWB" },
  "construction-worker": { top: "#f4a261" },
  builder: { top: "#f4a261" },
  farmer: { top: "#6a994e" },
};

const GLASSES_CHANCE = { child: 0, adult: 0.2, old: 0.75 };
const BEARD_CHANCE = { young: 0.4, old: 0.5 };
// A bald head alone reads as a baby's: an old man without glasses has the grey beard.
const BALD: ReadonlySet<HairType> = new Set(["Bald", "BaldTop"]);

/** The person's look, drawn from their id alone, so it is the same in every scene and every render. */
export function lookOf(person: Person): Look {
  const random = seededRandom(stableHash(person.id.trim().toLowerCase()));
  const age = person.age === "child" || person.age === "old" ? person.age : "adult";
  const gender = person.gender ?? "either";
  const old = age === "old";
  const role = person.role && Object.hasOwn(DRESSED_AS, person.role) ? DRESSED_AS[person.role] : undefined;
  const uniform = person.role && Object.hasOwn(UNIFORM_OF, person.role) ? UNIFORM_OF[person.role] : undefined;

  const skin = random.pick(SKIN_TONES);
  const hair = random.pick(HAIR[age][gender]);
  const hairColour = random.pick(old ? HAIR_COLOURS.old : HAIR_COLOURS.young);
  const glassed = role?.glasses || random.next() < GLASSES_CHANCE[age];
  const glasses = glassed ? random.pick(GLASSES[gender]) : "None";
  const bearded =
    gender === "male" &&
    age !== "child" &&
    (random.next() < BEARD_CHANCE[old ? "old" : "young"] || (old && !glassed && BALD.has(hair)));
  const beard = bearded ? random.pick(BEARDS[old ? "old" : "young"]) : "None";
  const top = role?.top ?? random.pick(TOPS);
  const bottom = random.pick(BOTTOMS);
  const wardrobe =
    age === "child" ? EVERYDAY.child : old ? EVERYDAY.old : gender === "female" ? EVERYDAY.female : EVERYDAY.male;
  const everyday = role?.everyday ?? random.pick(wardrobe);
  const described = person.appearance ?? {};
  const hairShown = described.hair ?? hairColour;
  // Hair the story gives a colour keeps it in its lines, a third darker so a blonde head keeps its outline.
  const hairLines = described.hair ? mix(described.hair, INK, 0.3) : old ? INK : hairColour;
  return {
    skin,
    hair,
    hairColour: hairShown,
    hairLines,
    beard,
    glasses,
    top: described.top ?? top,
    bottom: described.bottom ?? bottom,
    everyday,
    ...(uniform ? { uniform } : {}),
    child: age === "child",
  };
}

/**
 * The tops to change among a video's people, in the order they are met, so no two wear the same: someone whose own
 * top a person met before already wears takes the first colour nobody wears yet (two people in the same yellow read
 * as one person twice). What the story says someone wears, and a chef's whites or a police officer's navy, stay
 * theirs and are claimed first. Everyone not in the map keeps their own.
 */
export function distinctTops(people: readonly Person[]): Map<string, string> {
  const tops = new Map<string, string>();
  const used = new Set<string>();
  const fixed = (person: Person) =>
    Boolean(
      person.appearance?.top ||
        (person.role && (DRESSED_AS[person.role]?.top || Object.hasOwn(UNIFORM_OF, person.role))),
    );
  for (const person of people.filter(fixed)) used.add(lookOf(person).top);
  for (const person of people.filter((p) => !fixed(p))) {
    const own = lookOf(person).top;
    const top = used.has(own) ? (TOPS.find((t) => !used.has(t)) ?? own) : own;
    if (top !== own) tops.set(person.id.toLowerCase(), top);
    used.add(top);
  }
  return tops;
}
