import type { PictureKind } from "@common/script";
import { AMBIGUOUS } from "./senses";

/**
 * The curated picture lexicon: nouns (lemmas, lower case; a few fixed phrases) a story says, each with what it is and
 * the icon of the set that pictures it. Every icon was picked by looking at it; a noun whose icon would mislead (🅰️
 * for "button", 💂 for "lifeguard", ♋ for "cancer") is listed without one, so it is known and never guessed.
 * People are in people.ts (their picture depends on age and gender), nouns with several senses in senses.ts.
 */

export type Kind = Exclude<PictureKind, "unknown">;

/** Words of the sentence that point at one sense of a noun. */
export type Cue = {
  /** Said right before the noun, in its phrase: "cricket bat", "high note", "river bank", "her glasses". */
  modifiers?: readonly string[];
  /** Tags of the word right before it: a "Demonym" before "flag" makes it a country's flag. */
  modifierTags?: readonly string[];
  /** Said just after it: "bank of the river", "glass of milk". */
  following?: readonly string[];
  /** Verbs of the sentence, as dictionary forms: "find", "sing". */
  verbs?: readonly string[];
  /** Any other word of the sentence. */
  words?: readonly string[];
};

/** One meaning of a noun; `picture` is the icon's name in the set, absent when the set has nothing that fits. */
export type Sense = { sense: string; kind: Kind; picture?: string; cue?: Cue };

const ANIMALS: Record<string, string> = {
  dog: "dog", puppy: "dog", pup: "dog", doggy: "dog", hound: "dog", beagle: "dog", labrador: "dog", spaniel: "dog",
  terrier: "dog", collie: "dog", retriever: "dog", sheepdog: "dog", dachshund: "dog", greyhound: "dog", poodle: "poodle",
  "guide dog": "guide-dog", cat: "cat", kitten: "cat", kitty: "cat", tomcat: "cat", moggy: "cat", rat: "rat",
  hamster: "hamster", rabbit: "rabbit", bunny: "rabbit", fox: "fox", wolf: "wolf", bear: "bear", "polar bear": "polar-bear",
  panda: "panda", koala: "koala", tiger: "tiger", lion: "lion", leopard: "leopard", elephant: "elephant", giraffe: "giraffe",
  zebra: "zebra", horse: "horse", pony: "horse", foal: "horse", stallion: "horse", mare: "horse", donkey: "donkey",
  cow: "cow", cattle: "cow", bull: "ox", ox: "ox", buffalo: "water-buffalo", bison: "bison", pig: "pig",
  piglet: "pig", boar: "boar", sheep: "ewe", ewe: "ewe", ram: "ram", goat: "goat", camel: "two-hump-camel",
  llama: "llama", alpaca: "llama", deer: "deer", reindeer: "deer", moose: "moose", monkey: "monkey",
  gorilla: "gorilla", orangutan: "orangutan", kangaroo: "kangaroo", sloth: "sloth", otter: "otter", beaver: "beaver",
  badger: "badger", hedgehog: "hedgehog", skunk: "skunk", raccoon: "raccoon", squirrel: "chipmunk", chipmunk: "chipmunk",
  hippo: "hippopotamus", hippopotamus: "hippopotamus", rhino: "rhinoceros", rhinoceros: "rhinoceros",
  crocodile: "crocodile", alligator: "crocodile", lizard: "lizard", gecko: "lizard", iguana: "lizard", snake: "snake",
  python: "snake", turtle: "turtle", tortoise: "turtle", frog: "frog", toad: "frog", dinosaur: "t-rex", dragon: "dragon",
  unicorn: "unicorn", mammoth: "mammoth", bird: "bird", seagull: "bird", gull: "bird", pigeon: "bird", sparrow: "bird",
  robin: "bird", magpie: "bird", budgie: "parrot", crow: "blackbird", raven: "blackbird", blackbird: "blackbird",
  dove: "dove", eagle: "eagle", owl: "owl", duck: "duck", duckling: "duck", goose: "goose", swan: "swan", hen: "chicken",
  rooster: "rooster", cockerel: "rooster", chick: "baby-chick", parrot: "parrot", flamingo: "flamingo",
  peacock: "peacock", penguin: "penguin", fish: "fish", goldfish: "fish", trout: "fish", salmon: "fish",
  "tropical fish": "tropical-fish", shark: "shark", whale: "whale", dolphin: "dolphin", octopus: "octopus",
  squid: "squid", jellyfish: "jellyfish", crab: "crab", lobster: "lobster", shrimp: "shrimp", prawn: "shrimp",
  snail: "snail", worm: "worm", caterpillar: "bug", butterfly: "butterfly", bee: "honeybee", honeybee: "honeybee",
  bumblebee: "honeybee", ant: "ant", beetle: "beetle", ladybird: "lady-beetle", ladybug: "lady-beetle",
  spider: "spider", scorpion: "scorpion", mosquito: "mosquito", cockroach: "cockroach", germ: "microbe",
};

