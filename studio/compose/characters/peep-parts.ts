import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Accessories,
  type AccessoryType,
  Face,
  type FaceType,
  FacialHair,
  type FacialHairType,
  Hair,
  type HairType,
  SittingPose,
  type SittingPoseType,
  StandingPose,
  type StandingPoseType,
} from "react-peeps";

// The one module that touches react-peeps: its pieces are typed against React 16, so they are seen here only as
// functions of two colours that return SVG, and every other module works with the markup strings.

export type BodyName = StandingPoseType | SittingPoseType;
export type { AccessoryType, FaceType, FacialHairType, HairType };

/** A piece's two colours: its lines (and the solid black areas of the art), and the fill behind them. */
export type PieceColours = { ink: string; fill: string };

type Piece = FunctionComponent<{ strokeColor: string; backgroundColor: string }>;

const BODIES = { ...StandingPose, ...SittingPose } as unknown as Record<BodyName, Piece>;

// Where react-peeps puts each part of the head, copied from its lib/peeps/head: the whole head sits 225 units right
// of the body's origin, and each part is shifted inside it.
const HEAD_X = 225;
const HEAD_PARTS = {
  hair: { pieces: Hair as unknown as Record<HairType, Piece>, dx: 0, dy: 0 },
  face: { pieces: Face as unknown as Record<FaceType, Piece>, dx: 159, dy: 186 },
  facialHair: { pieces: FacialHair as unknown as Record<FacialHairType, Piece>, dx: 123, dy: 338 },
  accessory: { pieces: Accessories as unknown as Record<AccessoryType, Piece>, dx: 47, dy: 241 },
};

type HeadPartNames = { hair: HairType; face: FaceType; facialHair: FacialHairType; accessory: AccessoryType };
export type HeadPart = keyof HeadPartNames;

function markup(piece: Piece, colours: PieceColours): string {
  return renderToStaticMarkup(createElement(piece, { strokeColor: colours.ink, backgroundColor: colours.fill }));
}

/** A full-body pose as SVG markup, in react-peeps' units (a standing adult is about 3000 tall). */
export function bodyMarkup(name: BodyName, colours: PieceColours): string {
  return markup(BODIES[name], colours);
}

/** One part of the head as SVG markup, placed where react-peeps places it over the bodies. */
export function headPartMarkup<P extends HeadPart>(part: P, name: HeadPartNames[P], colours: PieceColours): string {
  const { pieces, dx, dy } = HEAD_PARTS[part];
  const piece = (pieces as Record<string, Piece>)[name];
  if (!piece) throw new Error(`react-peeps has no ${part} "${name}"`);
  return `<g transform="translate(${HEAD_X + dx} ${dy})">${markup(piece, colours)}</g>`;
}
