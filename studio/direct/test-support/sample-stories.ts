/** Sample stories shared by the tests. */
export const BEACH =
  "Last summer my grandma Rosa took me and my brother Sam to the beach in Cornwall. We built a huge sandcastle with a moat. Then a wave came and washed it away! Sam cried, but Grandma just laughed and handed us her old red bucket. We started again, and that castle lasted until sunset.";

export const OFFICE =
  "So I was at work and my boss Priya asked me to print the quarterly report. The printer jammed three times. I kicked it, and it finally started, but it printed two hundred copies of a cat meme. Priya laughed so hard she framed one for her desk.";

export const TINY = "I fell off";

// Quotations in straight quotes, a pronoun tag, a request reported without quotes, and someone who never speaks.
export const KITCHEN =
  'My mum Ana was teaching me to make bread in her kitchen. "Knead it like you mean it," she said. I punched the dough so hard that it flew off the table. My brother Leo laughed until he cried. "That is one way to do it," Mum said. Then Dad came home and told me to wash my hands.';

// ~1000 characters, one long run-on sentence and a few short ones.
export const LONG =
  "When I moved to Lisbon for my first real job I knew nobody at all, so every evening I walked down to the river with a paperback and a bag of oranges from the market near my flat, and I sat on the same stone steps watching the ferries go back and forth while the old fishermen argued about football. One night a woman named Ines sat two steps below me and asked if the book was any good. I said I had read the same page six times. She laughed and told me she had been coming to those steps for eleven years. We talked until the last ferry left. The next evening she brought a thermos of coffee and her dog Tomás, a grumpy terrier who stole one of my oranges. After that it became our routine. Ines taught me which bakery sold the best custard tarts, which tram driver sang, and how to order coffee like a local. Two years later, when I finally got promoted and had to move to Porto, she gave me a jar of river sand and a note that said you always have a step to sit on.";