const FOOD: Record<string, string> = {
  apple: "red-apple", banana: "banana", orange: "tangerine", tangerine: "tangerine", satsuma: "tangerine",
  clementine: "tangerine", lemon: "lemon", lime: "lime", pear: "pear", peach: "peach", cherry: "cherries",
  strawberry: "strawberry", blueberry: "blueberries", grape: "grapes", watermelon: "watermelon", melon: "melon",
  pineapple: "pineapple", mango: "mango", coconut: "coconut", avocado: "avocado", tomato: "tomato", potato: "potato",
  carrot: "carrot", corn: "ear-of-corn", broccoli: "broccoli", cucumber: "cucumber", lettuce: "leafy-green",
  cabbage: "leafy-green", spinach: "leafy-green", salad: "green-salad", onion: "onion", garlic: "garlic",
  ginger: "ginger-root", chilli: "hot-pepper", chili: "hot-pepper", "bell pepper": "bell-pepper",
  aubergine: "eggplant", eggplant: "eggplant", pea: "pea-pod", bean: "beans", olive: "olive", peanut: "peanuts",
  chestnut: "chestnut", bread: "bread", loaf: "bread", baguette: "baguette-bread",
  croissant: "croissant", bagel: "bagel", pretzel: "pretzel", pancake: "pancakes", waffle: "waffle",
  cheese: "cheese-wedge", butter: "butter", egg: "egg", bacon: "bacon", meat: "cut-of-meat", steak: "cut-of-meat",
  burger: "hamburger", hamburger: "hamburger", "hot dog": "hot-dog", sandwich: "sandwich", pizza: "pizza",
  spaghetti: "spaghetti", pasta: "spaghetti", noodle: "steaming-bowl", ramen: "steaming-bowl", soup: "pot-of-food",
  stew: "pot-of-food", curry: "curry-rice", rice: "cooked-rice", "jollof rice": "cooked-rice", sushi: "sushi",
  taco: "taco", burrito: "burrito", dumpling: "dumpling", fries: "french-fries", "french fries": "french-fries",
  popcorn: "popcorn", salt: "salt", honey: "honey-pot", cake: "shortcake", "birthday cake": "birthday-cake",
  cupcake: "cupcake", cookie: "cookie", biscuit: "cookie", doughnut: "doughnut", donut: "doughnut", pie: "pie",
  chocolate: "chocolate-bar", "chocolate bar": "chocolate-bar", candy: "candy", sweet: "candy", lollipop: "lollipop", "ice cream": "ice-cream",
  custard: "custard", porridge: "bowl-with-spoon", cereal: "bowl-with-spoon", coffee: "hot-beverage",
  tea: "hot-beverage", cuppa: "hot-beverage", "hot chocolate": "hot-beverage", cocoa: "hot-beverage",
  milk: "glass-of-milk", juice: "beverage-box", wine: "wine-glass", beer: "beer-mug",   champagne: "bottle-with-popping-cork", prosecco: "bottle-with-popping-cork", cocktail: "cocktail-glass",
  whisky: "tumbler-glass", whiskey: "tumbler-glass", smoothie: "cup-with-straw", milkshake: "cup-with-straw",
  "bubble tea": "bubble-tea", sake: "sake", falafel: "falafel", "fortune cookie": "fortune-cookie", fondue: "fondue",
  "roast chicken": "poultry-leg", breakfast: "fork-and-knife-with-plate",
  lunch: "fork-and-knife-with-plate", dinner: "fork-and-knife-with-plate", supper: "fork-and-knife-with-plate",
  meal: "fork-and-knife-with-plate", feast: "fork-and-knife-with-plate", picnic: "fork-and-knife-with-plate",
};

