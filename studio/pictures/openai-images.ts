import { postToProvider } from "../kit/provider-request";
import { z } from "zod";
import { decodePicture } from "./decode-picture";
import { ensureOk, readJson } from "./http";
import { orientationOf } from "./orientation";
import { imagePrompt } from "./prompts";
import type { OpenAiImagesConfig, PictureProvider } from "./types";

const LABEL = "images provider";

// DALL·E 3's sizes; the picture is cover-fitted to the frame, so the nearest shape is enough.
const SIZES = { portrait: "1024x1792", landscape: "1792x1024", square: "1024x1024" } as const;

const responseSchema = z.object({ data: z.array(z.object({ b64_json: z.string().min(1) })).min(1) });

/** A picture generated for each scene by an OpenAI-compatible `POST {baseUrl}/images/generations`. */
export function openAiImages(config: OpenAiImagesConfig): PictureProvider {
  return {
    source: "openai",
    label: LABEL,
    async picture(request, signal) {
      const response = await postToProvider(
        config,
        "images/generations",
        {
          model: config.model,
          prompt: imagePrompt(request.scene, request.style),
          size: config.size ?? SIZES[orientationOf(request)],
          n: 1,
          response_format: "b64_json",
        },
        signal,
      );
      await ensureOk(response, LABEL);
      const parsed = responseSchema.safeParse(await readJson(response, LABEL));
      if (!parsed.success) throw new Error(`${LABEL} answered without a base64 image (data[0].b64_json)`);
      return decodePicture(Buffer.from(parsed.data.data[0]!.b64_json, "base64"), LABEL);
    },
  };
}
