import type { PictureKind } from "@common/script";
import type { SettingKind } from "@common/storyboard";
import { iconName } from "../../art/icons";
import { escapeRegExp } from "../../language/text";

/**
 * Where a thing of the art set belongs in a scene, and how big it is against a standing adult (the side of its
 * picture's square): in the sky; on a table or counter (food and small things: never on the floor); on the floor
 * (animals, furniture, a bike, a suitcase, a ball); far off behind the people (a car, a boat, a tree: too big to stand
 * beside them at their size); or nowhere (a door or a window is part of the room, a nose is no prop).
 */
export type Whereabouts = "sky" | "surface" | "floor" | "far" | "nowhere";
export type Placing = { where: Whereabouts; size: number };

const SKY = new Set([
  "sun",
  "sun-with-face",
  "crescent-moon",
  "full-moon",
  "new-moon",
  "star",
  "glowing-star",
  "cloud",
  "rainbow",
  "airplane",
  "small-airplane",
  "helicopter",
  "rocket",
  "bird",
  "dove",
  "eagle",
  "parrot",
  "kite",
  "balloon",
  "fireworks",
  "sparkler",
  "comet",
  "flying-saucer",
  "parachute",
  "snowflake",
  "cloud-with-rain",
  "cloud-with-lightning",
  "cloud-with-lightning-and-rain",
  "tornado",
  "cyclone",
  "fog",
  "wind-face",
  "milky-way",
  "ringed-planet",
  "shooting-star",
  "satellite",
  "musical-notes",
  "bubbles",
  "droplet",
  "owl",
  "bat",
  "butterfly",
  "honeybee",
  "lady-beetle",
  "mosquito",
  "fly",
  "leaf-fluttering-in-wind",
  "flying-disc",
  "baby-chick",
]);

// Part of the room or the body: a door drawn the size of a box, or a nose on a table, misleads more than it shows.
const NOWHERE = new Set([
  "door",
  "window",
  "elevator",
  "hole",
  "nose",
  "ear",
  "eye",
  "eyes",
  "tooth",
  "tongue",
  "mouth",
  "brain",
  "lungs",
  "foot",
  "raised-hand",
  "anatomical-heart",
  "leg",
  "flexed-biceps",
]);

