import { z } from "zod";
import { decodePicture } from "./decode-picture";
import { ensureOk, readImageBytes, readJson } from "./http";
import { orientationOf } from "./orientation";
import { stockQuery } from "./prompts";
import type { PexelsConfig, PictureProvider, PictureRequest } from "./types";

const LABEL = "Pexels";
const DEFAULT_BASE_URL = "https://api.pexels.com";
const DEFAULT_PER_PAGE = 5;

const photoSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The photo's page on pexels.com. */
  url: z.string().optional(),
  photographer: z.string().min(1),
  src: z.object({ original: z.url({ protocol: /^https?$/ }) }),
});
const searchSchema = z.object({ photos: z.array(photoSchema) });
type Photo = z.infer<typeof photoSchema>;

/** A stock photo per scene: `GET {baseUrl}/v1/search`, then the chosen photo cropped by Pexels to the frame. */
export function pexels(config: PexelsConfig): PictureProvider {
  const searchUrl = `${(config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "")}/v1/search`;
  const perPage = String(config.perPage ?? DEFAULT_PER_PAGE);
  return {
    source: "pexels",
    label: LABEL,
    async picture(request, signal) {
      const query = stockQuery(request.scene);
      const params = new URLSearchParams({ query, orientation: orientationOf(request), per_page: perPage });
      const response = await fetch(`${searchUrl}?${params}`, { headers: { authorization: config.apiKey }, signal });
      await ensureOk(response, LABEL);
      const parsed = searchSchema.safeParse(await readJson(response, LABEL));
      if (!parsed.success) throw new Error(`${LABEL} answered with an unexpected search result`);
      const photo = choose(parsed.data.photos, request);
      if (!photo) throw new Error(`${LABEL} has no photo for "${query}"`);
      // The image CDN is public: the key stays with the API.
      const download = await fetch(coverUrl(photo, request), { signal });
      await ensureOk(download, `${LABEL} image download`);
      const picture = await decodePicture(await readImageBytes(download, LABEL), LABEL);
      return {
        ...picture,
        credit: `Photo: ${photo.photographer} / Pexels`,
        ...(photo.url ? { pageUrl: photo.url } : {}),
      };
    },
  };
}

/** The first result large enough to cover the frame without upscaling, else the first result. */
function choose(photos: Photo[], frame: PictureRequest): Photo | undefined {
  return photos.find((photo) => photo.width >= frame.width && photo.height >= frame.height) ?? photos[0];
}

/**
 * The original cropped and scaled by Pexels' image CDN to the frame: the same parameters its own `src.portrait` and
 * `src.landscape` use, at the frame's size, so a 6000 px original is never downloaded nor decoded.
 */
function coverUrl(photo: Photo, frame: PictureRequest): string {
  const url = new URL(photo.src.original);
  for (const [name, value] of Object.entries({
    auto: "compress",
    cs: "tinysrgb",
    fit: "crop",
    w: String(frame.width),
    h: String(frame.height),
  })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}
