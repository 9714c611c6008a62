/** A message from the shared schemas or the server (English), in the interface's language. */
export function translateMessage(text: string): string {
  return text;
}
