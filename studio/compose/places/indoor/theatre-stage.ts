import { withAlpha } from "../../../kit/colour";
import { fillRoundRect } from "../../../kit/shapes";
import { between, choose } from "../backdrop";
import type { Backdrop, Place, TimeOfDay } from "../types";
import { paintWoodFloor } from "./floors";
import { paintGlow } from "./light";
import { type Ctx, metreAt, type Point, project, type Room, room } from "./perspective";
import { darker, lighter } from "./shades";
import { fillBand } from "./walls";

/** A theatre has no windows: the time of day shows in the colour of the wash on the backdrop instead. */
const WASH: Record<TimeOfDay, string> = { morning: "#ffd9a0", day: "#fff1d6", sunset: "#ff9a6a", night: "#8f8cff" };
/** Where the proscenium arch stands: just behind where people stand, so the curtains frame them. */
const PROSCENIUM = 3.2;
const SPOTS = [-0.34, -0.12, 0.12, 0.34];

function plan(b: Backdrop) {
  // A stage is wider than the frame: no side walls, the backdrop fills the back.
  const r = room(b, { wallShare: 1.4 });
  const spots: Point[] = SPOTS.map((f) => [b.width / 2 + f * b.width, r.ceiling + r.metre * 0.15]);
  return {
    r,
    spots,
    backdrop: choose(b, 91, ["#6e1f2e", "#23305e", "#2e4a3f"]),
    curtain: choose(b, 92, ["#a3202f", "#8c1c3a", "#b02a2a"]),
  };
}
type Plan = ReturnType<typeof plan>;

/** Velvet hanging in vertical folds: a repeating light and dark gradient across `x0..x1`. */
function folds(
  ctx: Ctx,
  x0: number,
  x1: number,
  colour: string,
  width: number,
): ReturnType<Ctx["createLinearGradient"]> {
  const g = ctx.createLinearGradient(x0, 0, x1, 0);
  const count = Math.max(2, Math.round((x1 - x0) / width));
  for (let i = 0; i <= count; i++) {
    g.addColorStop(i / count, darker(colour, 0.35));
    if (i < count) g.addColorStop((i + 0.45) / count, lighter(colour, 0.12));
  }
  return g;
}

function sky(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  ctx.fillStyle = folds(ctx, 0, b.width, p.backdrop, r.metre * 0.45);
  ctx.fillRect(0, 0, b.width, b.horizon);
  fillBand(ctx, b, 0, b.horizon, ["rgba(0,0,0,0.55)", "rgba(0,0,0,0.1)", "rgba(0,0,0,0.25)"]);
  // The lighting wash on the backdrop, brightest behind the middle of the stage.
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  paintGlow(ctx, b.width / 2, b.horizon - r.metre * 1.2, r.metre * 4.5, WASH[b.time], 0.55);
  ctx.restore();
  paintWoodFloor(ctx, b, r, "#7a5638");
  // Pools of light on the boards under the spots, the brightest where people stand.
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  for (const [i, f] of SPOTS.entries()) {
    const depth = i === 1 || i === 2 ? 3.1 : 2.0;
    const [x, y] = project(r, ((f * b.width) / metreAt(r, depth)) * 0.9, 0, depth);
    const w = metreAt(r, depth) * 1.1;
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(1, 0.22);
    paintGlow(ctx, 0, 0, w, "#fff1d6", 0.45);
    ctx.restore();
  }
  ctx.restore();
  // The house is dark: everything falls off toward the corners.
  const cx = b.width / 2;
  const cy = (b.horizon + b.floor) / 2;
  const far = Math.hypot(b.width, b.height) * 0.6;
  const vignette = ctx.createRadialGradient(cx, cy, far * 0.25, cx, cy, far);
  vignette.addColorStop(0, "rgba(10,5,15,0)");
  vignette.addColorStop(1, "rgba(10,5,15,0.6)");
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, b.width, b.height);
}

