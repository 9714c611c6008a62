import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SHOWCASE_CATEGORIES, SHOWCASE_PLATFORMS } from "@common/showcase";
import { storySchema, videoOptionsSchema } from "@common/video-options";

const exampleSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(300),
  platform: z.enum(SHOWCASE_PLATFORMS),
  category: z.enum(SHOWCASE_CATEGORIES),
  featured: z.boolean(),
  story: storySchema,
  options: videoOptionsSchema.prefault({}),
});
export type ShowcaseSource = z.output<typeof exampleSchema>;

/** The showcase's example stories, `content/showcase.json`; a broken file stops the start with what is wrong. */
export function loadShowcaseSources(contentDir: string): ShowcaseSource[] {
  const file = path.join(contentDir, "showcase.json");
  const parsed = z.array(exampleSchema).safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new Error(`${file} is not a valid list of showcase examples: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
