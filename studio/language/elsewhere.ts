import { escapeRegExp } from "./text";

// Where someone is going is not where they are: "asked for the airport" is said in the taxi, "on the way to the
// hospital" in the car, "don't open it until you get home" where it is handed over.
const LEADS_TO = String.raw`\b(?:asked (?:for|to go to)|head(?:ed|ing|s)? (?:for|to|towards)|bound for|on (?:the|our|his|her|my|their|your) way (?:to|back to)|until (?:I|we|you|he|she|they) (?:got|get|gets|reached) (?:back\s+)?(?:to\s+)?)\s*(?:the\s+|a\s+)?`;
const DESTINATION = new RegExp(String.raw`${LEADS_TO}[\p{L}'’-]+`, "giu");

const OWNER = String.raw`(?:(?:the|a|an|my|our|his|her|their|its|this|that)\s+)?(?:[\p{L}-]+['’]s\s+)?`;

// "took the last tram home", "walked home in the rain": on the way, not there yet ("got home" is there). Where the
// ride home starts is behind them too: "took the last bus home from the hospital" is on the bus.
// "She took the USB stick home" carries it there: only taking or catching a ride is on the way.
const HOMEWARD = new RegExp(
  String.raw`\b((?:(?:took|take|takes|caught|catch|catches)\s+(?:the|a|an|my|our|his|her|their)?\s*(?:[\p{L}-]+\s+)?(?:bus|tram|train|taxi|cab|ferry|tube|metro|subway|boat|plane|flight|coach|car|bike|uber)|(?:rode|drove|walked|cycled|biked|flew|ran|hurried|raced|rushed|sailed|jogged)\b[^.,;!?]{0,40}?))\s+home\b(?:\s+from\s+${OWNER}[\p{L}-]+)?`,
  "giu",
);

// What a book, a film or a dream is about is not where the person reading or dreaming it is: "a book about a
// lighthouse keeper" is read at bedtime, "a photo of the beach" looked at anywhere.
const TOPIC = new RegExp(
  String.raw`(\b(?:book|story|stories|film|movie|song|poem|documentary|programme|program|show|article|dream|painting|picture|photo|photograph|video|podcast|postcard)s?\s+(?:about|of)\s+)${OWNER}[\p{L}-]+(?:\s+[\p{L}-]+)?`,
  "giu",
);

// What people talk, argue or worry about is not where they are: "argued about football" in the car is no stadium,
// "talked about the beach all winter" is said at home.
const TALKED_ABOUT = new RegExp(
  String.raw`(\b(?:talk|talks|talked|talking|argue|argues|argued|arguing|chat|chats|chatted|chatting|joke|joked|joking|complain|complained|complaining|worry|worried|worrying|dream|dreamed|dreamt|dreaming|think|thought|thinking|read|reading|heard|hearing|told\s+(?:me|us|him|her|them)|telling\s+(?:me|us|him|her|them)|asked\s+(?:me|us|him|her|them))\s+(?:all\s+)?about\s+)${OWNER}(?:[\p{L}-]+\s+)?[\p{L}-]+`,
  "giu",
);

// A bus one misses or waits for is one nobody is on yet: "I missed the bus" is said at the stop.
const NOT_BOARDED = new RegExp(
  String.raw`(\b(?:missed|miss|misses|missing|waited for|waiting for|wait for|waits for|chased|chasing)\s+)${OWNER}(?:[\p{L}-]+\s+)?(?:bus|tram|train|ferry|flight|plane|boat|coach|tube|metro|taxi|cab|truck|lorry|van|ambulance)\b`,
  "giu",
);

// A wedding one gets ready for is somewhere else: "curls for her wedding", "the night before her wedding". (Not a
// match: training for it is on the pitch.)
const GOT_READY_FOR = new RegExp(
  String.raw`(\b(?:for|before|ahead of)\s+)${OWNER}(?:own\s+|big\s+)?(?:wedding|party|funeral|concert|exam|exams|interview|graduation|christening|prom)\b`,
  "giu",
);

// Under or beside a car is the street it stands in: "a kitten under our neighbour's car". (Not "in front of the car":
// a pigeon there is seen from inside.)
const BESIDE_A_VEHICLE = new RegExp(
  String.raw`(\b(?:under|underneath|beneath|beside|next to|outside)\s+)${OWNER}(?:[\p{L}-]+\s+)?(?:car|van|taxi|cab|truck|lorry|bus)\b`,
  "giu",
);

// Behind a house is its garden, in front of it the street: "bees behind her cottage", "waited outside the house".
const HOUSES = String.raw`(?:house|cottage|home|bungalow|farmhouse|flat|building)`;
const BEHIND_A_HOUSE = new RegExp(String.raw`(\bbehind\s+)${OWNER}(?:[\p{L}-]+\s+)?${HOUSES}\b`, "giu");
const OUTSIDE_A_HOUSE = new RegExp(
  String.raw`(\b(?:outside|in front of)\s+)${OWNER}(?:[\p{L}-]+\s+)?${HOUSES}\b`,
  "giu",
);

