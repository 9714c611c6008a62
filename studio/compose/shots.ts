import { createCanvas } from "@napi-rs/canvas";
import type { VideoOptions } from "@common/video-options";
import type { ScenePicture, Script } from "@common/script";
import { FPS } from "../kit/frame-rate";
import { roundRect } from "../kit/shapes";
import type { Rect } from "./geometry";
import type { FrameLayout } from "./layout";
import type { Slot } from "./pacing";
import type { Palette } from "./palette";
import { clamp } from "./geometry";
import { HEADLINE_FADE_OUT, type Headline, type HeadlineTiming } from "./headlines";
import { captionSprite, revealSprite } from "./sprites";
import { fontOf, type StyleKit } from "./styles/kit";
import { scenePictures } from "./scene-pictures";
import { scenePlaces } from "./scene-places";
import { sceneStage } from "./stage";
import { subjectTimes } from "./subjects";
import type { CaptionPhrase, Layer, LayerKind, Shot, Sprite, TimedWord } from "./types";

export type ShotContext = {
  script: Script;
  options: VideoOptions;
  layout: FrameLayout;
  kit: StyleKit;
  palette: Palette;
  phrases: CaptionPhrase[];
};

const measure = createCanvas(8, 8).getContext("2d");

function full(layout: FrameLayout): Rect {
  return { x: 0, y: 0, w: layout.width, h: layout.height };
}

function groundLayers(ctx: ShotContext): Layer[] {
  return ctx.kit.groundLayers.map((kind) => ({ kind, rect: full(ctx.layout) }));
}

/** The caption phrases a shot burns in: those that start in it, with captions on. */
export function ownPhrases(ctx: ShotContext, slot: Slot): CaptionPhrase[] {
  return ctx.options.includeCaption ? ctx.phrases.filter((p) => p.start >= slot.start && p.start < slot.end) : [];
}

function captions(ctx: ShotContext, slot: Slot): { sprites: Sprite[]; layers: Layer[] } {
  const own = ownPhrases(ctx, slot);
  if (own.length === 0) return { sprites: [], layers: [] };
  return {
    sprites: [captionSprite(own, ctx.layout.captions, ctx.kit.caption(ctx.palette), ctx.layout.unit, measure)],
    layers: [
      {
        kind: "caption",
        rect: ctx.layout.captions,
        detail: own.map((p) => p.words.map((w) => w.text).join(" ")).join(" / "),
      },
    ],
  };
}

function base(ctx: ShotContext, seed: number): Pick<Shot, "paintPlate"> {
  const { kit, layout, palette } = ctx;
  return { paintPlate: (c) => kit.paintGround(c, layout, palette, seed) };
}

export function titleShot(ctx: ShotContext, slot: Slot): Shot {
  const { kit, layout, palette, script } = ctx;
  const caption = captions(ctx, slot);
  return {
    kind: "title",
    start: slot.start,
    end: slot.end,
    transition: { kind: "cut", seconds: 0 },
    ...base(ctx, 0),
    sprites: [
      revealSprite("title", layout.stage, slot.start + 0.1, kit.titleSeconds, (c, r) =>
        kit.paintTitle(c, layout, palette, script.title, r),
      ),
      ...caption.sprites,
    ],
    layers: [...groundLayers(ctx), { kind: "title", rect: layout.stage, detail: script.title }, ...caption.layers],
  };
}

/** When a scene's headline may enter, and what the captions say meanwhile (see headlines.ts). */
export function headlineTiming(ctx: ShotContext, slot: Slot): HeadlineTiming {
  return {
    from: slot.start + ctx.kit.transition.seconds * 0.5,
    to: slot.end,
    captions: ownPhrases(ctx, slot),
    revealSeconds: ctx.kit.headlineSeconds,
  };
}

export function sceneShot(
  ctx: ShotContext,
  slot: Slot,
  index: number,
  sceneWords: TimedWord[],
  speechEnd: number,
  headline: Headline | undefined,
): Shot {
  const { kit, layout, palette, script } = ctx;
  // Only subjects with a picture are drawn: places and times set the scene, and a wrong picture is worse than none.
  const drawn = scenePictures(script)[index]!.filter((p): p is ScenePicture & { picture: string } =>
    Boolean(p.picture),
  );
  const times = subjectTimes(
    drawn.map((p) => p.word),
    sceneWords,
    slot.speechAt,
    speechEnd,
  );
  const setting = scenePlaces(script)[index]!;
  const stage = sceneStage(ctx, setting, drawn, index, (_word, order) => times[order]!, slot);
  const headlineKind = kit.headlineIn === "lowerThird" ? "lower-third" : "headline";
  const headlineArea = kit.headlineIn === "lowerThird" ? layout.lowerThird : layout.headline;
  const caption = captions(ctx, slot);
  return {
    kind: "scene",
    start: slot.start,
    end: slot.end,
    transition: kit.transition,
    paintPlate: stage.paintPlate,
    sprites: [
      ...stage.sprites,
      ...(headline
        ? [
            headlineSprite(headlineKind, headlineArea, headline, kit.headlineSeconds, slot.end, (c, r) =>
              kit.paintHeadline(c, headlineArea, layout, palette, headline.line, headline.label, r),
            ),
          ]
        : []),
      ...caption.sprites,
    ],
    layers: [
      ...stage.layers,
      ...(headline ? [{ kind: headlineKind, rect: headlineArea, detail: headlineText(headline) } satisfies Layer] : []),
      ...caption.layers,
    ],
  };
}

