// @vitest-environment jsdom
import { useState } from "react";
import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { PlacedPhoto } from "@common/videos";
import { json, stubApi } from "@/test-support/api";
import { renderApp } from "@/test-support/render";
import { YourPhotos, type ChosenPhoto } from "./your-photos";

let nextId = 1;
const uploaded = (name: string) => {
  const id = nextId++;
  return {
    id,
    kind: "photo",
    name,
    bytes: 1000,
    width: 800,
    height: 600,
    seconds: null,
    createdAt: "2026-11-27T10:00:00.000Z",
    fileUrl: `/api/uploads/${id}/file`,
    previewUrl: `/api/uploads/${id}/preview`,
  };
};

/** The step's state around the component: the chosen photos, and where a storyboard of three scenes puts them. */
function Harness({ seen }: { seen: ChosenPhoto[][] }) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const placed: PlacedPhoto[] = photos.map((photo, i) => ({
    upload: photo.upload,
    scene: photo.scene ?? (i < 3 ? i : null),
    previewUrl: photo.previewUrl,
  }));
  return (
    <YourPhotos
      photos={photos}
      sceneCount={3}
      placed={placed}
      onChange={(next) => {
        seen.push(next);
        setPhotos(next);
      }}
    />
  );
}

const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });

it("uploads chosen photos, says where each is shown, moves one to another scene and removes one", async () => {
  const api = stubApi({
    "POST /api/uploads": async () => json(uploaded(`photo-${nextId}.jpg`), 201),
  });
  const seen: ChosenPhoto[][] = [];
  const { user } = renderApp(<Harness seen={seen} />);
  expect(screen.getByText("No photos yet: every scene is drawn.")).toBeInTheDocument();

  await user.upload(screen.getByTestId("photo-input"), [file("grandma.jpg"), file("dog.jpg")]);
  expect(await screen.findAllByTestId("chosen-photo")).toHaveLength(2);
  // The file itself went to the server, as a form's field "file".
  const sent = api.fetch.mock.calls.map(([, init]) => (init?.body as FormData).get("file") as File);
  expect(sent.map((f) => f.name)).toEqual(["grandma.jpg", "dog.jpg"]);
  expect(screen.getAllByTestId("photo-placement").map((p) => p.textContent)).toEqual([
    "Shown in scene 1",
    "Shown in scene 2",
  ]);

  const [first] = screen.getAllByTestId("chosen-photo");
  await user.selectOptions(within(first!).getByRole("combobox"), "Scene 3");
  expect(seen.at(-1)![0]!.scene).toBe(2);
  expect(screen.getAllByTestId("photo-placement")[0]).toHaveTextContent("Shown in scene 3");

  await user.click(within(first!).getByRole("button", { name: /^Remove .* from this video$/ }));
  expect(screen.getAllByTestId("chosen-photo")).toHaveLength(1);
  expect(seen.at(-1)!.map((p) => p.scene)).toEqual([undefined]);
});

it("says which file was refused and why, and keeps the others", async () => {
  let calls = 0;
  stubApi({
    "POST /api/uploads": async () =>
      ++calls === 1
        ? json(
            {
              message: "That file is a PDF file, not a photo or a recording, whatever its name says.",
              code: "upload_type_named",
              params: {
                type: "PDF",
                photos: "JPEG, PNG, WebP or HEIC",
                recordings: "WebM, Ogg, MP3, M4A (AAC) or WAV",
              },
            },
            415,
          )
        : json(uploaded("beach.jpg"), 201),
  });
  const { user } = renderApp(<Harness seen={[]} />, { toaster: true });
  await user.upload(screen.getByTestId("photo-input"), [file("notes.jpg"), file("beach.jpg")]);
  expect(await screen.findByText("notes.jpg was not added")).toBeInTheDocument();
  expect(screen.getByText(/That file is a PDF file/)).toBeInTheDocument();
  expect(await screen.findAllByTestId("chosen-photo")).toHaveLength(1);
});