const OBJECTS: Record<string, string> = {
  // Home and kitchen.
  jar: "jar", sandcastle: "castle", watch: "watch", wheel: "wheel", tyre: "wheel", tire: "wheel", hole: "hole",
  elevator: "elevator", "baby bottle": "baby-bottle", "post box": "postbox", envelope: "envelope", parcel: "package", package: "package", shoebox: "package",
  "cardboard box": "package", "ring box": "ring", gift: "wrapped-gift", balloon: "balloon", candle: "candle",
  "light bulb": "light-bulb", lightbulb: "light-bulb", torch: "flashlight", flashlight: "flashlight", key: "key",
  "allen key": "key", door: "door", window: "window", windowsill: "window", chair: "chair",
  armchair: "chair", sofa: "couch-and-lamp", couch: "couch-and-lamp", clock: "mantelpiece-clock",
  "alarm clock": "alarm-clock", phone: "mobile-phone", mobile: "mobile-phone", smartphone: "mobile-phone",
  "mobile phone": "mobile-phone", telephone: "telephone", landline: "telephone", laptop: "laptop",
  computer: "desktop-computer", pc: "desktop-computer", tv: "television", television: "television", telly: "television",
  radio: "radio", camera: "camera", photo: "framed-picture", photograph: "framed-picture", painting: "framed-picture",
  portrait: "framed-picture", book: "closed-book", novel: "closed-book", notebook: "notebook", diary: "notebook",
  notepad: "spiral-notepad", newspaper: "newspaper", map: "world-map", ticket: "ticket", coin: "coin",
  money: "money-bag", cash: "money-bag", purse: "purse", handbag: "handbag", backpack: "backpack",
  rucksack: "backpack", schoolbag: "backpack", suitcase: "luggage", luggage: "luggage", umbrella: "closed-umbrella",
  sunglasses: "sunglasses", "magnifying glass": "magnifying-glass-tilted-left", mug: "hot-beverage",
  teacup: "teacup-without-handle", teapot: "teapot", bowl: "bowl-with-spoon", plate: "fork-and-knife-with-plate",
  fork: "fork-and-knife", knife: "kitchen-knife", spoon: "spoon", chopstick: "chopsticks", "frying pan": "cooking",
  bucket: "bucket", broom: "broom", soap: "soap", toilet: "toilet", bath: "bathtub", bathtub: "bathtub",
  toothbrush: "toothbrush", mirror: "mirror", razor: "razor", scissors: "scissors",
  thread: "thread", yarn: "yarn", wool: "yarn", "safety pin": "safety-pin",
  paperclip: "paperclip", pencil: "pencil", crayon: "crayon", paintbrush: "paintbrush",
  palette: "artist-palette", scroll: "scroll", calendar: "spiral-calendar",
  clipboard: "clipboard", telescope: "telescope", microscope: "microscope", compass: "compass", hourglass: "hourglass-done",
  stopwatch: "stopwatch", thermometer: "thermometer", battery: "battery", magnet: "magnet",
  "credit card": "credit-card", "debit card": "credit-card", "bank card": "credit-card", receipt: "receipt",
  bookmark: "bookmark", "teddy bear": "teddy-bear", teddy: "teddy-bear",   jigsaw: "puzzle-piece", dice: "game-die", chess: "chess-pawn", "video game": "video-game",
  joystick: "joystick", "yo-yo": "yo-yo", kite: "kite", piñata: "piata", pinata: "piata", confetti: "confetti-ball",
  "party popper": "party-popper", firework: "fireworks", firecracker: "firecracker", sparkler: "sparkler",
  "christmas tree": "christmas-tree", trophy: "trophy", "cup final": "trophy", medal: "sports-medal", "gold medal": "1st-place-medal",
  ladder: "ladder", hammer: "hammer", wrench: "wrench", spanner: "wrench", screwdriver: "screwdriver", saw: "carpentry-saw",
  axe: "axe", toolbox: "toolbox", "nut and bolt": "nut-and-bolt",   brick: "brick", chain: "chains", "fire extinguisher": "fire-extinguisher", anchor: "anchor", shield: "shield",
  sword: "crossed-swords", dagger: "dagger", "bow and arrow": "bow-and-arrow", bomb: "bomb", coffin: "coffin",
  gravestone: "headstone", headstone: "headstone", crutch: "crutch", pill: "pill",   bandage: "adhesive-bandage", syringe: "syringe", stethoscope: "stethoscope", wheelchair: "manual-wheelchair",
  printer: "printer", "floppy disk": "floppy-disk", dvd: "dvd", cd: "optical-disk", microphone: "microphone",
  mic: "microphone", headphones: "headphone", headphone: "headphone", loudspeaker: "loudspeaker", megaphone: "megaphone",
  bell: "bell", doorbell: "bell", trumpet: "trumpet", saxophone: "saxophone", sax: "saxophone", flute: "flute",
  violin: "violin", fiddle: "violin", guitar: "guitar", banjo: "banjo", accordion: "accordion", drum: "drum",
  piano: "musical-keyboard", maracas: "maracas", "sheet music": "musical-score", song: "musical-notes",
  tune: "musical-notes", melody: "musical-notes", music: "musical-notes", email: "e-mail", "e-mail": "e-mail",
  postbox: "postbox", mailbox: "closed-mailbox-with-raised-flag",   "love letter": "love-letter", "sticky note": "memo", memo: "memo", "shopping bag": "shopping-bags",
  "shopping trolley": "shopping-cart", "shopping cart": "shopping-cart", trolley: "shopping-cart", basket: "basket",
  mousetrap: "mouse-trap", robot: "robot", rocket: "rocket", satellite: "satellite",
  parachute: "parachute", sled: "sled", sledge: "sled", skateboard: "skateboard", ski: "skis", "ice skate": "ice-skate",
  "roller skate": "roller-skate", frisbee: "flying-disc", boomerang: "boomerang",
  "soccer ball": "soccer-ball", basketball: "basketball", baseball: "baseball",
  softball: "softball", volleyball: "volleyball", rugby: "rugby-football", "rugby ball": "rugby-football",
  "american football": "american-football", tennis: "tennis", "tennis ball": "tennis", golf: "flag-in-hole",
  badminton: "badminton", "ping pong": "ping-pong", bowling: "bowling", "boxing glove": "boxing-glove",
  "fishing rod": "fishing-pole", "goal net": "goal-net", "crystal ball": "crystal-ball",
  "magic wand": "magic-wand", wand: "magic-wand", "slot machine": "slot-machine", tent: "tent", "campfire": "fire",
  "wind chime": "wind-chime", placard: "placard",   "stop sign": "stop-sign", "carousel": "carousel-horse", "ferris wheel": "ferris-wheel",
  "roller coaster": "roller-coaster", "playground slide": "playground-slide",   // Clothes.
  hat: "womans-hat", cap: "billed-cap", "baseball cap": "billed-cap", "top hat": "top-hat", crown: "crown",
  scarf: "scarf", glove: "gloves", mitten: "gloves", coat: "coat", jacket: "coat", dress: "dress",   "t-shirt": "t-shirt", tshirt: "t-shirt", jeans: "jeans", shorts: "shorts",
  sock: "socks", shoe: "running-shoe", sneaker: "running-shoe",   sandal: "womans-sandal", "flip-flop": "thong-sandal", "flip flop": "thong-sandal",   "high heel": "high-heeled-shoe", necktie: "necktie", swimsuit: "one-piece-swimsuit", bikini: "bikini",
  kimono: "kimono", sari: "sari", lipstick: "lipstick", "nail polish": "nail-polish", goggles: "goggles",
  "lab coat": "lab-coat", "safety vest": "safety-vest", "ballet shoe": "ballet-shoes", ribbon: "ribbon",
    // The body: "stung on the nose".
  nose: "nose", ear: "ear", eyes: "eyes", tooth: "tooth", tongue: "tongue",
  lips: "mouth", brain: "brain", lung: "lungs", bone: "bone", skull: "skull",   footprint: "footprints",
  // Nature.
  tree: "deciduous-tree", "oak tree": "deciduous-tree", "apple tree": "deciduous-tree", oak: "deciduous-tree",
  "fir tree": "evergreen-tree", "pine tree": "evergreen-tree", "palm tree": "palm-tree",
  flower: "blossom", bouquet: "bouquet", rose: "rose", tulip: "tulip", sunflower: "sunflower", daisy: "blossom",
  blossom: "cherry-blossom", "cherry blossom": "cherry-blossom", hibiscus: "hibiscus", lotus: "lotus", leaf: "leaf-fluttering-in-wind",
  "autumn leaf": "fallen-leaf", "maple leaf": "maple-leaf", clover: "four-leaf-clover", shamrock: "shamrock",
  herb: "herb", cactus: "cactus", mushroom: "mushroom", toadstool: "mushroom", seed: "seedling", seedling: "seedling",
  sapling: "seedling", plant: "potted-plant", houseplant: "potted-plant", rock: "rock", pebble: "rock",
  boulder: "rock", seashell: "spiral-shell", feather: "feather", nest: "nest-with-eggs",
  log: "wood", firewood: "wood", snow: "snowflake", snowflake: "snowflake", snowman: "snowman",
  rain: "cloud-with-rain", raindrop: "droplet", cloud: "cloud", storm: "cloud-with-lightning-and-rain",
  thunderstorm: "cloud-with-lightning-and-rain", lightning: "cloud-with-lightning", thunder: "cloud-with-lightning",
  rainbow: "rainbow", sun: "sun", moon: "crescent-moon", "full moon": "full-moon", wind: "wind-face",
  gust: "wind-face", tornado: "tornado", hurricane: "cyclone", fog: "fog", mist: "fog", volcano: "volcano",
  fire: "fire", flame: "fire", bonfire: "fire", water: "droplet", bubble: "bubbles", comet: "comet",
  "shooting star": "shooting-star", planet: "ringed-planet", "milky way": "milky-way", icicle: "ice",
};

