import { scenePictures } from "../compose/scene-pictures";
import { describe, expect, it } from "vitest";
import { BENCH_SCRIPT, BENCH_STORY } from "../../bench/studio-fixture";
import { writeLocalScript } from "../direct";
import { iconName } from "./icons";
import { illustrateScene, storyContext } from "./illustrate";
import { NOUNS_IN_CONTEXT } from "./test-support/nouns-in-context";
import { findMentions } from "../language/mentions";

// The icon's name in the set, as the list writes it.
const name = (picture: string | undefined) => (picture ? (iconName(picture) ?? picture) : "none");

function pictureOf(sentence: string, noun: string, story?: string): string {
  const found = illustrateScene(sentence, [noun], storyContext(story ? [story] : [sentence])).find(
    (p) => p.word === noun,
  );
  return name(found?.picture);
}

describe("nouns in context", () => {
  it("has at least 300 nouns, each picture one of the set", () => {
    expect(NOUNS_IN_CONTEXT.length).toBeGreaterThanOrEqual(300);
    for (const { picture } of NOUNS_IN_CONTEXT)
      if (picture !== "none") expect(iconName(`fluent-emoji-flat:${picture}`), picture).toBe(picture);
  });

  it("gets every noun's picture right, and never a wrong one", () => {
    const wrong = NOUNS_IN_CONTEXT.map((entry) => ({
      ...entry,
      got: pictureOf(entry.sentence, entry.noun, entry.story),
    }))
      .filter((entry) => entry.got !== entry.picture)
      .map((entry) => `${entry.noun} in "${entry.sentence}": expected ${entry.picture}, got ${entry.got}`);
    expect(wrong).toEqual([]);
  });
});

describe("illustrateScene", () => {
  it("keeps only the nouns of the writer's subjects", () => {
    const pictures = illustrateScene(
      'On the twelfth try he wobbled past the mailbox, screamed "Dad, look!" and rode straight into a hedge.',
      ["past", "mailbox", "look", "hedge"],
    );
    expect(pictures.map((p) => p.word)).toEqual(["mailbox", "hedge"]);
  });

  it("draws what someone is said to be as them, not as a second person beside them", () => {
    const line = "Euan is a rugby player who tells me he hasn't cried since 1998.";
    expect(illustrateScene(line, ["Euan", "rugby player"], storyContext([line])).map((p) => p.word)).toEqual(["Euan"]);
    const two = "Euan hugged a nurse.";
    expect(illustrateScene(two, ["Euan", "nurse"], storyContext([two])).map((p) => p.word)).toEqual(["Euan", "nurse"]);
  });

  it("takes a machine named for a job as a thing, not a person: the vacuum cleaner, the hoover", () => {
    const sentence = "Our dog Feijão hates the vacuum cleaner and the hoover.";
    const things = illustrateScene(sentence, ["vacuum cleaner", "hoover"], storyContext([sentence]));
    expect(things.map((p) => p.kind)).toEqual(["object", "object"]);
  });

  it("takes a place or vehicle that sings or cheers for the people in it, and one that does anything else for itself", () => {
    const kinds = (sentence: string, noun: string) =>
      illustrateScene(sentence, [noun], storyContext([sentence])).map((p) => p.kind);
    expect(kinds("The whole bus sang along to the radio.", "bus")).toEqual(["person"]);
    expect(kinds("The whole class cheered when she came back.", "class")).toEqual(["person"]);
    expect(kinds("The whole bus shook when the lorry passed.", "bus")).toEqual(["vehicle"]);
    expect(kinds("We missed the bus.", "bus")).toEqual(["vehicle"]);
  });

  it("draws someone named in a job the set has no picture of as the person the name says", () => {
    const sentence = "A waiter named Paolo found us by a canal.";
    expect(illustrateScene(sentence, ["waiter", "Paolo", "canal"], storyContext([sentence]))[0]).toEqual({
      word: "Paolo",
      kind: "person",
      picture: "fluent-emoji-flat:man",
    });
  });

  it("takes a name before a thing for the kind of thing, not someone: a Santa hat", () => {
    const sentence = "A plumber named Gary knocked, still wearing a Santa hat.";
    const said = (findMentions([sentence])[0] ?? []).map((m) => m.text);
    expect(illustrateScene(sentence, said, storyContext([sentence])).map((p) => p.word)).toEqual(["Gary", "hat"]);
  });

  it("pictures a relation said with a name once, by the name", () => {
    const sentence = "Our dog Pepper went missing during the fireworks.";
    expect(illustrateScene(sentence, ["dog", "Pepper", "fireworks"], storyContext([sentence]))).toEqual([
      { word: "Pepper", kind: "animal", picture: "fluent-emoji-flat:dog" },
      { word: "fireworks", kind: "object", picture: "fluent-emoji-flat:fireworks" },
    ]);
  });

  it("reads a subject the narration does not say on its own, and gives places and times no picture", () => {
    expect(illustrateScene("It all seemed simple enough.", ["cat"])).toEqual([
      { word: "cat", kind: "animal", picture: "fluent-emoji-flat:cat" },
    ]);
    expect(illustrateScene("Every Sunday we went to the beach.", ["Sunday", "beach"])).toEqual([
      { word: "Sunday", kind: "time" },
      { word: "beach", kind: "place" },
    ]);
  });
});

