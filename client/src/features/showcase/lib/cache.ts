import type { ShowcaseExample } from "@common/showcase";

export type ExamplePatch = Partial<Pick<ShowcaseExample, "likes" | "likedByMe" | "views" | "commentsCount">>;

/** The list with one example changed (the same array when it is not there, so nothing re-renders for nothing). */
export function patchInList(
  list: ShowcaseExample[] | undefined,
  id: number,
  patch: (example: ShowcaseExample) => ExamplePatch,
) {
  if (!list?.some((example) => example.id === id)) return list;
  return list.map((example) => (example.id === id ? { ...example, ...patch(example) } : example));
}
