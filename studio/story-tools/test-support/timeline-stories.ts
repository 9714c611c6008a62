/**
 * Short personal stories for the timeline check, written before the check was built and never tuned to it. The
 * inconsistent ones each make two statements about time that cannot both hold (or one date whose weekday is wrong);
 * `conflict` holds a piece of each, and a finding counts as a hit when its `original` overlaps one of them. The
 * consistent ones hold together, some without a single statement about time, so any finding on them is a false
 * alarm. Stories that speak of "now" are told on 1 June 2026.
 */
export const TIMELINE_TODAY = new Date(2026, 5, 1);

export const CONSISTENT_TIMELINES: { id: string; story: string }[] = [
  {
    id: "beehives",
    story:
      "My grandmother kept bees behind the shed. Every summer she let me lift the lid and watch them crawl over the frames, and she never once got stung. I still have the veil she wore, folded in a drawer that smells of wax.",
  },
  {
    id: "kitten-names",
    story:
      "We found the kitten under the porch on a rainy night. My brother wanted to call her Thunder, I wanted Biscuit, and Mum settled it by calling her Cat. She lived to be very old and very grumpy, and she slept on my brother's feet every night.",
  },
  {
    id: "brick-bread",
    story:
      "The first loaf I ever baked came out like a brick. Dad ate two slices anyway and told me it had character. These days I bake every weekend, and he still asks for the brick recipe.",
  },
  {
    id: "three-aunts",
    story:
      "I have three aunts, Bea, Cora and Dot, and each of them claims to have taught me to ride a bike. The truth is that I taught myself on the hill behind the church and fell off eleven times.",
  },
  {
    id: "perth-farm",
    story:
      "I was born in 1974 in Glasgow. When I was nine, in 1983, we moved to a farm outside Perth, and I learned to milk a cow before I learned long division.",
  },
  {
    id: "fourth-birthday",
    story:
      "My brother Tomás is four years older than me. He was born in 1979 and I came along in 1983, just in time to ruin his fourth birthday party.",
  },
  {
    id: "year-seven",
    story:
      "When I started Year 7, at eleven, my sister Aoife was six, five years younger than me and desperate to come along. Now she teaches at that same school.",
  },
  {
    id: "orange-door",
    story:
      "We moved to Lisbon in 2011. Three years later, in 2014, our daughter Inês was born, and two years after that we bought the flat with the orange door.",
  },
  {
    id: "snowstorm-baby",
    story:
      "Our son was born on Tuesday, 14 March 2017, at ten past four in the morning. Two days later, on the Thursday, we brought him home through a snowstorm.",
  },
  {
    id: "bakery-buses",
    story:
      "I worked at the bakery for six years, from 2003 until 2009, and then spent a decade driving buses, until 2019. Now I grow tomatoes and complain about the weather.",
  },
  {
    id: "fourth-grade-computer",
    story:
      "I was in fourth grade in 1996, the year we got our first computer. I was nine, and I spent that whole summer playing solitaire.",
  },
  {
    id: "father-eighty",
    story:
      "My father turned 80 this spring. He was born in 1946 in a house without electricity, and now he argues with his phone every morning.",
  },
  {
    id: "first-marathon",
    story:
      "Twenty years ago, in 2006, I ran my first marathon. I was 31, and I swore it would be my last. I have run nine more since.",
  },
  {
    id: "cereal-boxes",
    story:
      "My older sister Maeve was born in 1990, and I followed in 1993. She taught me to read the summer before I started school, using cereal boxes.",
  },
  {
    id: "rafa-moped",
    story: "In the summer of 2002 I was 14 and my cousin Rafa was 17, three years older and very proud of his moped.",
  },
  {
    id: "mud-festival",
    story:
      "The festival ran from Friday 5 July to Sunday 7 July 2024, three days of mud and brass bands. We camped by the river and drove home on the Monday morning, 8 July.",
  },
  {
    id: "hotel-kitchen",
    story:
      "I got my first job at sixteen, washing dishes in a hotel kitchen in 1998. Four years later, at twenty, I was running that kitchen.",
  },
  {
    id: "grandad-boat",
    story:
      "Grandad retired in 1995, at sixty-five. The next year he bought a boat, and at sixty-six he sailed it round the island on his own.",
  },
  {
    id: "four-grandchildren",
    story:
      "We have four grandchildren: Lily, Noah, Zara and Kit. Kit, the youngest, was born in 2020, three years after Zara, and she already bosses everyone around.",
  },
  {
    id: "kyoto-anniversary",
    story:
      "Jun and I got married on Saturday, 12 June 1999. We met in Kyoto three years earlier, in 1996, and for our twentieth anniversary, in 2019, we went back.",
  },
];

