import type { Canvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { characterBitmap, expressionFor, FLOOR_INSET, type Person, personFromPicture, poseFor, relativeHeight } from ".";

const pixels = (canvas: Canvas) => canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
const alphaAt = (canvas: Canvas, x: number, y: number) => canvas.getContext("2d").getImageData(x, y, 1, 1).data[3]!;
const picture = (name: string) => `fluent-emoji-flat:${name}`;

describe("characterBitmap", () => {
  const rosa = personFromPicture("Rosa", picture("woman"));

  it("draws the same person the same way every time, whatever case their name is written in", () => {
    const first = characterBitmap(rosa, "happy", "standing", 240);
    const again = characterBitmap(personFromPicture("ROSA", picture("woman")), "happy", "standing", 240);
    expect(again).not.toBe(first);
    expect(Buffer.from(pixels(again)).equals(Buffer.from(pixels(first)))).toBe(true);
  });

  it("draws different people differently", () => {
    const kofi = personFromPicture("Kofi", picture("woman"));
    const a = characterBitmap(rosa, "happy", "standing", 240);
    const b = characterBitmap(kofi, "happy", "standing", 240);
    expect(a.width === b.width && Buffer.from(pixels(a)).equals(Buffer.from(pixels(b)))).toBe(false);
  });

  it("tells an old woman from a girl, and the girl stands shorter", () => {
    const grandma = personFromPicture("grandma", picture("old-woman"));
    const girl = personFromPicture("girl", picture("girl"));
    const a = characterBitmap(grandma, "calm", "standing", 240);
    const b = characterBitmap(girl, "calm", "standing", 240);
    expect(a.width === b.width && Buffer.from(pixels(a)).equals(Buffer.from(pixels(b)))).toBe(false);
    expect(relativeHeight(girl)!).toBeLessThan(relativeHeight(grandma)! * 0.8);
  });

  it("is transparent at its top corners and stands on its feet at the bottom middle", () => {
    const bitmap = characterBitmap(rosa, "surprised", "walking", 300);
    expect(bitmap.height).toBe(300);
    expect(alphaAt(bitmap, 0, 0)).toBe(0);
    expect(alphaAt(bitmap, bitmap.width - 1, 0)).toBe(0);
    const floor = Math.round(bitmap.height * (1 - FLOOR_INSET));
    const opaqueIn = (top: number, bottom: number) => {
      const left = Math.round(bitmap.width * 0.2);
      const band = bitmap.getContext("2d").getImageData(left, top, Math.round(bitmap.width * 0.6), bottom - top).data;
      return band.some((value, i) => i % 4 === 3 && value === 255);
    };
    expect(opaqueIn(floor - Math.round(bitmap.height * 0.06), floor)).toBe(true);
    // Below the floor line only the soft shadow.
    expect(opaqueIn(floor + 1, bitmap.height)).toBe(false);
  });

  it("faces left as the mirror image of facing right", () => {
    const right = characterBitmap(rosa, "loving", "pointing", 200);
    const left = characterBitmap(rosa, "loving", "pointing", 200, "left");
    const y = Math.round(right.height * 0.4);
    const rowOf = (canvas: Canvas) => [...canvas.getContext("2d").getImageData(0, y, canvas.width, 1).data].filter((_, i) => i % 4 === 3);
    expect(rowOf(left)).toEqual(rowOf(right).reverse());
  });
});

describe("expressionFor", () => {
  it("reads the feeling the sentence names", () => {
    expect(expressionFor("She burst out laughing at the joke.", "reflective")).toBe("laughing");
    expect(["scared", "worried"]).toContain(expressionFor("We were terrified when the lights went out.", "happy"));
    expect(expressionFor("We lost the final.", "happy")).toBe("sad");
    expect(expressionFor("She smiled.", "suspenseful")).toBe("happy");
  });

  it("falls back to the video's mood when the words say nothing, or deny the feeling", () => {
    expect(expressionFor("He walked to the shop.", "suspenseful")).toBe("worried");
    expect(expressionFor("He walked to the shop.", "reflective")).toBe("calm");
    expect(expressionFor("I wasn't afraid.", "happy")).toBe("happy");
  });
});

describe("poseFor", () => {
  const person: Person = { id: "grandma", gender: "female", age: "old" };

  it("walks, points, sits or crosses arms as the sentence says", () => {
    expect(poseFor("She walked along the pier.", person)).toBe("walking");
    expect(poseFor("Grandma went to the market.", person)).toBe("walking");
    expect(poseFor("Grandma showed me how to knit.", person)).toBe("pointing");
    expect(poseFor("She sat on the bench.", person)).toBe("sitting");
    expect(poseFor("She folded her arms and waited.", person)).toBe("arms-crossed");
    expect(poseFor("It went well.", person)).toBe("standing");
  });

  it("reads the clause about the person when the sentence is about two", () => {
    expect(poseFor("Grandma watched as I ran to the gate.", person)).toBe("standing");
  });
});

describe("personFromPicture", () => {
  it("reads age and gender from each of the art set's people pictures", () => {
    const read = (name: string, gender?: "female" | "male") => {
      const { age, gender: g } = personFromPicture("someone", picture(name), gender);
      return [age, g];
    };
    expect(read("baby")).toEqual(["baby", undefined]);
    expect(read("girl")).toEqual(["child", "female"]);
    expect(read("boy")).toEqual(["child", "male"]);
    expect(read("child", "male")).toEqual(["child", "male"]);
    expect(read("woman")).toEqual(["adult", "female"]);
    expect(read("man")).toEqual(["adult", "male"]);
    expect(read("person")).toEqual(["adult", undefined]);
    expect(read("old-woman")).toEqual(["old", "female"]);
    expect(read("old-man")).toEqual(["old", "male"]);
    expect(read("older-person", "female")).toEqual(["old", "female"]);
  });

  it("keeps the profession, the word's when it names one", () => {
    expect(personFromPicture("nurse", picture("woman-health-worker"))).toEqual({ id: "nurse", gender: "female", age: "adult", role: "nurse" });
    expect(personFromPicture("Luis", picture("man-cook"))).toEqual({ id: "Luis", gender: "male", age: "adult", role: "cook" });
  });

  it("reads the word itself when there is no picture", () => {
    expect(personFromPicture("grandpa", undefined)).toMatchObject({ age: "old", gender: "male" });
  });
});

describe("relativeHeight", () => {
  it("has no full body for a baby", () => {
    expect(relativeHeight(personFromPicture("baby", picture("baby")))).toBeNull();
  });
});