// Where a thing had been is not where the people are: "his work boot, which had been in the van the whole time".
const WHERE_IT_HAD_BEEN = new RegExp(
  String.raw`(\b(?:which|that)\s+(?:had\s+|has\s+)?(?:been|sat|stayed|lain|lay)\s+(?:in|inside|under|on|at)\s+)${OWNER}(?:[\p{L}-]+\s+)?[\p{L}-]+`,
  "giu",
);

// Where a thing was got is its past, not where the people are: "an old radio he had found at a flea market", "the
// scarf she bought in Paris". Only where the verb goes straight to the place, its object being the thing named before
// it: "I bought bread at the market" has its object after the verb, and is said at the market.
const WHERE_IT_WAS_GOT = new RegExp(
  String.raw`(\b(?:found|bought|got|picked up|won|ordered|borrowed|rescued|adopted)\s+(?:at|in|from)\s+)${OWNER}(?:[\p{L}-]+\s+)?[\p{L}-]+`,
  "giu",
);

// A place of one or two words after its owner ("the island", "our little cottage"), stopping before what the line
// says next ("to the city in the dark" is the city).
const PLACE_PHRASE = String.raw`${OWNER}(?:[\p{L}-]+\s+(?!(?:in|on|at|by|for|with|after|before|during|every|that|this|and|but|when|where)\b))?[\p{L}-]+`;

// Where a ride goes is ahead: "took the ferry from Split to the island" is on the ferry, not on the island yet.
const WHERE_A_RIDE_GOES = new RegExp(
  String.raw`(\b(?:took|take|takes|taking|caught|catch|catches|catching|boarded|board|boards)\s+${OWNER}(?:[\p{L}\p{N}-]+\s+){0,2}(?:bus|tram|train|taxi|cab|ferry|boat|plane|flight|coach|tube|metro|subway)\b(?:\s+from\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*)?\s+)(?:to|into)\s+${PLACE_PHRASE}`,
  "giu",
);

// A way gone through something is in it, not at its end yet: "walked to school through the snow", "drove through the
// night to the coast" are in the snow and on the road.
const ON_FOOT_OR_WHEELS = String.raw`(?:walked|walk|walks|walking|ran|run|runs|running|cycled|cycling|trudged|hiked|waded|drove|driving|rode|skied|sledged|marched|wandered|strolled)`;
const THROUGH = String.raw`(?:through|across|along|over)`;
const WAY_THROUGH = new RegExp(
  String.raw`(\b${ON_FOOT_OR_WHEELS}\s+(?:[\p{L}-]+\s+){0,3}?)to\s+${PLACE_PHRASE}(?=\s+${THROUGH}\b)|(\b${ON_FOOT_OR_WHEELS}\s+${THROUGH}\s+[^.,;!?]{1,30}?\s+)to\s+${PLACE_PHRASE}`,
  "giu",
);

// A place that comes into view is seen from afar, from where the people are: "when the island appeared" is said on
// the ferry, "the city lights came into view" from the road; so is what it is seen with ("the island appeared, white
// houses stacked on a brown hill").
const COMES_INTO_VIEW = new RegExp(
  String.raw`\b${PLACE_PHRASE}(?=\s+(?:finally\s+|slowly\s+|suddenly\s+)?(?:appeared|came into (?:view|sight)|loomed|rose (?:up\s+)?(?:out of|from))\b)|(?<=\b(?:appeared|came into (?:view|sight)|loomed)),\s+(?!(?:and|but|so|then|when|as|while|i|we|he|she|they|you|my|our|his|her|their)\b)[^.;!?]*`,
  "giu",
);

// "The whole bus sang all the way to the market": a ride's whole way there is on board, not at the market yet.
const ALL_THE_WAY_THERE = new RegExp(
  String.raw`(\b(?:bus|tram|train|taxi|cab|ferry|boat|plane|coach|car|van)\b[^.!?]*?\ball the way\s+)to\s+${PLACE_PHRASE}`,
  "giu",
);

// Where they never got, and what they were some way from: "We never made it to the beach", "the car broke down
// twenty miles from the sea".
const NOT_REACHED = new RegExp(
  String.raw`(\b(?:never|didn['’]t|did not|couldn['’]t|could not|wouldn['’]t|would not)\s+(?:made|make|got|get|reached|reach)\s+(?:it\s+)?(?:to\s+)?|\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a hundred|a few|several)\s+(?:[\p{L}-]+\s+)?(?:miles?|kilometres?|kilometers?|km|metres?|meters?|minutes?|hours?|blocks?|streets?)\s+(?:away\s+)?from\s+)${PLACE_PHRASE}`,
  "giu",
);

