/**
 * Words for family members, lower case, with the gender and generation each one tells: the one list the writer
 * (who a "she" is), the pictures (an old woman for "grandma") and the fact checker (whose age a claim is) share.
 * "cousin" or "twin" tell no gender; a word that is not family (friend, boss) is not here.
 */
export type Generation = "old" | "adult" | "sibling" | "offspring";
export type Kin = { gender?: "female" | "male"; generation: Generation };

const woman = (generation: Generation): Kin => ({ gender: "female", generation });
const man = (generation: Generation): Kin => ({ gender: "male", generation });
const anyone = (generation: Generation): Kin => ({ generation });

export const KINSHIP: Readonly<Record<string, Kin>> = {
  grandma: woman("old"),
  grandmother: woman("old"),
  gran: woman("old"),
  granny: woman("old"),
  grannie: woman("old"),
  nan: woman("old"),
  nana: woman("old"),
  nanna: woman("old"),
  grandmom: woman("old"),
  grandmum: woman("old"),
  gramma: woman("old"),
  grandmama: woman("old"),
  "great-grandmother": woman("old"),
  "great-grandma": woman("old"),
  kuia: woman("old"),
  nonna: woman("old"),
  abuela: woman("old"),
  oma: woman("old"),
  babushka: woman("old"),
  bubbe: woman("old"),
  nani: woman("old"),
  dadi: woman("old"),
  halmoni: woman("old"),
  grandpa: man("old"),
  grandfather: man("old"),
  grandad: man("old"),
  granddad: man("old"),
  gramps: man("old"),
  grampa: man("old"),
  grandpapa: man("old"),
  "great-grandfather": man("old"),
  "great-grandpa": man("old"),
  koro: man("old"),
  koroua: man("old"),
  nonno: man("old"),
  abuelo: man("old"),
  opa: man("old"),
  dziadek: man("old"),
  babcia: woman("old"),
  ouma: woman("old"),
  oupa: man("old"),
  lolo: man("old"),
  nainai: woman("old"),
  yeye: man("old"),
  obaachan: woman("old"),
  ojiichan: man("old"),
  grandparent: anyone("old"),
  mum: woman("adult"),
  mom: woman("adult"),
  mother: woman("adult"),
  mama: woman("adult"),
  mam: woman("adult"),
  mammy: woman("adult"),
  mommy: woman("adult"),
  mummy: woman("adult"),
  // What many families call their mother and father: Tamil, Malayalam, Kannada, Telugu, Urdu, Korean, Spanish.
  amma: woman("adult"),
  ammi: woman("adult"),
  umma: woman("adult"),
  omma: woman("adult"),
  mamá: woman("adult"),
  appa: man("adult"),
  abbu: man("adult"),
  papá: man("adult"),
  stepmum: woman("adult"),
  stepmom: woman("adult"),
  stepmother: woman("adult"),
  "mother-in-law": woman("adult"),
  dad: man("adult"),
  father: man("adult"),
  papa: man("adult"),
  daddy: man("adult"),
  stepdad: man("adult"),
  stepfather: man("adult"),
  "father-in-law": man("adult"),
  parent: anyone("adult"),
  wife: woman("adult"),
  girlfriend: woman("adult"),
  fiancée: woman("adult"),
  fiancee: woman("adult"),
  husband: man("adult"),
  boyfriend: man("adult"),
  fiancé: man("adult"),
  fiance: man("adult"),
  partner: anyone("adult"),
  spouse: anyone("adult"),
  aunt: woman("adult"),
  auntie: woman("adult"),
  aunty: woman("adult"),
  uncle: man("adult"),
  tita: woman("adult"),
  tito: man("adult"),
  tío: man("adult"),
  brother: man("sibling"),
  sister: woman("sibling"),
  sibling: anyone("sibling"),
  cousin: anyone("sibling"),
  twin: anyone("sibling"),
  stepbrother: man("sibling"),
  stepsister: woman("sibling"),
  son: man("offspring"),
  daughter: woman("offspring"),
  stepson: man("offspring"),
  stepdaughter: woman("offspring"),
  grandson: man("offspring"),
  granddaughter: woman("offspring"),
  nephew: man("offspring"),
  niece: woman("offspring"),
};

/** Each family word with the gender it tells (undefined when it tells none), for the tables built on top of it. */
export function kinGenders(): Record<string, "female" | "male" | undefined> {
  return Object.fromEntries(Object.entries(KINSHIP).map(([word, kin]) => [word, kin.gender]));
}

// Words one family uses for the same person: "my grandfather Tomasz" is who "Grandpa" is a line later. Words that
// tell two people apart ("nani" and "dadi", a mother's and a father's mother) are not grouped.
const SAME_RELATION: readonly (readonly string[])[] = [
  ["grandmother", "grandma", "gran", "granny", "grannie", "nan", "nana", "nanna", "grandmom", "grandmum", "gramma"],
  ["grandfather", "grandpa", "grandad", "granddad", "gramps", "grampa", "grandpapa"],
  ["mother", "mum", "mom", "mama", "mam", "mammy", "mommy", "mummy"],
  ["father", "dad", "papa", "daddy"],
];
const RELATION_OF = new Map(SAME_RELATION.flatMap((words) => words.map((word) => [word, words[0]!] as const)));

/** The relation a family word names, one word for all its names ("grandpa" and "grandad" are "grandfather"). */
export function relationOf(word: string): string {
  const lower = word.toLowerCase();
  return RELATION_OF.get(lower) ?? lower;
}
