import { describe, expect, test } from "vitest";
import { analyseStory } from "./analyse";
import { hasSubjectAndVerb, shorterForms, splitAtClauses } from "../language/clauses";
import { findSpeech } from "../language/dialogue";
import { sensoryDetail } from "./details";
import { strengthenSentence, tightenSentence } from "./enhance";
import { findMentions } from "../language/mentions";
import { isMishap } from "./mishaps";
import { narratedPart } from "../language/narrated";
import { shortPhrase } from "./on-screen";
import { splitSentences } from "../language/sentences";
import { isSombre } from "../language/sentiment";
import { sentenceTime } from "../language/tense";

const DANGLING = /\b(?:a|an|the|my|your|our|their|and|but|or|of|to|in|on|at|for|with|from|by)[.!?]?$/i;

describe("sentences", () => {
  test("split as the tagger reads them, with a quotation apart from the narration after it", () => {
    expect(splitSentences('"Don\'t worry," Grandma said. "The sea always gives back." I didn\'t believe her.')).toEqual(
      ['"Don\'t worry," Grandma said.', '"The sea always gives back."', "I didn't believe her."],
    );
    expect(splitSentences('"Where?" I asked. It was 3 p.m. when Dr. Lee called.')).toEqual([
      '"Where?" I asked.',
      "It was 3 p.m. when Dr. Lee called.",
    ]);
    // A single-quoted line keeps its sentences together.
    expect(splitSentences("It just said: 'Nearly home. Put the kettle on.' We put the kettle on.")).toEqual([
      "It just said: 'Nearly home. Put the kettle on.'",
      "We put the kettle on.",
    ]);
    // Compromise reads "vet." as an abbreviation: a lower-case word before a sentence's opening word still ends one.
    expect(
      splitSentences("Our dog Biscuit hated the vet. So when he needed an operation, Dev carried him in."),
    ).toEqual(["Our dog Biscuit hated the vet.", "So when he needed an operation, Dev carried him in."]);
  });
});

test("a single-quoted name before a full stop closes its quotation", () => {
  const story =
    "A hen party booked in under the name 'Tequila'. On Thursday the card machine stopped working. We laughed.";
  expect(splitSentences(story)).toHaveLength(3);
});

