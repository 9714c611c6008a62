// @vitest-environment jsdom
import { useState } from "react";
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { json, stubApi } from "@/test-support/api";
import { renderApp } from "@/test-support/render";
import type { Script } from "@common/script";
import { YourVoice, type ChosenRecording } from "./your-voice";

const LINES = ["The summer I turned eight.", "Grandma decided I would learn to swim.", "By August I could swim."];
// What the step checks a recording against: the script as it is now (only its lines matter here) and the duration.
const SCRIPT = { title: "Swimming", hook: LINES[0], scenes: [], closing: LINES[2] } as unknown as Script;
const checkAgainst = () => ({ script: SCRIPT, duration: "short" as const });

/** The step around the component: its recording, and the script's lines, which "Next script" moves on to `then`. */
function Harness({ lines, then = lines }: { lines: string[]; then?: string[] }) {
  const [recording, setRecording] = useState<ChosenRecording | null>(null);
  const [current, setCurrent] = useState(lines);
  return (
    <>
      <YourVoice
        lines={current}
        checkAgainst={checkAgainst}
        recording={recording}
        onChange={setRecording}
        onCheck={(upload, check) =>
          setRecording((chosen) => (chosen?.upload === upload ? { ...chosen, check } : chosen))
        }
        maxSeconds={30}
      />
      <button type="button" onClick={() => setCurrent(then)}>
        Next script
      </button>
    </>
  );
}

const recordingUpload = (seconds: number) => ({
  id: 7,
  kind: "audio",
  name: "me.m4a",
  bytes: 90_000,
  width: null,
  height: null,
  seconds,
  createdAt: "2026-11-29T10:00:00.000Z",
  fileUrl: "/api/uploads/7/file",
  previewUrl: null,
});

const audioFile = () =>
  new File([new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70])], "me.m4a", { type: "audio/mp4" });

it("takes an uploaded recording of the script, checks it reads the script, plays it back, and goes back to the synthetic voice on request", async () => {
  let pass: () => void = () => undefined;
  const checked = new Promise<void>((resolve) => {
    pass = resolve;
  });
  const api = stubApi({
    "POST /api/uploads": async () => json(recordingUpload(21.4), 201),
    "POST /api/uploads/7/check": async () => {
      await checked;
      return json({ videoSeconds: 24.5 });
    },
  });
  const { user } = renderApp(<Harness lines={LINES} />);
  expect(screen.getByText("No recording: a synthetic voice reads the script.")).toBeInTheDocument();

  await user.upload(screen.getByTestId("recording-input"), audioFile());
  expect(await screen.findByText("Listening for every line of the script in your recording…")).toBeInTheDocument();
  expect(api.calls("POST /api/uploads/7/check")[0]!.body).toEqual({ script: SCRIPT, duration: "short" });
  pass();
  expect(
    await screen.findByText("Your recording (21 s) narrates this video. Each scene starts as you say its first words."),
  ).toBeInTheDocument();
  expect((api.fetch.mock.calls[0]![1]?.body as FormData).get("file")).toBeInstanceOf(File);
  expect(screen.getByLabelText("Play your recording")).toHaveAttribute("src", "/api/uploads/7/file");
  expect(screen.queryByRole("alert")).toBeNull();

  await user.click(screen.getByRole("button", { name: "Use the synthetic voice" }));
  expect(screen.getByText("No recording: a synthetic voice reads the script.")).toBeInTheDocument();
});

it("says what is wrong with a recording that does not read the script, and records again from there", async () => {
  const message =
    "We could not hear 1 line of the script in your recording: “Grandma decided I would learn to swim.”. Record it again, reading every line as it is written.";
  stubApi({
    "POST /api/uploads": async () => json(recordingUpload(12), 201),
    "POST /api/uploads/7/check": async () =>
      json({ message, code: "recording_lines_missing", params: { count: 1, words: LINES[1]! } }, 400),
  });
  const { user } = renderApp(<Harness lines={LINES} />);
  await user.upload(screen.getByTestId("recording-input"), audioFile());
  expect(await screen.findByRole("alert")).toHaveTextContent(message);
  expect(screen.queryByText(/narrates this video/)).toBeNull();
  expect(screen.getByRole("button", { name: "Record again" })).toBeInTheDocument();
});

it("says when the recording no longer matches the script, or is longer than the video can be", async () => {
  stubApi({
    "POST /api/uploads": async () => json(recordingUpload(41), 201),
    "POST /api/uploads/7/check": async () => json({ videoSeconds: 43 }),
  });
  const { user } = renderApp(<Harness lines={LINES} then={[...LINES.slice(0, 2), "By September I could swim."]} />);
  await user.upload(screen.getByTestId("recording-input"), audioFile());
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Your recording is 41 s long, more than the 30 s this duration allows.",
  );
  expect(screen.queryByText(/The script has changed/)).toBeNull();

  await user.click(screen.getByRole("button", { name: "Next script" }));
  expect(screen.getByText(/The script has changed since you recorded it/)).toBeInTheDocument();
});

it("waits for the script before anything can be recorded, and says why a refused file was not added", async () => {
  stubApi({
    "POST /api/uploads": async () =>
      json(
        {
          message: "That recording is silent. Please check the microphone and record it again.",
          code: "upload_audio_silent",
        },
        422,
      ),
  });
  const { user } = renderApp(<Harness lines={[]} then={LINES} />, { toaster: true });
  expect(screen.getByText("Your script is being written: you can record once it is ready.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Upload a recording" })).toBeDisabled();

  await user.click(screen.getByRole("button", { name: "Next script" }));
  await user.upload(screen.getByTestId("recording-input"), audioFile());
  expect(
    await screen.findByText("That recording is silent. Please check the microphone and record it again."),
  ).toBeInTheDocument();
  expect(screen.getByText("No recording: a synthetic voice reads the script.")).toBeInTheDocument();
});