const VEHICLES: Record<string, string> = {
  car: "automobile", "sports car": "racing-car", "racing car": "racing-car", taxi: "taxi", cab: "taxi", bus: "bus",
  minibus: "minibus", "school bus": "bus", "night bus": "bus", van: "delivery-truck", truck: "delivery-truck",
  lorry: "articulated-lorry", "pickup truck": "pickup-truck", jeep: "sport-utility-vehicle", suv: "sport-utility-vehicle",
  tractor: "tractor", "fire engine": "fire-engine", "fire truck": "fire-engine", ambulance: "ambulance",
  "police car": "police-car", motorbike: "motorcycle", motorcycle: "motorcycle", moped: "motor-scooter",
  scooter: "kick-scooter", bike: "bicycle", bicycle: "bicycle", "mountain bike": "bicycle", train: "train",
  locomotive: "locomotive", "steam train": "locomotive", tram: "tram", "cable car": "mountain-cableway",
  plane: "airplane", aeroplane: "airplane", airplane: "airplane", jet: "airplane", flight: "airplane",
  helicopter: "helicopter", boat: "sailboat", sailboat: "sailboat", yacht: "sailboat", "rowing boat": "canoe",
  ship: "ship", "cruise ship": "passenger-ship", ferry: "ferry", canoe: "canoe", kayak: "canoe", speedboat: "speedboat",
  "motor boat": "motor-boat", ufo: "flying-saucer", "flying saucer": "flying-saucer", rickshaw: "auto-rickshaw",
};

