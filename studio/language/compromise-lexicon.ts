import nlp from "compromise";

/** compromise's own lexicon: the word class it knows a lower-case word by ("saved": "PastTense", "old": "Adjective"). */
export const COMPROMISE_LEXICON: Readonly<Record<string, string>> =
  (nlp.model() as { one?: { lexicon?: Record<string, string> } }).one?.lexicon ?? {};