describe("clauses", () => {
  const long =
    "When I was nine, my dad Marco tried to teach me to ride a bike in the park behind our house, and I crashed into the hedge twice before he let go.";

  test("a subject and a verb that no subordinator governs", () => {
    expect(hasSubjectAndVerb("I fell off")).toBe(true);
    expect(hasSubjectAndVerb("My mum read them out loud to us.")).toBe(true);
    expect(hasSubjectAndVerb("When I was nine.")).toBe(false);
    expect(hasSubjectAndVerb("Which tram driver sang, and how to order coffee like a local.")).toBe(false);
    expect(hasSubjectAndVerb("When he was stationed in Germany and she was working in Cardiff.")).toBe(false);
    expect(hasSubjectAndVerb("After forty minutes it lifted all at once.")).toBe(true);
    // A noun after a preposition is its object, whatever the tagger makes of the word after it.
    expect(hasSubjectAndVerb("During a very important client call on Zoom")).toBe(false);
    expect(hasSubjectAndVerb("Most rambling speech about our childhood ever recorded.")).toBe(false);
    expect(hasSubjectAndVerb("In 2019 my family moved to Lisbon.")).toBe(true);
    // A time with a clause of its own opens a sentence; it is not one.
    expect(hasSubjectAndVerb("The day we moved out of our first flat.")).toBe(false);
    expect(hasSubjectAndVerb("The first time I saw her.")).toBe(false);
    expect(hasSubjectAndVerb("Every time he laughed.")).toBe(false);
    expect(hasSubjectAndVerb("That day we moved out of our first flat.")).toBe(true);
    expect(hasSubjectAndVerb("The next morning we left.")).toBe(true);
    expect(hasSubjectAndVerb("Every summer we went to the lake.")).toBe(true);
    expect(hasSubjectAndVerb("The day we moved out of our first flat, our cat Miso disappeared.")).toBe(true);
  });

  test("shorter forms drop whole clauses and stay sentences", () => {
    expect(shorterForms(long)).toEqual([
      "My dad Marco tried to teach me to ride a bike in the park behind our house, and I crashed into the hedge twice before he let go.",
      "When I was nine, my dad Marco tried to teach me to ride a bike in the park behind our house.",
      "My dad Marco tried to teach me to ride a bike in the park behind our house.",
    ]);
    expect(
      shorterForms(
        "Last summer my father and I repainted the fence, which took three weeks because it rained every day.",
      ),
    ).toEqual(["Last summer my father and I repainted the fence."]);
    // A list that loses its last item keeps its "and" (no comma splice).
    expect(
      shorterForms("The smoke alarm went off, the dog stole the first pancake, and mum laughed so hard she cried."),
    ).toEqual(["The smoke alarm went off, and the dog stole the first pancake.", "The smoke alarm went off."]);
    // "My manager Olga nodding along, and I get to…" would open on a phrase, not a clause.
    const forms = shorterForms(
      "Big quarterly presentation, forty people in the room, my manager Olga nodding along, and I get to the slide and the fire alarm goes off.",
    );
    expect(forms.every((f) => !f.startsWith("My manager Olga nodding"))).toBe(true);
  });

  test("a long sentence splits only at a joint where both halves are sentences", () => {
    expect(splitAtClauses(long, 12)).toEqual([
      "When I was nine, my dad Marco tried to teach me to ride a bike in the park behind our house.",
      "I crashed into the hedge twice before he let go.",
    ]);
    // "Then laughed so hard…" has no subject of its own.
    const party = "At the party he opened it, stared at it, and then laughed so hard he had to take his glasses off.";
    expect(splitAtClauses(party, 8)).toEqual([party]);
    // Not "The day we moved out of our first flat." alone: that clause is the day's.
    const moving = "The day we moved out of our first flat, our cat Miso disappeared.";
    expect(splitAtClauses(moving, 6)).toEqual([moving]);
    // Never "…, and when I finally held it up." (a main clause left behind) nor "Soaked and scratched, he…".
    const ring =
      "I spent ten minutes on my knees in the mud digging for it, and when I finally held it up, soaked and scratched, he was already crying.";
    expect(splitAtClauses(ring, 8)).toEqual([
      "I spent ten minutes on my knees in the mud digging for it.",
      "When I finally held it up, soaked and scratched, he was already crying.",
    ]);
    // A clause led by "as if" or "because" is no sentence on its own.
    const borek =
      "When we finally reached Leeds after nine hours, my grandmother was waiting at her gate with a tray of scones, as if she had known the exact minute we would arrive.";
    expect(splitAtClauses(borek, 20)).toEqual([borek]);
    // The "and" that closed a list goes with the half after it: the list left behind gets its own.
    expect(
      splitAtClauses("We drove to the coast, parked by the pier, and my brother ran into the sea in his clothes.", 10),
    ).toEqual(["We drove to the coast and parked by the pier.", "My brother ran into the sea in his clothes."]);
  });

  test("no form or split of any corpus-like sentence ends on a word that needs the next", () => {
    const sentences = [
      long,
      "Ines taught me which bakery sold the best custard tarts, which tram driver sang, and how to order coffee like a local.",
      "I kicked it, and it finally started, but it printed two hundred copies of a cat meme.",
      "The next evening she brought a thermos of coffee and her dog Tomás, a grumpy terrier who stole one of my oranges.",
    ];
    for (const sentence of sentences) {
      for (const piece of [...shorterForms(sentence), ...splitAtClauses(sentence, 8)]) {
        expect(piece, piece).not.toMatch(DANGLING);
        expect(hasSubjectAndVerb(piece), piece).toBe(true);
      }
    }
  });
});