// Things that stand on the floor, at their size against an adult (a real dog is about a third of a person's height).
const FLOOR: Record<string, number> = {
  // Animals: the kind's size unless listed.
  cat: 0.26,
  "black-cat": 0.26,
  rabbit: 0.2,
  "rabbit-face": 0.2,
  rat: 0.12,
  mouse: 0.12,
  hamster: 0.12,
  hedgehog: 0.14,
  chicken: 0.24,
  rooster: 0.28,
  duck: 0.2,
  penguin: 0.4,
  turtle: 0.2,
  snail: 0.1,
  frog: 0.12,
  lizard: 0.14,
  squirrel: 0.14,
  chipmunk: 0.12,
  badger: 0.26,
  skunk: 0.22,
  raccoon: 0.26,
  fox: 0.34,
  poodle: 0.3,
  dog: 0.34,
  "guide-dog": 0.4,
  "service-dog": 0.4,
  pig: 0.42,
  goat: 0.48,
  ewe: 0.5,
  ram: 0.52,
  sheep: 0.5,
  llama: 0.72,
  donkey: 0.72,
  deer: 0.8,
  horse: 0.95,
  cow: 0.85,
  ox: 0.85,
  "water-buffalo": 0.85,
  bison: 0.9,
  moose: 0.95,
  wolf: 0.4,
  bear: 0.8,
  "polar-bear": 0.8,
  lion: 0.6,
  tiger: 0.6,
  leopard: 0.5,
  monkey: 0.3,
  gorilla: 0.75,
  orangutan: 0.6,
  kangaroo: 0.75,
  panda: 0.6,
  koala: 0.25,
  sloth: 0.3,
  otter: 0.2,
  beaver: 0.22,
  crocodile: 0.4,
  "t-rex": 0.9,
  sauropod: 0.9,
  snake: 0.2,
  crab: 0.12,
  ant: 0.06,
  spider: 0.07,
  "spiral-shell": 0.08,
  swan: 0.3,
  goose: 0.3,
  turkey: 0.35,
  seal: 0.35,
  // Furniture and things too big or heavy for a table.
  chair: 0.5,
  "couch-and-lamp": 0.75,
  toilet: 0.45,
  bathtub: 0.6,
  "christmas-tree": 1.0,
  "potted-plant": 0.34,
  ladder: 1.05,
  luggage: 0.42,
  backpack: 0.3,
  bucket: 0.22,
  basket: 0.24,
  "shopping-cart": 0.55,
  "manual-wheelchair": 0.62,
  bicycle: 0.62,
  motorcycle: 0.7,
  "motor-scooter": 0.6,
  "kick-scooter": 0.5,
  skateboard: 0.24,
  sled: 0.34,
  snowman: 0.8,
  rock: 0.22,
  headstone: 0.45,
  coffin: 0.6,
  tent: 0.9,
  fire: 0.34,
  wood: 0.3,
  wheel: 0.34,
  postbox: 0.7,
  "closed-mailbox-with-raised-flag": 0.7,
  drum: 0.34,
  guitar: 0.55,
  violin: 0.3,
  banjo: 0.5,
  "soccer-ball": 0.12,
  basketball: 0.13,
  volleyball: 0.12,
  "american-football": 0.12,
  "rugby-football": 0.12,
  baseball: 0.08,
  softball: 0.09,
  tennis: 0.08,
  "goal-net": 0.8,
  castle: 0.4,
  package: 0.26,
  "wrapped-gift": 0.2,
  "fire-extinguisher": 0.3,
  broom: 0.8,
  toolbox: 0.2,
  anchor: 0.36,
  "carousel-horse": 0.9,
  "playground-slide": 0.9,
  footprints: 0.24,
  seedling: 0.14,
  mushroom: 0.12,
  cactus: 0.4,
  "shopping-bags": 0.24,
  "teddy-bear": 0.2,
  "closed-umbrella": 0.5,
  "musical-keyboard": 0.5,
  "slot-machine": 0.7,
  canoe: 0.6,
  "ice-skate": 0.14,
  "roller-skate": 0.14,
  "running-shoe": 0.1,
  baby: 0.22,
  "triangular-flag": 0.2,
  "chequered-flag": 0.3,
  "white-flag": 0.3,
  "rainbow-flag": 0.3,
  "pirate-flag": 0.3,
  "crossed-flags": 0.3,
  "flag-in-hole": 0.5,
  "umbrella-on-ground": 0.9,
  "beach-with-umbrella": 0.9,
};

// Too big to stand beside people at their size: drawn far off behind them outdoors, their size there (a car's
// picture is about 2.4 adults across, a tree 2.5 high), and not indoors.
const FAR: Record<string, number> = {
  automobile: 2.4,
  "racing-car": 2.4,
  taxi: 2.4,
  "police-car": 2.4,
  bus: 3.6,
  minibus: 3,
  "delivery-truck": 3,
  "articulated-lorry": 4,
  "pickup-truck": 2.8,
  "sport-utility-vehicle": 2.6,
  tractor: 2.6,
  "fire-engine": 3.6,
  ambulance: 3,
  train: 5,
  locomotive: 4,
  tram: 4,
  "mountain-cableway": 3,
  sailboat: 3,
  canoe: 2,
  ship: 8,
  "passenger-ship": 8,
  ferry: 6,
  speedboat: 3,
  "motor-boat": 3,
  "auto-rickshaw": 1.8,
  "deciduous-tree": 3,
  "evergreen-tree": 3,
  "palm-tree": 3,
  "ferris-wheel": 8,
  "roller-coaster": 8,
  volcano: 10,
  elephant: 1.9,
  giraffe: 2.6,
  "two-hump-camel": 1.3,
  whale: 4,
  "spouting-whale": 4,
  dolphin: 1.2,
  shark: 1.5,
  house: 3,
  "house-with-garden": 3,
  "derelict-house": 3,
  church: 6,
  "classical-building": 6,
  "office-building": 8,
  hospital: 8,
  "water-wave": 2,
  fish: 0.6,
  "tropical-fish": 0.6,
  blowfish: 0.6,
  octopus: 0.8,
  squid: 0.8,
  jellyfish: 0.6,
  lobster: 0.6,
  shrimp: 0.5,
  school: 6,
  stadium: 8,
  "castle-tower": 6,
  "japanese-castle": 8,
  "statue-of-liberty": 8,
  "tokyo-tower": 10,
};

