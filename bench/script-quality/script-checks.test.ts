import { describe, expect, test } from "vitest";
import { DEFAULT_VIDEO_OPTIONS, type VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import { CORPUS_STORIES } from "../corpus/stories";
import { estimateScriptSeconds } from "@studio/direct/timing";
import { parseDirectInput } from "@studio/direct/validate";
import { checkScript, wordsAdded, type CheckName } from "./script-checks";

type Lines = {
  title?: string;
  hook?: string;
  narrations?: string[];
  onScreen?: string[];
  closing?: string;
  holdSeconds?: number;
};

/** A schema-shaped script holding just the lines under test; the rest is neutral ("Sam ran."). */
function scriptOf({
  title = "Sam Ran",
  hook = "Sam ran.",
  narrations = [],
  onScreen = [],
  closing = "Sam ran.",
  holdSeconds,
}: Lines): Script {
  const count = Math.max(3, narrations.length, onScreen.length);
  return {
    title,
    hook,
    scenes: Array.from({ length: count }, (_, i) => ({
      id: `scene-${i + 1}`,
      narration: narrations[i] ?? "Sam ran.",
      onScreenText: onScreen[i] ?? "Sam ran",
      voice: 0,
      visual: { subjects: ["Sam"], shot: "medium" as const },
      thread: 0,
      ...(holdSeconds ? { holdSeconds } : {}),
    })),
    closing,
    hashtags: ["#sam", "#run", "#story"],
    voices: [{ id: "narrator", name: "Narrator", role: "narrator" }],
    writer: "local",
  };
}

const failed = (
  check: CheckName,
  story: string,
  lines: Lines,
  options: Pick<VideoOptions, "duration"> = { duration: "short" },
) =>
  checkScript(story, options, scriptOf(lines))
    .filter((f) => f.check === check)
    .map((f) => f.text);

describe("no-verb", () => {
  test("catches verbless template lines", () => {
    expect(failed("no-verb", "My mum said no and we laughed.", { closing: "So yes. Mum. Unbelievable." })).toEqual([
      "So yes.",
      "Mum.",
      "Unbelievable.",
    ]);
    expect(failed("no-verb", "I ate my homework.", { narrations: ["And yet, my homework."] })).toEqual([
      "And yet, my homework.",
    ]);
  });

  test("allows a fragment only when the author wrote it, alone or as a quoted interjection", () => {
    const story = '"Wow!" said Mum. We climbed all day. Best banana of my life.';
    expect(
      failed("no-verb", story, {
        narrations: [
          "Wow!",
          "Best banana of my life.",
          "And then, best banana of my life.",
          "Still, best banana of my life.",
        ],
      }),
    ).toEqual([]);
    expect(failed("no-verb", story, { narrations: ["Best day ever!", "Banana."] })).toEqual([
      "Best day ever!",
      "Banana.",
    ]);
    expect(failed("no-verb", story, { narrations: ["Mum laughed.", "We climbed."] })).toEqual([]);
  });
});

describe("dangling-end", () => {
  const story = "My father and I repainted the shed. It took all day.";

  test("catches sentences cut after an article, possessive, conjunction or preposition", () => {
    const narrations = [
      "My father and I repainted the.",
      "I brought her the crossword from the paper and.",
      "We get to Lisbon and I realise my.",
      "It was four tiers of.",
    ];
    expect(failed("dangling-end", story, { narrations })).toEqual(narrations);
  });

  test("allows stranded prepositions, standalone pronouns and adverbs", () => {
    const narrations = [
      "I called her.",
      "That was what it was about.",
      "I've thought about it ever since.",
      "I didn't want to.",
      "Kofi is 19 now.",
      "Who did you go with?",
    ];
    expect(failed("dangling-end", story, { narrations })).toEqual([]);
  });
});

describe("repeated-word", () => {
  test("catches adjacent repeats the author did not write", () => {
    expect(failed("repeated-word", "We walked to the beach.", { narrations: ["We walked to the the beach."] })).toEqual(
      ["We walked to the the beach."],
    );
    expect(failed("repeated-word", "It was very very cold.", { narrations: ["It was very very cold."] })).toEqual([]);
  });
});

describe("unbalanced-quotes", () => {
  const story = '"Ready?" Nan said. "I\'ve been ready since Tuesday."';

  test("catches a quote opened and never closed, straight or curly, in any line", () => {
    expect(failed("unbalanced-quotes", story, { onScreen: ['"Ready', "Nan said “ready", "”Ready“"] })).toEqual([
      '"Ready',
      "Nan said “ready",
      "”Ready“",
    ]);
  });

  test("passes paired quotes", () => {
    expect(failed("unbalanced-quotes", story, { narrations: ['"Ready?" Nan said.', "“Ready?” Nan said."] })).toEqual(
      [],
    );
  });
});

describe("lost-name", () => {
  const story = "In March Siobhán and I climbed Errigal with Tomasz. I was tired on Sunday.";

  test("reports each person or place the script never names", () => {
    expect(failed("lost-name", story, { narrations: ["Siobhán and I climbed Errigal."] })).toEqual(["Tomasz"]);
  });

  test("ignores I, months and days, and finds names in any line", () => {
    expect(failed("lost-name", story, { title: "Tomasz on Errigal", narrations: ["Siobhán and I climbed."] })).toEqual(
      [],
    );
  });
});

describe("false-capital", () => {
  test("catches a common word of the story made into a name", () => {
    expect(
      failed("false-capital", "My father and I repainted the shed.", { hook: "I was not ready for Father." }),
    ).toEqual(["I was not ready for Father."]);
    expect(
      failed("false-capital", "Grandad always put the milk in first. Always.", { narrations: ["And yet, Always."] }),
    ).toEqual(["And yet, Always."]);
  });

  test("allows names, words the author capitalises, and capitals after a colon", () => {
    const story = "Dad stood in the doorway. My dad said the alarm went off AGAIN.";
    expect(
      failed("false-capital", story, {
        hook: "I was not ready for Dad.",
        narrations: ["The alarm went off AGAIN.", "Plot twist: The alarm went off."],
        onScreen: ["Dad · The alarm"],
      }),
    ).toEqual([]);
  });
});

describe("lowered-name", () => {
  const story = "Mum's parrot Captain was quiet. Then Mum said no, and Siobhán laughed.";

  test("catches a name the story always capitalises written in lower case", () => {
    expect(
      failed("lowered-name", story, {
        narrations: ["After that, mum's parrot Captain was quiet.", "Then siobhán laughed."],
      }),
    ).toEqual(["After that, mum's parrot Captain was quiet.", "Then siobhán laughed."]);
  });

  test("allows a word the author also writes in lower case", () => {
    expect(
      failed("lowered-name", "Dad stood in the doorway. My dad laughed.", { narrations: ["My dad laughed."] }),
    ).toEqual([]);
  });
});

describe("bare-noun", () => {
  test("catches a singular countable noun without an article after was", () => {
    expect(
      failed("bare-noun", "She gave me a note that said hello.", { closing: "And that was note. Classic." }),
    ).toEqual(["And that was note."]);
  });

  test("passes articles, mass nouns, adjectives and pairs the author wrote", () => {
    const story = "It was lunchtime at work and the streets were dark.";
    expect(
      failed("bare-noun", story, {
        narrations: ["That was the note.", "It was chaos.", "The streets were dark and still.", "It was lunchtime."],
      }),
    ).toEqual([]);
  });
});

describe("duration", () => {
  test("fails over the duration's range; shorter is the story's length, flagged in the wizard", () => {
    const inside = scriptOf({ holdSeconds: 6 });
    expect(checkScript("Sam ran home.", { duration: "short" }, inside).filter((f) => f.check === "duration")).toEqual(
      [],
    );
    expect(failed("duration", "Sam ran home.", { holdSeconds: 6 }, { duration: "long" })).toEqual([]);
    const over = scriptOf({ holdSeconds: 40 });
    expect(failed("duration", "Sam ran home.", { holdSeconds: 40 }, { duration: "short" })).toEqual([
      `${estimateScriptSeconds(over).totalSeconds} s`,
    ]);
  });
});

describe("fragment-onscreen", () => {
  test("catches empty and cut on-screen text; passes a complete phrase", () => {
    expect(
      failed("fragment-onscreen", "So I was at the office.", {
        onScreen: ["So I was at the…", "🎉", "The printer jammed"],
      }),
    ).toEqual(["So I was at the…", "🎉"]);
  });
});

describe("wordsAdded", () => {
  test("is the share of spoken words the story does not have", () => {
    expect(wordsAdded("Sam ran.", scriptOf({})).share).toBe(0);
    const added = wordsAdded("Sam ran.", scriptOf({ closing: "Sam ran fast." }));
    expect(added.added).toBe(1);
    expect(added.share).toBeCloseTo(1 / added.spoken);
  });
});

describe("corpus", () => {
  test("stories have unique ids and all pass the shared input schema", () => {
    expect(new Set(CORPUS_STORIES.map((s) => s.id)).size).toBe(CORPUS_STORIES.length);
    for (const story of CORPUS_STORIES) expect(() => parseDirectInput(story.text, {}), story.id).not.toThrow();
  });

  // Short and near-1000 stories, dialogue, lists, fragments, a twist ending and an ensemble.
  const SUBSET = [
    "cat-homework",
    "toast-tuesday",
    "oluwaseun-wedding",
    "nan-hospital",
    "fire-drill",
    "tomasz-night-shift",
    "flatpack",
    "reykjavik-stranded",
    "ferry-tickets",
    "walter-allotment",
  ];
  const OPTION_SETS: Partial<VideoOptions>[] = [
    {},
    { duration: "medium", genre: "drama", mood: "nostalgic", characterCount: "duo", plotType: "twist" },
  ];

  test("the local writer's scripts for a fixed corpus subset pass every check (each failing line listed)", async () => {
    // Imported here so the checks' own tests above still run while the writer is mid-rewrite and does not load.
    const { writeLocalScript } = await import("@studio/direct");
    const failures = SUBSET.flatMap((id) => {
      const story = CORPUS_STORIES.find((s) => s.id === id);
      if (!story) return [`${id}: not in the corpus`];
      return OPTION_SETS.flatMap((options) =>
        checkScript(
          story.text,
          { duration: options.duration ?? DEFAULT_VIDEO_OPTIONS.duration },
          writeLocalScript(story.text, options),
        ).map((f) => `[${f.check}] ${id} ${JSON.stringify(options)}: ${JSON.stringify(f.text)} (${f.detail})`),
      );
    });
    expect(failures).toEqual([]);
  });
});
