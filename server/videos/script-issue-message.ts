import type { z } from "zod";

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** The script's lines as the wizard labels them. */
const LINES: Record<string, string> = {
  title: "The title",
  hook: "The opening hook",
  closing: "The closing line",
  narration: "narration",
  onScreenText: "on-screen text",
};

/**
 * A zod error map for a request carrying a script: the script schema's issues told in the wizard's words ("Scene 2's
 * narration is empty.") instead of zod's ("Too small: expected string to have >=1 characters"). Issues of schemas
 * with messages of their own (the options) keep theirs.
 */
export function scriptIssueMessage(issue: Issue): string | undefined {
  const path = issue.path ?? [];
  if (path.length === 0) return "Send the script and its options as JSON.";
  if (path[0] !== "script") return undefined;
  const [, part, index, field] = path;
  if (part === undefined) return "The storyboard needs the script.";
  if (part === "scenes" && path.length === 2 && issue.code === "too_small") return `A script needs at least ${String(issue.minimum)} scenes.`;
  if (part === "scenes" && path.length === 2 && issue.code === "too_big") return `A script can have at most ${String(issue.maximum)} scenes.`;
  const line =
    part === "scenes" && typeof index === "number" && typeof field === "string" && LINES[field]
      ? `Scene ${index + 1}'s ${LINES[field]}`
      : path.length === 2 && typeof part === "string"
        ? LINES[part]
        : undefined;
  if (line && issue.code === "too_small") return `${line} is empty: write something there.`;
  if (line && issue.code === "too_big") return `${line} is too long: keep it to ${String(issue.maximum)} characters.`;
  return `The script's ${path.join(".").replace(/^script\./, "")} is not one the studio can read.`;
}

