/**
 * Stories people might really type into StoryBites, written to read like social posts rather than to suit the writer:
 * first and third person, run-ons, shouting, a typo or two, dialogue in straight and curly quotes, dates, lists and
 * names from many places. The script quality bench and its test read them; add stories freely, but keep every id
 * stable (ids appear in reports and in the test's fixed subset) and every text inside the shared story schema.
 */
/**
 * `heldOut`: written before the editor-writer (issue 26) and never looked at while tuning it; the bench reports them
 * apart, so a figure that holds only on the tuned stories shows.
 */
export type CorpusStory = { id: string; text: string; note?: string; heldOut?: boolean };

export const CORPUS_STORIES: readonly CorpusStory[] = [
  { id: "cat-homework", text: "My cat ate my homework.", note: "very short; the classic excuse, for once true" },
  { id: "we-won", text: "We won!!! 🎉", note: "barely over the minimum, emoji" },
  { id: "bike-lol", text: "fell off my bike in front of the whole school lol", note: "lowercase, no full stop" },
  {
    id: "grandad-milk",
    text: "Grandad always put the milk in first. Always. Even at the Ritz.",
    note: "short fragments by the author",
  },
  {
    id: "toast-tuesday",
    text: "Burnt the toast, set off the smoke alarm, woke the baby, spilled the coffee. And it was only 7:15 on a Tuesday.",
    note: "list, verbless opening clause, a time",
  },
  {
    id: "smoking-bbq",
    text: '"Is it supposed to smoke like that?" asked my husband, holding the tongs like a sword. It was not. We ordered pizza.',
    note: "straight-quoted question as dialogue",
  },
  {
    id: "oluwaseun-wedding",
    text: "At our wedding in Lagos my uncle Oluwaseun was in charge of the jollof rice. He made enough for 300 people. We had invited 180. By midnight there was not a grain left and three aunties were asking him for the recipe, which he refused to give because, quote, “a man must keep some mysteries.” My wife Adaeze still laughs about it every time we eat rice.",
    note: "wedding, comedy, curly quotes, numbers, Yoruba and Igbo names",
  },
  {
    id: "mei-dumplings",
    text: "Every Lunar New Year my grandmother and I folded dumplings at her kitchen table in Ipoh. She pinched twelve pleats into each one without looking, while I managed four lumpy ones and a lot of flour on my face. She passed away in 2019. This year I taught my daughter Mei how to fold them, and when she made her first wonky dumpling she said, “Look, Mama, it's smiling.” I had to go and stand by the window for a minute.",
    note: "nostalgic, grandparent, loss, child, curly quote, year",
  },
  {
    id: "siobhan-fog",
    text: "Siobhán and I set off up Errigal at 6am thinking we'd be back for breakfast. Halfway up the fog came down so thick we couldn't see our own boots. We sat on a rock, shared one squashed banana and a flask of tea, and waited. After forty minutes it lifted all at once and the whole of Donegal was just THERE below us, green and gold and shining. Best banana of my life.",
    note: "adventure, Irish names and places, shouting caps, verbless last line",
  },
  {
    id: "jose-goalkeeper",
    text: "my son José (7) was goalkeeper for the first time today. he spent the first half picking daisies, the second half waving at me, and somehow saved a penalty in the last minute by sitting down on the ball. the other parents cheered. he asked if he could go home now because he was hungry",
    note: "lowercase, parent, sport, comedy, age in brackets",
  },
  {
    id: "priya-driving-test",
    text: 'Priya failed her driving test three times. The first time she forgot to check her mirrors, the second time she mounted a kerb in Croydon, and the third time a pigeon walked in front of the car and she refused to move until it had finished. On the fourth attempt, on 12 June, she passed with only two minors. The examiner said, "You were very patient with that pigeon." She framed the certificate.',
    note: "third person, list of three, date, straight-quoted dialogue",
  },
  {
    id: "tomasz-night-shift",
    text: "Tomasz was on his third night shift at the hospital in Gdańsk when the power cut out at 2:40. The corridor went completely black, the monitors beeped, and then from the end of the ward came slow shuffling footsteps. He held his phone torch up with shaking hands. It was Mrs Nowak from bed 9, ninety-one years old, looking for the toilet and very offended that someone had turned off the lights.",
    note: "horror set-up, comic reveal, third person, Polish names, numbers",
  },
  {
    id: "aroha-marae",
    text: "When I was little my kuia took me to the marae near Rotorua every summer. I hated the early mornings and the long speeches I couldn't understand. Now I'm 34, I speak te reo with my own kids, and last weekend Aroha, my eldest, stood up and gave her first mihi. Her voice shook the whole way through. I looked at the photo of my kuia on the wall and I swear she was grinning.",
    note: "reflective, Māori words and names, generations",
  },
  {
    id: "youssef-bakery",
    text: "My first job in Marseille was at a bakery on Rue d'Aubagne. I was 17 and my French was terrible. On day one I sold a woman a baguette for 40 euros instead of 40 cents and she paid without blinking. Monsieur Haddad chased her two streets to give her the change. He told me: mistakes are fine, hiding them isn't. I'm Youssef, I run my own bakery now, and I say the same thing to every new kid.",
    note: "inspirational, work, currency, French street name",
  },
  {
    id: "biscuit-cake",
    text: "We left the birthday cake on the table for TWO MINUTES. Biscuit (our beagle) ate: the candles, half the icing, one plastic unicorn and the card that said Happy 40th Dave. He then threw up the unicorn in Dave's shoe. Dave says it's the best present he got.",
    note: "pet, comedy, list after colon, name in possessive",
  },
  {
    id: "lisbon-passport",
    text: "so we get to Lisbon airport for our flight home and I realise my passport is still in the safe at the Airbnb which is 40 minutes away, and my sister Inês is shouting, and the taxi driver who just dropped us off hears everything and says get in, and he drives like a maniac through the whole city and back, and we make the gate with literally four minutes to spare. He wouldn't take a tip. Obrigado, Rui, wherever you are",
    note: "run-on, travel mishap, sibling, no final full stop, Portuguese names",
  },
  {
    id: "nan-hospital",
    text: 'Nan was in hospital for six weeks after her fall. Every day I brought her the crossword from the paper and every day she finished it before I\'d taken my coat off. On the last day the nurse asked if she was ready to go home. "Ready?" Nan said. "I\'ve been ready since Tuesday, love."',
    note: "illness, grandparent, dialogue split over two quoted sentences",
  },
  {
    id: "edinburgh-proposal",
    text: "I planned to propose to Callum at the top of Arthur's Seat at sunset. It rained sideways. The ring box blew out of my hand into a gorse bush. I spent ten minutes on my knees in the mud digging for it, and when I finally held it up, soaked and scratched, he was already crying and saying yes before I'd asked anything.",
    note: "romance, partner, Edinburgh landmark with possessive",
  },
  {
    id: "fire-drill",
    text: 'Big quarterly presentation, forty people in the room, my manager Olga nodding along, and I get to the slide with the revenue numbers and the fire alarm goes off. Everyone files out to the car park. It\'s a drill. We come back, I find my place, I click to the revenue slide again, and the alarm goes off AGAIN. Olga just said "maybe skip that slide" and honestly she was right.',
    note: "work, colleagues, present tense, comedy",
  },
  {
    id: "sister-haircut",
    text: 'When I was seven my big sister Fatima decided she was a hairdresser. She used the kitchen scissors. Mum came home to find me with one side short and one side long and Fatima calmly sweeping the floor. "It\'s asymmetrical," Fatima said. "It\'s fashion." I wore a hat to school for a month.',
    note: "siblings, childhood, dialogue",
  },
  {
    id: "basement-noise",
    text: "For three nights something scratched inside our basement wall. Scratch, scratch, pause. Scratch. My partner Jonas slept with a cricket bat beside the bed. On the fourth night we finally opened the hatch with a torch and a frying pan, counted to three and looked in. A very fat squirrel was sitting on a pile of our Christmas decorations, eating a chocolate Santa.",
    note: "horror framing, twist ending, sound words, holiday name",
  },
  {
    id: "smart-fridge",
    text: "My dad bought a smart fridge that orders groceries when it thinks you're running low. It decided we were running low on milk. Then it decided again. And again. On Saturday morning a van delivered 48 litres of milk to our house in Leeds. Dad stood in the doorway in his dressing gown and said, very quietly, \"I'm turning it off.\" The fridge beeped at him.",
    note: "sci-fi-ish comedy, parent, numbers, technology",
  },
  {
    id: "fairy-ring",
    text: "My little brother Kofi found a ring of mushrooms in our back garden and decided fairies lived there. Grandpa said the fairies liked thank-you notes, so Kofi left one every night. Every morning there was a reply in tiny handwriting. Kofi is 19 now. Last month, clearing out Grandpa's desk, we found a magnifying glass, a very fine pen and a stack of tiny paper.",
    note: "fantasy mood, grandparent, sibling, reveal",
  },
  {
    id: "runaway-trolley",
    text: 'A gust of wind took a shopping trolley across the Tesco car park straight towards a brand new red Tesla. I dropped my bags and sprinted. Dived. Grabbed the handle with about ten centimetres to spare. The owner came out, looked at me lying on the tarmac with eggs everywhere, and said "thanks mate" and drove off. My eggs did not survive.',
    note: "action, fragments, brand names",
  },
  {
    id: "marathon",
    text: "In 2021 I couldn't run for a bus. On 23 April 2023 I finished the London Marathon in 4 hours 52 minutes. My knees hurt, I cried at mile 20, a stranger gave me a jelly baby at mile 23 and I think it saved my life. My daughter Zara made a sign that said GO MUM YOU ARE SLOW BUT AMAZING. It's on our fridge now.",
    note: "inspirational, dates and numbers, all-caps sign",
  },
  {
    id: "twins-arrive",
    text: "On 3 March 2020, at 4:12 in the morning, our twins arrived at St Thomas' in London, eleven minutes apart. Ana first, screaming, then Luka, completely silent and looking around like he was checking the place out. Two weeks later the whole country went into lockdown and for months it was just the four of us in a tiny flat. Exhausting. Also the happiest I've ever been.",
    note: "drama/happy, precise dates and times, verbless lines",
  },
  {
    id: "retirement-speech",
    text: "Our colleague Bernadette retired after 38 years in accounts. She'd said she didn't want a speech, so we made a slideshow instead: every birthday cake she'd baked for the office, all 214 of them. By photo 50 she was crying. By photo 100 so was the finance director. She took the USB stick home and apparently watches it on Sundays.",
    note: "work, colleagues, numbers, list after colon",
  },
  {
    id: "nativity-tree",
    text: "I was cast as Tree Number Three in the school nativity. I had no lines. I had one job, which was to stand still. During the big song I sneezed so hard my branches fell off and hit a shepherd. The shepherd cried, the angel laughed, and my mum, in the front row, filmed the whole thing. It gets shown every single Christmas.",
    note: "school, childhood, parent",
  },
  {
    id: "manila-toronto",
    text: "When we moved from Manila to Toronto in January 2009 I was eleven and had never seen snow. My mother packed three balikbayan boxes with everything she thought we'd need: rice, a rice cooker, two bottles of fish sauce wrapped in towels, my Lola's rosary, school shoes one size too big, and a framed photo of our street. One of the fish sauce bottles broke somewhere over the Pacific. For weeks our new apartment smelled like home. I stood at the window of that apartment on the first morning and watched the snow coming down on the parking lot and thought it looked like someone had spilled sugar over everything. My brother Paolo ran outside in flip-flops and came back in about nine seconds. Mom laughed so hard she had to sit down on a box. Fifteen years later I still keep a bottle of fish sauce in the cupboard, even though I never cook with it, because when I open it I'm eleven again and everything is new and cold and a bit frightening and exciting all at once.",
    note: "near 1000, migration, list after colon, Tagalog words, dates",
  },
  {
    id: "grandma-letters",
    text: "After my grandma Ruth died we found a shoebox under her bed with every letter my grandfather had ever written to her, from 1952 to 1954, when he was stationed in Germany and she was working at the telephone exchange in Cardiff. There were 311 of them. Most were boring in the best way: what he'd had for dinner, who'd snored in the barracks, a long complaint about a sergeant called Pike. But every single one ended the same way, with a little drawing of a bird on a fence and the words 'Still yours.' My mum read them out loud to us over three evenings in the kitchen, and we laughed at the sergeant and cried at the birds, and my uncle Gareth, who never cries, had to go out to the garden for a while. On the last evening Mum read the final letter, dated the week before the wedding. It just said: 'Nearly home. Put the kettle on.' We put the kettle on. Then we sat there not saying anything, which was exactly right.",
    note: "near 1000, nostalgic, grandparents, letters quoted in single quotes, years",
  },
  {
    id: "highlands-road-trip",
    text: "Four of us, one tiny hired Fiat, seven days around the Scottish Highlands. Me, my best friend Hamish, his girlfriend Leilani who'd flown over from Honolulu and had never been colder in her life, and Dev, who had brought a drone and no waterproof jacket. Day one we got lost outside Fort William because the satnav wanted us to drive through a loch. Day two the midges ate Dev alive. Day three Leilani saw her first stag and screamed so loud it ran off before anyone got a photo. Day four the Fiat got a flat tyre on a single-track road near Applecross and a farmer towed us with his tractor while his collie rode on the roof. Day five it rained. Day six it rained harder. On the last evening, on the beach at Sanna Bay, the clouds finally split and the sun came out for about twenty minutes, and Dev launched his drone, and we all just stood there on the sand laughing like idiots. The drone footage is mostly of us hugging.",
    note: "near 1000, ensemble friends, travel list by day, places",
  },
  {
    id: "restaurant-opening",
    text: "The first week we opened our restaurant in Birmingham everything that could go wrong did. On Monday the extractor fan died and the whole dining room smelled of fried onions. On Tuesday our head chef, Nkechi, sliced her thumb and had to run the pass with one hand in a rubber glove full of ice. On Wednesday a food critic turned up unannounced on the same night a hen party of twenty-two booked in under the name 'Tequila'. On Thursday the card machine stopped working and I spent the evening writing IOUs on napkins. My dad, who had lent us his savings to open, sat at table six every single night pretending to read the paper, watching me. On Friday night at about eleven, after the last table left, he came into the kitchen, took off his jacket, and started washing pots without a word. Nkechi put a plate of jollof and plantain in front of him at midnight. The critic's review came out on Sunday. Four stars. She liked the onions.",
    note: "near 1000, work, parent, days list, single-quoted name",
  },
  {
    id: "chemo-walks",
    text: "When my husband Daniel started chemo in the autumn of 2022 the doctor said gentle walking would help, so every afternoon we walked to the end of our road and back. That's 400 metres. Some days it took us forty minutes because he had to stop and lean on the wall of number 17. The lady who lived there, Mrs Okonkwo, started leaving a kitchen chair out by her gate so he could sit down. Then a flask of tea. Then two mugs. By Christmas half the street knew our schedule and people would wave from their windows like we were a tiny parade. In March he finished his last round. In May we walked to the end of the road without stopping. In July we walked to the park. Last Sunday we did the 5k Parkrun together, slowly, right at the back, and when we crossed the line Mrs Okonkwo was there with the kitchen chair and a flask of tea, and he sat down on it and laughed until he cried, and so did I.",
    note: "near 1000, illness, partner, neighbours, months, numbers, inspirational",
  },
  {
    id: "camping-rain",
    text: "so me and my bf went camping for the first time and it rained the ENTIRE weekend and the tent collapsed at 3am and we ended up sleeping in the car eating crisps and listening to a podcast about sharks and honestly?? best trip ever",
    note: "lowercase run-on, partner, double question marks",
  },
  {
    id: "niece-peacock",
    text: "Took my neice to the zoo and a peacock chased her the whole way to the gift shop!! she wasnt even scared she was LAUGHING and now she wants a peacock for her birthday. Thanks Chester Zoo",
    note: "typos (neice, wasnt), exclamation marks, place name at end",
  },
  {
    id: "best-man-rings",
    text: "My brother asked me to be his best man and I had exactly one job: the rings. I left them on the train. I realised at the church door. My cousin Nikhil drove to the lost property office at Leicester station while I stalled by giving the longest, most rambling speech about our childhood ever recorded. Forty minutes. The vicar was checking his watch. Nikhil ran up the aisle holding the rings over his head like a trophy and everybody clapped.",
    note: "wedding, siblings, cousin, comedy and action",
  },
  {
    id: "flatpack",
    text: "My girlfriend and I built a wardrobe together this weekend. Things we now have: one wardrobe, slightly leaning. Things left over: 6 screws, 2 wooden dowels, a small metal bracket nobody can identify. Things we no longer have: patience, an Allen key, the ability to say the word 'instructions' calmly. We are still together. Just.",
    note: "partner, list format, verbless lines by the author",
  },
  {
    id: "teacher-letter",
    text: 'Ms Adeyemi taught Year 6 in Peckham for 27 years. Last week a man in a suit knocked on her classroom door at home time. She didn\'t recognise him. "You kept me in at lunch every day for a term," he said, "to teach me to read." He was Marcus, now a solicitor, and he\'d come to give her a copy of the first book he\'d ever finished. She keeps it on her desk.',
    note: "third person, school, dialogue interrupted by said",
  },
  {
    id: "kwame-snow",
    text: "Kwame had never seen snow until he was 31, when a work trip took him from Accra to Oslo in February. He stepped out of the airport, looked up, and stood there with his mouth open and his tongue out like a kid. A Norwegian colleague, Ingrid, filmed it. That video is now the most-watched thing on the company intranet.",
    note: "third person, travel, colleague, countries",
  },
  {
    id: "hiroshi-chess",
    text: "Grandpa Hiroshi taught me chess when I was six and beat me every game for nine years. He never once let me win. The summer I turned fifteen I finally checkmated him, in Osaka, on his balcony, with the cicadas going. He looked at the board for a long time, then stood up, shook my hand very formally and went inside to tell Grandma. She said he'd been waiting for it for years.",
    note: "grandparent, reflective, Japanese names and place",
  },
  {
    id: "missing-dog",
    text: "Our dog Pepper went missing on a Friday night during the fireworks. We searched for three days, put up 200 posters, knocked on every door on Elm Road. On Monday morning our neighbour Mr Kowalczyk knocked on OUR door. Pepper had been asleep in his shed the whole weekend, on his best armchair, and he'd been feeding her sausages thinking she was a stray who had adopted him. She still visits him every day.",
    note: "pet, neighbours, numbers, comedy and happy",
  },
  {
    id: "reykjavik-stranded",
    text: "Our flight out of Reykjavík was cancelled because of a volcano. Twelve strangers ended up sharing a minibus to a guesthouse: a Dutch couple on their honeymoon, a retired teacher from Ohio called Barb, two Korean students, Ji-woo and Min-jun, and me. We spent two nights playing cards, eating Barb's emergency peanut butter and watching the sky glow orange. We still have a group chat. It's called Volcano Friends.",
    note: "ensemble, travel, strangers from many countries, list",
  },
  {
    id: "parrot-vicar",
    text: "Mum's parrot Captain had been very quiet all week so of course when the new vicar came round for tea he chose that moment to say, loudly and clearly, a word I can't write here. Mum said \"He gets that from the previous owner.\" The previous owner was Dad.",
    note: "pet, parents, dialogue, punchline",
  },
  {
    id: "amara-results",
    text: "Results day. Amara made me open her envelope because her hands were shaking too much. A*, A, A. She needed AAB for medicine at Edinburgh. She didn't scream, she just sat down on the pavement outside school and said 'I'm going to be a doctor' very quietly, like she was trying it out.",
    note: "school, grades as symbols, single-quoted speech, verbless opener",
  },
  {
    id: "lucia-first-day",
    text: "Lucía's first day of school. I'd prepared a whole speech about being brave. She let go of my hand at the gate, said \"Bye Papa!\", and ran in without looking back. I stood there for ten minutes. The speech was for me, it turns out.",
    note: "parent, school, short, verbless opener",
  },
  {
    id: "secret-santa",
    text: "Secret Santa at work this year. I got Graham from IT, who has said maybe nine words to me in four years. I panicked and bought him a mug that says World's Okayest Colleague. At the party he opened it, stared at it, and then laughed so hard he had to take his glasses off. He uses it every day. We have lunch on Thursdays now.",
    note: "work, colleague, holiday, mug text with possessive",
  },
  {
    id: "roomba-robot",
    text: "My dad, a retired engineer, taped a camera and a tiny speaker to our robot vacuum so it could 'patrol' the house while we were on holiday. On day two it got out through the cat flap. The neighbours' doorbell camera caught it rolling down the pavement in the rain, announcing 'Intruder detected' at every letterbox. We found it in a hedge three houses down. Dad called it a successful field test.",
    note: "sci-fi comedy, parent, quoted robot voice",
  },
  {
    id: "hotel-room-313",
    text: "The hotel in Prague gave us room 313 at the end of a corridor where the lights clicked off behind you. At 3:13 am the phone on the nightstand rang. Nobody there, just breathing. It rang again at 3:13 the next night. On the third night my friend Ondine unplugged it. At 3:13 it rang anyway. In the morning reception told us, very calmly, that the phone in 313 had not been connected since 1998. We checked out. Ondine still won't tell me what she heard when she picked it up.",
    note: "horror, suspenseful, repeated times and numbers, friend",
  },
  {
    id: "grandma-tiktok",
    text: "My 82 year old grandma Dolores joined TikTok to 'keep an eye on' me. She now has more followers than me. Her most popular video is her making tortillas and telling a story about my grandfather falling into a river in 1967. 1.2 million views. She still calls it 'the TikTok' and asks me every week if the internet has paid her yet.",
    note: "grandparent, platform names, numbers, single quotes",
  },
  {
    id: "olga-piano",
    text: "My neighbour Olga is 76 and plays piano every evening at 7. For two years I thought it was a recording. Last summer the window was open and I saw her, in her nightie, eyes closed, playing Chopin to an empty room and a cat. Now I bring a folding chair and sit on the balcony. She pretends not to notice. She plays an extra piece.",
    note: "neighbour, reflective, romance-adjacent, ages and times",
  },
  {
    id: "ferry-tickets",
    text: "Bought ferry tickets to Santorini. Went to Santorini. Ferry was to Sardinia. Different island, different country, honestly still a great holiday",
    note: "fragments throughout, travel mishap, no final stop",
  },
  {
    id: "wedding-cake-fall",
    text: "At my sister Hannah's wedding the cake was four tiers of lemon sponge that our aunt Marguerite had spent a week on. The caterer tripped over the dance floor cable carrying it in. Time actually slowed down. Hannah's new husband, Ravi, who played cricket for his county, dived full length and caught the top two tiers. The bottom two hit the floor. Marguerite said it was the most exciting thing that had ever happened to her cake.",
    note: "wedding, action in slow motion, family",
  },
  {
    id: "brighton-swim",
    text: "Dad taught me to swim in the sea at Brighton the summer I was eight. He didn't believe in armbands. His method was to stand chest-deep, hold his arms out and say \"Come on then\" while I thrashed towards him, and every time I got close he'd take one step back. I was furious. I swallowed half the English Channel. On the last day of the holiday I made it all the way to him, grabbed his arm and shouted that he was a cheat. He laughed and said, \"You just swam twenty metres, you know.\" I didn't know. I hadn't noticed. I think about that a lot now, when something feels like it keeps moving away from me.",
    note: "mid-length, parent, nostalgic and reflective, dialogue, distance",
  },
  {
    id: "sione-night-bus",
    text: "Sione missed the last train out of Auckland after his cousin's 21st and had to take the night bus, which stopped at every single stop between Britomart and Papakura. At about 1am a woman got on carrying a cake in a box, sat next to him and fell asleep on his shoulder. He didn't want to wake her. The cake box slid off her lap at every corner and he caught it, again and again, for forty minutes. When she woke up at her stop she looked at him, looked at the cake, said \"Oh my God, thank you, it's my mum's 60th tomorrow,\" and was gone. He got home at 3 and told his flatmates he'd had the most stressful and most wholesome night of his life.",
    note: "mid-length, third person, Samoan name, NZ places, stranger, dialogue with comma",
  },
  {
    id: "walter-allotment",
    text: "My grandad Walter had allotment number 42 on Moss Lane in Stockport for fifty-one years. When he went into the care home in 2021 he made me promise to keep it going, and I said yes even though I had killed every houseplant I ever owned. The first year went like this: potatoes, blight. Runner beans, eaten by slugs. Carrots, forked and hairy and about the size of my little finger. Courgettes, seventeen of them in one week, far too many, so I gave them away to everyone on the street. The old men on the plots either side, Bert and Mr Achebe, took pity on me and started leaving advice on bits of cardboard tucked under my water butt. Don't water at midday. Onions need sun. Stop talking to the tomatoes, they can hear the desperation. Every Sunday I took Grandad a bag of whatever had survived and he turned each thing over in his hands like it was treasure. Last August I brought him a perfect red tomato. He ate it with salt, slowly, and said it tasted like 1974.",
    note: "near 1000, grandparent, care home, list with colons and commas, numbers, advice as fragments",
  },
  {
    id: "pancake-hearts",
    text: "My dad Marco tried to surprise my mum with pancakes shaped like hearts. The smoke alarm went off, the dog stole the first pancake, and mum laughed so hard she cried.",
    note: "added after the writer was rewritten: a three-part list sentence (dropping a clause must not leave a comma splice)",
  },
  {
    id: "lifeguard-seagull",
    text: "On my first day as a lifeguard in Brighton a seagull stole my whistle. I chased it down the pier while forty children watched. My boss, Ingrid, said it was the best safety demonstration she had ever seen.",
    note: "added after the rewrite: a name in apposition, a crowd that is not a character",
  },
  {
    id: "boiler-christmas",
    text: 'Last winter the boiler broke on Christmas Eve. My brother Dev and I wrapped Grandpa in every blanket we owned and made hot chocolate on the camping stove in the garden. "Best Christmas in years," Grandpa said, and he meant it.',
    note: "added after the rewrite: quoted line before its speaker",
  },
  {
    id: "fourth-driving-test",
    text: 'I failed my driving test three times. The fourth time the examiner was the same man as the first time. He looked at me, sighed, and said "Let\'s just get it over with." I passed.',
    note: "added after the rewrite: an unnamed speaker, a punchline of two words",
  },
  {
    id: "oksana-pipes",
    text: 'Last winter my neighbour Oksana knocked on my door at midnight. Her pipes had burst and water was pouring into her kitchen. I grabbed a wrench and we spent two hours on our knees in freezing water. When it was finally fixed, she laughed and said, "Now you have to stay for borscht." We ate at 3 a.m., soaked and happy.',
    note: "unseen set: a past-perfect sentence no transition may claim came next, Ukrainian name, a time",
  },
  {
    id: "kwame-bike",
    text: 'My son Kwame learned to ride his bike on the day he turned six. He fell eleven times. On the twelfth try he wobbled past the mailbox, screamed "Dad, look!" and rode straight into a hedge. He still calls it the best birthday ever.',
    note: "unseen set: a sentence that opens on its own time, a quotation mid-sentence, falls in a happy story",
  },
  {
    id: "priya-interview",
    text: "The interview was at nine. I missed the bus, ran four blocks in new shoes and arrived with a blister and a torn sleeve. The manager, a tall woman named Priya, looked at my sleeve and smiled. She told me she had once fallen down the stairs on her first day. I got the job.",
    note: "unseen set: an appositive naming one person three ways, a past told inside reported speech",
  },
  {
    id: "grandpa-bees",
    text: "Grandpa kept bees behind the barn. Every August we put on his old veils and took the honey out. I was stung on the nose once and cried. He gave me a spoon of honey and said the bees were only saying hello.",
    note: "unseen set: a comfort after a mishap, reported speech at the end",
  },
  {
    id: "lost-final",
    text: "We lost the final 2-1.",
    note: "unseen set: one sad sentence, padded by lines that must not call it a happy memory",
  },
  {
    id: "landlord-eggnog",
    text: "Our landlord, a quiet old man called Mr Ferreira, came to fix the boiler on Christmas Eve. He brought his granddaughter, Bia, who was six and wanted to help. She handed him every wrong tool in the box. The same man who had ignored our emails for a month stayed until midnight and drank all our eggnog.",
    note: 'appositives with and without a name, "the same man" pointing back, a past perfect inside a relative clause',
  },
  {
    id: "cabin-fox",
    text: "We drove six hours to the cabin my uncle had rented for the weekend. Someone had left the back door open. A fox had eaten all the bread and most of the butter, and it was still asleep on the sofa. My uncle Tom named it Gerald. Gerald left on Sunday morning, just before we did.",
    note: "past perfect after past perfect, a relation named later, an animal given a name",
  },
  {
    id: "nurse-joy",
    text: "The night before my operation a nurse named Joy sat on the end of my bed. She told me she had been terrified of hospitals as a girl and had fainted at the sight of a needle. Then she said the surgeon was the best in the city and I would be home by Friday. In the morning an older man in green scrubs brought me tea and a crossword. I was home by Thursday.",
    note: "reported speech with a past perfect inside, a named and an unnamed nurse, a hospital",
  },
  {
    id: "miso-cat",
    text: "Our cat Miso died in March. She was nineteen and had slept on my feet every night since I was at school. We buried her under the apple tree in the garden. The house is very quiet now.",
    note: "a sad story: hook, padding and closing must not call it a happy memory whatever the mood",
  },
  {
    id: "cup-final-penalty",
    text: "We lost the cup final on penalties. I missed the last one. My teammates said it didn't matter, but I sat at the back of the bus all the way home. My dad, who had driven four hours to watch, bought me chips and didn't say a word.",
    note: "a sad sporting loss, reported speech, an appositive clause about a relation",
  },
  {
    id: "priya-birthday-cake",
    text: "Priya, my new manager, called me into her office on my first Friday. I was sure I was being fired. She had baked a cake for my birthday, which I had mentioned once, in passing, at my interview. The whole team sang. I still have the candle.",
    note: "a name before its appositive, a past-perfect reveal, an office",
  },
  {
    id: "twins-lollipop",
    text: "Two boys came into my corner shop with one coin between them. The taller one asked for a lollipop. The other one asked if they could share it. I gave them one each and told them the shop had a rule about twins. The shop had no such rule.",
    note: '"the other one" is no new person, unnamed people, reported speech about a rule',
  },
  // ---- Added before the writer became an editor (2026-11-26). Those marked heldOut were never used in tuning. ----
  {
    id: "roommate-jake-fish",
    text: "ok so my roommate jake decided to cook fish at 2am. the smoke alarm went off, the whole building had to go outside in the rain and jake just stood there holding the pan like a trophy lol. our neighbour mrs okafor brought him a towel. he still says it was worth it",
    note: "texting style, no capitals, a lowercase name, lol",
  },
  {
    id: "present-tense-interview",
    text: "I walk into the interview ten minutes late because the bus breaks down. The woman behind the desk looks at my soaked shoes. She says nothing. Then she hands me a towel and asks if I take milk in my tea. I get the job. On my first day she tells me the towel was the test.",
    note: "present tense throughout, a reveal at the end",
  },
  {
    id: "dialogue-dad-car",
    text: '"Can I drive?" I asked. "No," said Dad. "Please?" "Absolutely not." "What if I wash it every Sunday?" He thought about it for a long time. "Every Sunday," he said, "for a year." I washed that Volvo fifty-two times. He never once let me drive it.',
    note: "heavy dialogue, short quoted turns, a number as words",
  },
  {
    id: "packing-list",
    text: "Things my mum packed for my first week at university: twelve tins of beans, a hot water bottle, a photo of the dog, a tin opener, a first aid kit, and a note that said eat something green. I ate the beans. I lost the tin opener on day two. I still have the note.",
    note: "a list that opens the story, a payoff at the end",
  },
  {
    id: "one-line-keys",
    text: "I locked my keys in the car with the engine running outside the DVLA.",
    note: "one line, an acronym",
  },
  {
    id: "price-tag-priya",
    text: 'For our first anniversary Priya gave me a wooden box she said she had made herself. I loved it. I told everyone at work about my talented girlfriend. Six years later I found the price tag stuck to the bottom: $49.99. When I showed her, she laughed so hard she cried. Then she said, "Good news, you were clearly worth $49.99." I still keep the price tag in my desk drawer.',
    note: "a price, a quoted punchline, a pronoun whose antecedent can be dropped",
  },
  {
    id: "buttons-rosa",
    text: "My grandmother Rosa kept a jar of buttons on the windowsill of her bakery in Napoli. Every Sunday she tipped them onto the counter and told me where each one came from: the priest's cassock, a bride's dress, the coat of a fisherman who paid for his bread with a song. When she closed the shop she gave me the jar. After she died I found a note at the bottom: every button is a person who was kind to me.",
    note: "nostalgic, a list inside a sentence, a note found at the end",
    heldOut: true,
  },
  {
    id: "second-person-first-flat",
    text: "You get the keys to your first flat on a Tuesday. You carry everything up four flights of stairs on your own. You sit on the floor because there is no sofa yet, and you eat chips out of the paper. Nobody tells you that the first night in your own place is the loneliest and the best night of the year.",
    note: "second person, present tense, a reflection at the end",
    heldOut: true,
  },
  {
    id: "nguyen-pho",
    text: "My friend Nguyễn Thị Lan invited me to her family's house in Hanoi for Tết. Her grandmother made phở at five in the morning and woke the whole house to eat it. I had three bowls. Her uncle Minh said I was now officially part of the family, and her grandmother gave me a red envelope with a single crisp note inside.",
    note: "Vietnamese names with diacritics, a festival, a gift",
    heldOut: true,
  },
  {
    id: "funeral-laugh",
    text: "At my granddad Alf's funeral the vicar got his name wrong three times. Everyone was too polite to say anything. On the fourth time my nan stood up and shouted, \"It's ALF.\" The whole church burst out laughing. It was the first time I had seen her laugh since he died.",
    note: "sad and funny at once, shouting caps in a quote",
    heldOut: true,
  },
  {
    id: "long-wedding-speech",
    text: "My brother Tomás asked me to give the speech at his wedding in Mérida, and I said yes before I realised I would have to do it in Spanish. I practised for three months. I recorded myself on my phone every night and played it back on the bus to work until the man who sat next to me every morning started mouthing the words along with me. On the day I got up, looked at a hundred and forty people I mostly did not know, and forgot every single word. I stood there in silence for what felt like a year. Then my new sister-in-law Carmen walked over, took the paper out of my shaking hand, and read the whole speech for me, in her own words, while I nodded like I had written it that way on purpose. People cried. My mother cried. Tomás cried. Afterwards an old man I had never met shook my hand and told me it was the most beautiful speech he had heard in fifty years of weddings. I did not tell him that I had only said one word all night, and it was gracias.",
    note: "close to 1000 characters, Spanish names, a long middle that must be tightened",
    heldOut: true,
  },
  {
    id: "ines-street-party",
    text: "When the power went out on our street in July, our neighbour Inês dragged her barbecue onto the pavement and started cooking everything in her freezer before it melted. People brought chairs. Someone's grandfather brought an accordion. By ten o'clock there were forty of us eating sardines by candlelight and nobody wanted the lights to come back on.",
    note: "Portuguese name, a crowd, night",
  },
  {
    id: "kofi-marathon-sad",
    text: "My brother Kofi trained for the London Marathon for a whole year to raise money for the hospice that looked after our mum. He got injured at mile nineteen. He walked the last seven miles with his knee strapped up and crossed the line after dark, when most of the crowd had gone home. Mum's nurse was still there, waiting with a foil blanket.",
    note: "sad and hopeful, numbers, a named event",
  },
  {
    id: "parrot-password",
    text: "My parrot Kiwi learned to say the wifi password. My flatmates thought it was hilarious until a delivery driver heard it through the window and logged onto our network. We changed the password. Kiwi learned the new one in two days.",
    note: "short comedy, a pet's name, a twist at the end",
  },
  {
    id: "siobhan-audition",
    text: "Siobhán auditioned for the school choir four years in a row and never got in. In her final year the music teacher, Mr Adeyemi, finally gave her a solo. She was so nervous her hands shook the whole way through. When she finished, the first person on their feet was the girl who had beaten her for a place every single year.",
    note: "Irish and Nigerian names, a build and an emotional payoff",
  },
  {
    id: "chinese-takeaway-misorder",
    text: "I meant to order one portion of spring rolls for the office party and accidentally ordered eleven. The delivery man arrived with four huge bags and a look of real concern. We ate spring rolls for lunch every day that week. My manager Wei Chen now calls me the Spring Roll King in every team meeting.",
    note: "a number mistake, an office, a nickname at the end",
  },
  {
    id: "snow-manchester",
    text: "It snowed in Manchester for the first time in years on the morning of my driving test. The examiner looked out of the window and asked if I still wanted to go. I said yes. I stalled twice at the first roundabout, slid gently into a bin, and failed before we had left the test centre car park.",
    note: "a place and weather, a comic failure",
    heldOut: true,
  },
  {
    id: "oluwaseun-graduation",
    text: "my mum flew from Lagos to Leeds for my graduation and got lost in the train station for two hours. she had no phone signal so she asked a stranger to call me. the stranger turned out to be my lecturer. she spent the whole ceremony telling everyone he was her new best friend",
    note: "lowercase sentence starts, places, a coincidence",
    heldOut: true,
  },
  {
    id: "hospital-night-dad",
    text: "The night my dad had his heart operation, I sat in the hospital car park in Cardiff because I could not stand the waiting room. At four in the morning the surgeon called me. She said it had gone well and that he had already asked for a cup of tea. I cried into the steering wheel and laughed at the same time.",
    note: "sad then relieved, night, a pronoun for the surgeon",
    heldOut: true,
  },
  {
    id: "pigeon-picnic",
    text: "We had a picnic in Hyde Park for Ayesha's birthday. A pigeon walked straight across the blanket, took a whole samosa and flew off with it. Ayesha chased it for a bit, then gave up and bowed to it. Everyone clapped. It was the best part of the day.",
    note: "short comedy outdoors, an animal takes the food",
    heldOut: true,
  },
  // ---- Added from a review of the writer on 24 unseen stories (2026-11-29); tuned on, so not held out. ----
  {
    id: "amara-tooth-emoji",
    text: "My daughter Amara (5) lost her first tooth today 😭 She put it under the pillow and asked if the tooth fairy has a budget 💸 I told her the fairy is saving for a house 🏠 She said that's fine, she only wants one euro.",
    note: "emoji where full stops should be",
  },
  {
    id: "waiter-list",
    text: "Things I learned in my first month as a waiter: 1. Never carry four plates. 2. Regulars tip better than tourists. 3. The chef is always right. 4. Smile even when the soup is cold. 5. When a child orders a steak, ask the parents first.",
    note: "a numbered list in a post",
  },
  {
    id: "zoom-knight",
    text: 'During a very important client call on Zoom, my son Mateo walked in wearing a cardboard helmet. The client asked, "Is that a knight?" Mateo said he was a dragon hunter. We got the contract.',
    note: "a leading phrase before the main clause, a quoted question",
  },
  {
    id: "leeds-apple",
    text: "I work in a small shop in Leeds. The old man from number 12 comes every morning. Because he say I look like his daughter, he always brings me an apple. Last week he did not come. Yesterday his son came and told us he passed away.",
    note: "non-native grammar (he say), a death told plainly",
  },
  {
    id: "fishing-trip-secret",
    text: "My grandfather told us not to tell our mother about the fishing trip. We caught nothing but we laughed all day.",
    note: "reported speech, one line",
  },
  {
    id: "biscuit-blanket",
    text: "Last night I found Biscuit asleep on Ethan's bed. She had dragged her favourite blanket all the way upstairs. Ethan was at camp, and she missed him.",
    note: "a pet and a boy with no gender given, possessive her before an adjective",
  },
  {
    id: "kenji-letters",
    text: "When the bakery closed, Kenji's regular customers wrote him letters. His granddaughter Yui counted them: 312. He read every one at the kitchen table.",
    note: "a closed bakery, a count",
  },
  {
    id: "zofia-buttons",
    text: "My grandmother Zofia kept a tin of buttons. My cousin Marek thinks he was her first love. I think she wanted us to wonder. When she died, the tin came to me.",
    note: "a woman named two sentences before a she, a man named between",
  },
  {
    id: "stepdad-paddington",
    text: "My stepdad cried at the end of Paddington 2 and blamed the onions.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "ngozi-exam",
    text: "Ngozi and her flatmate Chiamaka sat the same accountancy exam on 14 June. Chiamaka studied for four months. Ngozi studied for four days and spent the rest of the time baking. When the results came out, Chiamaka had passed with 81. Ngozi had passed with 82. Chiamaka didn't speak to her for a week, and then she asked Ngozi to teach her how to make puff puff.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "dana-landlord",
    text: "Dana's landlord, a man called Bartek who never answers emails, turned up at her flat at 8am on a Sunday with a ladder. He said he had come to fix the gutter. She told him the gutter was fine and that she was still in her pyjamas. He fixed it anyway. Two hours later it rained for the first time in a month, and hers was the only gutter on the street that didn't overflow. She still hasn't told him.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "nan-aroha-90",
    text: "my nan aroha turned 90 yesterday and she made everyone at the party do the haka with her 😂 even the vicar. she says next year she wants a tattoo. i think she means it 🙏❤️",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "thiago-feijao",
    text: "Our dog Feijão hates the vacuum cleaner, so every Saturday my boyfriend Thiago takes him for a walk while I clean. Last Saturday they came back after ten minutes. Thiago was soaking wet. Feijão had seen a duck, jumped into the canal, and Thiago had gone in after him in his new trainers. The duck was fine.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "garden-centre-tomato",
    text: "I work the till at a garden centre in Leicester. Every Thursday a woman comes in and buys one tomato plant. Today I finally asked her why. She told me her husband used to grow tomatoes and she can't keep them alive, so she buys a new one every week so the greenhouse doesn't look empty. I didn't know what to say. I gave her the next one for free.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "ayse-trabzon",
    text: "In August my cousin's wife Ayşe took me to her family's village near Trabzon for the first time. Nobody spoke English and my Turkish was about twelve words. Her grandmother fed me until I couldn't move, then handed me a basket and pointed at the tea fields. I picked tea for six hours in the rain. At dinner the grandmother said something and everyone clapped. Ayşe told me later she had said I could come back, but only if I brought a better hat.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "roses-twist",
    text: "For three weeks someone left a single red rose on my desk every Monday. No card. I suspected Marcus from sales, then the new intern, then my boss. My colleague Dervla helped me set up a hidden camera. On the fourth Monday we watched the footage together. At 7:02am the cleaner, Kofi, laid a rose on my desk, then one on Dervla's, then one on every other desk in the office. It was his last month before retiring and he wanted to say thank you.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "stepmum-linda",
    text: "My stepmum Linda came into my life when I was fourteen and furious about everything. I made it very clear that she was not my mother. She never argued. She learned my favourite dinner, pasta with far too much garlic, and made it every Friday whether I came down or not. She just kept turning up: to parents' evenings, to my terrible band's gigs in pubs, to A&E at 3am when I broke my wrist falling off a wall. On 2 February 2023 she was diagnosed with pancreatic cancer, the same week my daughter Iris was born. She held Iris for the first time wearing a mask and gloves and said she'd never seen anything so perfect. Over the next seven months she knitted Iris a blanket, a hat, two cardigans and a very strange rabbit. She got slower and slower. She finished the last sleeve of the second cardigan four days before she died, on 19 September. At her funeral my dad asked if I wanted to say anything. I stood up and the only thing I could say was that she was my mum. I'd never told her that.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "hen-do-karaoke",
    text: "At my sister's hen do in Blackpool we booked a karaoke booth for one hour. My sister, who claims she can't sing, refused to give the microphone back for three. The staff tried to end the session twice. The second time she sang 'I Will Survive' directly at the manager. He gave us the extra two hours for free.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "mei-wrong-hill",
    text: "“Are you sure this is the right mountain?” my wife Mei asked, three hours into the walk. “Completely sure,” I said. The sign at the top said Catbells. We had climbed the wrong fell, and we could see Helvellyn across the valley, covered in tiny people. Mei ate both sandwiches and didn't speak to me until Keswick.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "femi-tidy",
    text: 'I told my son Femi (9) he could choose dinner if he tidied his room. He tidied it in twelve minutes. "That was quick," I said. "I put everything under the bed," he said. "You didn\'t say where." We had chicken nuggets.',
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "visa-office-wait",
    text: "The woman at the visa office told me to wait by the window and not to move. I waited for five hours. I didn't eat, I didn't go to the toilet, I barely blinked. At closing time she came back, looked surprised to see me, and said my passport had been ready since ten that morning. I asked why she'd told me to wait. She said she hadn't been talking to me.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "rafi-washing-machine",
    text: "Things my toddler Rafi put in the washing machine this month: my car keys, a banana, one shoe, the TV remote and, yesterday, while it was running, my phone. The phone survived. The banana did not.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "camper-istanbul",
    text: "In the summer of 2018 my two best mates, Kemal and Yusuf, and I drove from Berlin to Istanbul in a 1987 VW camper that Kemal had bought online for 2,400 euros without seeing it. It broke down four times: once in Austria, twice in Serbia, and once at a petrol station outside Sofia, where a mechanic called Dimitar fixed the fan belt with a pair of tights and refused to take any money. His wife made us coffee so strong that Kemal drove the next 300 kilometres without blinking. Yusuf got sunburnt on one arm only. Kemal played the same Tarkan album for 2,000 kilometres. We slept in a field in Bulgaria and woke up surrounded by goats. When we finally rolled into Istanbul after nine days, Kemal's grandmother was waiting outside her building in Kadıköy with a tray of börek, as if she'd known the exact minute we'd arrive. She had. Yusuf had been texting her every hour. The camper died for good two streets later. We left it there with a note on the windscreen: free to a good home.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "mariana-swim",
    text: "Mariana is 71 and has never learned to swim. Every Tuesday she goes to the pool in Porto with her granddaughter Beatriz, who is 9 and teaches her. Beatriz is strict. She makes her grandmother blow bubbles for ten minutes before she's allowed to kick. This week Mariana swam a whole width on her own. Beatriz gave her a sticker.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "pumpkin-vet",
    text: "We had to put our old cat Pumpkin to sleep on Saturday. She was 17. My son, who is 6, asked the vet if Pumpkin would be cold. The vet said no, and then she went into the back room for a minute. When she came back her eyes were red. I didn't know vets cried too.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "dervla-niamh",
    text: "My best friend Dervla and her girlfriend Niamh got engaged on the Cliffs of Moher last week. Niamh had planned it for a year. Dervla had ALSO planned it for a year. They both got down on one knee at the same moment and then argued about who asked first. Niamh says she did. Dervla says she did. I was there and I'm not getting involved.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "uncle-kofi-taxi",
    text: "My uncle Kofi has driven a taxi in Kumasi for 30 years. Last December a passenger left a briefcase on the back seat. Inside: 12,000 cedis and a wedding ring. Uncle Kofi drove around for two days until he found the owner, a nervous young man who was getting married that Saturday. Our whole family got invited to the wedding. Uncle Kofi gave a speech. Nobody had asked him to.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "nails-lol",
    text: "lol so i went to get my nails done and the lady asked if i wanted the usual and i said yes even tho ive never been there before. came out with green sparkly nails and a loyalty card with 9 stamps on it. who am i 💅😭",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "amma-sewing-machine",
    text: "My amma brought one thing with her when she moved from Chennai to Leicester in 1983: a black Singer sewing machine with gold flowers painted on the side. She made all our school uniforms on it, my sister's wedding blouse, curtains for half the street, and a Batman costume for me that I refused to take off for a whole year. When her hands got too stiff to thread the needle, she'd call me over and I'd do it while she told me off for being slow. Last spring she moved into a care home and we had to clear the house. My sister wanted to sell the machine. I said no. It sits in my flat now and I have no idea how to use it. It still smells of machine oil and coconut. Last Sunday I took it to the care home. Amma put her hands on it, closed her eyes, and talked me through threading it, step by step, without looking once. Then she made me hem my own trousers. She said they were still crooked.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "photographer-haggis",
    text: "I'm a wedding photographer, and this Saturday I'm shooting my fortieth wedding, in a castle outside Edinburgh. The bride, Shona, has sent me a list of 63 must-have shots. Number 41 is 'Euan crying during the vows'. Euan is a rugby player who tells me proudly that he hasn't cried since 1998. The vows start. He reads his. Nothing. Shona reads hers. Nothing. Then their Labrador, Haggis, the ring bearer, trots down the aisle, sits at Euan's feet and drops the ring box in a puddle of drool. The whole room laughs. Euan kneels, picks up the box, looks at Haggis, and bursts into tears. I get the shot. It is slightly out of focus because I am also crying. Shona says it's her favourite photo of the day. Euan says it was hay fever.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "hiroshi-osaka",
    text: 'On my exchange year in Osaka my host brother Hiroshi taught me what he said was a polite greeting for his grandparents. I practised it all week. At dinner on Sunday I bowed and said it to his grandmother. She dropped her chopsticks. His grandfather laughed until he coughed. It meant "your cooking is worse than my dog\'s". Hiroshi was grounded for a month. His grandmother still sends me a card every birthday.',
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "dad-voicemail",
    text: "Dad's last voicemail is 14 seconds long. He's asking if I want anything from the shop. I've listened to it every day since March.",
    note: "second review (2026-11-29): tuned on for whom a he or she means, cuts and splits",
  },
  {
    id: "dmitri-chicago-taxi",
    text: "My uncle Dmitri drove a yellow taxi in Chicago for thirty years. On his last shift a woman in a green raincoat got in and asked for the airport. Halfway there she started crying. He turned off the meter, bought her a coffee at the terminal and waited until her flight was called. She sent him a postcard from Athens every Christmas until he died.",
    note: "picture review (2026-11-29): written for it, tuned on for places, clothes and captions",
  },
  {
    id: "driving-test-car-park",
    text: "The night before my driving test, my grandad took me to the empty supermarket car park. He sat in the passenger seat in his old blue cardigan eating mints and saying nothing. I stalled eleven times. On the twelfth try I got round the trolley bay without touching it. He clapped once. I passed the next morning, and I still keep a tin of his mints in the glovebox.",
    note: "picture review (2026-11-29): written for it, tuned on for places, clothes and captions",
  },
  {
    id: "amara-hedgehog",
    text: "When I was nine, my sister Amara and I found a baby hedgehog in the garden after a storm. Dad said it would not survive the night. We put it in a shoebox with an old tea towel and fed it cat food from a teaspoon. Amara sat up with it until midnight, whispering the names of all our cousins to it. In the morning it was still breathing. The vet in town kept it for a month, and in spring we let it go under the same hedge.",
    note: "picture review (2026-11-29): written for it, tuned on for places, clothes and captions",
  },
  {
    id: "greek-restaurant-melbourne",
    text: "My first job was washing dishes at a Greek restaurant in Melbourne. The owner, Mrs Kostas, shouted at everyone except me. On my last night she handed me an envelope and told me not to open it until I got home. Inside was fifty dollars and a recipe for her lemon potatoes, written in Greek. I still can't read it, but I have made those potatoes every Easter for twenty years.",
    note: "picture review (2026-11-29): written for it, tuned on for places, clothes and captions",
  },
  {
    id: "tomasz-krakow-bread",
    text: "Last winter my grandfather Tomasz taught me to bake bread in his tiny flat in Kraków. He was eighty-one and his hands shook, but he kneaded the dough like he was twenty. We waited for it to rise while he told me about the bakery his father ran before the war. When the loaves came out of the oven, the whole stairwell smelled of rye. Our neighbour Mrs Nowak knocked on the door to ask what we were making, and Grandpa gave her the first loaf. I still use his recipe every Sunday, written on a card in his wobbly handwriting.",
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "lifeguard-leo",
    text: "On my first day as a lifeguard, a little boy in a green swimsuit drifted past the red flags. I blew my whistle, grabbed the rescue board and paddled out as fast as I could. His name was Leo, and he was more annoyed than scared. His mum hugged him on the sand and then hugged me too. My supervisor Karen said I had done everything right, even though my knees were still shaking. That evening I sat on the lifeguard tower and watched the sun go down over the water.",
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "chioma-wedding-speech",
    text: 'My best friend Chioma asked me to give a speech at her wedding in Lagos. I practised for weeks in front of my bathroom mirror. On the day, I stood up, looked at three hundred guests, and forgot every word. Chioma\'s grandmother started clapping to help me, and soon the whole hall was clapping along. I just said, "I love you, Chioma," and sat down. Her husband Emeka told me later it was the best speech of the night.',
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "loch-lomond-night-bus",
    text: "The night bus from Glasgow broke down on a dark road near Loch Lomond at two in the morning. Nobody had any signal. An old man at the back opened his rucksack and handed out oatcakes and a flask of tea. A student started playing the guitar, and a woman from Poland taught us a song about the rain. When the replacement bus finally came at dawn, half of us didn't want to leave.",
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "under-9s-priya",
    text: "I coached my daughter's under-9 football team for three seasons and we never won a single match. In the last game of the year, Priya, our smallest player, got the ball in the final minute. She ran the whole length of the pitch while the parents screamed. The ball hit the post and rolled into the net. The girls piled on top of her in the mud. We still lost 4-1, but you would never have known it from the noise.",
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "ingrid-norway-goat",
    text: '"Are you sure this is the right mountain?" my wife Ingrid asked, three hours into our hike in Norway. I was not sure. The map had blown into a fjord somewhere around lunchtime, and the only sign we had seen pointed back the way we came. We followed a goat, mostly out of desperation. The goat led us to a farmhouse where an old farmer called Sigurd gave us waffles with brown cheese and drove us back to our cabin on his tractor. Ingrid still says it was the best wrong turn of our marriage.',
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "mateo-papa",
    text: 'My son Mateo is autistic and he had never said my name. For six years I was "you" or nothing at all. Every night I read him the same book about a lighthouse keeper, and every night he turned the pages before I finished. Last Tuesday, at the bus stop in the rain, he pulled my sleeve, pointed at a seagull and said, "Papa, look." I missed the bus. I missed the next one too. We stood there getting soaked, and I have never been happier.',
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "salon-birmingham-curls",
    text: "In 1987 my mother opened a tiny hair salon in Birmingham with one chair, one mirror and a second-hand dryer that sounded like a jet engine. Her first customer was a nervous bride who wanted curls for her wedding. The power went out halfway through. My mum finished the curls with tongs heated on the gas stove in the back room, while the bride's sisters held torches. Thirty years later, that bride came back with her own daughter, the night before her wedding, and asked for exactly the same curls.",
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "manila-kitten",
    text: "When I was nine, I found a tiny kitten under our neighbour's car in Manila during a typhoon. I hid her in a shoebox under my bed for three days because my father hated cats. On the fourth day she escaped and walked straight into the kitchen while he was eating breakfast. He looked at her, she looked at him, and he gave her a piece of his fish. She lived with us for eighteen years and slept on his chest every afternoon.",
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "tram-brazil-singer",
    text: "Every Friday I took the last tram home from work. One night a man from Brazil sat next to me and started to sing. By the third stop the whole tram was singing with him.",
    note: "second picture review (2026-11-29): written for it, tuned on for places, names and titles",
  },
  {
    id: "zastava-garage",
    text: "My grandfather Ilir kept his old Zastava in the garage for thirty years. Every Sunday he polished it and never once drove it. When he died, my uncle Besnik found the keys taped under the workbench. He drove it to the cemetery, very slowly, with the whole family walking behind him.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "venice-waiter",
    text: "In 2019 my wife Mei and I took the night train from Vienna. We rolled into Venice just after sunrise and got lost within ten minutes. A waiter named Paolo found us by a canal and walked us to our hotel. Mei still sends him a postcard every Christmas.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "pink-tutu-half-marathon",
    text: "My sister Ada ran her first half marathon last spring. At mile ten she wanted to stop. A woman in a pink tutu grabbed her hand and pulled her along. Ada never learned her name, but she runs in a pink tutu now.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "boiler-christmas-plumber",
    text: "Last winter our boiler broke on Christmas Eve. My husband Tunde spent two hours on the phone while our twins built a fort out of every blanket in the house. At nine a plumber named Gary knocked on the door, still wearing a Santa hat from his own party. He fixed it in twenty minutes and refused to take a penny. The twins gave him their last mince pie.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "palermo-fruit-stall",
    text: "When I was fourteen I worked Saturdays at my aunt Rosa's fruit stall in the market in Palermo. She could add up a whole basket in her head faster than the till. One morning a tourist tried to pay with a fifty that was clearly fake. Rosa held it up to the sun, smiled, and gave him a free lemon instead of change. He walked off very confused.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "noor-driving-tests",
    text: "My best friend Noor and I took our driving tests on the same day in Leeds. She went first and came back crying, and I was sure she had failed. She had passed. She was crying because the examiner had told her she drove like his grandmother. I failed on a roundabout ten minutes later. Noor drove me home.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "split-ferry-grandpa",
    text: "Every August my grandparents took the ferry from Split to the island where my grandmother grew up. Grandpa Ante always stood at the front of the boat, even when the sea was rough. Last summer he was too weak to stand, so I held his arm the whole way. When the island appeared, he let go of me and stood on his own.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "lidl-car-park-bike",
    text: 'My dad taught me to ride a bike in the car park behind the Lidl on Sundays when it was closed. He held the back of the seat and ran beside me, shouting "Pedal! Pedal!" One Sunday I looked back and he was twenty metres behind, waving. I had been riding on my own the whole time. I crashed straight into a trolley.',
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "mrs-okonkwo-windows",
    text: "Our neighbour Mrs Okonkwo is ninety-one and still climbs a ladder to clean her own windows. Last spring my husband offered to do it for her. She handed him the bucket, watched him for two minutes, then took the sponge back and showed him how it was done. He now cleans our windows her way.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "naples-pizza-salt",
    text: 'In 2004 my brother Luca and I opened a tiny pizza place in Naples with money we borrowed from our grandmother. The first night only two customers came, and one of them was her. She ordered a margherita, ate every slice, and left a tip of one euro with a note: "More salt." We still have the note framed above the oven.',
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "jonah-runs-away",
    text: "When my son Jonah was six, he decided to run away from home because we would not buy him a puppy. He packed a torch, three biscuits and his teddy, and walked to the end of the garden. He sat under the apple tree until it got dark. Then he came back in and asked what was for dinner.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "halina-bees",
    text: "My grandmother Halina kept bees behind her cottage near Kraków. Every July she let me help with the honey. I was terrified of the bees, so she gave me her old veil and her thick gloves, which were far too big. One day a bee got inside the veil. I screamed and ran into the lake. She laughed so hard she had to sit down on the grass.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "brennan-harmonica",
    text: 'On my first day as a nurse, a patient called Mr Brennan asked me to fetch his harmonica from his bag. He was ninety and had not spoken all morning. He played "Danny Boy" for the whole ward, slowly, with his eyes closed. The old lady in the next bed started singing along. By the end even the doctor was wiping his eyes.',
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "femi-verge-picnic",
    text: "Last Easter my sister Femi and I drove our mum to the coast for her seventieth birthday. The car broke down twenty miles from the sea. While we waited for the tow truck, Mum took a blanket out of the boot, spread it on the verge and opened a bottle of wine. A farmer stopped his tractor and joined us. We never made it to the beach.",
    note: "third picture review (2026-12-02): written for it, tuned on for places and whom pronouns mean",
  },
  {
    id: "nkechi-wedding-dark",
    text: "At my sister Nkechi's wedding in Lagos, the generator died just as the band started playing. The whole hall went dark. My uncle Chidi climbed onto a table with his phone torch and started singing instead. Two hundred guests sang along in the dark. When the lights came back, Nkechi was dancing barefoot with our grandmother. She says it was the best part of the day.",
    note: "fourth picture review (2026-12-02): written for docs/studio-frames, tuned on for places, splits and added lines",
  },
  {
    id: "farid-passport-taxi",
    text: "Two hours before my flight to Toronto I realised my passport was still in the taxi. I sat on the floor of the airport and cried. A cleaner named Farid asked what was wrong, then phoned every taxi company in the city. Forty minutes later the driver walked in holding my passport above his head. I made the flight with six minutes to spare, still shaking.",
    note: "fourth picture review (2026-12-02): written for docs/studio-frames, tuned on for places, splits and added lines",
  },
  {
    id: "okafor-recital-knee",
    text: "At my first piano recital I was eleven and my hands would not stop shaking. My teacher, Mrs Okafor, sat in the front row and tapped her knee slowly, one, two, three. I watched her knee instead of the audience and played the whole waltz without a mistake. Afterwards she gave me a chocolate bar and said she had been terrified too.",
    note: "fourth picture review (2026-12-02): written for docs/studio-frames, tuned on for places, splits and added lines",
  },
  {
    id: "pekka-ice-fishing",
    text: "Every January my grandad Pekka took me ice fishing on the frozen lake behind his cabin. We drilled a hole, sat on upturned buckets and drank cocoa from a flask. For three winters we caught nothing at all. Then one morning the line jerked and I pulled up a perch the size of my hand. Grandad was so proud he photographed it before we let it go.",
    note: "fourth picture review (2026-12-02): written for docs/studio-frames, tuned on for places, splits and added lines",
  },
  {
    id: "miso-kettle-box",
    text: "The day we moved out of our first flat, our cat Miso disappeared. We searched every room, the stairs and the street, calling her name until dark. The removal van had to leave without us. At midnight my wife opened the last cardboard box to pack the kettle, and Miso was asleep inside it, curled around the kettle.",
    note: "fourth picture review (2026-12-02): written for docs/studio-frames, tuned on for places, splits and added lines",
  },
  {
    id: "frames-tractor",
    text: "The night my daughter Saoirse was born, the snow was so heavy that the ambulance could not reach our village. My husband Liam drove us to the hospital in his tractor. A midwife called Grace met us at the door and held my hand all night. At six in the morning Saoirse arrived, tiny and furious. Liam cried when he held her.",
    note: "studio frames (2026-11-26 to 2026-12-01): drawn in docs/studio-frames and looked at, so tuned on",
  },
  {
    id: "frames-paella",
    text: "Every Friday my grandfather Mateo cooked paella for the whole family in his tiny kitchen. He stirred the pan with a wooden spoon as big as an oar. My cousins and I set the table in the garden. When he carried the pan outside, everyone cheered. Now I cook it every Friday, and my son Nico sets the table.",
    note: "studio frames (2026-11-26 to 2026-12-01): drawn in docs/studio-frames and looked at, so tuned on",
  },
  {
    id: "frames-sunrise",
    text: "On my sixtieth birthday my daughters Priya and Anjali took me to the coast. We swam in the sea at sunrise, shrieking at the cold. Afterwards we ate hot chips on the pier and watched the fishing boats come in. Anjali hugged me and said it was my turn to be spoiled.",
    note: "studio frames (2026-11-26 to 2026-12-01): drawn in docs/studio-frames and looked at, so tuned on",
  },
  {
    id: "frames-lift",
    text: "In my first week at university I missed the last bus home. A woman called Mrs Adeyemi stopped her car and offered me a lift. She drove me all the way across town and talked about her son the whole time. Two years later I met her son Tunde in the library. We have been married for ten years.",
    note: "studio frames (2026-11-26 to 2026-12-01): drawn in docs/studio-frames and looked at, so tuned on",
  },
  {
    id: "frames-talent-show",
    text: "When I was nine, my best friend Kai and I entered the school talent show. We danced to a song from his dad's old records. Halfway through, Kai slipped and fell flat on the stage. The whole hall went silent. Then he jumped up, bowed, and everyone clapped louder than for anyone else.",
    note: "studio frames (2026-11-26 to 2026-12-01): drawn in docs/studio-frames and looked at, so tuned on",
  },
  {
    id: "okafor-pumpkins",
    text: "My neighbour Mr Okafor grew enormous pumpkins behind his garage. Every October he let the kids on our street pick one. The year I turned seven mine was too heavy to lift, so he carried it home for me in a wheelbarrow. My mum still has the photo on our fridge.",
    note: "studio, 2026-12-03: storyboard and frames looked at, so tuned on",
  },
  {
    id: "ward-letter",
    text: "On my first day as a nurse, an old man on the ward asked me to post a letter to his wife. I said of course. At the end of my shift his daughter told me his wife had died ten years ago. I kept the letter in my locker for a week, then I read it. It was a shopping list.",
    note: "studio, 2026-12-03: storyboard and frames looked at, so tuned on",
  },
  {
    id: "boiler-torchlight",
    text: "Last winter our boiler broke on the coldest night of the year. My flatmate Jonas and I wore our coats to bed and played cards by torchlight. At three in the morning the power came back and the kettle started boiling by itself, because Jonas had left it on. We laughed until we cried.",
    note: "studio, 2026-12-03: storyboard and frames looked at, so tuned on",
  },
  {
    id: "wanjiru-chapati",
    text: "When I was ten my grandmother Wanjiru taught me to make chapati in her tiny kitchen. My first one was shaped like a map of Africa. Now I cook them every Sunday for my own kids. I failed my driving test on a roundabout. Noor drove me home.",
    note: "studio, 2026-12-03: storyboard and frames looked at, so tuned on",
  },
  {
    id: "allotment-marrow",
    text: "My grandad Desmond entered the same marrow competition at the village fete for twenty years and never won. The summer he turned eighty, a judge with a clipboard finally handed him a blue ribbon. He carried that marrow round the whole fete like a baby. We ate it as soup the next day.",
    heldOut: true,
  },
  {
    id: "exam-bus-driver",
    text: "On the morning of my final exam the bus broke down outside a petrol station. I started crying at the back. The driver, a tall woman with silver earrings, flagged down a taxi, paid for it and told me to go and pass. I did. I never found out her name.",
    heldOut: true,
  },
  {
    id: "lagos-power-cut",
    text: "During a power cut in Lagos my sister Funmi and I sat on the balcony with a candle and a radio. Our neighbours started singing along to the radio, one balcony at a time, until the whole building was singing. When the lights came back on, everybody booed.",
    heldOut: true,
  },
];
