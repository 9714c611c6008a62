import { describe, expect, it } from "vitest";
import { describedAppearances } from "./appearance";

const of = (text: string, who: string) => describedAppearances([text]).get(who);

describe("what the story says its people wear", () => {
  it("dresses the person a garment's colour is said of, on top, below or both", () => {
    expect(of("Every day a man in a grey coat sat on the bench outside my kiosk.", "man")).toEqual({
      top: expect.any(String),
      garments: ["coat"],
    });
    expect(of("My brother Paulo, who was still in his dark green overalls, fixed the van.", "paulo")).toMatchObject({
      top: expect.any(String),
      bottom: expect.any(String),
    });
    expect(of("Dad was wearing his old navy suit.", "dad")?.top).toBe(of("Mum wore a navy dress.", "mum")?.top);
    expect(of("Grandma in her pink dressing gown waved from the door.", "grandma")).toMatchObject({
      top: expect.any(String),
    });
    expect(of("A girl in blue jeans ran past.", "girl")).toEqual({ bottom: expect.any(String), garments: ["jeans"] });
    expect(of("The woman in red smiled at me.", "woman")).toEqual({ top: expect.any(String) });
  });

  it("dresses the narrator from what 'I' wore", () => {
    expect(of("I wore my yellow dress to the party.", "narrator")).toMatchObject({ top: expect.any(String) });
  });

  it("gives hair the colour the story says", () => {
    expect(of("A red-haired girl laughed at the joke.", "girl")?.hair).toBeDefined();
    expect(of("My colleague Sanne, with her short blonde hair, wanted to call the police.", "sanne")?.hair).toBe(
      of("A blonde woman sat down.", "woman")?.hair,
    );
  });

  it("tells shades apart: dark green is not green", () => {
    expect(of("A man in a dark green coat.", "man")?.top).not.toBe(of("A man in a green coat.", "man")?.top);
  });

  it("reads nothing into colours that are not a person's clothes or hair", () => {
    expect(describedAppearances(["He handed me a red bucket. She was in the kitchen."]).size).toBe(0);
    expect(describedAppearances(["The dark stranger left. We painted the door blue."]).size).toBe(0);
    expect(describedAppearances(["My sister in the red car waved."]).size).toBe(0);
  });

  it("dresses a person named after they were met in what they wore then", () => {
    const said = describedAppearances([
      "A little boy in a green swimsuit drifted past the flags.",
      "His name was Leo, and he was more cross than scared.",
    ]);
    expect(said.get("leo")).toEqual(said.get("boy"));
    expect(said.get("leo")).toMatchObject({ top: expect.any(String), garments: ["swimsuit"] });
  });

  it("keeps what a person wore when the story met them", () => {
    expect(of("A man in a grey coat came in. Later the man in a blue shirt left.", "man")?.top).toBe(
      of("A man in a grey coat.", "man")?.top,
    );
  });
});
