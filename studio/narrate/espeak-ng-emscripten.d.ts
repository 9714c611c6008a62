// The package ships plain JavaScript; this declares the part the engine uses.
declare module "@echogarden/espeak-ng-emscripten" {
  export type EspeakEvent = { type: string; audio_position: number; text_position: number; id?: string | number };
  export interface EspeakNGWorker {
    set_voice(voice: string): void;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    synthesize(text: string, onChunk: (samples: Int16Array | undefined, events: EspeakEvent[]) => void): void;
  }
  const init: () => Promise<{ eSpeakNGWorker: new () => EspeakNGWorker }>;
  export default init;
}