/** Things a story names that the set has no fitting picture for: known, and left without one. */
const UNPICTURED_THINGS = [
  "button", "whistle", "wallet", "tin", "can", "family tree", "hot air balloon", "bottle cap", "record label", "flower bed", "river bed", "seabed", "card", "letter box", "piggy bank", "robot vacuum", "plaster", "tablet", "fridge", "freezer", "table", "kitchen table", "desk", "blanket", "pillow", "curtain", "carpet",
  "rug", "shelf", "drawer", "cupboard", "wardrobe", "kettle", "toaster", "oven", "stove", "camping stove", "microwave",
  "sink", "tap", "towel", "bottle", "tongs", "smoke alarm", "fire alarm", "alarm", "sauce", "icing", "candy floss",
  "crisps", "eggnog", "jam", "yoghurt", "yogurt", "sausage", "ham", "turkey", "gravy", "passport", "postcard", "stamp",
  "magazine", "photo album", "album", "letterhead", "certificate", "poster", "sticker", "drone", "usb stick", "remote",
  "charger", "cable", "wire", "helmet", "bike helmet", "suit", "uniform", "costume", "jumper", "sweater", "hoodie",
  "pyjamas", "nightie", "apron", "veil", "armband", "necklace", "earring", "bracelet", "handle", "sleeve", "pocket",
  "zip", "lace", "doll", "toy", "lego", "block", "brick wall", "fence", "gate", "hedge", "wall", "roof", "chimney",
  "stairs", "staircase", "step", "floor", "ceiling", "lift", "doorstep", "pipe", "boiler", "radiator",
  "engine", "seatbelt", "steering wheel", "kerb", "curb", "pavement", "sidewalk", "puddle",
  "sand", "mud", "grass", "moat", "tower", "smoke", "dust", "stick", "branch",
  "vine", "grain", "flour", "sugar", "oil", "vinegar", "spice", "recipe", "menu", "bill", "tip", "bin", "rubbish",
  "litter", "bag", "sack", "net", "rope", "string", "tape", "glue", "paper", "page", "screen",
  "speaker", "video", "film", "movie", "selfie", "crossword", "scrubs", "decoration",
  "ornament", "wreath", "wrapping paper", "sign language", "flag pole", "lid", "crumb", "pram",
  "buggy", "stroller", "cot", "crib", "nappy", "diaper", "dummy", "rattle",
];

