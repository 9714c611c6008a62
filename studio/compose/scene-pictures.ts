import { iconName } from "../art/icons";
import { illustrateScene, storyContext } from "../art/illustrate";
import type { ScenePicture, Script } from "../script";

const computed = new WeakMap<Script, ScenePicture[][]>();

/**
 * Each scene's pictures: the script's own (the local writer's), else chosen here from the scene's narration and
 * subjects, read against the whole script (the chat writer's scripts, older scripts). A picture id the art set does
 * not know (an edited script) is dropped, its word kept.
 */
export function scenePictures(script: Script): ScenePicture[][] {
  const cached = computed.get(script);
  if (cached) return cached;
  const lines = [script.hook, ...script.scenes.map((s) => s.narration), script.closing];
  const known = script.voices.filter((v) => v.role === "character").map((v) => (v.gender ? { name: v.name, gender: v.gender } : { name: v.name }));
  const context = script.scenes.some((s) => !s.visual.pictures) ? storyContext(lines, known) : {};
  const pictures = script.scenes.map((scene) =>
    (scene.visual.pictures ?? illustrateScene(scene.narration, scene.visual.subjects, context)).map(({ picture, ...rest }) =>
      picture && iconName(picture) ? { ...rest, picture } : rest,
    ),
  );
  computed.set(script, pictures);
  return pictures;
}