describe("dialogue", () => {
  test("a tag after the quotation leads in to it, in the narrator's words", () => {
    expect(findSpeech('"Don\'t worry," Grandma said, "the sea always gives back."')).toEqual({
      who: "Grandma",
      parts: [
        { by: "narrator", text: "Grandma said:" },
        { by: "speaker", text: "Don't worry, the sea always gives back." },
      ],
      indirect: false,
    });
    // What the tag says after the speaker is the author's too: the narrator keeps it.
    expect(findSpeech("“You're late,” said Mr. Patel, tapping his watch.")?.parts[0]).toEqual({
      by: "narrator",
      text: "Mr. Patel said, tapping his watch:",
    });
  });

  test("narration before and after the quotation stays the narrator's", () => {
    expect(findSpeech('Sam yelled, "Run!" and we ran.')?.parts).toEqual([
      { by: "narrator", text: "Sam yelled:" },
      { by: "speaker", text: "Run!" },
      { by: "narrator", text: "We ran." },
    ]);
  });

  test("a reported request becomes the words the story reports, in the second person", () => {
    expect(findSpeech("Mum told me to slow down, but I kept running.")?.parts).toEqual([
      { by: "narrator", text: "Mum told me:" },
      { by: "speaker", text: "Slow down." },
      { by: "narrator", text: "But I kept running." },
    ]);
    expect(findSpeech("Dad warned us not to touch the stove.")?.parts[1]).toEqual({
      by: "speaker",
      text: "Don't touch the stove.",
    });
    expect(findSpeech("My boss asked me to print my report.")?.parts[1]).toEqual({
      by: "speaker",
      text: "Could you print your report?",
    });
    // "her" could be anyone: nothing is put in anyone's mouth.
    expect(findSpeech("She told me to call her later.")).toBeUndefined();
  });
});

describe("people", () => {
  test("gender from relation words, descriptions and pronouns; never from a name alone", () => {
    const genders = (story: string) => Object.fromEntries(analyseStory(story).people.map((p) => [p.name, p.gender]));
    expect(genders("My grandma Rosa took my brother Sam to the beach.")).toEqual({ Rosa: "female", Sam: "male" });
    expect(genders("One night a woman named Ines sat below me.")).toMatchObject({ Ines: "female" });
    expect(genders("Jen screamed at the spider. She never liked them.")).toEqual({ Jen: "female" });
    expect(genders("Jen screamed at the spider.")).toEqual({ Jen: undefined });
    // A "she" after a woman the story has named may be hers: it gives the man named last no gender.
    expect(
      genders(
        "My grandmother Zofia kept a tin of buttons. My cousin Marek thinks he was her first love. I think she wanted us to wonder.",
      ),
    ).toMatchObject({ Zofia: "female", Marek: undefined });
    // Nor a group named in the plural.
    expect(genders("When the bakery closed, his regular customers wrote him letters.")).toMatchObject({
      Customers: undefined,
    });
    // Nor does it pick one of two people the story gives no gender.
    expect(
      genders("I found Biscuit asleep on Ethan's bed. Ethan was at camp. She had dragged a blanket upstairs."),
    ).toEqual({
      Biscuit: undefined,
      Ethan: undefined,
    });
  });

  test("an appositive, a relation or a pet before a name is one person, called by the name", () => {
    const people = (story: string) =>
      analyseStory(story).people.map((p) => `${p.phrase}${p.gender ? ` (${p.gender})` : ""}`);
    expect(people("The manager, a tall woman named Priya, looked at my sleeve and smiled.")).toEqual([
      "Priya (female)",
    ]);
    expect(people("Priya, my new manager, called me into her office.")).toEqual(["Priya (female)"]);
    expect(people("My boss, Ingrid, said it was the best safety demonstration she had ever seen.")).toEqual([
      "Ingrid (female)",
    ]);
    expect(people("A retired teacher from Ohio called Barb made eggs.")).toEqual(["Barb"]);
    expect(people("Our dog Pepper went missing on a Friday.")).toEqual(["our dog Pepper"]);
    expect(people("The manager, a tall woman, looked at my sleeve.")).toEqual(["the manager (female)"]);
    // "a retired engineer" says who Dad is: he is no thing to show.
    const dad = analyseStory("My dad, a retired engineer, taped a camera to our robot vacuum.");
    expect(dad.people.map((p) => p.phrase)).toEqual(["my dad"]);
    expect(dad.things.map((m) => m.text)).not.toContain("engineer");
    // A list is not an apposition.
    expect(people("Mum, Dad and I went to the beach. Sam, Priya and Leo came too.")).toEqual([
      "Mum (female)",
      "Dad (male)",
      "Sam",
      "Priya",
      "Leo",
    ]);
  });

  test('"the same man" and "the other woman" point back at someone; with nobody before them they are no one', () => {
    const keys = (texts: string[]) =>
      findMentions(texts).map((own) => own.filter((m) => m.kind === "person").map((m) => m.key));
    expect(keys(["The fourth time the examiner was the same man as the first time."])).toEqual([
      ["examiner", "examiner"],
    ]);
    expect(
      keys([
        "Our landlord Mr Ferreira came.",
        "He brought his granddaughter Bia.",
        "The same man stayed until midnight.",
      ]),
    ).toEqual([["mr ferreira", "mr ferreira"], ["bia", "bia"], ["mr ferreira"]]);
    expect(keys(["I saw the same man again at the station."])).toEqual([[]]);
    expect(
      analyseStory("My aunt Rosa argued with a waiter. Then the other man laughed too.").people.map((p) => p.phrase),
    ).toEqual(["my aunt Rosa", "the waiter"]);
  });

  test('names the author keeps: "my father" stays "my father"', () => {
    const phrases = analyseStory("Last summer my father and I repainted the fence. My sister Inês laughed.").people.map(
      (p) => p.phrase,
    );
    expect(phrases).toEqual(["my father", "my sister Inês"]);
  });
});