// Where someone comes from is behind them: "still wearing a Santa hat from his own party", "came back from the
// hospital". ("I called her from the hospital" is said there, and kept.)
const WHERE_THEY_CAME_FROM = new RegExp(
  String.raw`(\b(?:(?:still\s+)?(?:wearing|wore|dressed in|covered in|smelling of)\s+(?:[\p{L}-]+\s+){1,4}?|(?:came|come|comes|coming|got|get|gets|getting|went|go|goes|going)\s+back\s+|(?:returned|returning|returns|return)\s+|home\s+))from\s+${OWNER}(?:own\s+)?(?:[\p{L}-]+\s+)?[\p{L}-]+`,
  "giu",
);

// Whoever is phoned, written to or messaged is somewhere else, and so is where they are: "phoned every taxi company in
// the city" and "rang the hospital" are said where the caller is, as are "texted my sister in Madrid". Not a match: a
// place before whom is reached ("called her from the hospital"), the narrator reached ("she rang me at work"), a bell
// rung ("rang the doorbell at her house"), or a call paid in person ("called in at the shop", "called at her house").
const NOT_WHOM = String.raw`(?!(?:in|at|on|near|from|to|into|by|and|but|or|then|when|because|with|for|out|back|round|over)\b)`;
const reachedFromAfar = (verbs: string) =>
  new RegExp(
    String.raw`(\b(?:${verbs})\s+)(?!(?:me|us)\b)(?!(?:the\s+|a\s+|her\s+|his\s+|their\s+)?(?:door)?bells?\b)(?:${NOT_WHOM}[\p{L}'’-]+\s+){0,3}${NOT_WHOM}[\p{L}'’-]+(?:\s+(?:in|at|on|near)\s+${PLACE_PHRASE})?`,
    "giu",
  );
const BY_PHONE_OR_POST =
  "phoned|phoning|telephoned|rang|ringing|texted|texting|emailed|e-mailed|emailing|messaged|messaging|faxed|wrote to|writing to";
const REACHED_FROM_AFAR = reachedFromAfar(`${BY_PHONE_OR_POST}|called|calling`);
// For people, "called" is as often a name ("a man called Bartek") as a phone call: only the other verbs say it.
const PERSON_REACHED_FROM_AFAR = reachedFromAfar(BY_PHONE_OR_POST);

/**
 * The text with the places it names only as somewhere else blanked out: where someone heads, what a book or a talk is
 * about, a bus they missed, the wedding they get ready for, where a thing had been or was got, where someone came from
 * or a ride goes, where they never got or were miles from, where whoever is phoned or written to is. A car someone
 * stands beside becomes the street, the back of a house its garden and the front of it the street.
 */
export function withoutElsewhere(text: string): string {
  return text
    .replace(DESTINATION, " ")
    .replace(HOMEWARD, "$1")
    .replace(TOPIC, "$1")
    .replace(TALKED_ABOUT, "$1")
    .replace(NOT_BOARDED, "$1")
    .replace(GOT_READY_FOR, "$1")
    .replace(BESIDE_A_VEHICLE, "$1the street")
    .replace(BEHIND_A_HOUSE, "$1the garden")
    .replace(OUTSIDE_A_HOUSE, "$1the street")
    .replace(WHERE_IT_HAD_BEEN, "$1")
    .replace(WHERE_IT_WAS_GOT, "$1")
    .replace(WHERE_THEY_CAME_FROM, "$1")
    .replace(WHERE_A_RIDE_GOES, "$1")
    .replace(ALL_THE_WAY_THERE, "$1")
    .replace(COMES_INTO_VIEW, " ")
    .replace(WAY_THROUGH, "$1$2")
    .replace(NOT_REACHED, "$1")
    .replace(REACHED_FROM_AFAR, "$1");
}

// Whoever something came from by post or by phone is somewhere else: "a letter from my grandfather", "a call from
// the hospital" (not "a hug from Grandma": that one comes in person).
const SENT_FROM = new RegExp(
  String.raw`(\b(?:letters?|postcards?|cards?|parcels?|packages?|messages?|texts?|emails?|e-mails?|calls?|phone calls?|voicemails?|voice notes?|cheques?|checks?)\s+from\s+)${OWNER}(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+`,
  "giu",
);

/**
 * The text with the people it names only as somewhere else blanked out: whoever is phoned, messaged or written to,
 * and whoever a letter, a parcel or a call came from.
 */
export function withoutPeopleElsewhere(text: string): string {
  return text.replace(PERSON_REACHED_FROM_AFAR, "$1").replace(SENT_FROM, "$1");
}

/** Whether `place` is said in the text only as somewhere else: where someone is heading, what a book is about. */
export function onlyElsewhere(text: string, place: string): boolean {
  const said = new RegExp(`\\b${escapeRegExp(place)}\\b`, "iu");
  return said.test(text) && !said.test(withoutElsewhere(text));
}
