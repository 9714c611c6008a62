import { lemmasOf } from "../../language/lemmas";
import type { Person } from "./person";

/** What the body does; only poses react-peeps draws whole bodies for. */
export const POSES = ["standing", "walking", "pointing", "arms-crossed", "sitting"] as const;
export type Pose = (typeof POSES)[number];

// Going somewhere is walking only when it says where to ("went to the shop", "came home"): "it went well" is not.
const MOVING = new Set(["walk", "run", "arrive", "stroll", "wander", "hurry", "rush", "march", "jog", "hike", "dash", "step", "leave"]);
const GOING = new Set(["go", "come"]);
const PLACES_GONE_TO = new Set(["to", "into", "home", "back", "out", "off", "up", "down", "over", "across", "along", "through", "in", "inside", "outside", "away"]);
const SHOWING = new Set(["show", "explain", "teach", "point", "present", "demonstrate", "lecture", "instruct", "describe", "announce", "guide"]);
const SITTING = new Set(["sit", "seated", "kneel", "squat", "perch"]);
const HOLDING_OUT = new Set(["wait", "refuse", "insist", "stubborn", "sulk", "impatient", "unimpressed"]);
// "crossed her arms", "folded his arms"; crossing a road is not.
const FOLDING = new Set(["cross", "fold"]);

// A sentence can tell what two people do ("Grandma watched as I ran"): the clause naming the person says theirs.
const CLAUSE_BREAK = /[,;:]|\b(?:and|but|while|as|when|then|until|because)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function clausesAbout(sentence: string, person: Person): string {
  const name = new RegExp(`\\b${escapeRegExp(person.id)}\\b`, "i");
  const naming = sentence.split(CLAUSE_BREAK).filter((clause) => clause && name.test(clause));
  return naming.length > 0 ? naming.join(". ") : sentence;
}

/** The pose the sentence gives the person: walking, pointing (showing, explaining), sitting, arms crossed (waiting, refusing), else standing. */
export function poseFor(sentence: string, person: Person): Pose {
  const words = lemmasOf(clausesAbout(sentence, person)).filter((word) => !word.negated);
  const says = (set: ReadonlySet<string>) => words.some((word) => set.has(word.root));
  if (says(SITTING)) return "sitting";
  if (says(MOVING) || words.some((word) => GOING.has(word.root) && word.next !== undefined && PLACES_GONE_TO.has(word.next))) return "walking";
  if (says(SHOWING)) return "pointing";
  if (says(HOLDING_OUT) || (says(FOLDING) && words.some((word) => word.root === "arm"))) return "arms-crossed";
  return "standing";
}
