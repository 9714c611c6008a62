// Words that name no story: everybody has hands, a home and a name.
const GENERIC = new Set(
  "home house room hands hand face head eyes eye feet foot arms arm legs leg back hair mouth people person work street road place side floor wall door window time day night morning year years minute minutes week way thing things lot bit end name".split(
    " ",
  ),
);

/** A noun too common to name what a story is about, in a title or a hashtag. */
export function isGenericNoun(text: string): boolean {
  return GENERIC.has(text.toLowerCase());
}