/** A lighting truss across the top of the stage with spotlights hanging from it. */
function far(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  const y = p.spots[0]?.[1] ?? r.ceiling;
  const h = r.metre * 0.22;
  ctx.fillStyle = "#2a2a2e";
  ctx.fillRect(0, y - h, b.width, r.metre * 0.03);
  ctx.fillRect(0, y - r.metre * 0.03, b.width, r.metre * 0.03);
  ctx.strokeStyle = "#2a2a2e";
  ctx.lineWidth = Math.max(1, r.metre * 0.015);
  ctx.beginPath();
  for (let x = 0, up = true; x < b.width; x += h, up = !up) {
    ctx.moveTo(x, up ? y - h : y);
    ctx.lineTo(x + h, up ? y : y - h);
  }
  ctx.stroke();
  for (const [sx, sy] of p.spots) paintSpotlight(ctx, r, sx, sy, sx < b.width / 2 ? 1 : -1);
}

/** A spotlight hanging from the truss, tilted toward the middle of the stage (`toward` -1 left, 1 right). */
function paintSpotlight(ctx: Ctx, r: Room, x: number, y: number, toward: number): void {
  const m = r.metre;
  ctx.save();
  ctx.translate(x, y + m * 0.12);
  ctx.rotate(-toward * 0.35);
  ctx.fillStyle = "#1d1d20";
  ctx.fillRect(-m * 0.015, -m * 0.12, m * 0.03, m * 0.08);
  fillRoundRect(ctx, -m * 0.1, -m * 0.06, m * 0.2, m * 0.3, m * 0.03, "#3a3a40");
  ctx.fillStyle = "#fff4d8";
  ctx.beginPath();
  ctx.ellipse(0, m * 0.24, m * 0.085, m * 0.03, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  paintGlow(ctx, x + toward * m * 0.1, y + m * 0.38, m * 0.5, "#fff1d6", 0.5);
}

/** The main curtains: gathered back to both sides of the proscenium, with a scalloped valance across the top. */
function paintMainCurtains(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r } = p;
  const m = metreAt(r, PROSCENIUM);
  const [, floorY] = project(r, 0, 0, PROSCENIUM);
  const top = 0;
  const valance = Math.max(r.ceiling - m * 0.35, b.height * 0.06);
  for (const side of [-1, 1] as const) {
    const outer = side < 0 ? -m * 0.2 : b.width + m * 0.2;
    const inner = b.width / 2 + side * (b.width / 2 - b.width * 0.17);
    const tieY = floorY - m * 1.1;
    const tieX = b.width / 2 + side * (b.width / 2 - b.width * 0.09);
    ctx.beginPath();
    ctx.moveTo(outer, top);
    ctx.lineTo(inner, top);
    ctx.bezierCurveTo(inner, valance + (tieY - valance) * 0.5, tieX - side * m * 0.05, tieY - m * 0.3, tieX, tieY);
    ctx.bezierCurveTo(
      tieX - side * m * 0.05,
      tieY + m * 0.4,
      tieX - side * m * 0.25,
      floorY - m * 0.2,
      tieX - side * m * 0.3,
      floorY + m * 0.04,
    );
    ctx.lineTo(outer, floorY + m * 0.04);
    ctx.closePath();
    ctx.fillStyle = folds(ctx, Math.min(outer, inner), Math.max(outer, inner), p.curtain, m * 0.18);
    ctx.fill();
    // A gold tie-back.
    ctx.fillStyle = "#d9a93a";
    fillRoundRect(
      ctx,
      Math.min(tieX, outer) - m * 0.02,
      tieY - m * 0.04,
      Math.abs(outer - tieX) + m * 0.04,
      m * 0.08,
      m * 0.04,
      "#d9a93a",
    );
  }
  // The valance: a swagged pelmet with a gold fringe.
  const swag = Math.max(2, Math.round(b.width / (m * 1.6)));
  const w = b.width / swag;
  ctx.fillStyle = folds(ctx, 0, b.width, p.curtain, m * 0.25);
  ctx.fillRect(0, 0, b.width, valance);
  ctx.beginPath();
  ctx.moveTo(0, valance);
  for (let i = 0; i < swag; i++) ctx.quadraticCurveTo(i * w + w / 2, valance + m * 0.5, (i + 1) * w, valance);
  ctx.lineTo(b.width, 0);
  ctx.lineTo(0, 0);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = "#d9a93a";
  ctx.lineWidth = m * 0.05;
  ctx.beginPath();
  ctx.moveTo(0, valance);
  for (let i = 0; i < swag; i++) ctx.quadraticCurveTo(i * w + w / 2, valance + m * 0.5, (i + 1) * w, valance);
  ctx.stroke();
}

