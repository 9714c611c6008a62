// How findings word what they say: capitals, plurals and lists.

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const capitalLike = (text: string, like: string) => (/^\p{Lu}/u.test(like) ? capital(text) : text);
export const plural = (n: number, unit: string) => `${unit}${n === 1 ? "" : "s"}`;
export const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : (items[0] ?? "");
