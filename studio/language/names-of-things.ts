import nlp from "compromise";
import type { Term } from "./noun-terms";

// Apps, sites and brands stories name; compromise knows some as organisations ("YouTube", "Netflix") but not these.
const BRANDS = new Set([
  "tiktok",
  "instagram",
  "whatsapp",
  "snapchat",
  "spotify",
  "zoom",
  "iphone",
  "ipad",
  "android",
  "alexa",
  "siri",
  "twitter",
  "reddit",
  "tinder",
  "hinge",
  "bumble",
  "duolingo",
  "roblox",
  "minecraft",
  "fortnite",
  "playstation",
  "xbox",
  "nintendo",
  "ikea",
  "lego",
  "uber",
  "amazon",
  "youtube",
  "facebook",
  "netflix",
  "google",
  "skype",
  "ebay",
]);

// Words that make a street's or square's name; compromise's place words have "street" and "avenue" but not the French,
// Spanish or Italian ones stories borrow.
const STREET_WORDS = new Set([
  "rue",
  "boulevard",
  "place",
  "plaza",
  "piazza",
  "via",
  "calle",
  "avenida",
  "rua",
  "quai",
  "strasse",
  "straße",
  "platz",
]);
const PLACE_WORDS = (nlp.model() as { two?: { placeWords?: Record<string, boolean> } }).two?.placeWords ?? {};
// What joins a street word to the rest of its name: "Rue de la Paix", "Via del Corso", "Rue d'Aubagne".
const NAME_PARTICLES = new Set(["de", "la", "le", "les", "du", "des", "del", "della", "di", "da", "do", "dos"]);

// A street's name is no one's, though the tagger may take "Paix" in "Avenue de la Paix" for a name.
const PERSON_TAGS = new Set(["Person", "FirstName", "LastName", "MaleName", "FemaleName"]);

const has = (term: Term, tag: string) => term.tags.includes(tag);
const capitalised = (term: Term | undefined) => Boolean(term && /^\p{Lu}/u.test(term.text));
const elided = (term: Term | undefined) => Boolean(term && /^\p{Ll}['’]\p{Lu}/u.test(term.text));

/** A brand or app ("TikTok", "YouTube"): a thing people use, never a person, whatever it is said to do. */
export function isBrand(term: Term): boolean {
  return has(term, "Organization") || BRANDS.has(term.normal);
}

/**
 * Tags brands as organisations and the words of a street's name as a place: "Rue" in "on Rue d'Aubagne" is where,
 * not who, though it stands bare after a preposition like a name ("to Callum").
 */
export function markNamedThings(terms: Term[]): Term[] {
  const place = new Set<number>();
  terms.forEach((term, i) => {
    if (!capitalised(term) || !(STREET_WORDS.has(term.normal) || term.normal in PLACE_WORDS) || term.post.trim())
      return;
    // The rest of the name follows: capitalised words, joined by particles ("de la Paix") or elided ("d'Aubagne").
    const rest: number[] = [];
    for (let at = i + 1; at < terms.length; at++) {
      const next = terms[at] as Term;
      if (!capitalised(next) && !elided(next) && !NAME_PARTICLES.has(next.normal)) break;
      rest.push(at);
      if (next.post.trim()) break;
    }
    if (rest.some((at) => capitalised(terms[at]) || elided(terms[at]))) for (const at of [i, ...rest]) place.add(at);
  });
  return terms.map((term, i) => {
    if (place.has(i)) return { ...term, tags: [...term.tags.filter((t) => !PERSON_TAGS.has(t)), "Place"] };
    if (BRANDS.has(term.normal) && !has(term, "Organization"))
      return { ...term, tags: ["Noun", "Singular", "ProperNoun", "Organization"] };
    return term;
  });
}
