import { useCallback, useEffect, useRef, useState } from "react";

/** What the browser records in, best first: Opus in WebM (Chromium, Firefox), in Ogg, else AAC in MP4 (Safari). */
const FORMATS = [
  { mime: "audio/webm;codecs=opus", extension: "webm" },
  { mime: "audio/ogg;codecs=opus", extension: "ogg" },
  { mime: "audio/mp4", extension: "m4a" },
] as const;

export type RecorderStatus = "idle" | "asking" | "recording" | "blocked";

/** Whether this browser can record from a microphone at all. */
export function canRecord(): boolean {
  return (
    typeof MediaRecorder !== "undefined" && typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia
  );
}

/**
 * The microphone, recorded with the browser's MediaRecorder: `start` asks for it and records, `stop` ends the
 * recording and hands it to the `start`'s callback as a file. While recording, `level` is the input's loudness (0 to 1, from -60 dB to full scale) and
 * `seconds` the time recorded, so the person sees the microphone hears them.
 */
export function useVoiceRecorder() {
  const [status, setStatus] = useState<RecorderStatus>("idle");
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const session = useRef<{ stream: MediaStream; recorder: MediaRecorder; audio: AudioContext; frame: number } | null>(
    null,
  );
  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    for (const track of current.stream.getTracks()) track.stop();
    void current.audio.close().catch(() => undefined);
    setLevel(0);
  }, []);

  useEffect(() => release, [release]);

  /** Records until `stop`, then hands the recording to `onRecorded`. */
  const start = useCallback(
    async (onRecorded: (file: File) => void) => {
      setStatus("asking");
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { echoCancellation: false, noiseSuppression: true, autoGainControl: true },
        });
      } catch {
        setStatus("blocked");
        return;
      }
      const format = FORMATS.find((candidate) => MediaRecorder.isTypeSupported(candidate.mime));
      const recorder = new MediaRecorder(stream, format ? { mimeType: format.mime } : undefined);
      const chunks: Blob[] = [];
      recorder.addEventListener("dataavailable", (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener("stop", () => {
        release();
        setStatus("idle");
        const type = recorder.mimeType || format?.mime || "audio/webm";
        const extension = format?.extension ?? "webm";
        onRecorded(new File(chunks, `my-voice.${extension}`, { type }));
      });

      const audio = new AudioContext();
      const analyser = audio.createAnalyser();
      analyser.fftSize = 2048;
      audio.createMediaStreamSource(stream).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      const startedAt = performance.now();
      const measure = () => {
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += sample * sample;
        const db = 10 * Math.log10(sum / samples.length + 1e-12);
        setLevel(Math.min(1, Math.max(0, (db + 60) / 60)));
        setSeconds((performance.now() - startedAt) / 1000);
        if (session.current) session.current.frame = requestAnimationFrame(measure);
      };
      session.current = { stream, recorder, audio, frame: requestAnimationFrame(measure) };
      setSeconds(0);
      // Chunks every second: a long recording is not held in one piece until the end.
      recorder.start(1000);
      setStatus("recording");
    },
    [release],
  );

  const stop = useCallback(() => {
    const recorder = session.current?.recorder;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, []);

  return { status, level, seconds, start, stop };
}
