// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { json, stubApi } from "@/test-support/api";
import { renderApp } from "@/test-support/render";
import { UploadList } from "./upload-list";

const MB = 1024 * 1024;
const upload = (id: number, kind: "photo" | "audio", name: string) => ({
  id,
  kind,
  name,
  bytes: 2 * MB,
  width: kind === "photo" ? 800 : null,
  height: kind === "photo" ? 600 : null,
  seconds: kind === "audio" ? 42 : null,
  createdAt: "2026-11-27T10:00:00.000Z",
  fileUrl: `/api/uploads/${id}/file`,
  previewUrl: kind === "photo" ? `/api/uploads/${id}/preview` : null,
});

it("lists the person's photos and recordings with what they use, and deletes one, or says why not", async () => {
  let listed = [upload(2, "audio", "narration.webm"), upload(1, "photo", "grandma.jpg")];
  const api = stubApi({
    "GET /api/uploads": () => json({ uploads: listed, usedBytes: listed.length * 2 * MB, quotaBytes: 200 * MB }),
    "DELETE /api/uploads/1": () => {
      listed = listed.filter((u) => u.id !== 1);
      return new Response(null, { status: 204 });
    },
    "DELETE /api/uploads/2": () =>
      json(
        {
          message: "That upload is in a video that is being made. You can delete it once the video is ready.",
          code: "upload_in_use",
        },
        409,
      ),
  });
  const { user } = renderApp(<UploadList />, { toaster: true });
  expect(await screen.findByText("4 MB of 200 MB used.")).toBeInTheDocument();
  const items = screen.getAllByRole("listitem");
  expect(items.map((item) => within(item).getByTitle(/\./).textContent)).toEqual(["narration.webm", "grandma.jpg"]);

  await user.click(screen.getByRole("button", { name: "Delete grandma.jpg" }));
  expect(await screen.findByText("2 MB of 200 MB used.")).toBeInTheDocument();
  expect(screen.queryByText("grandma.jpg")).toBeNull();
  expect(api.calls("DELETE /api/uploads/1")).toHaveLength(1);

  await user.click(screen.getByRole("button", { name: "Delete narration.webm" }));
  expect(await screen.findByText(/in a video that is being made/)).toBeInTheDocument();
  expect(screen.getByText("narration.webm")).toBeInTheDocument();
});

it("says when nothing is uploaded", async () => {
  stubApi({ "GET /api/uploads": () => json({ uploads: [], usedBytes: 0, quotaBytes: 200 * MB }) });
  renderApp(<UploadList />);
  expect(await screen.findByText(/Nothing uploaded yet/)).toBeInTheDocument();
  expect(screen.getByText("0 MB of 200 MB used.")).toBeInTheDocument();
});
