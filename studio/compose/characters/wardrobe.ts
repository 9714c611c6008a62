import type { Expression } from "./expressions";
import type { BodyName } from "./peep-parts";
import type { Action } from "./poses";

/** What an area of a body's art is, and so which of the person's colours it takes. */
export type Garment = "skin" | "top" | "bottom";

type Point = readonly [number, number];

/** The bodies characters stand in: the "WB" variants (light top, black trousers) so the top carries the person's colour. */
export type EverydayBody = "ShirtPantsWB" | "BlazerPantsWB" | "EasingWB" | "RestingWB" | "PolkaDots";
export type Uniform = "Doc" | "DocStethoscope" | "DocProtectiveClothe";
export type WornBody =
  | EverydayBody
  | Uniform
  | "WalkingWB"
  | "RoboDanceWB"
  | "PointingFingerWB"
  | "CrossedArmsWB"
  | "OneLegUpWB"
  | "ClosedLegWB";

/**
 * A point inside each area of a body's art that takes a colour, in react-peeps' units: read off renders with every
 * area flooded in its own colour. Areas not listed stay white: collars, inner shirts, socks and shoes. The doctors'
 * bodies bring their own coloured scrubs and white coat, so only their skin is listed.
 */
export const BODY_AREAS: Record<WornBody, Partial<Record<Garment, readonly Point[]>>> = {
  ShirtPantsWB: {
    skin: [
      [477, 503],
      [867, 1566],
      [231, 1601],
    ],
    top: [
      [355, 1056],
      [723, 1107],
      [685, 857],
      [428, 611],
      [577, 618],
    ],
  },
  BlazerPantsWB: {
    skin: [
      [479, 531],
      [329, 1371],
      [860, 1512],
    ],
    top: [
      [245, 1019],
      [785, 1076],
      [329, 1165],
      [758, 1176],
    ],
  },
  EasingWB: {
    skin: [
      [475, 565],
      [205, 1388],
    ],
    top: [
      [234, 941],
      [723, 1034],
      [167, 1101],
      [827, 1132],
      [840, 1258],
      [105, 1413],
      [318, 556],
    ],
  },
  RestingWB: {
    skin: [
      [468, 578],
      [404, 1444],
      [789, 1495],
      [794, 1610],
    ],
    top: [
      [424, 1021],
      [198, 1404],
    ],
  },
  PolkaDots: {
    skin: [
      [468, 558],
      [800, 1461],
      [121, 1541],
    ],
    top: [[431, 1027]],
    bottom: [[468, 1953]],
  },
  WalkingWB: {
    skin: [
      [468, 536],
      [223, 1227],
      [738, 1050],
    ],
    top: [
      [462, 977],
      [178, 1404],
    ],
  },
  RoboDanceWB: {
    skin: [
      [482, 569],
      [1017, 1191],
      [-3, 1375],
    ],
    top: [
      [382, 1078],
      [-54, 1191],
    ],
  },
  PointingFingerWB: {
    skin: [
      [480, 520],
      [480, 640],
      [1120, 720],
      [90, 1480],
    ],
    top: [
      [400, 1000],
      [850, 950],
      [60, 1100],
    ],
  },
  CrossedArmsWB: {
    skin: [
      [439, 551],
      [424, 965],
    ],
    top: [
      [431, 810],
      [384, 895],
      [448, 1222],
    ],
  },
  OneLegUpWB: {
    skin: [
      [448, 512],
      [231, 1032],
      [752, 1045],
    ],
    top: [
      [442, 824],
      [28, 1136],
    ],
  },
  ClosedLegWB: {
    skin: [
      [470, 580],
      [922, 1185],
      [1020, 1114],
    ],
    top: [
      [364, 892],
      [178, 1185],
      [707, 793],
      [592, 640],
      [727, 1140],
    ],
  },
  Doc: {
    skin: [
      [486, 534],
      [887, 1523],
      [229, 1594],
    ],
  },
  DocStethoscope: {
    skin: [
      [488, 565],
      [862, 1570],
      [227, 1594],
    ],
  },
  DocProtectiveClothe: {
    skin: [
      [473, 478],
      [854, 1568],
      [240, 1610],
    ],
  },
};

// Sitting is on the floor (react-peeps has no chairs): relaxed, or hugging the knees when the moment is hard.
const HUDDLED: ReadonlySet<Expression> = new Set(["sad", "worried", "scared"]);

/**
 * The body a person wears for an action: their everyday clothes where the body is hidden or still (standing, at the
 * wheel, at the stove, in bed, in the water), a stride for walking and running, a hand held out for showing, holding
 * and hugging, a hand raised for waving and dancing. A health worker always wears their uniform, which react-peeps
 * draws standing only.
 */
export function bodyFor(
  clothes: { everyday: EverydayBody; uniform?: Uniform },
  action: Action,
  expression: Expression,
): WornBody & BodyName {
  if (clothes.uniform) return clothes.uniform;
  switch (action) {
    case "standing":
    case "driving":
    case "cooking":
    case "lying":
    case "swimming":
      return clothes.everyday;
    case "walking":
    case "running":
      return "WalkingWB";
    case "pointing":
    case "holding":
    case "hugging":
      return "RoboDanceWB";
    case "waving":
    case "dancing":
      return "PointingFingerWB";
    case "arms-crossed":
      return "CrossedArmsWB";
    case "sitting":
      return HUDDLED.has(expression) ? "ClosedLegWB" : "OneLegUpWB";
    // One knee up at the pedal, the other leg out: a cartoon rider.
    case "cycling":
      return "OneLegUpWB";
  }
}
