/**
 * Stories for the offline consistency check, written as people write them (first and third person, digits and
 * number words, approximate language). The planted ones each hide one or two claims that contradict the rest of
 * the story; `planted` holds a piece of each wrong claim, which a finding's `original` must contain. The consistent
 * ones are full of claims that can be checked and all hold, so any finding on them is a false alarm. Stories that
 * speak of "now" are written for a telling between mid-2026 and mid-2027.
 */
export const PLANTED_STORIES: { id: string; story: string; planted: string[] }[] = [
  {
    id: "harbour-house",
    story:
      "I was 7 in 1990 when we moved to the coast, into a little blue house two streets from the harbour. Dad worked nights on the ferries and Mum taught piano in the front room. In the summer of 1993, when I was 12, I was finally allowed to take the dinghy out on my own, and every morning that July I rowed out to the red buoy and back before breakfast. By the time I turned fifteen we had moved again, inland this time, and I never really forgave them.",
    planted: ["12"],
  },
  {
    id: "rosa-bakery",
    story:
      "My grandmother Rosa was born in 1931 in a village outside Porto. She married my grandfather when she was 19, in 1950, and the year after they opened a bakery on the main square. She baked bread there every morning for forty years, from 1951 until they sold the shop in 1991. When she turned eighty, in 2013, all four of her children flew in for the party: my mother, Aunt Lucia and Uncle Tomas. We ate her orange cake on the terrace until midnight, and she made everyone promise to come back for ninety.",
    planted: ["2013", "four of her children"],
  },
  {
    id: "record-shop",
    story:
      "The first record I ever bought was Abbey Road. I was fourteen and had $20 in my pocket from mowing lawns all summer, which felt like a fortune. I spent $5 on the train ticket into town and another $3 on a hot chocolate at the station, and by the time I reached the record shop I had $15 left. The album was $11.99. The man behind the counter, Mr. Okafor, took one look at my face and let me have it for ten, and I still have the sleeve he signed.",
    planted: ["$15"],
  },
  {
    id: "june-fireworks",
    story:
      "Our daughter June arrived on Monday, 4 July 2021, just as the fireworks started over the river, which is how she got her name. The midwife, Pat, had been on shift since 6:30 that morning and stayed until the end. We brought June home three days later. Her first proper outing was to my parents' house on 31 September, when she was nearly three months old, and my dad held her for the whole afternoon without once putting her down.",
    planted: ["Monday, 4 July 2021", "31 September"],
  },
  {
    id: "highland-walk",
    story:
      "My best friend Tom and I had been planning the walk since the spring of 2018. We left Fort William on 31 April with a tent, two rucksacks and a map older than both of us. The first night it rained so hard that we gave up on sleep and sat in the bothy playing cards until the sky went grey. Eleven days later we walked into Durness, sunburnt, soaked and laughing. The last bus south was at 17:65, and we missed it by a minute.",
    planted: ["31 April", "17:65"],
  },
  {
    id: "paper-mill",
    story:
      "My father worked at the paper mill from 1978 to 1986, six years of noise, sawdust and night shifts that he never once complained about. When the mill closed he took us on the only real holiday we ever had: three weeks in a caravan in Cornwall, from 1 June to 8 June, with Mum reading on the step and my brother and me in the sea from breakfast to dark. Dad spent most of it asleep in a deckchair. He said it was the best week of his life, and I believe him.",
    planted: ["six years", "three weeks"],
  },
  {
    id: "three-sisters",
    story:
      "Both of my sisters, Maria, Elena and Sofia, drove through the night to be at the hospital when Dad had his operation. My only brother, Luis, was stuck in Toronto and phoned every hour. We took turns sleeping on the plastic chairs in the corridor, and Elena smuggled in pastries from the bakery across the road. When the surgeon finally came out and said it had gone well, I rang my two brothers before anyone else.",
    planted: ["Both of my sisters", "two brothers"],
  },
  {
    id: "first-flight",
    story:
      "Before the trip to Lisbon I had never flown, and I was terrified. I made my husband, Sam, hold my hand for the whole take-off and I counted the seconds out loud like a child. Then the clouds opened and the whole coast was gold below us, and I forgot to be scared. It reminded me of my first flight, years earlier, when Dad took me to Rome for my tenth birthday and the stewardess gave me a pair of plastic wings. We landed at 11:40, ate sardines by the river and walked until our feet ached.",
    planted: ["never flown"],
  },
  {
    id: "vermont-wedding",
    story:
      "Dan and I were married in 2001 in a tiny white chapel in Vermont, with eleven guests and a fiddler we found in the phone book. It snowed, which nobody had expected in October. Twenty years later, in 2021, our kids threw us a party in the same chapel and the fiddler's son played. Dan gave a speech that made everyone cry. He said that when we got married in 2003 nobody thought it would last, and here we were, with three kids, a dog and a mortgage, still dancing badly in the same spot.",
    planted: ["married in 2003"],
  },
  {
    id: "nursing-school",
    story:
      "I graduated from nursing school in 2041, the first person in my family to finish a degree. My mum took a bus for nine hours to be there and sat in the front row in the hat she had worn to her own wedding. When they called my name she stood up and clapped before anyone else, and the dean waited for her to sit down. That night the two of us shared a pizza in the hotel room and she told me she had always known.",
    planted: ["2041"],
  },
  {
    id: "pier-proposal",
    story:
      "I was born in 1990, the youngest of three. When I turned sixteen, in the summer of 2004, I got my first job washing dishes at a seafood place on the pier. That is where I met Jonah. He was the cook, all tattoos and terrible jokes, and he taught me to fillet a fish in under a minute. We started dating in 2008, and two years later, in 2013, he proposed on the same pier with a ring hidden in a paper boat of chips.",
    planted: ["sixteen", "two years later"],
  },
  {
    id: "bake-sale",
    story:
      "For the school bake sale Gran and I made lemon cupcakes, her recipe from 1962. I cycled to the farm shop and carried home two dozen eggs, 30 eggs in all, without breaking a single one. We baked three trays of twelve and iced them at the kitchen table while the radio played. We sold all 36 at $2 each, $90 in total, and Gran insisted every cent went to the school library.",
    planted: ["30 eggs in all", "$90"],
  },
  {
    id: "grandpa-navy",
    story:
      "Grandpa Walter was 20 in 1944 when he shipped out with the navy, a skinny farm boy who had never seen the sea. He came home in 1946 and married Nan the next year, at 28, in the church where his parents had married. He always said the war took his twenties. They ran the hardware store on Elm Street for three decades, from 1950 to 1980, and a decade after that, in 1990, they finally took the cruise Nan had always wanted.",
    planted: ["28"],
  },
  {
    id: "london-marathon",
    story:
      "I have run the London Marathon twice: in 2015, 2017 and 2019. The first time I was 31 and finished in 4:58, limping the last six miles. By the third one I had actually trained properly, and I crossed the line in 3:49 with my kids, Ana and Ben, screaming at the barrier. My knees have never forgiven me, but I would do it again tomorrow.",
    planted: ["twice"],
  },
  {
    id: "taxi-baby",
    story:
      "My son Theo was born on a snowy Tuesday, 2 February 2010, in the back of a taxi on the way to St Mary's. The driver, a retired sailor called Frank, pulled over, rolled up his sleeves and delivered him himself. We stayed in touch for years, and Frank came to every birthday party until he was well into his eighties. Theo is 12 now and wants to be a taxi driver, which Frank would have found hilarious.",
    planted: ["12"],
  },
];

