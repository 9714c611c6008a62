// The package ships plain JavaScript and is loaded only inside the eSpeak worker (espeak-engine.ts);
// this declares the event shape the worker passes back.
declare module "@echogarden/espeak-ng-emscripten" {
  export type EspeakEvent = { type: string; audio_position: number; text_position: number; id?: string | number };
}
