import { escapeRegExp } from "./text";

// Where someone is going is not where they are: "asked for the airport" is said in the taxi, "on the way to the
// hospital" in the car, "don't open it until you get home" where it is handed over.
const LEADS_TO = String.raw`\b(?:asked (?:for|to go to)|head(?:ed|ing|s)? (?:for|to|towards)|bound for|on (?:the|our|his|her|my|their|your) way (?:to|back to)|until (?:I|we|you|he|she|they) (?:got|get|gets|reached) (?:back\s+)?(?:to\s+)?)\s*(?:the\s+|a\s+)?`;
const DESTINATION = new RegExp(String.raw`${LEADS_TO}[\p{L}'’-]+`, "giu");

/** The text with the places it only heads for blanked out. */
export function withoutDestinations(text: string): string {
  return text.replace(DESTINATION, " ");
}

/** Whether `place` is said in the text only as where someone is heading. */
export function onlyHeadedFor(text: string, place: string): boolean {
  const said = new RegExp(`\\b${escapeRegExp(place)}\\b`, "iu");
  return said.test(text) && !said.test(withoutDestinations(text));
}
