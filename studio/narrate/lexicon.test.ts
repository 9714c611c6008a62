import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import type { Script } from "@common/script";
import { installedEngines } from "./engines";
import { Espeak, timeWords } from "./espeak-engine";
import { Festival, timeTokens } from "./festival-engine";
import { Flite } from "./flite-engine";
import {
  ACCENTS_OFF,
  AS_WRITTEN,
  type Lexicon,
  NAME_LEXICON,
  NameLexicon,
  spokenText,
  withoutAccents,
} from "./lexicon";
import { NAMES, NAMES_AS_WRITTEN } from "./lexicon-names";
import { hasPocketsphinx } from "./pocketsphinx";
import type { LocalEngineName, SpeechEngine } from "./types";
import { voiceProfiles } from "./voice-profiles";
import { encodeWav, resample } from "./wav";
import { speakableText, splitWords } from "./words";

const run = promisify(execFile);

describe("the name lexicon", () => {
  it("respells a name with or without its accents, and keeps a possessive", () => {
    expect(NAME_LEXICON.say("Tomás")).toBe("toe moss");
    expect(NAME_LEXICON.say("Tomas")).toBe("toe moss");
    expect(NAME_LEXICON.say("SIOBHÁN")).toBe("shiv awn");
    expect(NAME_LEXICON.say("Siobhán's")).toBe("shiv awn's");
    expect(NAME_LEXICON.say("Siobhán’s")).toBe("shiv awn's");
    expect(NAME_LEXICON.say("Nguyễn")).toBe("win");
    expect(NAME_LEXICON.say("Nguyễn".normalize("NFD"))).toBe("win");
    expect(splitWords("Adébáyọ̀ and Nguyễn".normalize("NFD")).map((w) => w.text.normalize("NFC"))).toEqual([
      "Adébáyọ̀",
      "and",
      "Nguyễn",
    ]);
    expect(NAME_LEXICON.say("Mary-Siobhán")).toBe("Mary shiv awn");
    // Another lexicon is a table away (NAMES itself is extended by adding entries to lexicon-names.ts).
    expect(new NameLexicon({ Aoibheann: "ee vin" }).say("Aoibheann")).toBe("ee vin");
  });

  it("leaves words that are no names, and accent-free English words, as they are, accents off", () => {
    expect(NAME_LEXICON.say("paulo")).toBe("paulo"); // not capitalised: no name
    expect(NAME_LEXICON.say("Hùng")).toBe("hoong");
    expect(NAME_LEXICON.say("Hung")).toBe("Hung"); // only with its accent
    expect(NAME_LEXICON.say("Do")).toBe("Do");
    expect(NAME_LEXICON.say("Đỗ")).toBe("doe");
    expect(NAME_LEXICON.say("café")).toBe("cafe");
    expect(NAME_LEXICON.say("well-known")).toBe("well-known");
    expect(withoutAccents("Łódź Ærø straße")).toBe("Lodz Aero strasse");
  });

  it("is a few hundred names, each a capitalised word respelled in plain lower-case words", () => {
    const all = { ...NAMES, ...NAMES_AS_WRITTEN };
    expect(Object.keys(NAMES).length).toBeGreaterThanOrEqual(300);
    for (const [written, respelling] of Object.entries(all)) {
      expect(
        splitWords(written).map((w) => w.text),
        written,
      ).toEqual([written]);
      expect(written, written).toMatch(/^\p{Lu}/u);
      expect(respelling, written).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
    // Two entries meeting without their accents must agree, and an as-written entry must not hide one.
    const folded = new Map<string, string>();
    for (const [written, respelling] of Object.entries(NAMES)) {
      const key = withoutAccents(written).toLowerCase();
      expect(folded.get(key) ?? respelling, written).toBe(respelling);
      folded.set(key, respelling);
    }
    for (const written of Object.keys(NAMES_AS_WRITTEN)) expect(folded.has(written.toLowerCase()), written).toBe(false);
  });

  it("every respelled word is read by Flite as a word, not spelled out or expanded", async () => {
    const flite = new Flite(AS_WRITTEN);
    try {
      const words = [...new Set(Object.values({ ...NAMES, ...NAMES_AS_WRITTEN }).flatMap((r) => r.split(" ")))];
      // kal16, a diphone voice, synthesises fastest; every US voice reads by the same lexicon and rules.
      const phones = await flite.wordPhones(words, "kal16");
      // "mahss" came out as "em ay aitch ess ess": more phones than letters.
      const spelled = words.filter((word, i) => phones[i]!.length === 0 || phones[i]!.length > word.length + 1);
      expect(spelled).toEqual([]);
    } finally {
      await flite.close();
    }
  });
});

describe("what the voice hears, and what the captions keep", () => {
  const TEXT = "Tomás met Siobhán’s dog — at Mérida!";

  it("gives the voice the respelling and keeps each written word's place", () => {
    const spoken = spokenText(TEXT, NAME_LEXICON);
    expect(spoken.text).toBe("toe moss met shiv awn's dog — at meh ree da!");
    expect(spoken.words.map((w) => w.text)).toEqual(["Tomás", "met", "Siobhán’s", "dog", "at", "Mérida"]);
    expect(spoken.words.map((w) => Array.from(spoken.text).slice(w.start, w.end).join(""))).toEqual([
      "toe moss",
      "met",
      "shiv awn's",
      "dog",
      "at",
      "meh ree da",
    ]);
    expect(speakableText(TEXT, (w) => NAME_LEXICON.say(w))).toBe("toe moss met shiv awn's dog, at meh ree da!");
  });

  it("eSpeak: a written name spans all its spoken words' events", () => {
    const spoken = spokenText("Tomás waved.", NAME_LEXICON); // "toe moss waved."
    const events = [
      { type: "word", text_position: 1, audio_position: 50 }, // toe
      { type: "word", text_position: 5, audio_position: 250 }, // moss
      { type: "word", text_position: 10, audio_position: 600 }, // waved
      { type: "phoneme", text_position: 15, audio_position: 900, id: "" },
    ] as never[];
    expect(timeWords(spoken.words, events, 1.2)).toEqual([
      { text: "Tomás", start: 0.05, end: 0.6 },
      { text: "waved", start: 0.6, end: 0.9 },
    ]);
  });

  it("Festival: a written name spans its spoken tokens", () => {
    const table = ["shiv\t0.1\t0.3", "awn's\t0.3\t0.6", "dog\t0.65\t0.9", ""].join("\n");
    expect(timeTokens("Siobhán’s dog", table, (w) => NAME_LEXICON.say(w))).toEqual([
      { text: "Siobhán’s", start: 0.1, end: 0.6 },
      { text: "dog", start: 0.65, end: 0.9 },
    ]);
  });

  const LINE = "Tomás met Siobhán at the station.";
  const RESPELLED = "toe moss met shiv awn at the station.";
  const local = installedEngines();
  describe.each(local)("%s", (name) => {
    const engines: SpeechEngine[] = [];
    afterAll(() => Promise.all(engines.map((e) => e.close())));

    it("is given the respelling, and times the written names over their spoken words", async () => {
      const named = engineOf(name, NAME_LEXICON);
      const plain = engineOf(name, AS_WRITTEN);
      engines.push(named, plain);
      const voice = narratorVoice([name]);
      const [clip, respelled] = await Promise.all([named.speak(LINE, voice, 1), plain.speak(RESPELLED, voice, 1)]);
      // The same samples as the respelling read out: that is what the engine was given.
      expect(Buffer.from(clip.samples.buffer).equals(Buffer.from(respelled.samples.buffer))).toBe(true);
      expect(clip.words.map((w) => w.text)).toEqual(splitWords(LINE).map((w) => w.text));
      const byText = (text: string) => respelled.words.find((w) => w.text === text)!;
      const [tomas, , siobhan] = clip.words;
      expect(tomas!.start).toBeCloseTo(byText("toe").start, 2);
      expect(tomas!.end).toBeCloseTo(byText("moss").end, 2);
      expect(siobhan!.start).toBeCloseTo(byText("shiv").start, 2);
      expect(siobhan!.end).toBeCloseTo(byText("awn").end, 2);
    });
  });
});

function engineOf(name: LocalEngineName, lexicon: Lexicon): SpeechEngine {
  return name === "festival" ? new Festival(lexicon) : name === "flite" ? new Flite(lexicon) : new Espeak(lexicon);
}

/** The voice a narration's narrator gets on these engines (no gender given): the default voice. */
function narratorVoice(engines: readonly LocalEngineName[]) {
  const script = { voices: [{ id: "n", name: "Narrator", role: "narrator" }] } as unknown as Script;
  return voiceProfiles(script, engines)[0]!.local;
}

/**
 * Names spoken alone, heard by pocketsphinx. A name is in no recogniser's dictionary, so each is given as it is said
 * (CMU phones, written here by hand from the language, not from the respelling), among rivals: how the voice read
 * it from its letters (with its accents, and without), what a recogniser heard in the issue, and every other name
 * here. "Heard right" is the recogniser choosing the name's own pronunciation for the audio.
 */
const HEARD: Array<{ name: string; says: string; misheard?: string[] }> = [
  { name: "Tomás", says: "T OW M AA S", misheard: ["T AA M M EH S"] }, // "tom mess"
  { name: "Mérida", says: "M EH R IY D AA", misheard: ["AY M R IY T AH"] }, // "I'm Rita"
  { name: "Paulo", says: "P AW L UW", misheard: ["F AA L OW D"] }, // "followed"
  { name: "Siobhán", says: "SH IH V AO N" },
  { name: "Oluwaseun", says: "OW L UW W AA SH EY UW N" },
  { name: "Nguyễn", says: "W IH N" },
  { name: "Aoife", says: "IY F AH" },
  { name: "Niamh", says: "N IY V" },
  { name: "Saoirse", says: "S IH R SH AH" },
  { name: "Wojciech", says: "V OY CH EH K" },
  { name: "Xiaoming", says: "SH Y AW M IH NG" },
  { name: "Chiamaka", says: "CH IY AA M AA K AH" },
];

const canDecode =
  hasPocketsphinx() && spawnSync("sh", ["-c", "command -v pocketsphinx_batch"], { stdio: "ignore" }).status === 0;
const MODEL = "/usr/share/pocketsphinx/model/en-us";
// Flite's US phones that the CMU set writes otherwise (as pocketsphinx.ts maps them for forced alignment).
const FLITE_TO_CMU: Record<string, string> = { ax: "AH", axr: "ER", el: "AH L", em: "AH M", en: "AH N", nx: "N" };

describe.runIf(canDecode)("names spoken alone, heard by a recogniser", () => {
  // Spoken as the voices were given names before (accents and all) and from the lexicon. Accents off alone (the
  // lexicon's fallback) gets only Tomás right of these (measured once, 2026-11-26); it is a rival reading here.
  const conditions = { "as written": AS_WRITTEN, lexicon: NAME_LEXICON } as const;
  // The narrator of a fresh install and of CI, Flite's rms (the respellings were tuned on it). Festival, the default
  // where Debian's is installed, has not been measured; eSpeak, the last fallback, gets 9 of these 12 (5 as written).
  const engine: LocalEngineName = installedEngines().includes("flite") ? "flite" : installedEngines()[0]!;
  const voice = narratorVoice([engine]);
  const engines = Object.fromEntries(
    Object.entries(conditions).map(([label, lexicon]) => [label, engineOf(engine, lexicon)]),
  ) as Record<keyof typeof conditions, SpeechEngine>;
  const readers = [new Flite(AS_WRITTEN), new Flite(ACCENTS_OFF)];
  afterAll(() => Promise.all([...Object.values(engines), ...readers].map((e) => e.close())));

  it(`the narrator (${engine} ${voice.name}) says every name right with the lexicon, and the issue's names wrong without`, async () => {
    const names = HEARD.map((h) => h.name);
    // Rivals: how Flite reads each name from its letters, accents on and off.
    const readings = await Promise.all(readers.map((reader) => reader.wordPhones(names, "kal16")));
    const dictionary = new Map<string, string>();
    HEARD.forEach(({ says, misheard = [] }, i) => {
      const rivals = [
        ...readings.map((r) => r[i]!.map((p) => FLITE_TO_CMU[p] ?? p.toUpperCase()).join(" ")),
        ...misheard,
      ];
      dictionary.set(`n${i}`, says);
      [...new Set(rivals)]
        .filter((phones) => phones !== says)
        .forEach((phones, j) => dictionary.set(`n${i}_${j}`, phones));
    });
    const clips = await Promise.all(
      Object.entries(engines).flatMap(([label, e]) =>
        HEARD.map(async ({ name }, i) => ({ label, i, clip: await e.speak(name, voice, 1) })),
      ),
    );

    const dir = await mkdtemp(join(tmpdir(), "storybites-names-"));
    try {
      await writeFile(join(dir, "names.dict"), [...dictionary].map(([word, phones]) => `${word} ${phones}\n`).join(""));
      await writeFile(
        join(dir, "names.jsgf"),
        `#JSGF V1.0;\ngrammar names;\npublic <name> = ${[...dictionary.keys()].join(" | ")} ;\n`,
      );
      const ids = clips.map((_, k) => `c${k}`);
      await Promise.all(
        clips.map(({ clip }, k) =>
          writeFile(join(dir, `${ids[k]}.wav`), encodeWav(resample(clip.samples, clip.sampleRate, 16_000), 16_000)),
        ),
      );
      await writeFile(join(dir, "names.ctl"), ids.map((id) => `${id}\n`).join(""));
      await run("pocketsphinx_batch", [
        ...[
          "-ctl",
          join(dir, "names.ctl"),
          "-cepdir",
          dir,
          "-cepext",
          ".wav",
          "-adcin",
          "yes",
          "-hmm",
          join(MODEL, "en-us"),
        ],
        ...[
          "-jsgf",
          join(dir, "names.jsgf"),
          "-dict",
          join(dir, "names.dict"),
          "-hyp",
          join(dir, "names.hyp"),
          "-logfn",
          "/dev/null",
        ],
      ]);
      const hypotheses = new Map(
        [...(await readFile(join(dir, "names.hyp"), "utf8")).matchAll(/^(\S*) ?\((c\d+) /gm)].map((m) => [
          m[2]!,
          m[1]!,
        ]),
      );
      const heard = clips.map(({ label, i }, k) => ({
        label,
        name: HEARD[i]!.name,
        right: hypotheses.get(ids[k]!) === `n${i}`,
      }));
      const right = (label: string) => heard.filter((h) => h.label === label && h.right).map((h) => h.name);
      console.log(
        Object.keys(conditions)
          .map((label) => `${label}: ${right(label).length}/${HEARD.length} heard right (${right(label).join(", ")})`)
          .join("\n"),
      );

      expect(right("lexicon")).toEqual(names);
      for (const name of ["Tomás", "Mérida", "Paulo"]) expect(right("as written")).not.toContain(name);
      expect(right("as written").length).toBeLessThan(HEARD.length / 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000); // ~8 s on an idle machine, 13-27 s with two test runs sharing its two cores
});
