import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Mood } from "@common/video-options";
import type { PlacedClip } from "../compose/types";
import { encodeWav } from "../narrate/wav";
import { narrationTrack, type Span, speechSpans } from "./audio-track";
import { runFfmpeg } from "./encode";
import { musicSeed, renderMusic } from "./music";
import { kWeighted, lufs } from "./score/loudness";

// The music is a bed you hear. Between lines it sits MIX_SHAPE.bedUnder under the voice's level while speaking
// (loudness, K-weighted as the platforms measure it), held pauseDuck dB lower through the short breaths by a slow duck;
// on the title and end cards it comes up by CARD_LIFT; under the words a fast duck takes it down to a floor: restFloor
// for the bass and the air, bandFloor for the six octaves the recogniser (and a listener's ear for consonants) works in,
// 125 Hz-8 kHz.
// The bed level is set by arithmetic, not by ear: the music is written at a known loudness (music.ts) and the voice's
// level over its words is measured here, so every mood and every narration engine gets the same bed.
// Before (a fixed bed volume of 0.2 from an RMS-normalised piece, a ratio-20 duck from a fixed -50 dBFS threshold and a
// static band dip), the music sat 15 dB under the speech between lines in one video and 34-36 dB in another, all but
// gone under the words, and the end card was at about -52 dB as the last chord faded (issue 27).
// Measured by bench:mix (2026-11-27, five short videos, one per mood): music in the pauses 14.7-19.2 dB under the
// speech, on the title card 11.6-17.4, on the end card 5.0-18.3, under the words 37.7-39.9; -14.0 ±0.1 LUFS,
// true peak -1.5 to -2.0 dBTP; the recogniser's word error 0.21-0.38 on the video, 0.06-0.22 on the voice alone.
// The two asks under the words cannot both be met with these voices and this recogniser, and the words win:
// bench:mix-shapes mixes the same five narrations in four shapes. Music 16-18 dB under the words (as asked) takes
// the word error from 0.27 to 0.48 on average (worst 0.62), 19-21 dB under to 0.41; a slower release (music 20-25 dB
// under in the pauses, outside their 8-20) to 0.25. What the recogniser loses is the music it hears at all, in the
// pauses as well as under the words; so the pauses sit at the quiet end of their range and the words keep a deep duck.
// With 12 dB under and no lift, the cards measured 14-22 dB under the speech: the title card is the music's sparse
// intro and its fade-in, and both cards follow a line, under the slow duck's release.
const CARD_LIFT = 6.5;
const CARD_RAMP = 0.5;
const BAND = "f=1000:width_type=o:w=6";
// The fast duck starts 30 dB under the voice's RMS while speaking (well below its quiet syllables, far above silence),
// clears the first consonant (10 ms) and lets the music up within a breath. The slow one starts 10 dB under and lets
// go after about a second without words: a 0.3-0.6 s breath stays under it, a card or a held beat comes up.
const FAST_BELOW = 30;
const SLOW = { below: 10, args: "ratio=20:attack=80:release=1000:makeup=1" };

/**
 * How the bed sits under the voice: `bedUnder` dB under it where no one has spoken for a while, `pauseDuck` dB lower
 * through the breaths between lines, and under the words the band and the rest at these floors (linear gains),
 * released over `releaseMs` (bench:mix-shapes sweeps them).
 */
export type MixShape = { bedUnder: number; pauseDuck: number; bandFloor: number; restFloor: number; releaseMs: number };
export const MIX_SHAPE: MixShape = { bedUnder: 14.5, pauseDuck: 6, bandFloor: 0.01, restFloor: 0.1, releaseMs: 250 };

// Every input is pinned to one sample format, rate and channel layout before the two-input filters: WAV headers
// carry no layout, and older ffmpeg builds (the npm-shipped fallback is from 2018) refuse to guess one for a
// sidechain input ("No channel layout for input 1") where current ones do. The music is stereo (its instruments
// are panned); the voice keys the compressors in mono and is copied at full level to both channels for the mix.
const MONO = "aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=mono";
const STEREO = "aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo";

/**
 * What the mix needs to know of its inputs: the bed's gain (dB), the voice's RMS while speaking (linear), which the
 * ducks key from, and when the title card ends and the end card starts (seconds). The bed's gain is the one that puts the
 * music at the voice's level; the shape takes it down from there.
 */
export type MixLevels = { bedAtVoiceDb: number; voiceRms: number; titleEnd: number; endStart: number };

