import { describe, expect, it } from "vitest";
import type { ScenePicture } from "@common/script";
import { withReferredPeople } from "./referred-people";

const grandma: ScenePicture = { word: "grandma", kind: "person", picture: "fluent-emoji-flat:old-woman" };
const sam: ScenePicture = { word: "Sam", kind: "person", picture: "fluent-emoji-flat:boy" };
const bucket: ScenePicture = { word: "bucket", kind: "object", picture: "fluent-emoji-flat:bucket" };

const drawn = (scenes: ScenePicture[][]) =>
  scenes.map((pictures) => pictures.map((p) => (p.who ? `${p.word}=${p.who}` : p.word)));

describe("people a line only refers to", () => {
  it("draws the woman last named for 'she' and the man for 'he', where the pronoun is said", () => {
    const scenes = withReferredPeople(
      [[grandma, sam], [bucket], [], []],
      [
        "My grandma Rosa took my brother Sam to the beach.",
        "Then she found a bucket.",
        "He cried all the way home.",
        "The tide came in.",
      ],
    );
    expect(drawn(scenes)).toEqual([["grandma", "Sam"], ["she=grandma", "bucket"], ["He=Sam"], []]);
    expect(scenes[1]![0]!.picture).toBe(grandma.picture);
  });

  it("does not draw whom the line says is not there: 'without him', 'missing her'", () => {
    const scenes = withReferredPeople(
      [[grandma, sam], [], []],
      [
        "My grandma Rosa taught my brother Sam to swim.",
        "By August he swam across the bay without her.",
        "Sam was missing her by September.",
      ],
    );
    expect(drawn(scenes)).toEqual([["grandma", "Sam"], ["he=Sam"], []]);
  });

  it("takes 'he' and 'him' for the pet the story named after the last man, never for an unnamed animal", () => {
    const tom: ScenePicture = { word: "Tom", kind: "person", picture: "fluent-emoji-flat:man" };
    const max: ScenePicture = { word: "Max", kind: "animal", picture: "fluent-emoji-flat:dog" };
    const dog: ScenePicture = { word: "dog", kind: "animal", picture: "fluent-emoji-flat:dog" };
    const afterTheMan = withReferredPeople(
      [[tom], [max], [], [dog]],
      [
        "My husband Tom laughed.",
        "Then Max ran in.",
        "He hid under my bed and I lay next to him.",
        "The dog fell asleep with his head on my hand.",
      ],
    );
    expect(drawn(afterTheMan)).toEqual([["Tom"], ["Max"], ["He=Max"], ["dog"]]);
    expect(afterTheMan[2]![0]).toMatchObject({ kind: "animal", picture: max.picture });

    const beforeTheMan = withReferredPeople(
      [[dog], [tom], []],
      ["Our dog Max slept by the fire.", "Then Tom came home.", "He made tea."],
    );
    expect(drawn(beforeTheMan)).toEqual([["dog"], ["Tom"], ["He=Tom"]]);

    const unnamed = withReferredPeople([[tom], [dog], []], ["Tom laughed.", "A dog ran past.", "He waved."]);
    expect(drawn(unnamed)).toEqual([["Tom"], ["dog"], ["He=Tom"]]);
  });

  it("takes 'him' or 'her' done to by the one the clause is about for someone else, as the same would be 'himself'", () => {
    const thiago: ScenePicture = { word: "Thiago", kind: "person", picture: "fluent-emoji-flat:man" };
    const feijao: ScenePicture = { word: "Feijão", kind: "animal", picture: "fluent-emoji-flat:dog" };
    const scenes = withReferredPeople(
      [[feijao], [thiago], [thiago], [thiago]],
      [
        "Our dog Feijão jumped into the canal.",
        "Thiago had gone in after him in his new trainers.",
        "Thiago dried him with his own shirt.",
        "Thiago said that the canal had ruined him.",
      ],
    );
    expect(drawn(scenes)).toEqual([["Feijão"], ["Thiago", "him=Feijão"], ["Thiago", "him=Feijão"], ["Thiago"]]);

    const priya: ScenePicture = { word: "Priya", kind: "person", picture: "fluent-emoji-flat:girl" };
    const girls: ScenePicture = { word: "girls", kind: "person", picture: "fluent-emoji-flat:girl" };
    const team = withReferredPeople(
      [[priya], [girls], [girls]],
      ["Priya scored.", "The girls piled on top of her in the mud.", "The girls lifted her trophy."],
    );
    expect(drawn(team)).toEqual([["Priya"], ["girls", "her=Priya"], ["girls"]]);
  });

  it("draws those of the scene before for 'we' and 'us' when the line names nobody", () => {
    const scenes = withReferredPeople(
      [[grandma, sam], [], [sam]],
      ["Grandma and Sam came along.", "So we started again.", "Sam gave us a shell."],
    );
    expect(drawn(scenes)).toEqual([["grandma", "Sam"], ["we=grandma", "we=Sam"], ["Sam"]]);
  });

  it("does not draw whose someone is: 'her husband Emeka' is Emeka, and 'I gave her Grandpa's watch' is her", () => {
    const emeka: ScenePicture = { word: "Emeka", kind: "person", picture: "fluent-emoji-flat:man" };
    const scenes = withReferredPeople(
      [[grandma], [emeka], [], []],
      [
        "My grandma Rosa clapped.",
        "Her husband Emeka told me later it was the best speech.",
        "His sister laughed.",
        "I gave her Grandpa's watch.",
      ],
    );
    expect(drawn(scenes)).toEqual([["grandma"], ["Emeka"], [], ["her=grandma"]]);
  });

  it("draws for 'we' whom the story said the narrator was with, not whoever was in the scene before", () => {
    const amara: ScenePicture = { word: "Amara", kind: "person", picture: "fluent-emoji-flat:girl" };
    const dad: ScenePicture = { word: "dad", kind: "person", picture: "fluent-emoji-flat:man" };
    const scenes = withReferredPeople(
      [[amara], [dad], [], [grandma, sam], []],
      [
        "My sister Amara and I found a hedgehog in the garden.",
        "Dad said it would not survive the night.",
        "We fed it cat food from a teaspoon.",
        "Later my grandma took me and my brother Sam to the beach.",
        "We built a sandcastle.",
      ],
    );
    expect(drawn(scenes)[2]).toEqual(["We=Amara"]);
    expect(drawn(scenes)[4]).toEqual(["We=grandma", "We=Sam"]);

    const mei: ScenePicture = { word: "Mei", kind: "person", picture: "fluent-emoji-flat:woman" };
    const paolo: ScenePicture = { word: "Paolo", kind: "person", picture: "fluent-emoji-flat:man" };
    const venice = withReferredPeople(
      [[mei], [paolo]],
      ["My wife Mei and I rolled into Venice.", "A waiter named Paolo found us by a canal."],
    );
    expect(drawn(venice)[1]).toEqual(["Paolo", "us=Mei"]);

    // Whom they borrowed from is not with them.
    const luca: ScenePicture = { word: "Luca", kind: "person", picture: "fluent-emoji-flat:man" };
    const grandmother: ScenePicture = { word: "grandmother", kind: "person", picture: "fluent-emoji-flat:old-woman" };
    const pizza = withReferredPeople(
      [[luca, grandmother], []],
      [
        "My brother Luca and I opened a pizza place with money we borrowed from our grandmother.",
        "We still have the note.",
      ],
    );
    expect(drawn(pizza)[1]).toEqual(["We=Luca"]);
  });

  it("takes a 'she' said before 'a woman' comes into the line for someone already there, not the newcomer", () => {
    const ada: ScenePicture = { word: "Ada", kind: "person", picture: "fluent-emoji-flat:woman" };
    const woman: ScenePicture = { word: "woman", kind: "person", picture: "fluent-emoji-flat:woman" };
    const scenes = withReferredPeople(
      [[ada], [woman], [woman]],
      [
        "My sister Ada ran her first half marathon.",
        "At mile ten she wanted to stop. A woman in a pink tutu grabbed her hand.",
        "The woman said she had run forty of them.",
      ],
    );
    expect(drawn(scenes)).toEqual([["Ada"], ["she=Ada", "woman"], ["woman"]]);
  });

  it("draws the narrator in every 'we', and never as whom a later 'she' or 'we' means", () => {
    const me: ScenePicture & { picture: string } = {
      word: "we",
      kind: "person",
      picture: "fluent-emoji-flat:child",
      who: "Narrator",
    };
    const scenes = withReferredPeople(
      [[grandma], [], [], [sam]],
      ["Grandma came too.", "We dug for hours.", "She laughed.", "Sam and I swam."],
      me,
    );
    expect(drawn(scenes)).toEqual([["grandma"], ["We=Narrator", "We=grandma"], ["She=grandma"], ["Sam"]]);
  });

  it("does not add anyone a line already shows, nor a second woman for 'her' beside the one it names", () => {
    const scenes = withReferredPeople(
      [[grandma], [grandma, bucket]],
      ["Grandma laughed.", "Grandma handed us her old red bucket."],
    );
    expect(drawn(scenes)).toEqual([["grandma"], ["grandma", "bucket"]]);
  });

  it("takes 'he' for someone of no gender just named where no man came before, and for a pet the line names", () => {
    const rosa: ScenePicture = { word: "Rosa", kind: "person", picture: "fluent-emoji-flat:woman" };
    const tourist: ScenePicture = { word: "tourist", kind: "person", picture: "fluent-emoji-flat:person" };
    const stall = withReferredPeople(
      [[rosa], [tourist], [rosa], []],
      [
        "My aunt Rosa ran a fruit stall.",
        "One morning a tourist paid with a fake note.",
        "Rosa gave him a free lemon.",
        "He walked off very confused.",
      ],
    );
    expect(drawn(stall).slice(2)).toEqual([["Rosa", "him=tourist"], ["He=tourist"]]);

    const captain: ScenePicture = { word: "Captain", kind: "animal", picture: "fluent-emoji-flat:parrot" };
    const owner: ScenePicture = { word: "owner", kind: "person", picture: "fluent-emoji-flat:person" };
    const parrot = withReferredPeople(
      [[owner], [captain]],
      [
        "The previous owner was a sailor.",
        "Mum's parrot Captain was quiet all week, so of course he chose that moment.",
      ],
    );
    expect(drawn(parrot)[1]).toEqual(["Captain"]);

    // Nor the man named before, where someone of no gender the clause is about may be whom it means.
    const brennan: ScenePicture = { word: "Mr Brennan", kind: "person", picture: "fluent-emoji-flat:old-man" };
    const doctor: ScenePicture = { word: "doctor", kind: "person", picture: "fluent-emoji-flat:health-worker" };
    const ward = withReferredPeople(
      [[brennan], [doctor]],
      ["Mr Brennan played the harmonica.", "By the end even the doctor was wiping his eyes."],
    );
    expect(drawn(ward)[1]).toEqual(["doctor"]);
  });

  it("draws nobody for a pronoun with no one before it, nor for 'I', 'me' or 'they'", () => {
    const scenes = withReferredPeople(
      [[], [bucket], [sam], []],
      ["She was waiting for me.", "I found a bucket.", "Sam built towers.", "They fell down."],
    );
    expect(drawn(scenes)).toEqual([[], ["bucket"], ["Sam"], []]);
  });

  it("does not bring someone back after the line that says they died", () => {
    const scenes = withReferredPeople(
      [[grandma], [], []],
      ["Grandma died last spring.", "We scattered the ashes at the beach.", "She would have loved it."],
    );
    expect(drawn(scenes)).toEqual([["grandma"], [], []]);

    // Who died is whom the dying clause is about: the uncle named after "When he died" found the keys, and drives.
    const ilir: ScenePicture = { word: "Ilir", kind: "person", picture: "fluent-emoji-flat:old-man" };
    const besnik: ScenePicture = { word: "Besnik", kind: "person", picture: "fluent-emoji-flat:man" };
    const zastava = withReferredPeople(
      [[ilir], [besnik], []],
      [
        "My grandfather Ilir kept his old car in the garage.",
        "When he died, my uncle Besnik found the keys.",
        "He drove it to the cemetery.",
      ],
    );
    expect(drawn(zastava)[2]).toEqual(["He=Besnik"]);
    // "Before she died" after her is her dying.
    const linda: ScenePicture = { word: "Linda", kind: "person", picture: "fluent-emoji-flat:woman" };
    const sleeve = withReferredPeople(
      [[linda], [], []],
      ["Linda got slower.", "Linda finished the sleeve four days before she died.", "Everyone said she was brave."],
    );
    expect(drawn(sleeve)[2]).toEqual([]);
  });
});
