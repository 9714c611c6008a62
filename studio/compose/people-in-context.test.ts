import { describe, expect, it } from "vitest";
import { splitSentences } from "../language/sentences";
import { findMentions } from "../language/mentions";
import { NARRATOR_WHO, type Gender, type ScenePicture, type Script, scriptSchema } from "@common/script";
import { personFromPicture } from "./characters";
import { scenePictures } from "./scene-pictures";

type Case = {
  story: string;
  who: string;
  gender: Gender | "neutral";
  age: "baby" | "child" | "adult" | "old";
  narrator?: Gender;
};

/**
 * People as stories introduce them, and who a viewer should see: gender from kinship words, titles and the pronouns
 * that refer to the person first, then from how almost everyone with that first name is (US birth counts); a shared,
 * rare or unknown name stays neutral. Age from the words, the years the story gives and whether it is told from
 * childhood. "we" is the narrator (`who` "Narrator") at the age and gender the story gives them.
 */
const CASES: Case[] = [
  // Kinship and titles
  { story: "My grandma Rosa taught me to knit.", who: "Rosa", gender: "female", age: "old" },
  { story: "My grandad Bill fixed every bike on our street.", who: "Bill", gender: "male", age: "old" },
  { story: "My brother Paulo is a mechanic. He fixed the van.", who: "Paulo", gender: "male", age: "adult" },
  { story: "When I was seven my brother Sam broke his arm.", who: "Sam", gender: "male", age: "child" },
  { story: "My little sister Ana hid under the table.", who: "Ana", gender: "female", age: "child" },
  { story: "My aunt Mei ran a bakery.", who: "Mei", gender: "female", age: "adult" },
  { story: "My uncle Tom took us fishing.", who: "Tom", gender: "male", age: "adult" },
  { story: "My son Jun started school today.", who: "Jun", gender: "male", age: "child" },
  { story: "My daughter Yuki rode her bike alone.", who: "Yuki", gender: "female", age: "child" },
  { story: "My niece Bia sang at the party.", who: "Bia", gender: "female", age: "child" },
  // Someone else's son or daughter is grown up unless the story says young.
  {
    story:
      "An old man on the ward asked me to post a letter. That evening his daughter Grace told me his wife had died.",
    who: "Grace",
    gender: "female",
    age: "adult",
  },
  { story: "Mr Hale's little son Ned kicked a ball over our fence.", who: "Ned", gender: "male", age: "child" },
  { story: "Mrs Okafor lived next door.", who: "Okafor", gender: "female", age: "adult" },
  { story: "Mr Kowalczyk grew tomatoes.", who: "Kowalczyk", gender: "male", age: "adult" },
  { story: "Señora Ruiz sold us bread.", who: "Ruiz", gender: "female", age: "adult" },
  { story: "Our neighbour Mrs Nowak knocked at midnight.", who: "Nowak", gender: "female", age: "adult" },
  { story: "My 82 year old grandma Dolores learned to swim.", who: "Dolores", gender: "female", age: "old" },
  { story: "My cousin Jordan drove us home. He was tired.", who: "Jordan", gender: "male", age: "adult" },
  { story: "My cousin Jordan drove us home.", who: "Jordan", gender: "neutral", age: "adult" },
  { story: "My mum Olga cooked for twelve.", who: "Olga", gender: "female", age: "adult" },
  { story: "My dad Arjun built the shed.", who: "Arjun", gender: "male", age: "adult" },
  { story: "My wife Niamh laughed at me.", who: "Niamh", gender: "female", age: "adult" },
  { story: "My husband Kofi burnt the toast.", who: "Kofi", gender: "male", age: "adult" },
  { story: "My girlfriend Leilani booked the trip.", who: "Leilani", gender: "female", age: "adult" },
  { story: "My boyfriend Hamish forgot the tickets.", who: "Hamish", gender: "male", age: "adult" },
  { story: "My stepmother Siobhán sang in the car.", who: "Siobhán", gender: "female", age: "adult" },
  // Pronouns that refer to the person win over what the name usually is
  { story: "Sam came in from the rain. She was soaked to the skin.", who: "Sam", gender: "female", age: "adult" },
  { story: "Alex called me at midnight. She had missed the last train.", who: "Alex", gender: "female", age: "adult" },
  { story: "Charlie opened the door. He looked scared.", who: "Charlie", gender: "male", age: "adult" },
  { story: "I met Robin at the station. She had brought flowers.", who: "Robin", gender: "female", age: "adult" },
  { story: "Oluwaseun won the race. He could not stop smiling.", who: "Oluwaseun", gender: "male", age: "adult" },
  { story: "Yuki painted the fence. He got paint everywhere.", who: "Yuki", gender: "male", age: "adult" },
  // A first name alone: what almost everyone with it is, else neutral
  { story: "Paulo fixed the engine at the side of the road.", who: "Paulo", gender: "male", age: "adult" },
  { story: "Tomás carried the boxes upstairs.", who: "Tomás", gender: "male", age: "adult" },
  { story: "Siobhán missed the bus again.", who: "Siobhán", gender: "female", age: "adult" },
  { story: "Priya failed her driving test twice.", who: "Priya", gender: "female", age: "adult" },
  { story: "Aoife found the ring in the sand.", who: "Aoife", gender: "female", age: "adult" },
  { story: "Chidi taught me chess.", who: "Chidi", gender: "male", age: "adult" },
  { story: "Ngozi opened the shop at six.", who: "Ngozi", gender: "female", age: "adult" },
  { story: "Dolores planted roses every spring.", who: "Dolores", gender: "female", age: "adult" },
  { story: "Jake dropped the cake.", who: "Jake", gender: "male", age: "adult" },
  { story: "Mateo missed the penalty.", who: "Mateo", gender: "male", age: "adult" },
  { story: "Ingrid found the lost puppy.", who: "Ingrid", gender: "female", age: "adult" },
  { story: "Oluwaseun won the race.", who: "Oluwaseun", gender: "neutral", age: "adult" },
  { story: "Jordan won the race.", who: "Jordan", gender: "neutral", age: "adult" },
  { story: "Yuki painted the fence.", who: "Yuki", gender: "neutral", age: "adult" },
  { story: "Casey lent me a coat.", who: "Casey", gender: "neutral", age: "adult" },
  { story: "Riley waited outside the cinema.", who: "Riley", gender: "neutral", age: "adult" },
  { story: "Bia, my best friend, sang at the party.", who: "Bia", gender: "neutral", age: "adult" },
  { story: "Nguyen fixed my phone.", who: "Nguyen", gender: "neutral", age: "adult" },
  // Ages the story gives
  { story: "Olga is 76 and still swims in the sea.", who: "Olga", gender: "female", age: "old" },
  { story: "Bia, who was six, found the kitten.", who: "Bia", gender: "neutral", age: "child" },
  { story: "José (7) lost his first tooth.", who: "José", gender: "male", age: "child" },
  { story: "An old man called Mr Ferreira fed the pigeons.", who: "Ferreira", gender: "male", age: "old" },
  { story: "A nurse named Joy held my hand.", who: "Joy", gender: "female", age: "adult" },
  { story: "My grandson Leo lost his shoe.", who: "Leo", gender: "male", age: "child" },
  { story: "My granddaughter Maya drew a horse.", who: "Maya", gender: "female", age: "child" },
  // A player or classmate is a child when the story's team or class is of children.
  {
    story: "I coached my daughter's under-9 football team. Priya, our smallest player, scored in the last minute.",
    who: "Priya",
    gender: "female",
    age: "child",
  },
  {
    story: "I have played in the same five-a-side team for ten years. Our best player, Marcus, is a plumber.",
    who: "Marcus",
    gender: "male",
    age: "adult",
  },
  // A name given after the person: "a little boy … his name was Leo" is that boy.
  {
    story: "A little boy drifted past the flags. His name was Leo, and he was more cross than scared.",
    who: "Leo",
    gender: "male",
    age: "child",
  },
  { story: "An old woman sat next to me on the bus. Her name was Edith.", who: "Edith", gender: "female", age: "old" },
  {
    story: "A girl from the next street joined our team. She was called Robin.",
    who: "Robin",
    gender: "female",
    age: "child",
  },
  // A baby is drawn as a baby, whoever it is: the picture shows no gender.
  {
    story: "The night my daughter Saoirse was born it snowed. At six Saoirse arrived, tiny and furious.",
    who: "Saoirse",
    gender: "neutral",
    age: "baby",
  },
  // "we": the narrator, at the age and gender the story gives
  {
    story: "When I was eight my sister Ana and I built a den. We slept in it all night.",
    who: NARRATOR_WHO,
    gender: "neutral",
    age: "child",
  },
  {
    story: "The year I turned seven our neighbour Mr Okafor carried my pumpkin home for me. We used a wheelbarrow.",
    who: NARRATOR_WHO,
    gender: "neutral",
    age: "child",
  },
  {
    story: "My brother Paulo and I drove to Lisbon. We sang all the way.",
    who: NARRATOR_WHO,
    gender: "neutral",
    age: "adult",
  },
  {
    story: "As a young mum I had no sleep. My husband Kofi and I took turns. We were exhausted.",
    who: NARRATOR_WHO,
    gender: "female",
    age: "adult",
    narrator: "female",
  },
  {
    story: "My wife Niamh and I got lost in Rome. We laughed about it for years.",
    who: NARRATOR_WHO,
    gender: "male",
    age: "adult",
    narrator: "male",
  },
  {
    story: "My grandma Rosa took me and my brother Sam to the beach. We built a sandcastle.",
    who: "Sam",
    gender: "male",
    age: "child",
  },
];

