import { describe, expect, it } from "vitest";
import { BENCH_SCRIPT } from "../../bench/studio-fixture";
import type { Script } from "@common/script";
import { schemeString, timeTokens } from "./festival-engine";
import { parsePhoneDurations, timeWordsByPhones } from "./phone-timing";
import type { LocalEngineName } from "./types";
import { voiceProfiles } from "./voice-profiles";
import { normaliseWords, wordErrorRate } from "./test-support/word-error";
import { speakableText, splitWords } from "./words";

describe("Flite word timings from phone durations", () => {
  it("reads -psdur traces, counting a new utterance's times from where the last one ended", () => {
    const phones = parsePhoneDurations("pau:0.2 hh:0.3 ay:0.5 pau:0.6 \npau:0.1 y:0.2 ow:0.4 ");
    expect(phones.map((p) => [p.phone, p.start, p.end])).toEqual([
      ["pau", 0, 0.2],
      ["hh", 0.2, 0.3],
      ["ay", 0.3, 0.5],
      ["pau", 0.5, 0.6],
      ["pau", 0.6, 0.7],
      ["y", 0.7, 0.8],
      ["ow", 0.8, 1],
    ]);
  });

  it("gives each word the span of its phones, even where joined speech reduced a vowel, and leaves pauses between words", () => {
    // "the cat, sat": alone, "the" is dh iy; in the line Flite reduced it to dh ax.
    const line = parsePhoneDurations("pau:0.2 dh:0.25 ax:0.3 k:0.4 ae:0.5 t:0.6 pau:0.8 s:0.9 ae:1.0 t:1.1 pau:1.3");
    const words = timeWordsByPhones(
      ["the", "cat", "sat"],
      [
        ["dh", "iy"],
        ["k", "ae", "t"],
        ["s", "ae", "t"],
      ],
      line,
    );
    expect(words).toEqual([
      { text: "the", start: 0.2, end: 0.3 },
      { text: "cat", start: 0.3, end: 0.6 },
      { text: "sat", start: 0.8, end: 1.1 },
    ]);
  });
});

describe("Festival word timings from its tokens", () => {
  it("times each text word by the token read from it, numbers and repeated words included", () => {
    const table = "We'd\t0.1\t0.3\nhad\t0.3\t0.5\n3\t0.5\t0.9\ndogs\t0.9\t1.2\ndogs\t1.3\t1.6\n";
    expect(timeTokens("We’d had 3 dogs, dogs!", table)).toEqual([
      { text: "We’d", start: 0.1, end: 0.3 },
      { text: "had", start: 0.3, end: 0.5 },
      { text: "3", start: 0.5, end: 0.9 },
      { text: "dogs", start: 0.9, end: 1.2 },
      { text: "dogs", start: 1.3, end: 1.6 },
    ]);
  });

  it("quotes text for Scheme, so no story can end the string or run code", () => {
    expect(schemeString('She said "hi" \\ (bye)')).toBe('"She said \\"hi\\" \\\\ (bye)"');
  });
});

describe("text as the engines read it", () => {
  it("keeps every word once, each its own token, with only the punctuation that shapes speech", () => {
    const text = "“Wait—what?” Grandma’s 1,000 well-known shells… (really) 🐚 and/or more";
    expect(speakableText(text)).toBe("Wait, what? Grandma's 1,000 well-known shells. really, and or more");
    expect(splitWords(speakableText(text)).map((w) => w.text)).toEqual(
      splitWords(text).map((w) => w.text.replace("’", "'")),
    );
  });
});

describe("word error rate", () => {
  it("counts substitutions, insertions and deletions against the reference", () => {
    expect(normaliseWords("We built the BEST sandcastle, in Cornwall!")).toEqual([
      "we",
      "built",
      "the",
      "best",
      "sandcastle",
      "in",
      "cornwall",
    ]);
    expect(wordErrorRate(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])).toBe(0.5);
    expect(wordErrorRate(["a", "b"], [])).toBe(1);
  });
});

describe("casting voices by gender", () => {
  const voices: Script["voices"] = [
    { id: "narrator", name: "Narrator", role: "narrator" },
    { id: "dad", name: "Dad", role: "character", gender: "male" },
    { id: "mum", name: "Mum", role: "character", gender: "female" },
    { id: "gran", name: "Gran", role: "character", gender: "female" },
  ];
  const cast = (engines: LocalEngineName[], list = voices) => voiceProfiles({ ...BENCH_SCRIPT, voices: list }, engines);
  const key = (v: { engine: string; name: string; pitch?: number }) => `${v.engine}:${v.name}:${v.pitch ?? ""}`;

  it.each([[["festival", "flite", "espeak"]], [["flite", "espeak"]], [["espeak"]]] as LocalEngineName[][][])(
    "gives a man a man's voice and each woman her own, on %j",
    (engines) => {
      const profiles = cast(engines).map((p) => p.local);
      expect(profiles[1]!.gender).toBe("male");
      expect(profiles[2]!.gender).toBe("female");
      expect(profiles[3]!.gender).toBe("female");
      expect(new Set(profiles.map(key)).size).toBe(4);
      for (const profile of profiles) expect(engines).toContain(profile.engine);
    },
  );

  it("lets Festival, which has only a woman's voice, narrate, and Flite speak for the man", () => {
    const [narrator, dad, mum] = cast(["festival", "flite", "espeak"]).map((p) => p.local);
    expect(narrator).toMatchObject({ engine: "festival" });
    expect(dad).toMatchObject({ engine: "flite", gender: "male" });
    // Flite's slt is Festival's speaker too, so the second woman is slt moved in pitch.
    expect(mum).toMatchObject({ engine: "flite", name: "slt" });
    expect(mum!.pitch).toBeDefined();
  });

  it("narrates with the clearest voice when the Script gives the narrator no gender, and follows it when it does", () => {
    expect(cast(["flite", "espeak"])[0]!.local).toMatchObject({ engine: "flite", name: "rms" });
    expect(
      cast(["flite", "espeak"], [{ id: "n", name: "Narrator", role: "narrator", gender: "female" }])[0]!.local,
    ).toMatchObject({ engine: "flite", name: "slt" });
  });

  it("asks a provider for a neutral narrator and voices by gender, unless voices are configured", () => {
    expect(cast(["flite"]).map((p) => p.providerVoice)).toEqual(["alloy", "onyx", "nova", "shimmer"]);
    expect(
      voiceProfiles({ ...BENCH_SCRIPT, voices }, ["flite"], ["af_bella", "am_adam"]).map((p) => p.providerVoice),
    ).toEqual(["af_bella", "am_adam", "af_bella", "am_adam"]);
  });

  it("gives an unnamed character the gender fewer voices have, the narrator's opposite on a tie", () => {
    const unnamed = cast(
      ["flite"],
      [voices[0]!, { id: "a", name: "A", role: "character" }, { id: "b", name: "B", role: "character" }],
    ).map((p) => p.local);
    // The narrator is Flite's rms, a man: then one woman (fewer), then on a tie the narrator's opposite again.
    expect(unnamed.map((v) => v.gender)).toEqual(["male", "female", "female"]);
    expect(new Set(unnamed.map(key)).size).toBe(3);
  });
});
