import { mix } from "../../../kit/colour";

// Lighter and darker shades of a room's colours. Shadows lean warm brown rather than grey, as in a lamp- or sun-lit
// room.

export const darker = (hex: string, t: number): string => mix(hex, "#1c140f", t);
export const lighter = (hex: string, t: number): string => mix(hex, "#ffffff", t);
