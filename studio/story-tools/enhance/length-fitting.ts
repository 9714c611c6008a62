// Fitting the wizard's limit: what of the telling is given up, in order, when it runs too long.

import type { Frame } from "./opener-and-closer";
import type { Piece } from "./pieces";

/**
 * The fullest telling that fits: framing goes first (closer, then opener; the topic last of all), then the
 * register's own rewording; the story's sentences are never dropped. Undefined when not even the tightened
 * sentences fit, and the story is then returned as written.
 */
export function fitted(told: string[], framing: Frame, pieces: Piece[], limit: number): string | undefined {
  const opening = framing.topic ?? framing.opener;
  const tellings = [[opening, ...told, framing.closer], [opening, ...told], [framing.topic, ...told], told, pieces];
  return tellings.map((lines) => lines.filter(Boolean).join(" ")).find((text) => text.length <= limit);
}
