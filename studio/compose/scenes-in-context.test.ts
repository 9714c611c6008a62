import { describe, expect, it } from "vitest";
import { actionFor, personFromPicture } from "./characters";
import { placeSaid } from "./scene-places";

/**
 * Sentences a story might say, with where a viewer expects to see it happen and what the person named is doing. The
 * place comes first from what happens (driving is a car, cooking a kitchen, swimming the water), then from the nouns;
 * the action comes from the sentence's main verb for that person. None of these sentences were used to tune either.
 */
const CASES: Array<{ line: string; who: string; place: string; action: string }> = [
  { line: "We drove from Madrid to Lisbon in one long day.", who: "we", place: "car", action: "driving" },
  { line: "Dad drove us to the coast every summer.", who: "Dad", place: "car", action: "driving" },
  { line: "My uncle was driving the tractor across the field.", who: "uncle", place: "countryside", action: "driving" },
  { line: "Priya steered the old van through the snow.", who: "Priya", place: "car", action: "driving" },
  { line: "Grandma cooked rice and beans for the whole street.", who: "Grandma", place: "kitchen", action: "cooking" },
  { line: "Mum was frying onions when the phone rang.", who: "Mum", place: "kitchen", action: "cooking" },
  { line: "Aunt Rosa baked a cake for my tenth birthday.", who: "Rosa", place: "kitchen", action: "cooking" },
  { line: "My father stirred the soup and tasted it twice.", who: "father", place: "kitchen", action: "cooking" },
  { line: "My sister lay in bed all week with a fever.", who: "sister", place: "bedroom", action: "lying" },
  { line: "Tomás slept on the sofa until noon.", who: "Tomás", place: "living-room", action: "lying" },
  { line: "Grandpa was asleep in his bed when we arrived.", who: "Grandpa", place: "bedroom", action: "lying" },
  { line: "We took the night train to Vienna.", who: "we", place: "train", action: "sitting" },
  { line: "Kofi sat by the window of the bus the whole way.", who: "Kofi", place: "train", action: "sitting" },
  { line: "Grandma sat on a bench in the park for hours.", who: "Grandma", place: "park", action: "sitting" },
  { line: "My dad sat at the kitchen table with the letter.", who: "dad", place: "kitchen", action: "sitting" },
  { line: "Kofi ran the last mile of the marathon in the rain.", who: "Kofi", place: "stadium", action: "running" },
  { line: "My little brother ran across the sand to the sea.", who: "brother", place: "beach", action: "running" },
  { line: "Jake sprinted down the platform after the train.", who: "Jake", place: "train", action: "running" },
  { line: "Aoife swam out to the rocks every morning.", who: "Aoife", place: "beach", action: "swimming" },
  { line: "We swam in the lake until it got dark.", who: "we", place: "lake", action: "swimming" },
  { line: "Chidi dived into the pool without a word.", who: "Chidi", place: "stadium", action: "swimming" },
  {
    line: "Grandpa danced with me in the kitchen to his old records.",
    who: "Grandpa",
    place: "kitchen",
    action: "dancing",
  },
  { line: "My cousin Leilani danced all night at her wedding.", who: "Leilani", place: "wedding", action: "dancing" },
  { line: "Hamish danced on the stage in a borrowed suit.", who: "Hamish", place: "stage", action: "dancing" },
  { line: "Mum hugged me at the airport gate.", who: "Mum", place: "airport", action: "hugging" },
  { line: "Dad hugged my sister outside the hospital.", who: "Dad", place: "hospital", action: "hugging" },
  { line: "Niamh hugged her grandmother on the beach.", who: "Niamh", place: "beach", action: "hugging" },
  { line: "Mrs Okafor waved from her porch every morning.", who: "Mrs Okafor", place: "street", action: "waving" },
  { line: "Leilani waved to us from the stage.", who: "Leilani", place: "stage", action: "waving" },
  { line: "My grandmother waved goodbye from the harbour.", who: "grandmother", place: "harbour", action: "waving" },
  { line: "Olga walked her dog along the river every evening.", who: "Olga", place: "lake", action: "walking" },
  { line: "Jake walked home through the woods.", who: "Jake", place: "forest", action: "walking" },
  { line: "Arjun wandered through the market looking for a gift.", who: "Arjun", place: "street", action: "walking" },
  { line: "Rosa carried a jar of buttons into the living room.", who: "Rosa", place: "living-room", action: "holding" },
  { line: "Hamish bought a loaf of bread at the bakery.", who: "Hamish", place: "bakery", action: "holding" },
  { line: "The nurse brought me a cup of tea on the ward.", who: "nurse", place: "hospital", action: "holding" },
  { line: "My brother Paulo held up the trophy on the pitch.", who: "Paulo", place: "stadium", action: "holding" },
  {
    line: "Mr Adeyemi explained fractions to the whole classroom.",
    who: "Mr Adeyemi",
    place: "classroom",
    action: "pointing",
  },
  { line: "Mei stood at the counter of her bakery all morning.", who: "Mei", place: "bakery", action: "standing" },
  { line: "Grandma waited at the bus stop in the cold.", who: "Grandma", place: "street", action: "arms-crossed" },
  { line: "We flew to Lagos for my cousin's wedding.", who: "we", place: "airport", action: "walking" },
  { line: "Siobhán sailed across the bay in her father's boat.", who: "Siobhán", place: "sea", action: "sitting" },
  { line: "My best friend Kai and I danced at the school talent show.", who: "Kai", place: "stage", action: "dancing" },
];

describe("what a sentence shows: the place and the action", () => {
  it("has at least forty cases", () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES)("$line → $place", ({ line, place }) => {
    expect(placeSaid(line).kind).toBe(place);
  });

  it.each(CASES)("$line → $who is $action", ({ line, who, action }) => {
    expect(actionFor(line, personFromPicture(who, undefined))).toBe(action);
  });
});