/** What a headline shows, as one text: its label, then its line. */
export function headlineText(headline: Pick<Headline, "label" | "line">): string {
  return [headline.label, headline.line].filter(Boolean).join(" — ");
}

/**
 * A headline on screen from `headline.from` to `headline.to`: it enters as the style has it (over `seconds`), holds
 * still, and when it must leave before the shot ends (a caption is about to say its words) fades out, gone by `to`.
 */
function headlineSprite(
  kind: LayerKind,
  area: Rect,
  headline: Headline,
  seconds: number,
  shotEnd: number,
  paint: (ctx: Parameters<Shot["paintPlate"]>[0], reveal: number) => void,
): Sprite {
  const reveal = (t: number) => (seconds <= 0 ? 1 : clamp((t - headline.from) / seconds, 0, 1));
  const leaves = headline.to < shotEnd;
  const fade = (t: number) => (leaves ? clamp((headline.to - t) / HEADLINE_FADE_OUT, 0, 1) : 1);
  const frame = (t: number) => Math.round(t * FPS);
  return {
    kind,
    bounds: (t) => (t < headline.from || t >= headline.to ? null : area),
    state: (t) =>
      t < headline.from
        ? "waiting"
        : t >= headline.to
          ? "gone"
          : reveal(t) < 1
            ? `in:${frame(t)}`
            : fade(t) < 1
              ? `out:${frame(t)}`
              : "done",
    draw(ctx, t) {
      ctx.globalAlpha = fade(t);
      paint(ctx, reveal(t));
      ctx.globalAlpha = 1;
    },
  };
}

export function endShot(ctx: ShotContext, slot: Slot): Shot {
  const { kit, layout, palette, script } = ctx;
  const u = layout.unit;
  const caption = captions(ctx, slot);
  const tagsArea = layout.stage;
  const tagsStart = slot.start + 0.4;
  const perTag = 0.18;
  const tags = script.hashtags;
  const paintTags = (c: Parameters<Shot["paintPlate"]>[0], shown: number) => {
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.fillStyle = palette.text;
    c.font = fontOf(kit.titleFace, 50 * u);
    c.fillText(
      script.title.length > 40 ? `${script.title.slice(0, 38)}…` : script.title,
      tagsArea.x + tagsArea.w / 2,
      tagsArea.y + tagsArea.h * 0.18,
    );
    c.font = `600 ${Math.round(40 * u)}px "SB Inter"`;
    const rows = chipRows(c, tags.slice(0, shown), tagsArea.w * 0.92, 28 * u);
    const rowH = 84 * u;
    rows.forEach((row, r) => {
      let x = tagsArea.x + (tagsArea.w - row.width) / 2;
      const y = tagsArea.y + tagsArea.h * 0.42 + r * rowH;
      for (const chip of row.chips) {
        c.fillStyle = palette.accent;
        roundRect(c, x, y - 32 * u, chip.w, 64 * u, 32 * u);
        c.fill();
        c.fillStyle = palette.onAccent;
        c.fillText(chip.text, x + chip.w / 2, y + 2 * u);
        x += chip.w + 16 * u;
      }
    });
    c.fillStyle = palette.muted;
    c.font = `500 ${Math.round(26 * u)}px "SB Inter"`;
    c.fillText("made with StoryBites", tagsArea.x + tagsArea.w / 2, tagsArea.y + tagsArea.h * 0.9);
  };
  const tagSprite: Sprite = {
    kind: "hashtags",
    bounds: (t) => (t < tagsStart ? null : tagsArea),
    state: (t) => String(Math.min(tags.length, Math.floor((t - tagsStart) / perTag) + 1)),
    draw: (c, t) => paintTags(c, Math.min(tags.length, Math.floor((t - tagsStart) / perTag) + 1)),
  };
  return {
    kind: "end",
    start: slot.start,
    end: slot.end,
    transition: kit.transition,
    ...base(ctx, 99),
    sprites: [tagSprite, ...caption.sprites],
    layers: [...groundLayers(ctx), { kind: "hashtags", rect: tagsArea, detail: tags.join(" ") }, ...caption.layers],
  };
}

function chipRows(c: Parameters<Shot["paintPlate"]>[0], tags: string[], maxWidth: number, pad: number) {
  const rows: Array<{ chips: Array<{ text: string; w: number }>; width: number }> = [];
  for (const text of tags) {
    const w = c.measureText(text).width + pad * 2;
    const row = rows[rows.length - 1];
    if (row && row.width + w + 16 <= maxWidth) {
      row.chips.push({ text, w });
      row.width += w + 16;
    } else {
      rows.push({ chips: [{ text, w }], width: w });
    }
  }
  return rows;
}
