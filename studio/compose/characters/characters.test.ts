import type { Canvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { NARRATOR_WHO } from "@common/script";
import {
  actionFor,
  narratorAction,
  narratorIsThere,
  characterBitmap,
  distinctTops,
  expressionFor,
  FLOOR_INSET,
  lookOf,
  type Person,
  personFromPicture,
  relativeHeight,
} from ".";
import { mix } from "../../kit/colour";
import { INK } from "./looks";

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

  it("dresses a person in the colours the story says, and gives them the hair it says", () => {
    const share = (canvas: Canvas, hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      const data = pixels(canvas);
      let near = 0;
      for (let i = 0; i < data.length; i += 4)
        if (
          data[i + 3]! > 200 &&
          Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 24
        )
          near++;
      return near / (canvas.width * canvas.height);
    };
    const [grey, blonde] = ["#8c8f94", "#e2c275"];
    const plain = personFromPicture("man", picture("man"));
    const described = { ...plain, appearance: { top: grey, hair: blonde } };
    const dressed = characterBitmap(described, "happy", "standing", 240);
    expect(share(dressed, grey)).toBeGreaterThan(0.03);
    expect(share(characterBitmap(plain, "happy", "standing", 240), grey)).toBeLessThan(0.005);
    // Young hair is drawn in lines: blonde lines, a little darker so the head keeps its outline.
    const blondeLines = mix(blonde, INK, 0.3);
    expect(share(dressed, blondeLines)).toBeGreaterThan(0.01);
    expect(share(characterBitmap(plain, "happy", "standing", 240), blondeLines)).toBeLessThan(0.001);
    // Every scene draws them the same.
    expect(characterBitmap({ ...described }, "happy", "standing", 240)).toBe(dressed);
  });

  it("dresses no two people of a video alike, unless the story does, and keeps a chef in whites", () => {
    const names = ["Dad", "Mum", "Rosa", "Kofi", "Sam", "Ana", "Leo", "Mei", "Tom", "Olga"];
    const people = names.map((name) => personFromPicture(name, picture("person")));
    const naturally = people.map((person) => lookOf(person).top);
    // Ten people in ten colours: some share a top when each is dressed alone.
    expect(new Set(naturally).size).toBeLessThan(10);
    const changed = distinctTops(people);
    const worn = people.map((person, i) => changed.get(person.id.toLowerCase()) ?? naturally[i]);
    expect(new Set(worn).size).toBe(10);
    // The first to be met keeps their own top.
    expect(changed.has("dad")).toBe(false);
    const chef = { ...personFromPicture("chef", picture("man")), role: "chef" };
    const grey = { ...personFromPicture("man", picture("man")), appearance: { top: "#8c8f94" } };
    const twin = { ...personFromPicture("woman", picture("woman")), appearance: { top: "#8c8f94" } };
    const told = distinctTops([people[0]!, chef, grey, twin]);
    expect([told.has("chef"), told.has("man"), told.has("woman")]).toEqual([false, false, false]);
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
    const rowOf = (canvas: Canvas) =>
      [...canvas.getContext("2d").getImageData(0, y, canvas.width, 1).data].filter((_, i) => i % 4 === 3);
    expect(rowOf(left)).toEqual(rowOf(right).reverse());
  });
});