/**
 * The filter graph from the narration (input 0) and the music (input 1). The music first takes the slow duck (its
 * `mix` keeps the rest dry: a fixed depth), then is split into the band and the rest (an RBJ band-pass and band-reject
 * of the same centre and width sum back to the input exactly), each fast-ducked to its own floor, and summed again; so
 * where no one has spoken for a while the bed is the music as written. `stems` ends in two outputs, [voice] and [bed],
 * for measuring (bench:mix).
 */
export function mixGraph(levels: MixLevels, stems = false, shape: MixShape = MIX_SHAPE): string {
  const key = (duck: { below: number; args: string }) =>
    `threshold=${Math.min(1, Math.max(0.001, levels.voiceRms * 10 ** (-duck.below / 20))).toPrecision(3)}:${duck.args}`;
  const fast = { below: FAST_BELOW, args: `ratio=20:attack=10:release=${shape.releaseMs}:makeup=1` };
  const graph =
    `[0:a]aresample=48000,${MONO},asplit=4[speech][key0][key1][key2];` +
    `[speech]pan=stereo|c0=c0|c1=c0,${STEREO}[voice];` +
    `[1:a]aresample=48000,${STEREO},volume=${(levels.bedAtVoiceDb - shape.bedUnder).toFixed(2)}dB,${cardLift(levels)}[music];` +
    `[music][key0]sidechaincompress=${key(SLOW)}:mix=${(1 - 10 ** (-shape.pauseDuck / 20)).toFixed(3)},${STEREO},asplit=2[full1][full2];` +
    `[full1]bandreject=${BAND},${STEREO}[rest];[full2]bandpass=${BAND},${STEREO}[band];` +
    `[rest][key1]sidechaincompress=${key(fast)}:mix=${1 - shape.restFloor}[rest_ducked];` +
    `[band][key2]sidechaincompress=${key(fast)}:mix=${1 - shape.bandFloor}[band_ducked];` +
    // amix halves each input; the two parts of the music are put back at full level.
    `[rest_ducked][band_ducked]amix=inputs=2:duration=first:dropout_transition=0,volume=2,${STEREO}[bed]`;
  return stems ? graph : `${graph};[voice][bed]amix=inputs=2:duration=first:dropout_transition=0,${STEREO}`;
}

/** The cards' lift, ramped over CARD_RAMP inside each card (ffmpeg evaluates it per frame of ~20 ms: no audible steps). */
function cardLift({ titleEnd, endStart }: MixLevels): string {
  const lift = (10 ** (CARD_LIFT / 20) - 1).toFixed(3);
  const t1 = titleEnd.toFixed(3);
  const t2 = endStart.toFixed(3);
  return `volume=volume='1+${lift}*max(clip((${t1}-t)/${CARD_RAMP},0,1),clip((t-${t2})/${CARD_RAMP},0,1))':eval=frame`;
}

// The level TikTok, Instagram and YouTube normalise to anyway, and a sample-peak ceiling of -2 dBFS: the true peak of
// the final AAC (between samples, and the encoder's overshoot) measured up to 0.5 dB above the limiter's -1.5 dBFS,
// -1.0 dBTP at worst, where -1 dBTP is the platforms' limit.
// (ebur128 logs every 100 ms block at info level unless told to log them at verbose.)
const TARGET_LUFS = -14;
const PEAK_LIMIT = 0.79;

export type AudioJob = { narration: PlacedClip[]; mood: Mood; duration: number; dir: string; signal?: AbortSignal };

/** The narration and music files of a job, and the levels to mix them at (bench:mix mixes them again as stems). */
export type AudioStems = { narrationPath: string; musicPath: string; levels: MixLevels; spans: Span[] };

/**
 * Writes the narration and the mood's music, and works out the bed's gain: the music's own loudness (reported by
 * the synthesiser) against the voice's level over its words (measured here, on the track).
 */
export async function writeStems(job: AudioJob): Promise<AudioStems> {
  const narrationPath = join(job.dir, "narration.wav");
  const musicPath = join(job.dir, "music.wav");
  const track = narrationTrack(job.narration, job.duration);
  const spans = speechSpans(job.narration);
  const spoken = job.narration.map((part) => part.clip.words.map((word) => word.text).join(" ")).join("\n");
  const [, music] = await Promise.all([
    writeFile(narrationPath, encodeWav(track.samples, track.sampleRate)),
    renderMusic({
      mood: job.mood,
      seconds: job.duration,
      seed: musicSeed(spoken),
      out: musicPath,
      ...(job.signal ? { signal: job.signal } : {}),
    }),
  ]);
  const voice = voiceLevels(track.samples, track.sampleRate, spans);
  // The voice plays on both channels: 3 dB louder than the mono track measures.
  const bedAtVoiceDb =
    Number.isFinite(music) && Number.isFinite(voice.loudness) ? voice.loudness + 3.01 - music : MIX_SHAPE.bedUnder;
  return {
    narrationPath,
    musicPath,
    levels: { bedAtVoiceDb, voiceRms: voice.rms, ...cards(job.narration, job.duration) },
    spans,
  };
}