// Small things on a table at their size against an adult: a jar about a hand's size (a little more, so it reads).
const SURFACE: Record<string, number> = {
  laptop: 0.17,
  "desktop-computer": 0.22,
  television: 0.24,
  radio: 0.16,
  "framed-picture": 0.16,
  "mantelpiece-clock": 0.13,
  "birthday-cake": 0.18,
  shortcake: 0.13,
  "pot-of-food": 0.16,
  "fork-and-knife-with-plate": 0.16,
  cooking: 0.18,
  teapot: 0.13,
  bread: 0.14,
  "baguette-bread": 0.18,
  pizza: 0.16,
  watermelon: 0.16,
  pineapple: 0.15,
  "poultry-leg": 0.12,
  "cut-of-meat": 0.12,
  key: 0.08,
  coin: 0.07,
  pill: 0.07,
  ring: 0.07,
  egg: 0.07,
  cherries: 0.08,
  strawberry: 0.07,
  blueberries: 0.08,
  grapes: 0.09,
  candy: 0.07,
  lollipop: 0.09,
  cookie: 0.08,
  watch: 0.08,
  "mobile-phone": 0.09,
  envelope: 0.1,
  "love-letter": 0.1,
  memo: 0.1,
  "spiral-notepad": 0.1,
  jar: 0.12,
  "hot-beverage": 0.1,
  "glass-of-milk": 0.1,
  "wine-glass": 0.1,
  "beer-mug": 0.11,
  trophy: 0.16,
  "closed-book": 0.11,
  notebook: 0.11,
  newspaper: 0.13,
  bouquet: 0.18,
  "sports-medal": 0.09,
  "1st-place-medal": 0.09,
  candle: 0.1,
  "birthday-candle": 0.1,
  "light-bulb": 0.08,
  "alarm-clock": 0.1,
  telephone: 0.13,
  camera: 0.11,
  "money-bag": 0.13,
  handbag: 0.15,
  purse: 0.12,
  "womans-hat": 0.14,
  "billed-cap": 0.12,
  "top-hat": 0.14,
  crown: 0.12,
};

// A kind's size on the floor when its picture is not listed (the scales props had before).
const KIND_SIZE: Partial<Record<PictureKind, number>> = {
  animal: 0.34,
  vehicle: 0.55,
  food: 0.12,
  object: 0.12,
  abstract: 0.2,
  person: 0.22,
};

/** Where a thing with this picture goes in a scene, and its size against a standing adult. */
export function placingOf(picture: string, kind: PictureKind): Placing {
  const name = iconName(picture) ?? picture;
  if (SKY.has(name)) return { where: "sky", size: 0.26 };
  if (NOWHERE.has(name)) return { where: "nowhere", size: 0 };
  if (Object.hasOwn(FAR, name)) return { where: "far", size: FAR[name]! };
  if (Object.hasOwn(FLOOR, name)) return { where: "floor", size: FLOOR[name]! };
  if (Object.hasOwn(SURFACE, name)) return { where: "surface", size: SURFACE[name]! };
  if (kind === "animal" || kind === "person") return { where: "floor", size: KIND_SIZE[kind]! };
  if (kind === "vehicle") return { where: "far", size: 2.4 };
  return { where: "surface", size: KIND_SIZE[kind] ?? 0.12 };
}