describe("stories", () => {
  const picturesOf = (story: string) => {
    const script = writeLocalScript(story, { duration: "medium" });
    return {
      script,
      seen: Object.fromEntries(
        script.scenes
          .flatMap((s) => s.visual.pictures ?? [])
          .map((p) => [p.word.toLowerCase(), `${p.kind}:${name(p.picture)}`]),
      ),
    };
  };

  it("the README's example: an old woman and a bicycle", () => {
    expect(picturesOf("My grandma was 71 when she decided she'd finally learn to ride a bike.").seen).toMatchObject({
      grandma: "person:old-woman",
      bike: "vehicle:bicycle",
    });
  });

  it("the benchmark story: grandma Rosa, her grandson Sam, the sandcastle, the wave and the bucket, at the beach", () => {
    const { script, seen } = picturesOf(BENCH_STORY);
    // The opening sentence ("my grandma Rosa took me and my brother Sam to the beach in Cornwall") is the hook, said
    // over the title card: the scenes go on from it.
    expect(seen).toMatchObject({
      grandma: "person:old-woman",
      sam: "person:boy",
      sandcastle: "object:castle",
      castle: "object:castle",
      wave: "object:water-wave",
      bucket: "object:bucket",
      sunset: "time:none",
    });
    expect(script.hook).toContain("my grandma Rosa");
    expect(script.scenes[0]?.visual.setting).toContain("Cornwall");
    // A first scene that only says "we" right after the hook draws the narrator (a child: the story is told from
    // childhood) and the people the hook named.
    const [first] = scenePictures({
      ...script,
      scenes: [
        {
          ...script.scenes[0]!,
          narration: "We built a huge sandcastle with a moat.",
          visual: { subjects: ["sandcastle", "moat"], shot: "medium" },
        },
      ],
    });
    expect(first!.filter((p) => p.kind === "person").map((p) => name(p.picture))).toEqual([
      "child",
      "old-woman",
      "boy",
    ]);
  });

  it("the benchmark's hand-written script, read by the compositor's context: the same people and things", () => {
    const context = storyContext([
      BENCH_SCRIPT.hook,
      ...BENCH_SCRIPT.scenes.map((s) => s.narration),
      BENCH_SCRIPT.closing,
    ]);
    const scenes = BENCH_SCRIPT.scenes.map((s) =>
      illustrateScene(s.narration, s.visual.subjects, context).map((p) => `${p.word}:${p.kind}:${name(p.picture)}`),
    );
    expect(scenes).toEqual([
      ["grandma:person:old-woman", "beach:place:none", "Sam:person:boy"],
      ["sandcastle:object:castle", "flags:object:triangular-flag", "moat:object:none"],
      ["wave:object:water-wave", "Sam:person:boy"],
      ["grandma:person:old-woman", "bucket:object:bucket"],
      ["castle:object:castle", "sunset:time:none"],
    ]);
  });
});
