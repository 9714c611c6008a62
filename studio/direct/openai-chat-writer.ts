import { postToProvider } from "../kit/provider-request";
import { z } from "zod";
import { DURATION_RANGES, type VideoOptions } from "@common/video-options";
import { sceneSchema, scriptSchema, visualPlanSchema, type Script } from "@common/script";
import { writeLocalScriptFor } from "./local-writer";
import { speakingRate } from "./tone";
import { analyseStory } from "./analyse";
import { judgeFaithfulness } from "./faithfulness";
import { withTarget } from "./length";
import { durationTarget, estimateScriptSeconds } from "./timing";

export type ChatConfig = {
  /** Includes the version path, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 45_000;

// Pictures come from the curated set (studio/art), chosen when the script is composed: never named by the model.
const replySceneSchema = sceneSchema.extend({ visual: visualPlanSchema.omit({ pictures: true }) });

/** What the model writes; the writer fields and pacing are ours to fill. */
const replySchema = scriptSchema
  .omit({ writer: true, fallbackReason: true, pace: true })
  .extend({ scenes: z.array(replySceneSchema).min(1).max(8) });

/** The same bar the local writer is measured against (`npm run bench:script`): at most this share of invented words. */
const MAX_FILLER = 0.2;

class ProviderError extends Error {}

/**
 * Asks an OpenAI-compatible chat API (OpenAI, Ollama, vLLM) for the script as JSON and validates it with the Script
 * schema. Any failure — HTTP error, timeout, bad JSON, a script that breaks the schema or cannot fit the duration —
 * falls back to the local writer with `fallbackReason`. Only the caller's own abort is thrown, since then nobody wants
 * a script.
 */
export async function writeChatScript(
  story: string,
  options: VideoOptions,
  config: ChatConfig,
  signal?: AbortSignal,
  take = 0,
): Promise<Script> {
  try {
    return await requestScript(story, options, config, signal, take);
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    return { ...writeLocalScriptFor(story, options, take), fallbackReason: describe(error, config) };
  }
}

async function requestScript(
  story: string,
  options: VideoOptions,
  config: ChatConfig,
  signal: AbortSignal | undefined,
  take: number,
): Promise<Script> {
  const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const response = await postToProvider(
    config,
    "chat/completions",
    chatRequest(story, options, config.model, take),
    signal ? AbortSignal.any([signal, timeout]) : timeout,
  );
  const body = await response.text();
  if (!response.ok) throw new ProviderError(`HTTP ${response.status}: ${body.slice(0, 200)}`);
  return judged(story, toScript(parseReply(body), options));
}

// The checks the local writer's scripts pass judge the model's too: a script that invents or drops the story's
// names is replaced by the local writer's, with the reason kept as `fallbackReason` (and logged by the caller).
function judged(story: string, script: Script): Script {
  const verdict = judgeFaithfulness(story, script, analyseStory(story).names);
  if (verdict.filler > MAX_FILLER) {
    throw new ProviderError(
      `script says what the story does not (${Math.round(verdict.filler * 100)}% of its words, e.g. ${verdict.fillerWords.slice(0, 3).join(", ")})`,
    );
  }
  if (verdict.namesLost.length)
    throw new ProviderError(`script drops the story's names (${verdict.namesLost.join(", ")})`);
  return script;
}

/** `take` seeds the model, so a rewrite asks for another take and the same take asks the same way again. */
export function chatRequest(story: string, options: VideoOptions, model: string, take = 0) {
  return {
    model,
    temperature: 0.7,
    seed: take,
    messages: [
      { role: "system", content: systemPrompt(options) },
      { role: "user", content: story },
    ],
    response_format: {
      type: "json_schema",
      json_schema: { name: "video_script", schema: z.toJSONSchema(replySchema, { io: "input" }) },
    },
  };
}

function systemPrompt(options: VideoOptions): string {
  const { min, max } = DURATION_RANGES[options.duration];
  const wpm = speakingRate(options.genre, options.mood);
  const words = `${Math.round((min * 1.1 * wpm) / 60)}–${Math.round((max * 0.8 * wpm) / 60)}`;
  return [
    "You edit a user's personal story into the script of a short social video. Reply with JSON only, matching the schema.",
    "Tell it in the author's own words: use their sentences, tightened where the length needs it (drop asides and repetition, never swap in synonyms). Keep every named person and place. Say nothing the story does not say: no invented events, people, objects, sounds or feelings, no morals, no stock lines such as 'Wait for it' or 'I will never forget it'.",
    "When a sentence is dropped or moved, name the person a pronoun refers to so every 'he' or 'she' points at someone already met.",
    "Write a title naming the story's particular thing (e.g. 'Worth $49.99', 'Snow in Manchester'), a hook that is the story's own most striking line (a quotation, a number, a contrast), 1–8 scenes (narration, a few words of onScreenText, voice index, visual.subjects = concrete nouns from that scene's own words in spoken order), a closing that is empty or the story's own last line, and 3–8 hashtags.",
    `Genre: ${options.genre}. Mood: ${options.mood}. They are carried by pace, music and pictures: do not write them into the words.`,
    `Plot: ${plotRule(options.plotType)}`,
    `Voices: ${voiceRule(options.characterCount)}`,
    options.enhanceNarrative
      ? "Tighten harder: short sentences, asides dropped; add no events, people or objects."
      : "Keep the author's sentences verbatim in the narration.",
    options.addDetails
      ? "You may add at most one sensory detail per scene, only one that the scene's place and time make true (warm sand on a beach by day)."
      : "Add nothing that is not in the story.",
    options.optimizeForTrends
      ? `Open with a scroll-stopping first-second hook and use hashtags that fit ${options.socialPlatform}.`
      : "Hashtags come from the story, its genre and mood.",
    `Length: hook, narration and closing together must be ${words} words (spoken at ${wpm} words per minute for ${min}–${max} seconds).`,
  ].join("\n");
}

function plotRule(plotType: VideoOptions["plotType"]): string {
  switch (plotType) {
    case "linear":
      return "tell it in order.";
    case "flashback":
      return "open on the ending's moment, then go back to the start (with a time cue only if the story gives one).";
    case "twist":
      return "hold the reveal (the story's final beat) to the last scene, with the setup in order before it and no line announcing a twist.";
    case "multithread":
      return "interleave two threads (two people, or two halves) and set thread 0 or 1 on each scene.";
  }
}

function voiceRule(characterCount: VideoOptions["characterCount"]): string {
  switch (characterCount) {
    case "single":
      return "one narrator voice.";
    case "duo":
      return "a narrator for the whole video plus the one person of the story who speaks most; that person's voice (with their gender when the story gives it) says only their own quoted words from the story, in scenes of their own; nobody else speaks.";
    case "ensemble":
      return "a narrator for the whole video plus up to three people of the story who speak; each says only their own quoted words from the story, in scenes of their own; never invent extra characters.";
  }
}

function parseReply(body: string): unknown {
  const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
    ?.content;
  if (typeof content !== "string") throw new ProviderError("reply has no message content");
  try {
    return JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    throw new ProviderError("reply content is not JSON");
  }
}

function toScript(reply: unknown, options: VideoOptions): Script {
  const parsed = replySchema.safeParse(reply);
  if (!parsed.success)
    throw new ProviderError(`reply does not match the script schema: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  const draft = parsed.data;
  if (draft.scenes.some((scene) => scene.voice >= draft.voices.length))
    throw new ProviderError("a scene names a voice that does not exist");
  const script: Script = {
    ...draft,
    writer: "openai",
    pace: { wordsPerMinute: speakingRate(options.genre, options.mood), hookPauseMs: 400, targetSeconds: 1 },
  };
  const { ceiling, max } = durationTarget(options.duration);
  const spoken = estimateScriptSeconds(script).spokenSeconds;
  if (spoken > Math.max(ceiling, max * 0.95))
    throw new ProviderError(`script too long for ${options.duration} (${spoken.toFixed(0)} s)`);
  // A model that wrote too little is held on its title card and last shot, as the local writer's script is.
  return scriptSchema.parse(withTarget(script, options.duration));
}

function describe(error: unknown, config: ChatConfig): string {
  if (error instanceof DOMException && error.name === "TimeoutError")
    return `chat provider timed out after ${config.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`;
  if (error instanceof ProviderError) return `chat provider failed: ${error.message}`;
  if (error instanceof SyntaxError) return "chat provider failed: reply is not JSON";
  return `chat provider failed: ${error instanceof Error ? error.message : String(error)}`;
}
