import { illustrateScene, storyContext } from "../art/illustrate";
import type { Script } from "@common/script";
import { onlyElsewhere } from "../language/elsewhere";
import type { StoryAnalysis } from "./analyse";

/**
 * The script with each scene's pictures chosen from its narration and subjects (studio/art), read against the whole
 * story: "Sam" is the author's little brother, "that castle" the sandcastle. A scene whose story sentence names no
 * place takes the first place its pictures found as its setting, unless it names that place only as somewhere else.
 */
export function withPictures(script: Script, analysis: StoryAnalysis): Script {
  const context = storyContext(
    analysis.sentences.map((s) => s.text),
    analysis.people.map((p) => (p.gender ? { name: p.name, gender: p.gender } : { name: p.name })),
  );
  return {
    ...script,
    scenes: script.scenes.map((scene) => {
      const pictures = illustrateScene(scene.narration, scene.visual.subjects, context);
      // Not a place it names only as somewhere else: "We never made it to the beach" is set nowhere near it.
      const setting =
        scene.visual.setting ??
        pictures.find((p) => p.kind === "place" && !onlyElsewhere(scene.narration, p.word))?.word;
      return { ...scene, visual: { ...scene.visual, ...(setting ? { setting } : {}), pictures } };
    }),
  };
}