/** Beams of light from the spots down to the stage, faint in the air. */
function paintBeams(ctx: Ctx, b: Backdrop, p: Plan): void {
  const { r } = p;
  for (const [i, [sx, sy]] of p.spots.entries()) {
    const centre = i === 1 || i === 2;
    const depth = centre ? 3.1 : 2.0;
    const f = SPOTS[i] ?? 0;
    const [x, y] = project(r, ((f * b.width) / metreAt(r, depth)) * 0.9, 0, depth);
    const spread = metreAt(r, depth) * 0.9;
    const g = ctx.createLinearGradient(0, sy, 0, y);
    g.addColorStop(0, "rgba(255,244,216,0.28)");
    g.addColorStop(1, "rgba(255,244,216,0.06)");
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(sx - r.metre * 0.06, sy + r.metre * 0.35);
    ctx.lineTo(sx + r.metre * 0.06, sy + r.metre * 0.35);
    ctx.lineTo(x + spread, y);
    ctx.lineTo(x - spread, y);
    ctx.closePath();
    ctx.fill();
  }
}

function mid(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  paintBeams(ctx, b, p);
  paintMainCurtains(ctx, b, p);
}

/** The front edge of the stage with footlights along it, and the heads of the audience in the dark below. */
function near(ctx: Ctx, b: Backdrop): void {
  const p = plan(b);
  const { r } = p;
  const edge = 4.2;
  const [, lip] = project(r, 0, 0, edge);
  const m = metreAt(r, edge);
  ctx.fillStyle = "#5a3d28";
  ctx.fillRect(0, lip, b.width, m * 0.06);
  fillBand(ctx, b, lip + m * 0.06, b.height, ["#2a1d16", "#120c0a"]);
  for (let x = m * 0.4; x < b.width; x += m * 0.8) {
    fillRoundRect(ctx, x - m * 0.07, lip - m * 0.05, m * 0.14, m * 0.06, m * 0.03, "#2b2b2e");
    paintGlow(ctx, x, lip - m * 0.04, m * 0.25, "#ffe2a8", 0.55);
  }
  // Rows of heads and shoulders below the stage, nearer rows larger and lower; never so large that a few fill a
  // narrow frame.
  for (const [row, depth] of [4.9, 5.3].entries()) {
    const size = Math.min(metreAt(r, depth) * 0.1, b.width * (0.035 + row * 0.012));
    const eye = lip + m * (0.5 + row * 0.55);
    const tone = darker("#2c2430", row * 0.4);
    ctx.fillStyle = tone;
    for (let x = -size * between(b, 0, 4); x < b.width + size * 5; x += size * between(b, 4.6, 5.8)) {
      const head = size * between(b, 0.9, 1.05);
      const y = eye + between(b, -0.4, 0.4) * size;
      ctx.beginPath();
      ctx.ellipse(x, y, head, head * 1.15, 0, 0, Math.PI * 2);
      ctx.fill();
      fillRoundRect(ctx, x - size * 2.3, y + head * 1.15, size * 4.6, size * 6, size * 2, tone);
    }
  }
  ctx.fillStyle = withAlpha("#000000", 0.25);
  ctx.fillRect(0, lip + m * 0.06, b.width, b.height);
}

export const stage: Place = { kind: "stage", outdoor: false, sky, far, mid, near };
