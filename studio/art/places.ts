import type { SettingKind, TimeOfDay } from "@common/storyboard";

export { SETTING_KINDS, type SettingKind, type TimeOfDay } from "@common/storyboard";

const kinds = <T>(value: T, words: string[]): Record<string, T> => Object.fromEntries(words.map((word) => [word, value]));

/**
 * Place words (lower case, as studio/art reads them: nouns in their sentence's sense) and the setting each is drawn
 * as. A place with no fitting drawing ("cave", "prison") is left out rather than drawn as something it is not.
 */
export const PLACE_SETTINGS: Record<string, SettingKind> = {
  ...kinds("beach", ["beach", "seaside", "coast", "shore", "seafront", "promenade", "pier", "bay", "cove", "dunes", "sand", "sands", "island", "lighthouse"]),
  // The sea setting is a ship's deck: swimming in the sea is the beach, being out at sea is the deck.
  ...kinds("beach", ["sea", "ocean", "waves", "surf"]),
  ...kinds("sea", ["open sea", "cruise", "ship", "deck"]),
  ...kinds("harbour", ["harbour", "harbor", "port", "marina", "quay", "wharf", "dock", "docks", "jetty"]),
  ...kinds("lake", ["lake", "river", "pond", "stream", "canal", "riverbank", "loch", "waterfall", "bridge"]),
  ...kinds("street", ["street", "road", "lane", "avenue", "town", "village", "high street", "neighbourhood", "neighborhood", "square", "bus stop", "pavement", "sidewalk", "market", "car park", "parking lot", "estate", "petrol station", "gas station", "car wash", "post office", "police station", "fire station", "motorway", "highway", "alley", "porch"]),
  ...kinds("city-night", ["city", "downtown", "skyline", "rooftop", "nightclub", "club"]),
  ...kinds("park", ["park", "playground", "zoo", "fairground", "funfair", "picnic"]),
  ...kinds("garden", ["garden", "back garden", "backyard", "yard", "allotment", "greenhouse", "lawn", "patio", "shed", "balcony", "terrace"]),
  ...kinds("forest", ["forest", "wood", "woods", "jungle", "campsite", "camp", "trail"]),
  ...kinds("mountains", ["mountain", "mountains", "hill", "hills", "valley", "cliff", "summit", "peak"]),
  ...kinds("snow", ["ski slope", "slope", "snow", "ice rink"]),
  ...kinds("countryside", ["farm", "field", "meadow", "barn", "countryside", "orchard", "vineyard", "windmill", "desert"]),
  ...kinds("sky", ["sky", "clouds"]),
  ...kinds("kitchen", ["kitchen"]),
  ...kinds("bakery", ["bakery", "bakehouse", "patisserie"]),
  ...kinds("cafe", ["café", "cafe", "coffee shop", "restaurant", "diner", "pub", "bar", "canteen", "pizzeria", "tearoom"]),
  ...kinds("shop", ["shop", "store", "corner shop", "supermarket", "mall", "shopping centre", "bookshop", "boutique", "checkout"]),
  ...kinds("classroom", ["school", "classroom", "university", "college", "library", "lecture hall", "nursery school"]),
  ...kinds("office", ["office", "factory", "warehouse", "courtroom", "museum", "gallery", "lobby"]),
  ...kinds("hospital", ["hospital", "ward", "clinic", "surgery", "a&e", "emergency room", "vet", "vets"]),
  ...kinds("living-room", ["living room", "lounge", "sitting room", "house", "home", "flat", "apartment", "cottage", "cabin", "bungalow", "hallway", "attic", "basement", "cellar", "garage", "hotel", "guesthouse", "hostel", "party"]),
  ...kinds("bedroom", ["bedroom", "bed", "nursery", "dorm", "bathroom"]),
  ...kinds("car", ["car", "taxi", "cab", "van", "truck", "lorry"]),
  ...kinds("train", ["train", "station", "train station", "platform", "tube", "subway", "metro", "bus", "tram", "carriage"]),
  ...kinds("stage", ["stage", "theatre", "theater", "concert", "gig", "cinema", "auditorium", "circus", "festival", "talent show"]),
  ...kinds("wedding", ["wedding", "church", "chapel", "cathedral", "temple", "mosque", "synagogue", "altar", "aisle", "marae"]),
  ...kinds("stadium", ["stadium", "pitch", "arena", "gym", "pool", "swimming pool", "race track", "racetrack", "court side"]),
  ...kinds("airport", ["airport", "terminal", "runway", "departure lounge"]),
};

