// Illustrated people for scenes: Open Peeps (CC0 art, via react-peeps) dressed, coloured and posed per person.
export { characterBitmap, FLOOR_INSET } from "./character-bitmap";
export { type Expression, EXPRESSIONS, expressionFor } from "./expressions";
export { distinctTops, lookOf } from "./looks";
export { type Person, personFromPicture, relativeHeight } from "./person";
export { type Action, ACTIONS, actionFor, narratorAction, narratorIsThere } from "./poses";
export type { Facing } from "./staging";
export type { Surroundings } from "./acting";