describe("mentions", () => {
  test("people as the story gives them: family words the tagger does not know, a possessive, not what someone is nor a song", () => {
    const people = (texts: string[]) =>
      findMentions(texts).map((own) => own.filter((m) => m.kind === "person").map((m) => `${m.key}:${m.gender ?? ""}`));
    expect(people(["My stepmum Linda came into my life when I was fourteen."])).toEqual([["linda:female", "linda:"]]);
    expect(people(["My amma brought one thing from Chennai."])).toEqual([["amma:female"]]);
    expect(people(["The bride, Shona, sent me a list."])).toEqual([["shona:female", "shona:"]]);
    expect(people(["My colleague Dervla helped me.", "We went to Dervla's after work."])).toEqual([
      ["dervla:", "dervla:"],
      ["dervla:"],
    ]);
    expect(people(["The second time she sang 'I Will Survive' at the manager."])).toEqual([["manager:"]]);
    // What someone is, said of them, is no one else; a new subject after "when I was little" is someone.
    expect(people(["I made it clear that she was not my mother."])).toEqual([[]]);
    expect(people(["When I was little my kuia took me to the marae."])).toEqual([["kuia:female"]]);
  });

  test("only nouns: not a preposition, a participle, a verb, an adverb or someone called in a quotation", () => {
    const said = (sentence: string) => (findMentions([sentence])[0] ?? []).map((m) => m.text);
    expect(
      said('On the twelfth try he wobbled past the mailbox, screamed "Dad, look!" and rode straight into a hedge.'),
    ).toEqual(["mailbox", "hedge"]);
    expect(said("Her pipes had burst and water was pouring into her kitchen.")).toEqual(["pipes", "water", "kitchen"]);
    expect(said("Burnt the toast, set off the smoke alarm, woke the baby, spilled the coffee.")).toEqual([
      "toast",
      "smoke alarm",
      "baby",
      "coffee",
    ]);
    expect(said("Siobhán and I set off up Errigal at 6am thinking we'd be back for breakfast.")).toEqual([
      "Siobhán",
      "Errigal",
      "breakfast",
    ]);
    expect(said("It rained sideways. We sat there.")).toEqual([]);
    expect(said("We built a huge sandcastle, with towers, flags, and a moat all the way around.")).toEqual([
      "sandcastle",
      "towers",
      "flags",
      "moat",
    ]);
  });
});

