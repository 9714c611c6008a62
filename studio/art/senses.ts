import type { Sense } from "./lexicon";

/**
 * Nouns with more than one meaning in stories, each sense with the words of its sentence that point at it (see
 * sense.ts for how they are weighed). A sense without a cue is taken when no other sense has evidence; most nouns here
 * have none, so a sentence that does not tell which is meant gets no picture.
 */
export const AMBIGUOUS: Record<string, readonly Sense[]> = {
  box: [
    { sense: "a box for something particular", kind: "object", cue: { modifiers: ["bird", "nest", "lunch", "jewellery", "jewelry", "music", "post", "letter", "juke", "gear", "fuse", "phone", "window", "sand", "ballot", "pill", "signal", "penalty", "witness", "litter", "tick", "text", "search", "inbox"] } },
    { sense: "a cardboard box", kind: "object", picture: "package" },
  ],
  ice: [
    { sense: "ice cubes", kind: "object", picture: "ice", cue: { modifiers: ["crushed"], following: ["cubes", "cube", "in"], words: ["drink", "glass", "lemonade", "whisky", "freezer", "cocktail", "bucket", "cooler"] } },
    { sense: "ice on a road or a lake", kind: "object", cue: { modifiers: ["thin", "black", "thick"], verbs: ["slip", "skate", "crack", "fall"], words: ["road", "lake", "pond", "pavement", "frozen", "skating", "rink"] } },
  ],
  plant: [
    { sense: "a factory or power plant", kind: "place", cue: { modifiers: ["power", "nuclear", "chemical", "processing", "manufacturing", "car", "water", "treatment"], words: ["factory", "workers", "shift"] } },
    { sense: "a plant that grows", kind: "object", picture: "potted-plant" },
  ],
  stone: [
    { sense: "stones of weight", kind: "abstract", cue: { modifierTags: ["Value"], words: ["weight", "weigh", "weighed", "pounds", "diet"] } },
    { sense: "a stone", kind: "object", picture: "rock" },
  ],
  sign: [
    { sense: "a sign someone made or put up", kind: "object", picture: "placard", cue: { modifiers: ["big", "handmade", "cardboard", "neon", "road", "hand-painted", "little", "wooden", "huge", "painted"], following: ["that", "saying"], verbs: ["make", "hold", "read", "paint", "put", "wave", "carry"] } },
    { sense: "a sign of something", kind: "abstract", cue: { following: ["of", "from"], words: ["language", "universe"] } },
  ],
  football: [
    { sense: "American football", kind: "object", picture: "american-football", cue: { words: ["nfl", "touchdown", "quarterback", "super", "helmet", "helmets", "yard", "yards"] } },
    { sense: "a football", kind: "object", picture: "soccer-ball" },
  ],
  hand: [
    { sense: "a figure of speech", kind: "abstract", cue: { modifiers: ["other", "first", "upper", "free", "helping", "farm"], following: ["of"], verbs: ["give", "lend"], words: ["help"] } },
    { sense: "a hand", kind: "object", picture: "raised-hand" },
  ],
  eye: [
    { sense: "keeping an eye on", kind: "abstract", cue: { verbs: ["keep", "catch"], following: ["on", "out"] } },
    { sense: "an eye", kind: "object", picture: "eye" },
  ],
  foot: [
    { sense: "a measure or the foot of something", kind: "abstract", cue: { modifierTags: ["Value"], following: ["of"], words: ["tall", "long", "high", "deep", "wide"] } },
    { sense: "a foot", kind: "object", picture: "foot" },
  ],
  mouth: [
    { sense: "the mouth of a river or cave", kind: "place", cue: { following: ["of"] } },
    { sense: "a mouth", kind: "object", picture: "mouth" },
  ],
  leg: [
    { sense: "a leg of a journey or table", kind: "abstract", cue: { modifiers: ["first", "second", "last", "final", "table", "chair"], following: ["of"] } },
    { sense: "a leg", kind: "object", picture: "leg" },
  ],
  bed: [
    { sense: "a bed of a garden, river or sea", kind: "place", cue: { modifiers: ["flower", "river", "sea", "vegetable", "lake", "oyster", "reed"] } },
    { sense: "a bed", kind: "object", picture: "bed" },
  ],
  shower: [
    { sense: "a party or a passing rain", kind: "abstract", cue: { modifiers: ["baby", "bridal", "rain", "april", "heavy", "passing", "snow", "meteor", "sudden"] } },
    { sense: "a shower to wash in", kind: "object", picture: "shower" },
  ],
  needle: [
    { sense: "a sewing needle", kind: "object", picture: "sewing-needle", cue: { modifiers: ["sewing", "knitting", "darning"], verbs: ["sew", "thread", "knit", "stitch", "darn"], words: ["thread", "sewing", "button", "stitch", "stitches", "wool", "cotton", "fabric"] } },
    { sense: "a needle for an injection", kind: "object", picture: "syringe", cue: { verbs: ["inject"], words: ["nurse", "injection", "jab", "vaccine", "doctor", "blood", "arm", "vein"] } },
  ],
  ruler: [
    { sense: "someone who rules", kind: "person", cue: { following: ["of"], words: ["kingdom", "king", "queen", "country", "empire"] } },
    { sense: "a ruler to measure with", kind: "object", picture: "straight-ruler" },
  ],
  note: [
    {
      sense: "a written note", kind: "object", picture: "memo",
      cue: {
        modifiers: ["little", "handwritten", "hand-written", "sticky", "thank-you", "short", "folded", "scribbled", "post-it", "paper", "written", "long", "secret", "goodbye", "ransom", "love"],
        following: ["saying", "that", "from", "in", "on", "under", "inside"],
        verbs: ["find", "write", "leave", "read", "scribble", "pass", "slip", "tape", "stick", "receive", "pin", "fold", "unfold", "open", "send", "keep", "discover", "tuck", "hide"],
        words: ["jar", "paper", "pocket", "fridge", "desk", "door", "envelope", "pen", "handwriting", "drawer", "box", "pillow", "lunchbox", "windscreen", "napkin", "letter"],
      },
    },
    {
      sense: "a musical note", kind: "object", picture: "musical-note",
      cue: {
        modifiers: ["high", "low", "wrong", "top", "bass", "sour", "flat", "sharp", "musical", "long", "perfect"],
        verbs: ["sing", "play", "hit", "hold", "reach", "hum", "strike", "belt", "miss"],
        words: ["song", "piano", "violin", "guitar", "choir", "tune", "singing", "octave", "melody", "music", "voice", "concert", "band"],
      },
    },
    { sense: "a banknote", kind: "object", picture: "pound-banknote", cue: { modifiers: ["pound", "ten-pound", "twenty-pound", "fifty-pound", "five-pound", "tenner", "fiver"] } },
  ],
  letter: [
    {
      sense: "a letter in the post", kind: "object", picture: "envelope",
      cue: {
        modifiers: ["handwritten", "thank-you", "long", "final", "acceptance", "rejection", "official", "farewell", "goodbye", "old", "unopened"],
        following: ["from", "to"],
        verbs: ["write", "send", "post", "receive", "get", "read", "open", "find", "keep", "seal", "mail", "sign", "deliver", "burn", "tear"],
        words: ["envelope", "post", "postman", "stamp", "dear", "shoebox", "mailbox", "mail", "wrote", "written"],
      },
    },
    {
      sense: "a letter of the alphabet", kind: "abstract",
      cue: { modifiers: ["capital", "block", "lowercase", "uppercase"], following: [..."abcdefghijklmnopqrstuvwxyz"], words: ["alphabet", "spell", "spelled", "spelling", "font", "initial", "capitals"] },
    },
  ],
  ring: [
    {
      sense: "a ring worn on a finger", kind: "object", picture: "ring",
      cue: {
        modifiers: ["wedding", "engagement", "diamond", "gold", "silver", "signet", "promise"],
        verbs: ["wear", "propose", "slip", "lose", "buy", "drop", "show", "hand"],
        words: ["finger", "proposal", "propose", "married", "wedding", "engagement", "aisle", "diamond", "jeweller", "jeweler", "knee", "bride", "groom", "vows"],
      },
    },
    { sense: "a phone's or bell's ring", kind: "abstract", cue: { modifiers: ["phone", "first", "second", "third", "fourth"], verbs: ["hear", "answer"], words: ["phone", "doorbell", "bell", "call", "answered", "telephone"] } },
    { sense: "a circle of things", kind: "abstract", cue: { following: ["of"] } },
    { sense: "a boxing ring", kind: "place", cue: { modifiers: ["boxing", "wrestling", "circus"] } },
  ],
  bank: [
    {
      sense: "a bank for money", kind: "place",
      cue: { verbs: ["rob", "withdraw", "deposit"], words: ["money", "account", "loan", "cash", "manager", "mortgage", "cheque", "check", "savings", "card", "teller", "atm", "overdraft"] },
    },
    { sense: "a river bank", kind: "place", cue: { modifiers: ["river", "grassy", "muddy", "steep", "canal"], following: ["of"], words: ["river", "stream", "canal", "lake", "water", "fishing", "grass", "ducks"] } },
    { sense: "a piggy bank", kind: "object", cue: { modifiers: ["piggy"] } },
  ],
  bat: [
    { sense: "the animal", kind: "animal", picture: "bat", cue: { modifiers: ["fruit", "vampire", "little"], verbs: ["fly", "flap", "hang", "swoop", "flutter"], words: ["cave", "attic", "wings", "dusk", "belfry", "roost", "flew", "squeak"] } },
    { sense: "a cricket bat", kind: "object", picture: "cricket-game", cue: { modifiers: ["cricket"], words: ["cricket", "wicket", "crease", "innings", "batting", "bowled", "bowler", "stumps"] } },
    { sense: "a baseball bat", kind: "object", cue: { modifiers: ["baseball", "softball", "wooden", "metal"], words: ["baseball", "softball", "pitch"] } },
    { sense: "a table tennis bat", kind: "object", picture: "ping-pong", cue: { modifiers: ["table", "ping-pong", "tennis"], words: ["ping-pong"] } },
  ],
  date: [
    { sense: "a day on the calendar", kind: "time", cue: { modifiers: ["due", "wedding", "release", "expiry", "start", "end", "exact", "closing"], words: ["calendar", "diary", "deadline", "booked", "set"] } },
    { sense: "a romantic evening", kind: "abstract", cue: { modifiers: ["first", "second", "third", "dinner", "blind", "hot", "lunch", "dream", "movie"], verbs: ["ask"], words: ["romantic", "dinner", "restaurant", "boyfriend", "girlfriend", "kiss", "flowers"] } },
    { sense: "the fruit", kind: "food", cue: { modifiers: ["dried", "medjool", "sticky"], words: ["fruit", "figs", "nuts"] } },
  ],
  glass: [
    { sense: "a glass of wine", kind: "food", picture: "wine-glass", cue: { modifiers: ["wine", "champagne"], following: ["wine", "champagne", "prosecco", "red", "white", "bubbly"] } },
    { sense: "a glass of milk", kind: "food", picture: "glass-of-milk", cue: { following: ["milk"] } },
    { sense: "a drinking glass", kind: "object", picture: "tumbler-glass", cue: { following: ["water", "juice", "lemonade", "whisky", "whiskey", "squash"], verbs: ["fill", "pour", "sip", "drink", "empty"] } },
    { sense: "glass as a material", kind: "object", cue: { modifiers: ["broken", "stained", "smashed", "frosted", "sea", "shattered"], words: ["shattered", "window", "shards", "smash", "smashed", "broke", "pane"] } },
  ],
  glasses: [
    {
      sense: "spectacles", kind: "object", picture: "glasses",
      cue: {
        modifiers: ["reading", "thick", "round", "safety", "new", "wire-rimmed", "prescription"],
        verbs: ["wear", "lose", "clean", "push", "forget", "adjust", "fog", "take", "put"],
        words: ["lens", "lenses", "nose", "eyes", "optician", "frames", "head", "face", "see", "blind", "squint", "squinted"],
      },
    },
    { sense: "drinking glasses", kind: "object", picture: "clinking-glasses", cue: { modifiers: ["wine", "champagne", "two", "our", "empty", "full"], following: ["of"], verbs: ["clink", "raise", "fill", "pour", "toast"], words: ["cheers", "toast", "wine", "champagne", "bottle"] } },
  ],
  flag: [
    { sense: "a country's flag", kind: "object", cue: { modifierTags: ["Demonym", "Place", "Country"], modifiers: ["national", "union", "state", "country's"] } },
    { sense: "a white flag", kind: "object", picture: "white-flag", cue: { modifiers: ["white"] } },
    { sense: "a chequered flag", kind: "object", picture: "chequered-flag", cue: { modifiers: ["chequered", "checkered"] } },
    { sense: "a pirate flag", kind: "object", picture: "pirate-flag", cue: { modifiers: ["pirate"] } },
    { sense: "a rainbow flag", kind: "object", picture: "rainbow-flag", cue: { modifiers: ["rainbow", "pride"] } },
    { sense: "a flag on a pole", kind: "object", picture: "triangular-flag" },
  ],
  wave: [
    {
      sense: "a wave of the sea", kind: "object", picture: "water-wave",
      cue: {
        modifiers: ["big", "huge", "giant", "massive", "rogue", "next", "ocean", "tidal", "enormous", "monster", "freak"],
        verbs: ["come", "crash", "break", "wash", "hit", "knock", "ride", "surf", "roll", "swallow", "sweep", "soak"],
        words: ["sea", "beach", "ocean", "surf", "sand", "shore", "tide", "sandcastle", "swim", "swimming", "surfboard"],
      },
    },
    { sense: "a wave of the hand", kind: "object", picture: "waving-hand", cue: { modifiers: ["little", "quick", "small", "friendly", "last", "final", "cheery", "royal"], verbs: ["give"], words: ["goodbye", "hello", "hand", "bye"] } },
    { sense: "a wave of a feeling", kind: "abstract", cue: { following: ["of"] } },
  ],
  spring: [
    { sense: "the season", kind: "time", cue: { modifiers: ["last", "this", "next", "every", "early", "late"], words: ["summer", "winter", "autumn", "blossom", "march", "april", "may"] } },
    { sense: "a hot spring", kind: "place", cue: { modifiers: ["hot", "natural", "thermal"], words: ["water", "bath", "geyser"] } },
  ],
  fall: [
    { sense: "the season", kind: "time", cue: { modifiers: ["last", "this", "next", "every", "early", "late"], words: ["leaves", "summer", "winter", "autumn", "halloween", "thanksgiving"] } },
    { sense: "a fall, an accident", kind: "abstract", cue: { modifiers: ["her", "his", "my", "bad", "nasty", "big"], words: ["hospital", "hip", "broke", "injury", "ambulance", "slipped", "stairs", "tripped"] } },
  ],
  present: [
    {
      sense: "a gift", kind: "object", picture: "wrapped-gift",
      cue: { modifiers: ["birthday", "christmas", "best", "wedding", "leaving", "little", "big", "first", "perfect", "surprise"], verbs: ["give", "open", "unwrap", "wrap", "buy", "bring", "hide"], words: ["gift", "gifts", "wrapping", "ribbon", "birthday", "christmas"] },
    },
    { sense: "the present time", kind: "time", cue: { following: ["day", "moment", "tense"], words: ["past", "future"] } },
  ],
  star: [
    { sense: "a star in the sky", kind: "object", picture: "star", cue: { verbs: ["shine", "twinkle", "count", "wish", "look", "gaze"], words: ["sky", "night", "shining", "twinkling", "telescope", "constellation", "moon", "planets"] } },
    { sense: "a gold star", kind: "object", picture: "star", cue: { modifiers: ["gold", "sticker", "paper", "silver"] } },
    { sense: "a famous person", kind: "person", cue: { modifiers: ["film", "movie", "rock", "pop", "tv", "football", "rising", "reality", "tiktok", "child", "real"], words: ["famous", "celebrity", "fans", "autograph"] } },
  ],
  cup: [
    { sense: "a cup of something to drink", kind: "object", picture: "hot-beverage", cue: { modifiers: ["coffee", "tea", "paper", "china", "plastic", "mug"], following: ["of"], verbs: ["drink", "sip", "pour", "make", "fill", "hold"], words: ["tea", "coffee", "cocoa", "kettle", "saucer"] } },
    { sense: "a trophy or a cup competition", kind: "object", picture: "trophy", cue: { modifiers: ["world", "fa", "league", "county", "silver", "golden"], following: ["final", "tie", "match", "run"], verbs: ["win", "lift", "lose"], words: ["final", "trophy", "tournament", "penalties", "league", "champions"] } },
  ],
  goal: [
    { sense: "a goal in a match", kind: "object", picture: "goal-net", cue: { modifiers: ["winning", "own", "late", "last-minute", "first", "equalising", "open"], verbs: ["score", "save", "concede", "kick", "defend"], words: ["scored", "goalkeeper", "net", "match", "ball", "penalty", "keeper", "football", "pitch", "post", "crossbar"] } },
    { sense: "an aim", kind: "abstract", cue: { modifiers: ["my", "main", "life", "big", "only", "real", "personal", "fitness"], verbs: ["achieve", "reach", "set", "have"], words: ["dream", "plan", "target", "achieve"] } },
  ],
  pot: [
    { sense: "a teapot", kind: "object", picture: "teapot", cue: { modifiers: ["tea", "coffee"], following: ["tea", "coffee"], words: ["teabags", "brew"] } },
    { sense: "a plant pot", kind: "object", picture: "potted-plant", cue: { modifiers: ["plant", "flower", "clay", "terracotta"], words: ["plant", "soil", "seeds", "flowers", "seedling"] } },
    { sense: "a cooking pot", kind: "object", picture: "pot-of-food", cue: { modifiers: ["cooking", "big", "huge", "stock"], following: ["soup", "stew", "rice", "pasta", "spaghetti", "chilli", "curry", "beans", "potatoes"], verbs: ["cook", "stir", "boil", "simmer"], words: ["stove", "oven", "boiling", "lid"] } },
  ],
  ball: [
    { sense: "a football", kind: "object", picture: "soccer-ball", cue: { verbs: ["kick", "head", "dribble", "score", "shoot", "save"], words: ["football", "goal", "pitch", "kick", "match", "net", "goalkeeper", "penalty"] } },
    { sense: "a tennis ball", kind: "object", picture: "tennis", cue: { words: ["tennis", "racket", "racquet", "court", "serve", "wimbledon"] } },
    { sense: "a basketball", kind: "object", picture: "basketball", cue: { words: ["basketball", "hoop", "dunk", "court"] } },
    { sense: "a dance", kind: "place", cue: { modifiers: ["masked", "charity", "christmas", "summer", "graduation", "fancy", "debutante"], words: ["gown", "dance", "dancing", "tuxedo", "ballroom"] } },
  ],
  slide: [
    { sense: "a playground slide", kind: "object", picture: "playground-slide", cue: { modifiers: ["playground", "water", "big", "tall", "twisty", "helter-skelter"], words: ["playground", "park", "swing", "swings", "climbing", "whoosh", "bottom"] } },
    { sense: "a presentation slide", kind: "abstract", cue: { modifiers: ["next", "last", "final", "first", "title", "powerpoint"], words: ["presentation", "powerpoint", "meeting", "deck", "screen", "numbers", "revenue", "projector", "talk", "conference"] } },
  ],
  heart: [
    { sense: "a heart shape", kind: "object", picture: "red-heart", cue: { modifiers: ["paper", "chocolate", "red", "pink", "love", "little", "big", "sugar", "felt"], following: ["shape", "shaped", "sticker", "emoji"], words: ["shaped", "shape", "draw", "drew", "card", "cut", "sticker", "emoji", "hearts"] } },
    { sense: "the heart as organ or feeling", kind: "abstract", cue: { modifiers: ["broken", "kind", "whole", "his", "her", "my", "their", "our", "weak"], words: ["attack", "surgery", "beating", "broke", "racing", "pounding", "sank"] } },
  ],
  toast: [
    { sense: "toasted bread", kind: "food", picture: "bread", cue: { modifiers: ["burnt", "buttered", "cold", "hot", "french", "cheese"], verbs: ["burn", "butter", "eat", "munch"], words: ["butter", "jam", "marmalade", "breakfast", "toaster", "smoke", "beans", "egg", "eggs"] } },
    { sense: "a toast with drinks", kind: "abstract", cue: { following: ["to"], verbs: ["raise", "propose", "drink"], words: ["glass", "glasses", "champagne", "speech", "wedding", "cheers", "bride", "groom"] } },
  ],
  sponge: [
    { sense: "a sponge cake", kind: "food", picture: "shortcake", cue: { modifiers: ["lemon", "victoria", "chocolate", "vanilla", "coffee", "strawberry"], words: ["cake", "tiers", "icing", "baked", "bake", "slice", "cream", "jam"] } },
    { sense: "a cleaning sponge", kind: "object", picture: "sponge", cue: { verbs: ["wipe", "scrub", "squeeze", "wash"], words: ["sink", "soap", "bath", "washing", "dishes", "bucket"] } },
  ],
  boot: [
    { sense: "footwear", kind: "object", picture: "hiking-boot", cue: { modifiers: ["own", "walking", "hiking", "muddy", "wellington", "rubber", "new", "leather", "snow", "winter", "heavy", "work"], verbs: ["wear", "lace", "pull"], words: ["feet", "foot", "mud", "wellies", "socks", "laces", "hike", "hiking"] } },
    { sense: "a car's boot", kind: "object", cue: { modifiers: ["car"], following: ["of"], words: ["car", "trunk", "luggage", "suitcase", "suitcases", "parked", "drove"] } },
  ],
  castle: [
    { sense: "a sandcastle", kind: "object", picture: "castle", cue: { modifiers: ["sand"], verbs: ["build", "knock", "wash"], words: ["sand", "sandcastle", "beach", "bucket", "spade", "moat", "wave", "tide", "towers", "flags"] } },
    { sense: "a castle to visit", kind: "place" },
  ],
  chicken: [
    { sense: "the bird", kind: "animal", picture: "chicken", cue: { modifiers: ["pet", "live", "free-range"], verbs: ["chase", "lay", "cluck", "peck", "feed", "keep"], words: ["eggs", "coop", "farm", "hens", "yard", "feathers", "rooster", "flock"] } },
    { sense: "chicken to eat", kind: "food", picture: "poultry-leg", cue: { modifiers: ["roast", "fried", "grilled", "jerk", "butter", "spicy", "cold"], verbs: ["eat", "cook", "roast", "fry", "carve", "order", "grill", "serve"], words: ["dinner", "lunch", "rice", "curry", "sauce", "nuggets", "sandwich", "plate", "oven", "gravy"] } },
  ],
  seal: [
    { sense: "the animal", kind: "animal", picture: "seal", cue: { modifiers: ["grey", "baby", "harbour", "fur", "elephant"], verbs: ["spot", "swim", "bark", "watch"], words: ["sea", "beach", "rocks", "harbour", "harbor", "water", "coast", "island", "boat", "colony", "pup"] } },
    { sense: "a seal on something", kind: "object", cue: { modifiers: ["wax", "official", "royal", "rubber"], verbs: ["break"], words: ["envelope", "jar", "lid", "stamp"] } },
  ],
  mouse: [
    { sense: "the animal", kind: "animal", picture: "mouse", cue: { modifiers: ["field", "house", "little", "tiny", "dead", "pet", "baby"], verbs: ["run", "squeak", "scurry", "catch", "chase", "nibble", "trap", "scamper"], words: ["kitchen", "floor", "skirting", "cupboard", "cat", "trap", "cheese", "pet", "tail", "nest", "droppings", "hole"] } },
    { sense: "a computer mouse", kind: "object", picture: "computer-mouse", cue: { modifiers: ["computer", "wireless", "optical", "gaming"], verbs: ["click", "plug"], words: ["computer", "laptop", "click", "clicked", "desk", "keyboard", "screen", "monitor", "cursor"] } },
  ],
  cricket: [
    { sense: "the insect", kind: "animal", picture: "cricket", cue: { verbs: ["chirp", "hop", "jump"], words: ["chirping", "grass", "insect", "insects", "night", "crickets"] } },
    { sense: "the game", kind: "object", picture: "cricket-game", cue: { modifiers: ["county", "village", "test", "club", "backyard", "beach"], verbs: ["play", "watch", "bat", "bowl"], words: ["bat", "wicket", "match", "team", "pitch", "county", "club", "innings", "stumps", "bowler"] } },
  ],
  pen: [
    { sense: "a pen to write with", kind: "object", picture: "pen", cue: { modifiers: ["fine", "ballpoint", "felt-tip", "red", "blue", "black", "green", "biro", "new", "favourite", "lucky"], verbs: ["write", "sign", "click", "chew", "borrow", "lend"], words: ["paper", "wrote", "write", "sign", "signed", "notebook", "ink", "desk", "letter", "note", "pencil", "card"] } },
    { sense: "a fountain pen", kind: "object", picture: "fountain-pen", cue: { modifiers: ["fountain", "ink"] } },
    { sense: "a pen for animals", kind: "place", cue: { modifiers: ["pig", "sheep", "goat", "chicken", "cattle", "holding"], words: ["pigs", "sheep", "goats", "farm", "lambs"] } },
  ],
  bow: [
    { sense: "a bow for arrows", kind: "object", picture: "bow-and-arrow", cue: { words: ["arrow", "arrows", "archery", "target", "archer"] } },
    { sense: "a ribbon bow", kind: "object", picture: "ribbon", cue: { modifiers: ["hair", "pink", "red", "big", "ribbon", "velvet", "satin", "little"], words: ["hair", "ribbon", "tied", "present", "gift", "wrapped", "wrapping"] } },
    { sense: "a bow to an audience", kind: "abstract", cue: { verbs: ["take"], words: ["audience", "applause", "curtain", "stage", "clapped"] } },
    { sense: "a ship's bow", kind: "object", cue: { words: ["ship", "boat", "deck", "stern", "ferry"] } },
  ],
  coach: [
    { sense: "a bus for long trips", kind: "vehicle", picture: "bus", cue: { modifiers: ["tour", "night", "school", "overnight", "team"], verbs: ["board", "ride", "catch", "miss", "take"], words: ["trip", "driver", "seats", "motorway", "station", "luggage"] } },
    { sense: "a sports coach", kind: "person", cue: { modifiers: ["football", "swim", "swimming", "tennis", "my", "our", "his", "her", "head", "assistant", "running", "life"], verbs: ["say", "tell", "shout", "yell", "train"], words: ["team", "practice", "training", "players", "match", "season"] } },
  ],
  chips: [
    { sense: "chips, fries", kind: "food", picture: "french-fries", cue: { words: ["fish", "vinegar", "chippy", "ketchup", "salt", "burger", "peas"] } },
    { sense: "crisps", kind: "food", cue: { modifiers: ["potato", "tortilla", "corn"], following: ["and"], words: ["bag", "packet", "dip", "salsa", "guacamole"] } },
  ],
  hockey: [
    { sense: "ice hockey", kind: "object", picture: "ice-hockey", cue: { modifiers: ["ice"], words: ["ice", "rink", "skates", "puck", "nhl"] } },
    { sense: "field hockey", kind: "object", picture: "field-hockey", cue: { modifiers: ["field"], words: ["grass", "astroturf", "pitch"] } },
  ],
  keyboard: [
    { sense: "a computer keyboard", kind: "object", picture: "keyboard", cue: { modifiers: ["computer", "wireless", "laptop"], verbs: ["type"], words: ["typing", "typed", "laptop", "computer", "desk", "keys", "email", "screen", "mouse"] } },
    { sense: "a musical keyboard", kind: "object", picture: "musical-keyboard", cue: { modifiers: ["electric", "casio", "musical"], verbs: ["play"], words: ["music", "song", "band", "piano", "lessons", "chords", "tune"] } },
  ],
};