/** Things the person's action draws itself: the car they drive, the bed or sofa they lie on, the pan they cook in. */
export function partOfAction(picture: string, action: string): boolean {
  const name = iconName(picture) ?? picture;
  if (action === "driving")
    return (
      Object.hasOwn(FAR, name) &&
      !/tree|building|house|wheel|volcano|whale|dolphin|shark|elephant|giraffe|camel|ship|boat|ferry|canoe/.test(name)
    );
  if (action === "lying") return name === "couch-and-lamp" || name === "bed";
  if (action === "cooking") return name === "cooking";
  // Its bell rings on its handlebar ("ringing the bell at every duck").
  if (action === "cycling") return name === "bicycle" || name === "bell";
  return false;
}

// What a person wears: a picture of it beside them would be a crown on the table.
const WEARABLE = new Set([
  "womans-hat",
  "billed-cap",
  "top-hat",
  "crown",
  "scarf",
  "gloves",
  "coat",
  "dress",
  "t-shirt",
  "jeans",
  "shorts",
  "socks",
  "running-shoe",
  "womans-sandal",
  "thong-sandal",
  "high-heeled-shoe",
  "necktie",
  "one-piece-swimsuit",
  "bikini",
  "kimono",
  "sari",
  "goggles",
  "lab-coat",
  "safety-vest",
  "ballet-shoes",
]);

/**
 * Whether the line has someone wear the thing ("he wore a paper crown", "answered the door in his socks", "wearing
 * her new shoes"): it is on them, not a thing beside them. "She put the scarf in a drawer" is a scarf.
 */
export function wornIn(line: string, word: string, picture: string): boolean {
  if (!WEARABLE.has(iconName(picture) ?? picture)) return false;
  const wearing = String.raw`\b(?:wore|wear|wears|wearing|worn|had on|dressed in|in (?:his|her|their|my|our|your|a|an))`;
  const between = String.raw`(?:\s+[\p{L}'-]+){0,3}?`;
  return new RegExp(`${wearing}${between}\\s+${escapeRegExp(word)}(?![\\p{L}])`, "iu").test(line);
}

/** Can be held in one hand at its size: a jar, a cup, a trophy, a puppy; not a horse or a bike. */
export function holdable(placing: Placing): boolean {
  return (placing.where === "surface" || placing.where === "floor") && placing.size <= 0.3;
}

// An outdoor place's sky draws its own sun or moon (by the time of day) and clouds, a place by the water its water,
// the snow its snow: a sticker of them again ("watched the sun go down over the water") hangs a second sun and a
// raindrop in the sky. A bedroom has its bed and a living room its sofa: "he hid under my bed" stood a bed icon on a
// side table beside the bed.
const SKY_SCENERY = new Set(["sun", "sun-with-face", "crescent-moon", "full-moon", "cloud"]);
const PLACE_SCENERY: Partial<Record<SettingKind, ReadonlySet<string>>> = {
  beach: new Set(["droplet", "water-wave"]),
  sea: new Set(["droplet", "water-wave"]),
  harbour: new Set(["droplet", "water-wave"]),
  lake: new Set(["droplet", "water-wave"]),
  snow: new Set(["snowflake"]),
  bedroom: new Set(["bed"]),
  "living-room": new Set(["couch-and-lamp"]),
};

/** Whether the place's own drawing already shows what this picture is. */
export function drawnByPlace(picture: string, kind: SettingKind, outdoor: boolean): boolean {
  const name = iconName(picture) ?? picture;
  return (outdoor && SKY_SCENERY.has(name)) || Boolean(PLACE_SCENERY[kind]?.has(name));
}
