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
  grandma: woman("old"), grandmother: woman("old"), gran: woman("old"), granny: woman("old"), grannie: woman("old"),
  nan: woman("old"), nana: woman("old"), nanna: woman("old"), grandmom: woman("old"), grandmum: woman("old"),
  gramma: woman("old"), grandmama: woman("old"), "great-grandmother": woman("old"), "great-grandma": woman("old"),
  kuia: woman("old"), nonna: woman("old"), abuela: woman("old"), oma: woman("old"), babushka: woman("old"),
  bubbe: woman("old"), nani: woman("old"), dadi: woman("old"), halmoni: woman("old"),
  grandpa: man("old"), grandfather: man("old"), grandad: man("old"), granddad: man("old"), gramps: man("old"),
  grampa: man("old"), grandpapa: man("old"), "great-grandfather": man("old"), "great-grandpa": man("old"),
  koro: man("old"), koroua: man("old"), nonno: man("old"), abuelo: man("old"), opa: man("old"), dziadek: man("old"),
  grandparent: anyone("old"),
  mum: woman("adult"), mom: woman("adult"), mother: woman("adult"), mama: woman("adult"), mam: woman("adult"),
  mammy: woman("adult"), mommy: woman("adult"), mummy: woman("adult"), stepmum: woman("adult"), stepmom: woman("adult"),
  stepmother: woman("adult"), "mother-in-law": woman("adult"), dad: man("adult"), father: man("adult"), papa: man("adult"),
  daddy: man("adult"), stepdad: man("adult"), stepfather: man("adult"), "father-in-law": man("adult"),
  parent: anyone("adult"), wife: woman("adult"), girlfriend: woman("adult"), fiancée: woman("adult"),
  fiancee: woman("adult"), husband: man("adult"), boyfriend: man("adult"), fiancé: man("adult"), fiance: man("adult"),
  partner: anyone("adult"), spouse: anyone("adult"), aunt: woman("adult"), auntie: woman("adult"), aunty: woman("adult"),
  uncle: man("adult"),
  brother: man("sibling"), sister: woman("sibling"), sibling: anyone("sibling"), cousin: anyone("sibling"),
  twin: anyone("sibling"), stepbrother: man("sibling"), stepsister: woman("sibling"),
  son: man("offspring"), daughter: woman("offspring"), stepson: man("offspring"), stepdaughter: woman("offspring"),
  grandson: man("offspring"), granddaughter: woman("offspring"), nephew: man("offspring"), niece: woman("offspring"),
};

/** Each family word with the gender it tells (undefined when it tells none), for the tables built on top of it. */
export function kinGenders(): Record<string, "female" | "male" | undefined> {
  return Object.fromEntries(Object.entries(KINSHIP).map(([word, kin]) => [word, kin.gender]));
}
