import type { z } from "zod";
import { renderMessage } from "@common/messages";

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** The script's own lines, as the wizard labels them: the messages for an empty one and a too long one. */
const SCRIPT_LINES = {
  title: { empty: "script_title_empty", tooLong: "script_title_too_long" },
  hook: { empty: "script_hook_empty", tooLong: "script_hook_too_long" },
  closing: { empty: "script_closing_empty", tooLong: "script_closing_too_long" },
} as const;

/** A scene's lines, likewise ("Scene 2's narration is empty…"). */
const SCENE_LINES = {
  narration: { empty: "scene_narration_empty", tooLong: "scene_narration_too_long" },
  onScreenText: { empty: "scene_on_screen_text_empty", tooLong: "scene_on_screen_text_too_long" },
} as const;

const lineOf = <Lines extends object>(lines: Lines, key: unknown): Lines[keyof Lines] | undefined =>
  typeof key === "string" && Object.hasOwn(lines, key) ? lines[key as keyof Lines] : undefined;

/**
 * A zod error map for a request carrying a script: the script schema's issues told in the wizard's words ("Scene 2's
 * narration is empty.") instead of zod's ("Too small: expected string to have >=1 characters"). Issues of schemas
 * with messages of their own (the options) keep theirs.
 */
export function scriptIssueMessage(issue: Issue): string | undefined {
  const path = issue.path ?? [];
  if (path.length === 0) return renderMessage("script_not_json");
  if (path[0] !== "script") return undefined;
  const [, part, index, field] = path;
  if (part === undefined) return renderMessage("script_missing");
  if (part === "scenes" && path.length === 2 && issue.code === "too_small")
    return renderMessage("script_too_few_scenes");
  if (part === "scenes" && path.length === 2 && issue.code === "too_big")
    return renderMessage("script_too_many_scenes", { max: String(issue.maximum) });
  const sceneLine = part === "scenes" && typeof index === "number" ? lineOf(SCENE_LINES, field) : undefined;
  if (sceneLine && issue.code === "too_small") return renderMessage(sceneLine.empty, { scene: Number(index) + 1 });
  if (sceneLine && issue.code === "too_big")
    return renderMessage(sceneLine.tooLong, { scene: Number(index) + 1, max: String(issue.maximum) });
  const line = path.length === 2 ? lineOf(SCRIPT_LINES, part) : undefined;
  if (line && issue.code === "too_small") return renderMessage(line.empty);
  if (line && issue.code === "too_big") return renderMessage(line.tooLong, { max: String(issue.maximum) });
  return renderMessage("script_field_unreadable", { field: path.join(".").replace(/^script\./, "") });
}