const PLACES = [
  "beach", "sea", "ocean", "seaside", "coast", "shore", "bay", "pier", "harbour", "harbor", "port", "marina", "park",
  "garden", "back garden", "backyard", "yard", "kitchen", "bedroom", "bathroom", "living room", "lounge", "attic",
  "basement", "cellar", "garage", "hallway", "hall", "corridor", "room", "house", "home", "flat", "apartment", "cottage",
  "cabin", "bungalow", "mansion", "palace", "school", "classroom", "playground", "university", "college",
  "office", "hospital", "ward", "clinic", "surgery", "church", "chapel", "cathedral", "temple", "mosque", "synagogue",
  "shop", "store", "corner shop", "supermarket", "bakery", "café", "cafe", "restaurant", "pub", "bar", "hotel",
  "guesthouse", "hostel", "airport", "station", "train station", "bus stop", "platform", "car park", "parking lot",
  "street", "road", "lane", "avenue", "motorway", "highway", "bridge", "river", "lake", "pond", "stream", "canal",
  "waterfall", "mountain", "hill", "valley", "cliff", "forest", "wood", "woods", "jungle", "field", "meadow", "farm",
  "barn", "village", "town", "city", "country", "countryside", "island", "desert", "cave", "zoo", "aquarium",
  "museum", "gallery", "library", "cinema", "theatre", "theater", "stadium", "pitch", "gym", "pool", "swimming pool",
  "market", "mall", "shopping centre", "campsite", "camp", "allotment", "marae", "prison", "court", "courtroom",
  "factory", "warehouse", "post office", "police station", "fire station", "wedding", "party", "concert",
  "festival", "funeral", "aisle", "stage", "lobby", "reception", "world", "neighbourhood", "neighborhood",
  "estate", "square", "high street", "car wash", "petrol station", "gas station", "border", "shed", "greenhouse",
  "porch", "balcony", "terrace", "rooftop", "lighthouse", "windmill", "fairground", "funfair", "circus", "ski slope",
];