export const INCONSISTENT_TIMELINES: { id: string; story: string; conflict: string[] }[] = [
  {
    id: "pit-closed",
    story:
      "I was born in 1968 in a mining town. When I was twelve, in 1984, the pit closed and my father never worked again.",
    conflict: ["born in 1968", "twelve, in 1984"],
  },
  {
    id: "cork-move",
    story: "I was 10 when we moved to Cork in 2001, and I was 15 when we left in 2004.",
    conflict: ["10 when we moved to Cork in 2001", "15 when we left in 2004"],
  },
  {
    id: "big-snow",
    story:
      "My brother Ciaran is three years younger than me. I was born in 1985, and he was born in 1986, the winter of the big snow.",
    conflict: ["three years younger", "he was born in 1986"],
  },
  {
    id: "older-hana",
    story:
      "I was born in 1991. My older sister, Hana, was born in 1994, and we shared a bedroom until I left for university.",
    conflict: ["born in 1991", "older sister, Hana, was born in 1994"],
  },
  {
    id: "second-cafe",
    story: "We opened the café in 2009. Five years later, in 2017, we opened a second one across the river.",
    conflict: ["in 2009", "Five years later, in 2017"],
  },
  {
    id: "keys-friday",
    story: "We got the keys to the flat on Friday, 2 October 2019, and slept on the floor that night.",
    conflict: ["Friday, 2 October 2019"],
  },
  {
    id: "osaka-thursday",
    story:
      "We landed in Osaka on Sunday, 6 April 2025. Three days later, on the Thursday, we took the bullet train to Kyoto.",
    conflict: ["Sunday, 6 April 2025", "Three days later, on the Thursday"],
  },
  {
    id: "storm-power",
    story:
      "The storm hit on a Tuesday night. Two days later, on the Friday, the power finally came back and we ate everything in the freezer.",
    conflict: ["on a Tuesday night", "Two days later, on the Friday"],
  },
  {
    id: "shipyard",
    story: "I spent five years at the shipyard, from 2006 to 2014, and left with a bad back and a good pension.",
    conflict: ["five years", "from 2006 to 2014"],
  },
  {
    id: "library-museum",
    story:
      "I started at the library in 2002. After eight years there, in 2006, I moved to the museum and never looked back.",
    conflict: ["in 2002", "eight years there, in 2006"],
  },
  {
    id: "year-nine",
    story: "I was born in 2001, and in 2010 I started Year 9 at the big school on the hill.",
    conflict: ["born in 2001", "in 2010 I started Year 9"],
  },
  {
    id: "first-grade-towers",
    story:
      "I was in first grade when the towers fell in 2001. I was born in 1990, so I remember the teacher crying but not why.",
    conflict: ["first grade when the towers fell in 2001", "born in 1990"],
  },
  {
    id: "chip-shop",
    story: "I'm 45 now. I was born in 1975 in a flat above a chip shop, and I still can't stand the smell of vinegar.",
    conflict: ["I'm 45 now", "born in 1975"],
  },
  {
    id: "pepper-dog",
    story:
      "When I was 8 we got our first dog, Pepper. She died eleven years later, when I was 25, and I cried for a week.",
    conflict: ["When I was 8", "eleven years later, when I was 25"],
  },
  {
    id: "sam-advice",
    story:
      "In 2010 I was 20 and my brother Sam was 14. He is eight years younger than me, and he still calls me for advice about everything.",
    conflict: ["I was 20 and my brother Sam was 14", "eight years younger"],
  },
  {
    id: "berlin-decade",
    story: "We lived in Berlin for a decade, from 2004 to 2009, in a flat with no lift and a landlord who sang opera.",
    conflict: ["a decade", "from 2004 to 2009"],
  },
  {
    id: "graduated-ago",
    story: "I graduated fifteen years ago, in 2018, with a degree nobody in my family understood.",
    conflict: ["fifteen years ago, in 2018"],
  },
  {
    id: "kerry-farm",
    story: "Dad married Mum at 24, in 1970. He was born in 1952, the youngest of seven, on a farm in Kerry.",
    conflict: ["at 24, in 1970", "born in 1952"],
  },
  {
    id: "next-day-monday",
    story:
      "My daughter was born on Saturday, 4 May 2019. The next day, a Monday, her grandparents drove six hours to meet her.",
    conflict: ["Saturday, 4 May 2019", "The next day, a Monday"],
  },
  {
    id: "lena-older",
    story:
      "My sister Lena was 9 when I was born in 1996. She is five years older than me, and she never lets me forget it.",
    conflict: ["Lena was 9 when I was born in 1996", "five years older"],
  },
];