/**
 * Words that set a scene even though they are not places: what only happens there ("the oven", "a sandcastle",
 * "skiing"). Matched as whole words in the narration; a word with another common sense ("play", "train", "stage",
 * "drive") is not here, it counts only when studio/art reads it as a place.
 */
export const SCENE_CUES: Record<string, SettingKind> = {
  ...kinds("beach", ["sandcastle", "sandcastles", "seashell", "seashells", "lifeguard", "sunbathing", "seagull", "seagulls", "rock pool", "rock pools", "deckchair", "deckchairs"]),
  ...kinds("beach", ["surfing", "surfboard", "snorkelling", "snorkeling", "scuba"]),
  ...kinds("sea", ["sailing", "yacht", "aboard", "cruise ship", "seasick"]),
  ...kinds("harbour", ["fishing boat", "fishing boats", "ferry", "trawler"]),
  ...kinds("lake", ["kayak", "canoe", "rowing boat", "fishing rod"]),
  ...kinds("snow", ["skiing", "skis", "snowman", "sledge", "sled", "sledging", "snowball", "snowballs", "snowboard", "snowboarding", "blizzard", "snowing", "snowed"]),
  ...kinds("forest", ["tent", "campfire", "hiking boots"]),
  ...kinds("mountains", ["hike", "hiking"]),
  ...kinds("countryside", ["tractor", "cows", "sheep", "haystack", "harvest"]),
  ...kinds("sky", ["parachute", "skydive", "skydiving", "hot air balloon", "paraglider"]),
  ...kinds("kitchen", ["oven", "stove", "hob", "fridge", "kettle", "saucepan", "frying pan", "recipe", "cooking", "washing up", "kitchen table"]),
  ...kinds("bakery", ["loaves", "croissants", "pastries"]),
  ...kinds("cafe", ["waiter", "waitress", "barista", "menu", "latte", "cappuccino"]),
  ...kinds("shop", ["cashier", "shopping", "trolley", "till"]),
  ...kinds("classroom", ["teacher", "pupils", "exam", "exams", "blackboard", "whiteboard", "classmates", "headteacher"]),
  ...kinds("office", ["boss", "colleague", "colleagues", "interview", "laptop", "spreadsheet", "promotion", "job"]),
  ...kinds("hospital", ["nurse", "nurses", "doctor", "doctors", "surgeon", "midwife", "paramedic", "ambulance", "chemo", "chemotherapy", "operation", "diagnosis", "stitches", "x-ray"]),
  ...kinds("living-room", ["sofa", "couch", "fireplace", "television", "tv", "armchair", "christmas tree"]),
  ...kinds("bedroom", ["pillow", "duvet", "blanket", "nightmare", "bedtime", "pyjamas", "pajamas"]),
  ...kinds("car", ["steering wheel", "seatbelt", "driving test", "driving lesson", "windscreen", "dashboard", "satnav"]),
  ...kinds("train", ["commute", "ticket inspector", "conductor"]),
  ...kinds("stage", ["audience", "spotlight", "microphone", "curtain call", "applause", "nativity", "audition", "recital", "rehearsal", "choir"]),
  ...kinds("wedding", ["bride", "groom", "bridesmaid", "bridesmaids", "vows", "best man", "wedding dress", "wedding cake"]),
  ...kinds("stadium", ["match", "referee", "penalty", "football", "rugby", "cricket", "netball", "marathon", "sports day"]),
  ...kinds("airport", ["flight", "passport", "boarding pass", "plane", "suitcase", "luggage", "check-in", "pilot"]),
};

/** Words that say when a scene happens. */
export const TIME_CUES: Record<string, TimeOfDay> = {
  ...kinds("night", ["night", "midnight", "in the dark", "tonight", "overnight", "bedtime", "darkness", "moon", "moonlight", "3am", "2am", "1am", "4am", "nightmare", "fireworks"]),
  ...kinds("sunset", ["sunset", "dusk", "twilight", "evening", "sundown"]),
  ...kinds("morning", ["morning", "dawn", "sunrise", "breakfast", "daybreak"]),
  ...kinds("day", ["afternoon", "midday", "noon", "lunchtime", "lunch", "sunshine", "sunny"]),
};