const TIMES = [
  "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "weekend", "morning", "afternoon",
  "evening", "night", "midnight", "midday", "noon", "dawn", "dusk", "sunrise", "sunset", "twilight", "bedtime",
  "teatime", "lunchtime", "summer", "winter", "autumn", "christmas", "christmas eve", "christmas day", "boxing day",
  "easter", "halloween", "diwali", "eid", "hanukkah", "ramadan", "thanksgiving", "new year", "new year's eve",
  "lunar new year", "birthday", "anniversary", "holiday", "vacation", "half term", "term", "day", "week", "month",
  "year", "today", "tonight", "yesterday", "tomorrow", "hour", "minute", "second", "moment", "time", "childhood",
  "january", "february", "april", "june", "july", "september", "october", "november", "december", "season", "decade",
  "century", "results day", "first day", "last day", "school run",
];

const ABSTRACT = [
  "secret santa", "home run", "baby shower", "bridal shower", "interview", "exam", "test", "driving test", "field test", "job", "work", "career", "shift", "night shift",
  "meeting", "lesson", "speech", "presentation", "cancer", "chemo", "chemotherapy", "illness", "disease", "flu",
  "covid", "operation", "accident", "injury", "love", "fear", "patience", "idea", "dream", "plan", "joke", "story",
  "game", "match", "final", "race", "marathon", "trip", "work trip", "journey", "honeymoon", "visit",
  "result", "news", "problem", "mistake", "rule", "secret", "surprise", "promise", "word", "name", "number",
  "question", "answer", "silence", "noise", "sound", "voice", "smell", "taste", "power", "wifi", "internet",
  "intranet", "message", "text", "call", "view", "life", "death", "birth", "pregnancy", "thing", "way", "fun",
  "luck", "help", "advice", "homework", "revenue", "recipe book", "safety demonstration",
  "demonstration", "practice", "training", "ceremony", "service", "show", "nativity", "school nativity", "play",
  "performance", "audition", "contest", "competition", "penalty", "score", "point", "goal kick", "ability",
  "instruction", "change", "salary", "rent", "debt", "price", "deal", "sale", "order", "delivery", "grocery",
  "shopping", "queue", "traffic", "weather", "heat", "cold", "pain", "blister", "bruise", "scar", "tear", "laugh",
  "smile", "hug", "kiss", "cuddle", "nap", "sleep", "walk", "run", "swim", "ride", "drive", "stroll", "hike", "climb",
  "cry", "scream", "shout", "whisper", "look", "glance", "stare", "wave goodbye", "goodbye", "hello", "welcome",
  "thanks", "obrigado", "te reo", "mihi", "chess move", "checkmate", "wedding speech", "toast speech", "stand-up",
  "dance", "song contest", "memory", "mind", "soul", "spirit", "faith", "hope", "peace", "war", "history",
  "future", "past", "present day", "bottom", "top", "side", "middle", "edge", "corner", "end", "start", "front",
  "back", "centre", "center", "half", "rest", "lot", "bit", "piece", "part", "pile", "stack", "row", "line", "lap",
  "length", "width", "height", "size", "weight", "distance", "speed", "direction", "turn", "try",
];

function table(words: Record<string, string>, kind: Kind): Array<[string, Sense[]]> {
  return Object.entries(words).map(([word, picture]) => [word, [{ sense: picture, kind, picture }]]);
}

function unpictured(words: readonly string[], kind: Kind, sense: string): Array<[string, Sense[]]> {
  return words.map((word) => [word, [{ sense, kind }]]);
}

const LEXICON = new Map<string, readonly Sense[]>([
  ...unpictured(ABSTRACT, "abstract", "no picture: not a thing to see"),
  ...unpictured(TIMES, "time", "a time: shown by the sky, not a sticker"),
  ...unpictured(PLACES, "place", "a place: the scene's setting, not a sticker"),
  ...unpictured(UNPICTURED_THINGS, "object", "no fitting picture in the set"),
  ...table(VEHICLES, "vehicle"),
  ...table(OBJECTS, "object"),
  ...table(FOOD, "food"),
  ...table(ANIMALS, "animal"),
  ...Object.entries(AMBIGUOUS),
]);

/** The senses of a noun (a lemma or fixed phrase, lower case), or undefined when the lexicon does not know it. */
export function sensesOf(lemma: string): readonly Sense[] | undefined {
  return LEXICON.get(lemma);
}

/** Every noun the lexicon knows, for tests and the storyboard. */
export function lexiconNouns(): string[] {
  return [...LEXICON.keys()];
}
