import { describe, expect, it } from "vitest";
import { writeScript } from "../direct";
import { scenePlaces, placeSaid } from "./scene-places";

// A line, and where and when it is drawn: read as nouns in their sentence, so a verb ("parked", "to train") or a
// figure of speech ("at this stage") never sets a scene.
const LINES: Array<[string, string | undefined, string | undefined]> = [
  ["We walked along the pier at sunset with Grandma.", "beach", "sunset"],
  ["We built a sandcastle and the tide took it.", "beach", undefined],
  ["Dad parked the car and we ran into the kitchen.", "kitchen", undefined],
  ["At this stage, I was in the office every night.", "office", "night"],
  ["I had to train every morning before the match.", "stadium", "morning"],
  // Taking a train somewhere is the journey, on the train; the city is where it goes.
  ["We took the train to the city in the dark.", "train", "night"],
  ["She put the bread in the oven.", "kitchen", undefined],
  ["We were in the kitchen at home when the phone rang.", "kitchen", undefined],
  ["My grandmother ran a small bakery in Lisbon.", "bakery", undefined],
  ["The nurse held my hand before the operation.", "hospital", undefined],
  ["I sang on stage in front of the whole school.", "stage", undefined],
  ["The ferry pulled into the harbour just after dawn.", "harbour", "morning"],
  ["We skated on the frozen lake until the stars came out.", "snow", undefined],
  ["Our tent blew away in the forest that night.", "forest", "night"],
  ["We reached the summit of the mountain at noon.", "mountains", "day"],
  ["The kids built a snowman in the front garden.", "snow", undefined],
  ["My uncle's farm had forty cows and one angry goose.", "countryside", undefined],
  ["Our plane sat on the runway for three hours.", "airport", undefined],
  ["I fell asleep on the sofa watching TV.", "living-room", undefined],
  ["Mum read to us in bed every evening.", "bedroom", "sunset"],
  ["The bride tripped on her way down the aisle.", "wedding", undefined],
  ["The waiter dropped the whole tray in the café.", "cafe", undefined],
  ["The supermarket was empty at midnight.", "shop", "night"],
  ["Mr Okafor wrote the answer on the whiteboard.", "classroom", undefined],
  ["I failed my driving test twice.", "car", undefined],
  ["The referee blew the whistle and the crowd went silent.", "stadium", undefined],
  ["We played in the park after school.", "park", undefined],
  ["She planted tomatoes in the allotment.", "garden", undefined],
  ["We swam in the sea all afternoon.", "beach", "day"],
  ["We spent a week on a cruise ship.", "sea", undefined],
  ["He sold newspapers from a kiosk outside the station.", "shop", undefined],
  ["She bought cough syrup at the pharmacy.", "shop", undefined],
  ["She auditioned for the school choir four years in a row.", "classroom", undefined],
  ["She got into the taxi and asked for the airport.", "car", undefined],
  ["We were on our way to the hospital when the baby came.", undefined, undefined],
  ["She told me not to open the envelope until I got home.", undefined, undefined],
  ["When we got home the kitchen was flooded.", "kitchen", undefined],
  ["I ordered spring rolls for the office party.", "office", undefined],
  ["We had a garden party for Gran.", "garden", undefined],
  ["The party went on until dawn.", "living-room", "morning"],
  ["On the twelfth try I got round the trolley bay without touching it.", undefined, undefined],
  ["We swam in the bay at dawn.", "beach", "morning"],
  ["We parked in the supermarket car park.", "street", undefined],
  ["He sat in the passenger seat eating mints.", "car", undefined],
  ["The bus broke down on a dark road at two in the morning.", "street", "night"],
  ["Dad woke us at 5.30am to see the eclipse.", undefined, "morning"],
  ["The phone rang at nine o'clock at night.", undefined, "night"],
  ["Burnt the toast, and it was only 7:15 on a Tuesday.", undefined, undefined],
  ["I practised for weeks in front of my bathroom mirror.", "bedroom", undefined],
  ["Every Friday I took the last tram home from work.", "train", undefined],
  ["I walked home in the rain.", undefined, undefined],
  ["Every night I took the last bus home from the hospital.", "train", "night"],
  ["He said his daughter was a nurse too.", undefined, undefined],
  ["Eleven drivers slept in the shop, on cardboard, between the crisps and the motor oil.", "shop", undefined],
  ["We slept in a field in Bulgaria and woke up surrounded by goats.", "countryside", undefined],
  ["The camper died for good two streets later.", "car", undefined],
  ["We drove home from the beach in silence.", "car", undefined],
  ["When I got home the lights were off.", "living-room", undefined],
  ["Every night I read him the same book about a lighthouse keeper.", undefined, "night"],
  ["I missed the bus. I missed the next one too.", undefined, undefined],
  ["Her first customer wanted curls for her wedding.", undefined, undefined],
  ["I found a tiny kitten under our neighbour's car during a typhoon.", "street", undefined],
  ["In 1987 my mother opened a tiny hair salon with one chair.", "shop", undefined],
  ["Last Tuesday, at the bus stop, he pulled my sleeve.", "street", "day"],
  ["That Tuesday night the power went out.", undefined, "night"],
  ["Every Sunday I drive to his bungalow and we sit at his kitchen table with a pot of tea.", "kitchen", undefined],
  ["We drove to the coast and the car broke down.", "car", undefined],
  // Mending a tyre is out at the side of the road; a tyre that bursts on a named road stays on it.
  ["Near the border a tyre burst and Paulo fixed it in ten minutes.", "countryside", undefined],
  ["Dad changed the wheel in the rain while we sheltered under a coat.", "countryside", undefined],
  ["A tyre burst on the motorway.", "street", undefined],
  ["We drove to the lake and swam all afternoon.", "lake", "day"],
  ["The first time I went skiing I was forty-two.", "snow", undefined],
  ["He laughed at me from the chairlift all morning.", "snow", "morning"],
  ["My husband found Biscuit asleep in his work boot, which had been in the van the whole time.", undefined, undefined],
  ["One winter he let me help him fix an old radio he had found at a flea market.", undefined, undefined],
  ["She wore the red coat she bought in a tiny shop in Lisbon.", undefined, undefined],
  ["I bought bread at the market.", "street", undefined],
  ["The baby was asleep in her cot.", "bedroom", undefined],
  ["I told him the truth.", undefined, undefined],
  ["He plays the drums in his spare time.", undefined, undefined],
  // Where someone came from is behind them; where they call from is where they are.
  ["A plumber knocked on the door, still wearing a Santa hat from his own party.", undefined, undefined],
  ["Dad came back from the hospital with a bag of grapes.", undefined, undefined],
  ["I called her from the hospital.", "hospital", undefined],
  // A ride is where it goes from, not yet where it goes to; the sea from a boat is its deck.
  ["Every August my grandparents took the ferry from Split to the island.", "harbour", undefined],
  ["Grandpa always stood at the front of the boat, even when the sea was rough.", "sea", undefined],
  ["We swam in the sea every morning.", "beach", "morning"],
  // A trolley is as often in the car park as in the shop; neighbours live along a street; a pizza place is a café.
  ["I crashed straight into a trolley.", undefined, undefined],
  ["Our neighbour Mrs Okonkwo still cleans her own windows.", "street", undefined],
  ["In 2004 my brother and I opened a tiny pizza place in Naples.", "cafe", undefined],
  // Where they never got or were miles from is not the scene; behind a house is its garden; a verge is by the road.
  ["We never made it to the beach.", undefined, undefined],
  ["The car broke down twenty miles from the sea.", "car", undefined],
  ["While we waited for the tow truck, Mum spread a blanket on the verge.", "countryside", undefined],
  ["My grandmother kept bees behind her cottage near Kraków.", "garden", undefined],
  ["We waited outside the house for an hour.", "street", undefined],
  // "my sister's wedding" is a wedding, not "my sister is wedding"; a chocolate bar is no bar, a wine bar is.
  ["At my sister Nkechi's wedding in Lagos, the generator died.", "wedding", undefined],
  ["Afterwards she gave me a chocolate bar and said she had been terrified too.", undefined, undefined],
  ["He ate a candy bar in the car.", "car", undefined],
  ["We met at a wine bar in Soho.", "cafe", undefined],
  // Asleep inside a box is not in a bed; a frozen lake is ice and snow, not water.
  ["Miso was asleep inside it, curled around the kettle.", "kitchen", undefined],
  ["Every January my grandad took me ice fishing on the frozen lake behind his cabin.", "snow", undefined],
  ["On my first day at the bank I carried a tray of coffees into the meeting room.", "office", undefined],
  // A ride's whole way somewhere is on board (drawn inside, named as the bus), not where it goes.
  ["On my eightieth birthday I took the number 12 bus into town alone.", "train", undefined],
  ["The whole bus sang happy birthday, badly, all the way to the market.", "train", undefined],
  // A list for shopping is read anywhere.
  ["Then I read it. It was a shopping list.", undefined, undefined],
];