/**
 * Writes the narration and the mood's music, then mixes them to AAC in short ffmpeg passes of their
 * own, which run while the frames are drawn: the video encode then does no audio work, and the two
 * streams are joined without re-encoding (muxStreams). Resolves to the .m4a path.
 *
 * Loudness is normalised in two light passes instead of ffmpeg's one-pass `loudnorm`, which
 * resamples to 192 kHz: measure the mix's integrated loudness (ebur128), then apply that gain with a
 * peak limiter while encoding. Same target, a third of the CPU and half the memory (~60 MB instead of
 * ~130 MB, which matters while x264 and the drawing run alongside). The split, ducked bed costs
 * ~0.7 + 1.05 s CPU per 30 s (0.3 + 0.8 s with the single duck and static dip before it), about
 * +0.65 s against the ~60 s a 36 s video takes to render (bench:voice).
 */
export async function mixAudio(job: AudioJob): Promise<string> {
  const out = join(job.dir, "audio.m4a");
  const { narrationPath, musicPath, levels } = await writeStems(job);
  const inputs = ["-hide_banner", "-nostats", "-i", narrationPath, "-i", musicPath];
  const graph = mixGraph(levels);

  const measured = await runFfmpeg(
    [
      ...inputs,
      "-loglevel",
      "info",
      "-filter_complex",
      `${graph},ebur128=framelog=verbose[m]`,
      "-map",
      "[m]",
      "-f",
      "null",
      "-",
    ],
    job.signal,
    "background",
  );
  const gain = TARGET_LUFS - integratedLoudness(measured);
  const args = [
    ...inputs,
    "-loglevel",
    "error",
    "-y",
    "-filter_complex",
    `${graph},volume=${gain.toFixed(2)}dB,alimiter=limit=${PEAK_LIMIT}:level=false,${STEREO}[aout]`,
    "-map",
    "[aout]",
    // The fast coder takes half the CPU of the default two-loop search; at 160 kb/s the difference is not audible under speech.
    "-c:a",
    "aac",
    "-aac_coder",
    "fast",
    "-b:a",
    "160k",
    "-ar",
    "48000",
    "-t",
    job.duration.toFixed(3),
    out,
  ];
  await runFfmpeg(args, job.signal, "background");
  return out;
}

/** The integrated loudness from ebur128's summary; a silent mix (no gated blocks) gets no gain. */
function integratedLoudness(log: string): number {
  const values = [...log.matchAll(/I:\s+(-?[\d.]+) LUFS/g)];
  const value = Number(values.at(-1)?.[1]);
  return Number.isFinite(value) && value > -70 ? value : TARGET_LUFS;
}

/**
 * When the title card ends and the end card starts, from where the narration is placed: buildTimeline says the first
 * part (the hook) over the title card and the last (the closing, which may be empty) over the end card, each SCENE_LEAD
 * after its shot starts. (The shots' own times would be better passed in; see render-script.ts.)
 */
function cards(narration: PlacedClip[], duration: number): { titleEnd: number; endStart: number } {
  const SCENE_LEAD = 0.2;
  if (narration.length < 3) return { titleEnd: 0, endStart: duration };
  return {
    titleEnd: Math.max(0, narration[1]!.start - SCENE_LEAD),
    endStart: Math.max(0, narration.at(-1)!.start - SCENE_LEAD),
  };
}

/** The mono voice's loudness (LUFS, K-weighted) and RMS (linear) over the spans where words are spoken. */
function voiceLevels(samples: Float32Array, rate: number, spans: Span[]): { loudness: number; rms: number } {
  const weighted = kWeighted(samples, rate);
  let power = 0;
  let weightedPower = 0;
  let count = 0;
  for (const span of spans) {
    const end = Math.min(samples.length, Math.round(span.end * rate));
    for (let i = Math.max(0, Math.round(span.start * rate)); i < end; i++) {
      power += samples[i]! * samples[i]!;
      weightedPower += weighted[i]! * weighted[i]!;
      count++;
    }
  }
  return count === 0
    ? { loudness: -Infinity, rms: 0 }
    : { loudness: lufs(weightedPower / count), rms: Math.sqrt(power / count) };
}
