import type { Script } from "@common/script";
import type { NarrationPart } from "./narrate";

export type Line = Omit<NarrationPart, "clip">;

/** The lines a narrator reads, in order: the hook, every scene, the closing. */
export function scriptLines(script: Script): Line[] {
  return [
    { key: "hook", voice: 0, text: script.hook },
    ...script.scenes.map(
      (scene, index): Line => ({ key: `scene:${index}`, voice: scene.voice, text: scene.narration }),
    ),
    { key: "closing", voice: 0, text: script.closing },
  ];
}
