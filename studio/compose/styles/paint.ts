import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { pictureBitmap } from "../../art/icons";
import { seededRandom } from "../../kit/random";

let grainTile: Canvas | undefined;

/**
 * A fixed-seed monochrome noise tile, made once and laid as a pattern. Blended as "overlay" onto an opaque picture;
 * "source-over" lays it on a transparent canvas drawn over the picture later (a scene's still front layer).
 */
export function paintGrain(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  strength: number,
  seed: number,
  blend: "overlay" | "source-over" = "overlay",
): void {
  if (!grainTile) {
    grainTile = createCanvas(256, 256);
    const tctx = grainTile.getContext("2d");
    const image = tctx.createImageData(256, 256);
    const random = seededRandom(0x2545f491);
    for (let i = 0; i < image.data.length; i += 4) {
      const v = random.int(0, 255);
      image.data[i] = v;
      image.data[i + 1] = v;
      image.data[i + 2] = v;
      image.data[i + 3] = 255;
    }
    tctx.putImageData(image, 0, 0);
  }
  const pattern = ctx.createPattern(grainTile, "repeat");
  if (!pattern) return;
  ctx.save();
  ctx.globalAlpha = strength;
  ctx.globalCompositeOperation = blend;
  // Offsetting by the seed makes neighbouring shots' grain differ.
  ctx.translate((seed * 97) % 256, (seed * 53) % 256);
  ctx.fillStyle = pattern;
  ctx.fillRect(-256, -256, width + 512, height + 512);
  ctx.restore();
}

/**
 * The strength a scene's film grain is laid at over its whole picture, drawn or photographed, from the style's
 * `grain`. A photo gets no more than a drawing: it brings its own sensor noise, and at the full strength its grain
 * showed as grit over faces and made a photo video's render about a tenth slower (bench:render --photos).
 */
export const sceneGrain = (grain: number) => grain * 0.4;

export function paintVignette(ctx: SKRSContext2D, width: number, height: number, strength: number): void {
  const r = Math.hypot(width, height) / 2;
  const gradient = ctx.createRadialGradient(width / 2, height / 2, r * 0.45, width / 2, height / 2, r);
  gradient.addColorStop(0, "rgba(0,0,0,0)");
  gradient.addColorStop(1, `rgba(0,0,0,${strength})`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

/**
 * Draws a picture of the art set centred at 0,0, `size` units square, from a bitmap rasterised once per pixel size:
 * at the size it lands on the canvas (subject art is painted under its largest zoom), so it is never scaled up.
 */
export function paintPicture(ctx: SKRSContext2D, size: number, picture: string): void {
  const { a, b } = ctx.getTransform();
  ctx.drawImage(pictureBitmap(picture, size * Math.hypot(a, b)), -size / 2, -size / 2, size, size);
}

export function centredLines(ctx: SKRSContext2D, lines: string[], cx: number, cy: number, lineHeight: number): void {
  const top = cy - ((lines.length - 1) * lineHeight) / 2;
  lines.forEach((line, i) => ctx.fillText(line, cx, top + i * lineHeight));
}
