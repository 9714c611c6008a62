import { escapeRegExp } from "./text";

// Where someone is going is not where they are: "asked for the airport" is said in the taxi, "on the way to the
// hospital" in the car, "don't open it until you get home" where it is handed over.
const LEADS_TO = String.raw`\b(?:asked (?:for|to go to)|head(?:ed|ing|s)? (?:for|to|towards)|bound for|on (?:the|our|his|her|my|their|your) way (?:to|back to)|until (?:I|we|you|he|she|they) (?:got|get|gets|reached) (?:back\s+)?(?:to\s+)?)\s*(?:the\s+|a\s+)?`;
const DESTINATION = new RegExp(String.raw`${LEADS_TO}[\p{L}'’-]+`, "giu");

// "took the last tram home", "walked home in the rain": on the way, not there yet ("got home" is there).
// "She took the USB stick home" carries it there: only taking or catching a ride is on the way.
const HOMEWARD =
  /\b((?:(?:took|take|takes|caught|catch|catches)\s+(?:the|a|an|my|our|his|her|their)?\s*(?:[\p{L}-]+\s+)?(?:bus|tram|train|taxi|cab|ferry|tube|metro|subway|boat|plane|flight|coach|car|bike|uber)|(?:rode|drove|walked|cycled|biked|flew|ran|hurried|raced|rushed|sailed|jogged)\b[^.,;!?]{0,40}?))\s+home\b/giu;

/** The text with the places it only heads for blanked out. */
export function withoutDestinations(text: string): string {
  return text.replace(DESTINATION, " ").replace(HOMEWARD, "$1");
}

/** Whether `place` is said in the text only as where someone is heading. */
export function onlyHeadedFor(text: string, place: string): boolean {
  const said = new RegExp(`\\b${escapeRegExp(place)}\\b`, "iu");
  return said.test(text) && !said.test(withoutDestinations(text));
}
