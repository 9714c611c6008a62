import { describe, expect, it } from "vitest";
import { narratedPart, withoutReports } from "./narrated";

describe("the narrated part of a sentence", () => {
  it.each([
    ["I told her the tooth fairy would come.", "I told her"],
    ["I told my son the fairy takes teeth.", "I told my son"],
    ["He asked her if the dog was fed.", "He asked her"],
    ["She told him the car was gone.", "She told him"],
    ["Mum said the bus was late.", "Mum said"],
    ["Priya asked me to print it.", "Priya asked me"],
    ["Her pipes had burst and water was pouring into her kitchen.", "and water was pouring into her kitchen"],
    ["I sang him the song my mum used to sing to me.", "I sang him the song"],
    ["We baked the cake Grandma used to make every Easter.", "We baked the cake"],
  ])("leaves out what is only reported or had happened before: %s", (sentence, narrated) => {
    expect(narratedPart(sentence)).toBe(narrated);
  });

  it.each([
    ["I told her dad the news.", "I told her dad the news"],
    ["I told her the truth.", "I told her the truth"],
    ["A man called Mr Ferreira fixed the fence.", "A man called Mr Ferreira fixed the fence"],
    ['Sam yelled, "Run!" and we ran.', "Sam yelled and we ran"],
    ["My mum used to sing to me every night.", "My mum used to sing to me every night"],
    ["When I was little, my mum used to sing to me.", "When I was little my mum used to sing to me"],
  ])("keeps what happens in the scene: %s", (sentence, narrated) => {
    expect(narratedPart(sentence)).toBe(narrated);
  });

  it("keeps a clause's own past when only reports are left out", () => {
    expect(withoutReports("My grandfather had written to her, she said.")).toContain("My grandfather had written");
  });
});