describe("scene places", () => {
  it.each(LINES)("%s → %s, %s", (line, kind, time) => {
    const said = placeSaid(line);
    expect(said.kind).toBe(kind);
    expect(said.time).toBe(time);
  });

  it("keeps a story on a frozen lake on the ice when it says the lake again", async () => {
    const script = await writeScript(
      "Every January my grandad Pekka took me ice fishing on the frozen lake behind his cabin. We drilled a hole and drank cocoa. For three winters we caught nothing at all. Then one morning I pulled up a perch from the lake.",
      { duration: "short" },
    );
    expect(scenePlaces(script).map((place) => place.kind)).toEqual(script.scenes.map(() => "snow"));
  });

  it("leaves someone asleep in their seat where the story is, not in a bedroom", async () => {
    const script = await writeScript(
      "When I was fourteen our team reached the county cup final. I missed a penalty in the first half. In the last minute I scored from a corner. When I looked up at the stand, Dad was asleep in his seat, snoring.",
      { duration: "short" },
    );
    expect(scenePlaces(script).at(-1)?.kind).toBe("stadium");
  });

  it("keeps a story where it is until it says it moved, and carries the time of day the same way", async () => {
    const script = await writeScript(
      "Last summer my grandma took me to the beach. We built a huge sandcastle. Then a wave washed it away. That night we ate chips in her kitchen. Grandma laughed about it all evening.",
      { duration: "short" },
    );
    const places = scenePlaces(script);
    expect(places[0]).toMatchObject({ kind: "beach" });
    const kitchen = places.findIndex((s) => s.kind === "kitchen");
    expect(kitchen).toBeGreaterThan(0);
    expect(places.slice(0, kitchen).every((s) => s.kind === "beach")).toBe(true);
    expect(places.slice(kitchen).every((s) => s.kind === "kitchen" && s.time === "night")).toBe(true);
  });

  it("draws a city by day as its streets and by night as its skyline", async () => {
    const byDay = await writeScript(
      "We moved to the city in May. I got lost on my first day. A stranger walked me home.",
      { duration: "short" },
    );
    expect(scenePlaces(byDay)[0]).toMatchObject({ kind: "street", time: "day" });
    const byNight = await writeScript(
      "We arrived in the city at midnight. The lights were everywhere. I could not stop staring.",
      { duration: "short" },
    );
    expect(scenePlaces(byNight)[0]).toMatchObject({ kind: "city-night", time: "night" });
  });

  it("keeps a story in its own shop until it moves, and draws one place the same in every scene", async () => {
    const script = await writeScript(
      "My aunt Mei ran a tiny bakery on our street for thirty years. Every morning she baked bread before sunrise. On her last day the whole street queued outside. She closed the shop at noon and cried into her apron.",
      { duration: "short" },
    );
    const places = scenePlaces(script);
    expect(places.map((s) => s.kind)).not.toContain("shop");
    expect(places.at(-1)).toMatchObject({ kind: "bakery" });
    const bakeries = places.filter((s) => s.kind === "bakery");
    expect(new Set(bakeries.map((s) => s.seed)).size).toBe(1);
    const street = places.find((s) => s.kind === "street");
    if (street) expect(street.seed).not.toBe(bakeries[0]!.seed);
  });

  it("reads the writer's place for a line that names none as a noun phrase: the hospital car park is a car park", () => {
    expect(placeSaid("Neither of us said a word.", "the hospital car park").kind).toBe("street");
    expect(placeSaid("Neither of us said a word.", "Cornwall, the beach").kind).toBe("beach");
    expect(placeSaid("Neither of us said a word.", "the office party").kind).toBe("office");
  });

  it("keeps a story where it is when someone who works elsewhere turns up: a boss in the pharmacy is not an office", async () => {
    const script = await writeScript(
      "I worked in a tiny pharmacy for twenty years. One rainy Tuesday my boss rang to say he was stuck in traffic. A woman came in with a crying baby and no money. I gave her the medicine anyway. Years later she walked into the pharmacy with a card.",
      { duration: "short" },
    );
    expect(new Set(scenePlaces(script).map((s) => s.kind))).toEqual(new Set(["shop"]));
  });

  it("keeps a story where things it names also belong: pastries out of a home oven are baked in the kitchen", async () => {
    const script = await writeScript(
      "Every Saturday my aunt Rosa cooked in her small kitchen in Porto. One morning she let me help her. The pastries came out golden and a little burnt. We ate them all before lunch.",
      { duration: "short" },
    );
    expect(new Set(scenePlaces(script).map((s) => s.kind))).toEqual(new Set(["kitchen"]));
    expect(placeSaid("The pastries came out golden.").kind).toBe("bakery");
  });

  it("draws where people are, not where they are heading: a fare who asks for the hospital is in the cab", async () => {
    const script = await writeScript(
      "My mum drove a night cab in Leeds for twenty years. One winter a teenager got in at midnight and asked for the hospital. His hand was bleeding through a tea towel. Mum ran every red light. He came back a week later with a box of chocolates.",
      { duration: "short" },
    );
    const asked = script.scenes.findIndex((scene) => /asked for the hospital/.test(scene.narration));
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(scenePlaces(script)[asked]!.kind).toBe("car");
  });

  it("puts people where what they do happens: a drive in the car, cooking in the kitchen", async () => {
    const script = await writeScript(
      "My brother Paulo is a mechanic. Last spring we drove from Madrid to Lisbon in his old van. We reached Lisbon after midnight and ate grilled sardines by the river.",
      { duration: "short" },
    );
    const places = scenePlaces(script);
    const drive = script.scenes.findIndex((scene) => /drove/.test(scene.narration));
    expect(places[drive]).toMatchObject({ kind: "car" });
    expect(places.at(-1)!.kind).not.toBe("car");
  });

  it("sets a story that never says where in a park by day", async () => {
    const script = await writeScript(
      "I finally told my brother I was sorry. He said he had forgiven me years ago. We both cried.",
      { duration: "short" },
    );
    expect(scenePlaces(script).every((s) => s.kind === "park" && s.time === "day")).toBe(true);
  });
});