describe("enhance", () => {
  test("the script's tightening drops filler and swaps no word for a synonym", () => {
    expect(tightenSentence("So I was at work and I just wanted to go home.")).toBe(
      "I was at work and I wanted to go home.",
    );
    expect(tightenSentence("We walked to the lake and it was very cold.")).toBe(
      "We walked to the lake and it was very cold.",
    );
    expect(tightenSentence("I'm looking at the stars.")).toBe("I'm looking at the stars.");
    expect(tightenSentence("Not really.")).toBe("Not really.");
  });

  test("the Enhance Story tool strengthens words in the same part of speech and tense, never a phrasal verb", () => {
    expect(strengthenSentence("So I was at work and I just wanted to go home.")).toBe(
      "I was at work and I wanted to go home.",
    );
    expect(strengthenSentence("We walked to the lake and it was very cold.")).toBe(
      "We strode to the lake and it was freezing.",
    );
    expect(strengthenSentence("I'm looking at the stars.")).toBe("I'm staring at the stars.");
    expect(strengthenSentence("The smoke alarm went off at 3 a.m.")).toBe("The smoke alarm went off at 3 a.m.");
    expect(strengthenSentence("I walked the dog.")).toBe("I walked the dog.");
    expect(strengthenSentence("She had walked to school.")).toBe("She had walked to school.");
  });
});

describe("on-screen text", () => {
  test("reads whole: a short sentence, a clause, or an opening that ends where a phrase can", () => {
    expect(shortPhrase("Best banana of my life.")).toBe("Best banana of my life");
    expect(shortPhrase("Sam cried, but Grandma laughed and handed us her old red bucket.")).toBe("Sam cried");
    expect(shortPhrase("Then Dad came home and told me to wash my hands.")).toBe("Dad came home");
    for (const text of [
      "Tomasz was on his third night shift at the hospital in Gdańsk when the power cut out at 2:40.",
      "He held his phone torch up with shaking hands.",
      "Halfway up the fog came down so thick we couldn't see our own boots.",
      "So I was at the office when my boss Priya asked me to print the quarterly report for the board meeting.",
    ]) {
      const phrase = shortPhrase(text);
      expect(phrase.replace(/…$/, ""), phrase).not.toMatch(DANGLING);
      expect(phrase.length).toBeLessThanOrEqual(60);
    }
  });

  test("says what happened or what was said, never only who spoke", () => {
    expect(shortPhrase('The client asked, "Is that a knight?"')).toBe("Is that a knight");
    expect(shortPhrase("He said the flight was cancelled and we had to wait until morning.")).not.toMatch(/said$/);
    expect(shortPhrase('Mateo said, "I am a dragon hunter and this is my helmet."')).not.toMatch(/said$/);
  });

  test("leaves room for a label: the whole line stays a glance long", () => {
    const text = "Last night I found Biscuit asleep on Ethan's bed after dinner.";
    expect(shortPhrase(text)).toBe("Last night I found Biscuit asleep");
    expect(shortPhrase(text, 5).split(" ").length).toBeLessThanOrEqual(5);
  });
});

