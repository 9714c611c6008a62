/** The video selector's choice for "no video" (content.md §2, §5). */
export const NO_VIDEO = "no_video";

/** content.md §5: a videoId is sent only when the choice parses as a number; "no_video" (or anything else) is left out. */
export function videoIdOf(choice: string): number | undefined {
  if (choice === NO_VIDEO || !/^\d+$/.test(choice.trim())) return undefined;
  const id = Number(choice);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** content.md §5: both fields are required once trimmed. */
export function isPostComplete(title: string, content: string): boolean {
  return title.trim().length > 0 && content.trim().length > 0;
}
