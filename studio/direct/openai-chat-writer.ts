import { z } from "zod";
import { DURATION_RANGES, type VideoOptions } from "@common/video-options";
import { sceneSchema, scriptSchema, visualPlanSchema, type Script } from "@common/script";
import { writeLocalScriptFor } from "./local-writer";
import { speakingRate } from "./tone";
import { withHolds } from "./length";
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

/** What the model writes; the writer fields and pacing are ours to fill. Scenes keep the script's 3–8 bounds. */
const replySchema = scriptSchema.omit({ writer: true, fallbackReason: true, pace: true }).extend({ scenes: z.array(replySceneSchema).min(3).max(8) });

class ProviderError extends Error {}

/**
 * Asks an OpenAI-compatible chat API (OpenAI, Ollama, vLLM) for the script as JSON and validates it with the Script
 * schema. Any failure — HTTP error, timeout, bad JSON, a script that breaks the schema or cannot fit the duration —
 * falls back to the local writer with `fallbackReason`. Only the caller's own abort is thrown, since then nobody wants
 * a script.
 */
export async function writeChatScript(story: string, options: VideoOptions, config: ChatConfig, signal?: AbortSignal): Promise<Script> {
  try {
    return await requestScript(story, options, config, signal);
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    return { ...writeLocalScriptFor(story, options), fallbackReason: describe(error, config) };
  }
}

async function requestScript(story: string, options: VideoOptions, config: ChatConfig, signal?: AbortSignal): Promise<Script> {
  const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify(chatRequest(story, options, config.model)),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body = await response.text();
  if (!response.ok) throw new ProviderError(`HTTP ${response.status}: ${body.slice(0, 200)}`);
  return toScript(parseReply(body), options);
}

export function chatRequest(story: string, options: VideoOptions, model: string) {
  return {
    model,
    temperature: 0.7,
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
    "You write the script of a short social video from a user's personal story. Reply with JSON only, matching the schema.",
    "Keep the story's own people, places, objects and order of events; never add generic filler.",
    "Write a title, a hook, 3–8 scenes (narration, a few words of onScreenText, voice index, visual.subjects = concrete nouns from that scene's own words in spoken order), a closing line and 3–8 hashtags.",
    `Genre: ${options.genre}. Mood: ${options.mood}. Let both shape word choice and pacing.`,
    `Plot: ${plotRule(options.plotType)}`,
    `Voices: ${voiceRule(options.characterCount)}`,
    options.enhanceNarrative ? "Tighten and dramatise: short punchy sentences, strong verbs, no filler." : "Keep the author's sentences verbatim in the narration.",
    options.addDetails ? "Add sensory detail consistent with the story." : "Add nothing that is not in the story.",
    options.optimizeForTrends ? `Open with a scroll-stopping first-second hook and use hashtags that fit ${options.socialPlatform}.` : "Hashtags come from the story, its genre and mood.",
    `Length: hook, narration and closing together must be ${words} words (spoken at ${wpm} words per minute for ${min}–${max} seconds).`,
  ].join("\n");
}

function plotRule(plotType: VideoOptions["plotType"]): string {
  switch (plotType) {
    case "linear":
      return "tell it in order.";
    case "flashback":
      return "open on the ending, then go back to the start.";
    case "twist":
      return "hold the reveal (the story's final beat) to the last scene, with setup and misdirection before it.";
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
  const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new ProviderError("reply has no message content");
  try {
    return JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    throw new ProviderError("reply content is not JSON");
  }
}

function toScript(reply: unknown, options: VideoOptions): Script {
  const parsed = replySchema.safeParse(reply);
  if (!parsed.success) throw new ProviderError(`reply does not match the script schema: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  const draft = parsed.data;
  if (draft.scenes.some((scene) => scene.voice >= draft.voices.length)) throw new ProviderError("a scene names a voice that does not exist");
  const script: Script = {
    ...draft,
    writer: "openai",
    pace: { wordsPerMinute: speakingRate(options.genre, options.mood), hookPauseMs: 400, targetSeconds: 1 },
  };
  const { floor, ceiling, max } = durationTarget(options.duration);
  const spoken = estimateScriptSeconds(script).spokenSeconds;
  if (spoken > Math.max(ceiling, max * 0.95)) throw new ProviderError(`script too long for ${options.duration} (${spoken.toFixed(0)} s)`);
  // A model that wrote too little still lands inside the range: its scenes hold, as the local writer's do.
  return scriptSchema.parse(withHolds(script, floor));
}

function describe(error: unknown, config: ChatConfig): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return `chat provider timed out after ${config.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`;
  if (error instanceof ProviderError) return `chat provider failed: ${error.message}`;
  if (error instanceof SyntaxError) return "chat provider failed: reply is not JSON";
  return `chat provider failed: ${error instanceof Error ? error.message : String(error)}`;
}