export const CONSISTENT_STORIES: { id: string; story: string }[] = [
  {
    id: "small-town",
    story:
      "I was born in 1985 in a town so small it didn't have a traffic light. When I was 20, in 2005, I packed one suitcase and took the night bus to Manchester. Two years later, in 2007, I met my wife, Priya, at a friend's wedding, and we got married in 2010. Now we have three kids: Ana, Ben and Cai. Every summer we drive back to that little town, and every summer the kids ask where the traffic light is.",
  },
  {
    id: "cinema-money",
    story:
      "The first time I went to the cinema on my own I was eleven. I had $20 from my birthday, spent $8 on a ticket and $4 on popcorn, and had $8 left for the bus and a comic on the way home. The film was Jurassic Park, in the summer of 1993, and I was so scared of the kitchen scene that I watched half of it through my fingers. I kept the ticket stub in my wallet for twelve years.",
  },
  {
    id: "leap-day-wedding",
    story:
      "We got married on Monday, 29 February 2016, because Mark said it meant he would only have to remember our anniversary every four years. The registry office opened at 9:30 and we were the first couple through the door, with both of our mothers, Helen and Grace, as witnesses. Lunch was at a little Italian place on the corner, and by 14:15 we were on a train to the coast for a week, from 29 February to 7 March. We still celebrate on 28 February in the years that don't have a 29th.",
  },
  {
    id: "night-shifts",
    story:
      "From 2015 to 2019, four years of night shifts on the children's ward, I lived on toast and strong tea. I started on 1 March 2015 and my last shift was on 28 February 2019, a Thursday, when the nurses hung a banner across the station. Afterwards I took three months off, from June to September, and slept until ten every day. In 2020 I went back, on days this time, and I have never once missed the nights.",
  },
  {
    id: "early-ferry",
    story:
      "The alarm went at 4:45 and we were on the road by 5:30, two kids asleep in the back and a flask of coffee between the seats. The ferry left Holyhead at 8:15 sharp. We reached Dublin just after noon, ate chips on the harbour wall at 12:40, and were at my aunt Maeve's door by 3 pm. She had been waiting since 11 in the morning, she said, and she had baked enough scones for twenty people. There were only six of us.",
  },
  {
    id: "tractor-pond",
    story:
      "I was born in 1989, so in the summer of 1998 I was nine, all knees and scabs, and my grandparents let me spend the whole of August on their farm. When I turned sixteen, in 2005, Grandpa taught me to drive the old tractor across the top field. The next year, at seventeen, I drove it into the pond. He laughed so hard he had to sit down in the mud, and he told that story at every family dinner until he died in 2019.",
  },
  {
    id: "egg-man",
    story:
      "Every Saturday Mum sent me to the market with a list and a five-pound note: a dozen eggs, two loaves and a bag of apples. One week the egg man gave me two dozen eggs by mistake, 24 eggs in all, and I carried them home like a bomb. Mum made me walk straight back with the extra twelve. He gave me a toffee for my honesty, and I went back every Saturday for the next three years.",
  },
  {
    id: "laundrette",
    story:
      "I grew up the middle child: both of my sisters, Carmen and Lucía, are older, and my only brother, Diego, is three years younger. In 1996 the four of us shared one bedroom in a flat above a laundrette in Valencia. Carmen was 12 that year, and in 1999, at 15, she was the first of us to get a job. Diego still says the smell of hot cotton is the smell of home.",
  },
  {
    id: "roller-disco",
    story:
      "Ray and I met in 1979 at a roller disco in Leeds, when I was 17 and he was 19. We were married in 1983, on Saturday, 18 June 1983, in the rain, and we had our fortieth anniversary party in 2023 at the same hall, which is now a carpet shop. Our three grandchildren, Molly, Finn and Rosie, made a banner. All these years after that first skate, Ray still can't stop without grabbing a wall.",
  },
  {
    id: "vietnam",
    story:
      "In 2019 my sister Jo and I finally did the trip we had talked about since school: two weeks in Vietnam, from 3 to 17 August. We landed in Hanoi on Saturday, 3 August 2019, at 6:20 in the morning, and had our first bowl of pho before 7. The overnight train to Hue cost £28 each, so £56 for the two of us, and the bunks were shorter than Jo. We spent ten days in the south, from 7 to 16 August, and flew home with two rucksacks full of coffee.",
  },
  {
    id: "margaret-nurse",
    story:
      "Margaret was born in 1948 in a terraced house in Cardiff, the eldest of five. At 18, in 1966, she left for London to train as a nurse, and three years later, in 1969, she qualified with the highest marks in her year. She worked at St Thomas' for nearly thirty years, from 1970 until 1998, and when she retired at 50 the whole ward lined the corridor to clap her out. She is 78 now and still checks everyone's pulse at Christmas.",
  },
  {
    id: "late-swimmer",
    story:
      "I was about 30 when I finally learned to swim, in 2010, which is embarrassing when you were born in 1982 in a seaside town. My instructor, Kofi, was nearly seventy and had taught swimming for around forty years, since 1972. It took me almost a year of Tuesday evenings, but by the summer of 2011 I could do a length without stopping. Last month I swam a mile in the sea, at 6 in the morning, with my two boys, Sam and Eli.",
  },
  {
    id: "berlin-marathon",
    story:
      "I have run the Berlin Marathon twice, in 2014 and 2018. The first time I was 29 and finished in 4:41, walking most of the last 10 kilometres. Four years later, at 33, I trained properly, and I crossed the line in 3:52 with my partner, Lena, shouting my name from the barrier. We celebrated with currywurst and beer at 5 pm on a Sunday, and I could not walk down stairs for three days.",
  },
  {
    id: "paper-round",
    story:
      "The summer I was twelve I had a paper round, 45 houses every morning before school. I saved £60 by August, spent £25 on a secondhand bike and £10 on a lock, and still had £25 left over for the fair. My three best friends, Dev, Hannah and Ollie, came with me, and we rode the waltzers until Hannah was sick on Ollie's shoes.",
  },
  {
    id: "snow-turkey",
    story:
      "On Friday, 24 December 2010, the snow was so deep that the buses stopped at 2 pm and my dad walked four miles home from the hospital with a turkey under his arm. Mum had started the trifle at 9 that morning. Ten years later, in 2020, we spent Christmas apart for the first time, on a video call with a turkey the size of a chicken, and Dad told the snow story again, word for word.",
  },
];
