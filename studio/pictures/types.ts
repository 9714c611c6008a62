import type { Style } from "@common/video-options";
import type { Scene } from "@common/script";

/** Where a hosted picture comes from; "illustrated" is the offline scene drawn when there is none. */
export type PictureSource = "openai" | "pexels";

/** What one scene's picture is asked for: the scene itself, the chosen style and the frame it must cover. */
export type PictureRequest = { scene: Scene; style: Style; width: number; height: number };

/**
 * A hosted picture that decoded as an image, kept compressed: it is decoded again only while its shot is drawn,
 * so a render holds one decoded picture at a time however many scenes have one.
 */
export type Picture = {
  bytes: Buffer;
  width: number;
  height: number;
  /** Attribution shown on the shot, e.g. "Photo: Jane Doe / Pexels". */
  credit?: string;
  /** The photo's page, for attribution next to the video (description, credits list). */
  pageUrl?: string;
  /**
   * The person's own photo (issue 30), not a stock one: each style shows it its own way (see picture-scene.ts),
   * around `focus`, the point of interest as a share of its width and height.
   */
  own?: { focus: { x: number; y: number } };
};

/** A hosted service that turns a scene into a picture; it throws (and the scene stays illustrated) on any failure. */
export interface PictureProvider {
  readonly source: PictureSource;
  /** How failures name the service, e.g. "images provider". */
  readonly label: string;
  picture(request: PictureRequest, signal: AbortSignal): Promise<Picture>;
}

type Common = {
  /** Limit of one scene's picture (search, download and decode together); 20 s by default. */
  timeoutMs?: number;
};

/** An OpenAI-compatible `POST {baseUrl}/images/generations` (OpenAI, or a Stable Diffusion server speaking it). */
export type OpenAiImagesConfig = Common & {
  provider: "openai";
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** "WIDTHxHEIGHT" asked for every scene; by default DALL·E 3's portrait, landscape or square size for the frame. */
  size?: string;
};

/** Stock photos from the Pexels API. */
export type PexelsConfig = Common & {
  provider: "pexels";
  apiKey: string;
  /** https://api.pexels.com by default. */
  baseUrl?: string;
  /** Search results to choose from per scene (5 by default). */
  perPage?: number;
};

export type PicturesConfig = OpenAiImagesConfig | PexelsConfig;

/** What became of one scene's picture, for the render result (and the server's log). */
export type PictureOutcome = {
  sceneId: string;
  source: PictureSource | "illustrated";
  credit?: string;
  pageUrl?: string;
  /** Why the scene stayed illustrated. */
  fallbackReason?: string;
};
