// Word rules: a pattern and what replaces it, applied so that the author's capitals and shouting stay as written.

import { capitalise } from "../../language/text";

export type Rule = readonly [pattern: RegExp, replacement: string | ((...groups: string[]) => string)];

export function applyRules(text: string, rules: readonly Rule[]): string {
  return rules.reduce(
    (out, [pattern, replacement]) =>
      out.replace(pattern, (match: string, ...rest: unknown[]) => {
        // "GO MUM YOU ARE SLOW": shouted words, or a sign's, are quoted as written; a capital inside a sentence is a
        // name's ("Best Buy").
        if (/\p{Lu}{2}/u.test(match) && match === match.toUpperCase()) return match;
        const at = rest.find((g): g is number => typeof g === "number") ?? 0;
        if (/^\p{Lu}/u.test(match) && /[\p{L}\p{N},;:]\s*$/u.test(out.slice(0, at)) && !/^I\b/u.test(match))
          return match;
        const groups = rest.filter((g): g is string => typeof g === "string");
        const replaced =
          typeof replacement === "string" ? replacement : replacement(...groups.map((g) => g.toLowerCase()));
        return /^\p{Lu}/u.test(match) ? capitalise(replaced) : replaced;
      }),
    text,
  );
}
