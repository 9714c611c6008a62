/**
 * Short personal stories for the offline AI tools (enhance, hashtags and others), written as people write them:
 * first and third person, past and present tense, dialogue in straight and curly quotes, names of people and places
 * from many countries, numbers as digits and as words, money, ages, years and times. They were written before the
 * tools' rules and are not tuned to them; add stories freely, but keep every id stable.
 *
 * `mustKeep` lists what a reader would insist any rewrite keeps, exactly as written: the names, places and numbers.
 */
export const TOOL_STORIES: { id: string; story: string; mustKeep: string[] }[] = [
  {
    id: "cornwall-sandcastle",
    story:
      'When I was seven, my grandma Rosa drove me and my little brother Sam down to Porthcurno in Cornwall for the whole of August. On the first morning we spent three hours building a sandcastle with towers, flags and a moat. At 4 o\'clock the tide came in and flattened it in about two minutes. Sam cried so hard he got hiccups. Grandma just handed him the bucket and said, "Then we build a bigger one tomorrow." We did, every day for 31 days.',
    mustKeep: [
      "seven",
      "Rosa",
      "Sam",
      "Porthcurno",
      "Cornwall",
      "August",
      "three hours",
      "4 o'clock",
      "two minutes",
      "31 days",
    ],
  },
  {
    id: "lisbon-first-day",
    story:
      "It's my first day at the bakery on Rua Augusta in Lisbon and I'm already late. The tram is packed, so I run the last 800 metres with my apron in my hand. My manager, Inês, looks at the clock, then at me, and laughs. \"You're early for tomorrow,\" she says. I spend eight hours folding pastéis de nata and earn €52, which feels like a fortune. On the way home I buy one for myself.",
    mustKeep: ["Rua Augusta", "Lisbon", "800 metres", "Inês", "eight hours", "€52"],
  },
  {
    id: "berlin-marathon",
    story:
      "In 2014 my dad, Tom Becker, decided that at 61 he would run the Berlin Marathon. He had never run further than the bus stop. For eleven months he trained before work, in the rain, in the dark, with a head torch my mum bought him for €15. On race day he hit the wall at kilometre 35 and walked for a while, talking to a Danish woman called Mette who was also walking. They crossed the line together in 5 hours and 42 minutes. He still has the medal on the fridge.",
    mustKeep: [
      "2014",
      "Tom Becker",
      "61",
      "Berlin",
      "eleven months",
      "€15",
      "35",
      "Danish",
      "Mette",
      "5 hours",
      "42 minutes",
    ],
  },
  {
    id: "leeds-letters",
    story:
      "After my grandfather Walter died in March 2021, my mother and I cleared out his attic in Leeds. Under a pile of old newspapers we found a biscuit tin full of letters, 112 of them, every one addressed to my grandmother. He had written to her every week while he was stationed in Cyprus in 1956. She had kept them all and never told anyone. My mother read the last one out loud and had to stop halfway through. I still have the tin on my bookshelf.",
    mustKeep: ["Walter", "March 2021", "Leeds", "112", "Cyprus", "1956"],
  },
  {
    id: "galway-goat-cake",
    story:
      "Priya and Dev got married last June at a farmhouse outside Galway. Her cousin Aoife had spent two weeks making a four-tier lemon cake, and she carried it across the yard herself because she didn't trust anyone else. Halfway across, a goat named Biscuit walked out of the barn and headbutted her gently in the knee. The top two tiers landed in the grass. Dev looked at the cake, looked at the goat, and said, \"Well, he's family now.\" They served the bottom tiers with spoons and nobody complained.",
    mustKeep: ["Priya", "Dev", "June", "Galway", "Aoife", "two weeks", "four-tier", "Biscuit", "two tiers"],
  },
  {
    id: "night-shift",
    story:
      "I was a nurse on the night shift at St Mary's Hospital for nine years. One night in December, around 3 a.m., an old man called Mr. Okafor pressed his buzzer and asked if anyone could sit with him for a bit. The ward was quiet, so I pulled up a chair. He told me about the jazz club he ran in Manchester in the sixties and sang me half of a song by Nina Simone. He was discharged two days later. A week after that a card arrived at the nurses' station with £20 for biscuits and one line: \"Thank you for the company.\"",
    mustKeep: [
      "St Mary's Hospital",
      "nine years",
      "December",
      "3 a.m.",
      "Mr. Okafor",
      "Manchester",
      "sixties",
      "Nina Simone",
      "two days",
      "£20",
    ],
  },
  {
    id: "pepper-escapes",
    story:
      "Our dog Pepper escaped through a gap in the fence on Saturday morning. We searched the whole of Riverside Park for four hours, shouting her name until our voices went. At about six, a boy on a bike rode up to our gate with Pepper trotting beside him, very pleased with herself. He refused the reward, so my sister gave him a slice of her birthday cake instead.",
    mustKeep: ["Pepper", "Saturday", "Riverside Park", "four hours", "six"],
  },
  {
    id: "toronto-interview",
    story:
      "My interview with a software company in Toronto was at 9:30 on a Tuesday, over video. Five minutes before, my neighbour started drilling through the wall. I moved my laptop into the bathroom, sat on the edge of the bath and answered questions about databases for forty-five minutes while trying to keep the shower curtain out of shot. At the end, the hiring manager, Sarah Lin, said she had never interviewed anyone in a bathroom before. I got the job two weeks later, and I've been there for 3 years now.",
    mustKeep: ["Toronto", "9:30", "Tuesday", "Five minutes", "forty-five minutes", "Sarah Lin", "two weeks", "3 years"],
  },
  {
    id: "tokyo-commute",
    story:
      'Every morning at 7:12, Kenji takes the Yamanote line from Shinjuku to Tokyo Station. For six years he has stood in the same spot, next to the same woman reading the same kind of paperback. They have never spoken. On Friday she isn\'t there. On Monday she is back, and she hands him a book with a note inside that says, "Your turn." He reads it in three days.',
    mustKeep: ["7:12", "Kenji", "Yamanote", "Shinjuku", "Tokyo Station", "six years", "Friday", "Monday", "three days"],
  },
  {
    id: "fiat-panda",
    story:
      "I bought my first car in 1998 when I was 17: a rusty red Fiat Panda for $900, which was every cent I had saved from two summers at the ice cream shop. The passenger door only opened from the inside and the radio was stuck on one station. My best friend Marcus and I drove it to Lake Tahoe anyway, singing along to songs we hated. Somewhere near Truckee the exhaust fell off. We tied it back on with a coat hanger and kept going.",
    mustKeep: ["1998", "17", "Fiat Panda", "$900", "two summers", "one station", "Marcus", "Lake Tahoe", "Truckee"],
  },
  {
    id: "toast-at-2am",
    story: "My flatmate Jo tried to make toast under the grill at 2am. The smoke alarm woke up the whole building.",
    mustKeep: ["Jo", "2am"],
  },
  {
    id: "snowdon-proposal",
    story:
      "On their fifth anniversary, Leo took Hannah up Snowdon to propose. It took them four hours to reach the top, and when they got there the cloud was so thick they could barely see each other. Leo knelt on the wet rock anyway and held out the ring. Hannah laughed and said, “I can’t see you, but yes.” On the way down the sun came out and they saw all of Wales at once.",
    mustKeep: ["fifth", "Leo", "Hannah", "Snowdon", "four hours", "Wales"],
  },
  {
    id: "rome-passports",
    story:
      "So we get to Fiumicino airport in Rome at 6 in the morning and my husband Luca turns to me and says, \"You've got the passports, right?\" I do not have the passports. The passports are on the kitchen table, 30 kilometres away. Luca's brother Marco drives them over in his pyjamas in 25 minutes, and we make the gate with literally two minutes to spare.",
    mustKeep: ["Fiumicino", "Rome", "6 in the morning", "Luca", "30 kilometres", "Marco", "25 minutes", "two minutes"],
  },
];
