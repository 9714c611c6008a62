// A piece in the register's words: contractions and word swaps, never inside a quotation.

import { capitalise } from "../../language/text";
import { contract, expandContractions } from "./contractions";
import type { Register } from "./registers";
import { applyRules } from "./rules";

// "i was at the shop": the author's lower-case "I" is a slip in every register.
const LOWER_I = /(?<![\p{L}\p{N}'’])i(?=\s|['’]\p{L})/gu;

export function reword(text: string, register: Register, apostrophe: string): string {
  const fixed = text.replace(LOWER_I, "I");
  const contracted = register.contractions === "expand" ? expandContractions(fixed) : contract(fixed, apostrophe);
  return applyRules(contracted, register.swaps).replace(/\s{2,}/g, " ");
}

// A quotation is someone's words: the register never touches them. A sentence whose quotation marks do not pair up
// (a quotation running over several sentences) is left whole.
export function outsideQuotes(sentence: string, change: (part: string) => string): string {
  const straight = (sentence.match(/"/g) ?? []).length;
  const opening = (sentence.match(/“/g) ?? []).length;
  if (straight % 2 !== 0 || opening !== (sentence.match(/”/g) ?? []).length) return sentence;
  const parts = sentence.split(/("[^"]*"|“[^”]*”)/u);
  const changed = parts.map((part, i) => (i % 2 === 1 || !part ? part : change(part))).join("");
  return capitalise(changed);
}