describe("expressionFor", () => {
  it("reads the feeling the sentence names", () => {
    expect(expressionFor("She burst out laughing at the joke.", "reflective")).toBe("laughing");
    expect(expressionFor("The whole bus sang happy birthday, badly.", "reflective")).toBe("laughing");
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

describe("actionFor", () => {
  const person: Person = { id: "grandma", gender: "female", age: "old" };
  const named = (id: string) => personFromPicture(id, undefined);

  it("walks, points, sits or crosses arms as the sentence says", () => {
    expect(actionFor("She walked along the pier.", person)).toBe("walking");
    expect(actionFor("Grandma went to the market.", person)).toBe("walking");
    expect(actionFor("Grandma showed me how to knit.", person)).toBe("pointing");
    expect(actionFor("She sat on the bench.", person)).toBe("sitting");
    expect(actionFor("She folded her arms and waited.", person)).toBe("arms-crossed");
    expect(actionFor("It went well.", person)).toBe("standing");
  });

  it("tells what the narrator does only from a verb whose subject is I or we", () => {
    expect(narratorAction("I dropped my bags and sprinted.")).toBe("running");
    expect(narratorAction("That evening I sat on the lifeguard tower.")).toBe("sitting");
    expect(narratorAction("I had been riding on my own.", "Dad taught me to ride a bike.")).toBe("cycling");
    expect(narratorAction("She had slept on my feet every night since I was at school.")).toBeUndefined();
    expect(narratorAction("I remember the smell of the bread.")).toBeUndefined();
    expect(narratorAction("Mum cooked dinner.")).toBeUndefined();
  });

  it("puts the narrator where they did something a picture shows them at, not where they only thought, had or were", () => {
    expect(narratorIsThere("In the last minute I scored from a corner.")).toBe(true);
    expect(narratorIsThere("I stalled eleven times.")).toBe(true);
    expect(narratorIsThere("When I was fourteen our team reached the final.")).toBe(false);
    expect(narratorIsThere("I still have it on my fridge.")).toBe(false);
    expect(narratorIsThere("I remember the smell of the bread.")).toBe(false);
    expect(narratorIsThere("I didn't move.")).toBe(false);
    expect(narratorIsThere("Mum scored twice.")).toBe(false);
    expect(narratorIsThere("In the football match the next day I missed a penalty.")).toBe(true);
    expect(narratorIsThere("I missed an easy shot in the last minute.")).toBe(true);
    expect(narratorIsThere("We missed the last bus.")).toBe(false);
    expect(narratorIsThere("I missed her more than I can say.")).toBe(false);
  });

  it("reads a word that names an object's own property as a word, not an action", () => {
    for (const word of ["constructor", "__proto__", "toString"])
      expect(actionFor(`Grandma ${word} in the ${word}.`, person)).toBe("standing");
  });

  it("reads the clause about the person when the sentence is about two", () => {
    expect(actionFor("Grandma watched as I ran to the gate.", person)).toBe("standing");
    expect(actionFor("I laughed while Grandma baked the bread.", person)).toBe("cooking");
    expect(actionFor("Grandma and Sam walked to the shops.", named("Grandma"))).toBe("walking");
  });

  it("reads the main verb in any tense, not a noun of the same spelling", () => {
    expect(actionFor("Lena drives a taxi at night.", named("Lena"))).toBe("driving");
    expect(actionFor("Lena has been steering the boat since dawn.", named("Lena"))).toBe("driving");
    expect(actionFor("Omar roasted a chicken for us.", named("Omar"))).toBe("cooking");
    expect(actionFor("Omar chopped the onions in silence.", named("Omar"))).toBe("cooking");
    expect(actionFor("Ines napped on the train home.", named("Ines"))).toBe("lying");
    expect(actionFor("Ines lay awake listening to the storm.", named("Ines"))).toBe("lying");
    expect(actionFor("Ines laid the table for six.", named("Ines"))).toBe("standing");
    expect(actionFor("Ben paddled out past the breakers.", named("Ben"))).toBe("swimming");
    expect(actionFor("Ben dived for cover behind the van.", named("Ben"))).toBe("standing");
    expect(actionFor("Auntie cuddled the new puppy.", named("Auntie"))).toBe("hugging");
    expect(actionFor("A big wave knocked Tom over.", named("Tom"))).toBe("standing");
    expect(actionFor("Tom waved at the bus driver.", named("Tom"))).toBe("waving");
    expect(actionFor("Mum twirled round the kitchen.", named("Mum"))).toBe("dancing");
    expect(actionFor("Mum jogged round the park at six.", named("Mum"))).toBe("running");
    expect(actionFor("Mum ran the corner shop for thirty years.", named("Mum"))).toBe("standing");
    expect(actionFor("Dad chased the dog down the beach.", named("Dad"))).toBe("running");
    expect(actionFor("Dad strolled to the harbour after lunch.", named("Dad"))).toBe("walking");
    expect(actionFor("Dad came home late.", named("Dad"))).toBe("walking");
    expect(actionFor("Dad caught the last bus home.", named("Dad"))).toBe("sitting");
    expect(actionFor("Dad rode the tram to work.", named("Dad"))).toBe("sitting");
    expect(actionFor("Dad picked up the baby.", named("Dad"))).toBe("holding");
    expect(actionFor("Dad handed me the keys.", named("Dad"))).toBe("holding");
    expect(actionFor("Dad held his breath.", named("Dad"))).toBe("standing");
    expect(actionFor("Miss Hale taught us to read.", named("Miss Hale"))).toBe("pointing");
    expect(actionFor("Miss Hale refused to leave.", named("Miss Hale"))).toBe("arms-crossed");
    expect(actionFor("Miss Hale stood by the door.", named("Miss Hale"))).toBe("standing");
  });

  it("does not show what the sentence denies", () => {
    expect(actionFor("Dad never danced.", named("Dad"))).toBe("standing");
    expect(actionFor("Dad didn't drive that day.", named("Dad"))).toBe("standing");
  });

  it("keeps an action to whoever does it, except a hug, which takes two", () => {
    expect(actionFor("Dad drove Sam to school.", named("Sam"))).toBe("standing");
    expect(actionFor("Dad drove Sam to school.", named("Dad"))).toBe("driving");
    expect(actionFor("Mum hugged Sam at the gate.", named("Sam"))).toBe("hugging");
    expect(actionFor("Sam danced with Grandpa.", named("Grandpa"))).toBe("dancing");
  });

  it("gives someone the line only refers to nothing the narrator does: 'I drive to his bungalow' is my drive", () => {
    const ray = named("Ray");
    expect(actionFor("Every Sunday I drive to his bungalow and we sit at his kitchen table.", ray)).toBe("sitting");
    expect(actionFor("I drove him to the station.", ray)).toBe("standing");
    expect(actionFor("He drove me to the station.", ray)).toBe("driving");
    expect(actionFor("I grabbed a wrench and ran to the sink.", named(NARRATOR_WHO))).toBe("holding");
  });

  it("reads a clause that goes on without a subject of its own as the same person's", () => {
    expect(actionFor("We gave up on the tent at midnight and slept in the van.", named("we"))).toBe("lying");
    expect(actionFor("Joy finished her shift, drove home and slept till noon.", named("Joy"))).toBe("driving");
    expect(actionFor("Joy laughed as I slept.", named("Joy"))).toBe("standing");
  });

  it("gives nothing to hold when giving up, in or way", () => {
    expect(actionFor("Uncle Femi gave up smoking that spring.", named("Femi"))).toBe("standing");
    expect(actionFor("Uncle Femi gave in after an hour.", named("Femi"))).toBe("standing");
    expect(actionFor("Uncle Femi gave me his watch.", named("Femi"))).toBe("holding");
  });

  it("rides a bicycle where the line or the story says one, and sits on anything else ridden", () => {
    const ola = named("Ola");
    const bikeStory = "Ola got a red bike for her ninth birthday. She rode it round the block until dark.";
    expect(actionFor("Ola cycled to the library every Saturday.", ola)).toBe("cycling");
    expect(actionFor("Ola rode her bike to school.", ola)).toBe("cycling");
    expect(actionFor("She rode it round the block until dark.", ola, bikeStory)).toBe("cycling");
    expect(actionFor("She rode it round the block until dark.", ola)).toBe("sitting");
    expect(actionFor("Ola rode a pony on the beach.", ola, bikeStory)).toBe("sitting");
    expect(actionFor("Ola rode the bus home.", ola, bikeStory)).toBe("sitting");
  });

  it("takes the sentence's main verb for we", () => {
    expect(actionFor("We cooked dinner together.", named("we"))).toBe("cooking");
    expect(actionFor("After lunch we swam in the sea.", named("we"))).toBe("swimming");
    expect(actionFor("Mum drove us to the lake.", named("we"))).toBe("driving");
  });
});

describe("characterBitmap actions", () => {
  const rosa = personFromPicture("Rosa", picture("woman"));
  const opaqueRows = (canvas: Canvas) => {
    const data = pixels(canvas);
    const rows = new Set<number>();
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 200) rows.add(Math.floor((i - 3) / 4 / canvas.width));
    return rows;
  };

  it("keeps the person's height and floor line in every action", () => {
    for (const action of [
      "running",
      "driving",
      "cycling",
      "cooking",
      "lying",
      "swimming",
      "waving",
      "dancing",
      "hugging",
    ] as const) {
      const bitmap = characterBitmap(rosa, "happy", action, 240, "right", { adult: 250 });
      expect(bitmap.height).toBe(240);
    }
  });

  it("draws a car round a driver, a bicycle under a rider, a bed under a sleeper and a counter before a cook, wider than the person", () => {
    const standing = characterBitmap(rosa, "happy", "standing", 240);
    for (const action of ["driving", "cycling", "lying", "cooking"] as const) {
      expect(characterBitmap(rosa, "happy", action, 240, "right", { adult: 250 }).width).toBeGreaterThan(
        standing.width * 1.3,
      );
    }
  });

  it("seats whoever rides in a car on its back seat, driver too: the head above the cushion, nothing below it, no dashboard", () => {
    const child = personFromPicture("Kofi", picture("child"));
    const inCar = { adult: 250, setting: "car" as const, backSeat: 40 };
    const onFloor = characterBitmap(child, "happy", "sitting", 150, "right", { adult: 250 });
    const floor = 150 - Math.round(150 * 0.025);
    for (const action of ["sitting", "driving"] as const) {
      const seated = characterBitmap(child, "happy", action, 150, "right", inCar);
      // No box of their own before them: no wider than the child sitting anywhere else.
      expect(seated.width, action).toBeLessThanOrEqual(onFloor.width + 2);
      const rows = [...opaqueRows(seated)];
      expect(Math.min(...rows), action).toBeLessThan(floor - 40 - 50);
      // Nothing of them below the cushion's top (a little into it): no legs on the car's floor.
      expect(Math.max(...rows), action).toBeLessThanOrEqual(floor - 40 + 250 * 0.02 + 1);
    }
  });

  it("lays a sleeper down: nothing in the top half of the bitmap", () => {
    const lying = characterBitmap(rosa, "calm", "lying", 240, "right", { adult: 250 });
    expect([...opaqueRows(lying)].every((row) => row > 240 * 0.4)).toBe(true);
  });

  it("shows a swimmer's head above the water and none of their legs", () => {
    const swimming = characterBitmap(rosa, "happy", "swimming", 240);
    const rows = [...opaqueRows(swimming)];
    expect(rows.some((row) => row < 240 * 0.8)).toBe(true);
    expect(Math.min(...rows)).toBeGreaterThan(240 * 0.5);
  });

  it("draws what is held in the hand", () => {
    const empty = characterBitmap(rosa, "happy", "holding", 240);
    const jar = characterBitmap(rosa, "happy", "holding", 240, "right", {
      held: { picture: picture("jar"), size: 30 },
    });
    expect(Buffer.from(pixels(jar)).equals(Buffer.from(pixels(empty)))).toBe(false);
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
    expect(personFromPicture("nurse", picture("woman-health-worker"))).toEqual({
      id: "nurse",
      gender: "female",
      age: "adult",
      role: "nurse",
    });
    expect(personFromPicture("Luis", picture("man-cook"))).toEqual({
      id: "Luis",
      gender: "male",
      age: "adult",
      role: "cook",
    });
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