/** A script that is the story as written, one sentence a scene, as a chat writer's script would be. */
function scriptOf(story: string, narrator?: Gender): Script {
  const sentences = splitSentences(story);
  const mentions = findMentions(sentences);
  return scriptSchema.parse({
    title: "Story",
    hashtags: ["#story", "#family", "#memories"],
    writer: "local",
    voices: [{ id: "narrator", name: "Narrator", role: "narrator", ...(narrator ? { gender: narrator } : {}) }],
    scenes: sentences.map((narration, i) => {
      const said = [...new Set((mentions[i] ?? []).map((m) => m.text))].slice(0, 6);
      return {
        id: `scene-${i + 1}`,
        narration,
        onScreenText: "Story",
        voice: 0,
        visual: { subjects: said.length ? said : ["story"] },
      };
    }),
  });
}

describe("who a viewer sees: people in context", () => {
  it("has at least sixty people", () => expect(CASES.length).toBeGreaterThanOrEqual(60));

  it.each(CASES)("$story → $who: $gender $age", ({ story, who, gender, age, narrator }) => {
    const pictures = scenePictures(scriptOf(story, narrator)).flat();
    // "my son Jun" is pictured by its relation word.
    const named = (p: ScenePicture) =>
      (p.who ?? p.word).toLowerCase().endsWith(who.toLowerCase()) || story.includes(`${p.word} ${who}`);
    const picture = pictures.find((p) => p.kind === "person" && p.picture && named(p));
    expect(picture, `no picture of ${who}: ${JSON.stringify(pictures)}`).toBeDefined();
    const person = personFromPicture(picture!.who ?? picture!.word, picture!.picture);
    expect({ gender: person.gender ?? "neutral", age: person.age ?? "adult" }).toEqual({ gender, age });
  });

  it("draws one person as one person all video long, by whatever word each line calls them", () => {
    const pictures = scenePictures(
      scriptOf(
        "My grandma Rosa took me to the beach. Grandma laughed at the waves. Then Rosa swam out to the rocks. She waved at us.",
      ),
    ).flat();
    const people = pictures.filter((p) => p.kind === "person" && p.picture && p.who !== NARRATOR_WHO);
    expect(people.length).toBeGreaterThanOrEqual(4);
    expect(new Set(people.map((p) => p.who ?? p.word))).toEqual(new Set(["Rosa"]));
    expect(new Set(people.map((p) => p.picture))).toEqual(new Set(["fluent-emoji-flat:old-woman"]));
  });

  it("draws who is there, not whom someone asks or talks about, and a pronoun then means the one who is", () => {
    const scenes = scenePictures(
      scriptOf(
        "My daughter Amara (5) lost her first tooth. She put it under the pillow and asked if the tooth fairy has a budget.",
      ),
    );
    const second = scenes[1]!.filter((p) => p.kind === "person" && p.picture);
    expect(second.map((p) => p.word)).not.toContain("tooth fairy");
    expect(second.map((p) => p.who ?? p.word)).toContain("Amara");
  });

  it("draws nobody only phoned, written to or heard from by post, and whoever is met in person", () => {
    const people = (story: string) =>
      scenePictures(scriptOf(story))
        .flat()
        .filter((p) => p.kind === "person" && p.picture && p.who !== NARRATOR_WHO)
        .map((p) => p.who ?? p.word);
    expect(people("It was my first week in Leeds. The postman brought a letter from my grandfather.")).not.toContain(
      "grandfather",
    );
    expect(people("It was my first week in Leeds. I phoned my mum from the station.")).not.toContain("mum");
    expect(people("It was my first week in Leeds. A man called Bartek fixed our gutter.")).toContain("Bartek");
    expect(people("It was my first week in Leeds. I got a hug from my grandfather at the station.")).toContain(
      "grandfather",
    );
  });

  it("draws who a line in the past perfect tells of doing something, not who it tells had been doing it", () => {
    const people = (scene: ScenePicture[]) => scene.filter((p) => p.kind === "person" && p.picture).map((p) => p.word);
    const told = scenePictures(scriptOf("We waited for the results all morning. Ngozi had passed with 82."));
    expect(people(told[1]!)).toContain("Ngozi");
    const before = scenePictures(scriptOf("Grandma drove us to Istanbul. Yusuf had been texting her every hour."));
    expect(people(before[1]!)).not.toContain("Yusuf");
  });
});