describe("time and scene", () => {
  test('a past perfect is read even where the tagger takes the participle for a noun; "had to" is no past perfect', () => {
    expect(sentenceTime("Her pipes had burst and water was pouring into her kitchen.", false).pluperfect).toBe(true);
    expect(sentenceTime("We had invited 180.", false).pluperfect).toBe(true);
    expect(sentenceTime("I had to go and stand by the window.", false).pluperfect).toBe(false);
    expect(sentenceTime("He had a cold.", false).pluperfect).toBe(false);
  });

  test("the scene a sentence narrates leaves out quotations, reported words and what had happened before", () => {
    expect(narratedPart("She told me she had once fallen down the stairs on her first day.")).toBe("She told me");
    expect(narratedPart("He gave me a spoon of honey and said the bees were only saying hello.")).toBe(
      "He gave me a spoon of honey and said",
    );
    expect(narratedPart("Her pipes had burst and water was pouring into her kitchen.")).toBe(
      "and water was pouring into her kitchen",
    );
    expect(narratedPart('Sam yelled, "Run to the beach!" and we ran to the car.')).toBe(
      "Sam yelled and we ran to the car",
    );
    expect(narratedPart("Our landlord, a quiet old man called Mr Ferreira, came.")).toBe(
      "Our landlord a quiet old man called Mr Ferreira came",
    );
  });

  test("a sensory line only for a noun of the scene itself", () => {
    const context = { night: false, present: false, settings: new Set<string>(), story: "" };
    const detail = (sentence: string) => sensoryDetail(sentence, findMentions([sentence])[0] ?? [], context, new Set());
    expect(detail("She told me she had once fallen down the stairs on her first day.")).toBeUndefined();
    expect(detail("The stairs had collapsed years before.")).toBeUndefined();
    expect(detail("We ran down the stairs.")).toBeUndefined();
    expect(detail("We spent the whole day at the beach.")).toBe("The sand was warm underfoot.");
    // Underfoot only on foot: in a car the snow is outside.
    expect(detail("We walked home through the snow.")).toBe("The snow was squeaking underfoot.");
    expect(detail("Mo drove us four hours through the snow.")).toBeUndefined();
    expect(detail("We sat in the car and watched the snow.")).toBeUndefined();
    // On the way there, not there yet, even in a story set at the hospital.
    const atHospital = { ...context, settings: new Set(["hospital"]) };
    const onTheWay = "My husband Liam drove us to the hospital in his tractor.";
    expect(sensoryDetail(onTheWay, findMentions([onTheWay])[0] ?? [], atHospital, new Set())).toBeUndefined();
    const there = "We waited at the hospital all night.";
    expect(sensoryDetail(there, findMentions([there])[0] ?? [], atHospital, new Set())).toBe(
      "The hospital smelled of disinfectant.",
    );
    // A frozen lake laps at nothing; a lake in a story with ice cream still does.
    const frozen = "Every January my grandad took me ice fishing on the frozen lake behind his cabin.";
    expect(
      sensoryDetail(frozen, findMentions([frozen])[0] ?? [], { ...context, story: frozen }, new Set()),
    ).toBeUndefined();
    const summer = "We ate ice cream at the lake.";
    expect(sensoryDetail(summer, findMentions([summer])[0] ?? [], { ...context, story: summer }, new Set())).toBe(
      "Water was lapping at the edge of the lake.",
    );
    // Sand may be in a car; a bakery that closed smells of nothing.
    expect(detail("He came back from the beach with sand all over my car.")).toBeUndefined();
    const closed = "When the bakery closed, the regulars wrote letters to the bakery.";
    expect(
      sensoryDetail(closed, findMentions([closed])[0] ?? [], { ...context, story: closed }, new Set()),
    ).toBeUndefined();
    expect(
      sensoryDetail(
        "We walked on the beach at midnight.",
        findMentions(["We walked on the beach at midnight."])[0] ?? [],
        { ...context, night: true },
        new Set(),
      ),
    ).toBeUndefined();
    // The sea gets no line of its own: its waves are in the picture, and any line for it was the same in every story.
    expect(detail("Grandpa stood at the front of the ferry, out on the open sea.")).toBeUndefined();
  });

  test('a mishap takes "Of course,"; a kindness or a denied mishap does not', () => {
    expect(isMishap("I missed the bus, ran four blocks in new shoes and arrived with a torn sleeve.")).toBe(true);
    expect(isMishap("I was stung on the nose once and cried.")).toBe(true);
    expect(isMishap("He gave me a spoon of honey and said the bees were only saying hello.")).toBe(false);
    expect(isMishap("I didn't miss the bus.")).toBe(false);
    expect(isMishap("A woman fell asleep on his shoulder.")).toBe(false);
  });

  test("a sad story is told by where it lands, not by one stumble on the way", () => {
    expect(isSombre(["We lost the final 2-1."])).toBe(true);
    expect(
      isSombre(["Our cat Miso died in March.", "We buried her under the apple tree.", "The house is very quiet now."]),
    ).toBe(true);
    expect(isSombre(["I failed my driving test three times.", "I passed."])).toBe(false);
    expect(isSombre(["I was stung on the nose once and cried.", "He said the bees were only saying hello."])).toBe(
      false,
    );
    expect(isSombre(["When we crossed the line he was already crying and saying yes."])).toBe(false);
  });
});
