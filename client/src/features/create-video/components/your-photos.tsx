import { useRef } from "react";
import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MAX_VIDEO_PHOTOS } from "@common/uploads";
import type { PlacedPhoto } from "@common/videos";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api";
import { useUpload } from "../api/use-upload";

/** A photo the person chose for this video: their upload, its preview, and the scene they picked (none: the next). */
export type ChosenPhoto = { upload: number; name: string; previewUrl: string; scene?: number };

type YourPhotosProps = {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  /** How many scenes the script has, for the scene choice; 0 while there is no script yet. */
  sceneCount: number;
  /** Where the storyboard puts each photo (in the same order), once it has laid them out. */
  placed: PlacedPhoto[] | undefined;
};

/**
 * "Your photos": the person's own photos for the video's scenes, uploaded here (the server keeps them without their
 * metadata) and shown in a scene instead of its drawn people. Each can go to a chosen scene or be removed before the
 * credit is spent; the storyboard under the lines shows where each goes.
 */
export function YourPhotos({ photos, onChange, sceneCount, placed }: YourPhotosProps) {
  const { t } = useTranslation("create-video");
  const upload = useUpload();
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_VIDEO_PHOTOS - photos.length;

  const addFiles = async (files: File[]) => {
    let added = photos;
    for (const file of files.slice(0, room)) {
      try {
        const saved = await upload.mutateAsync(file);
        added = [...added, { upload: saved.id, name: saved.name, previewUrl: saved.previewUrl ?? saved.fileUrl }];
        onChange(added);
      } catch (error) {
        toast({
          title: t("photos.uploadFailed", { name: file.name }),
          description: serverMessageOf(error) ?? (error as Error).message,
          variant: "destructive",
        });
      }
    }
    if (files.length > room) toast({ title: t("photos.tooMany", { max: MAX_VIDEO_PHOTOS }) });
  };

  const setScene = (index: number, value: string) =>
    onChange(
      photos.map((photo, i) => (i === index ? { ...photo, scene: value === "" ? undefined : Number(value) } : photo)),
    );

  return (
    <section aria-labelledby="photos-heading" className="flex flex-col gap-4" data-testid="your-photos">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="photos-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
            <ImagePlus aria-hidden="true" className="size-5 text-primary" />
            {t("photos.heading")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("photos.intro", { max: MAX_VIDEO_PHOTOS })}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={upload.isPending || room <= 0}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <ImagePlus aria-hidden="true" />
          )}
          {upload.isPending ? t("photos.uploading") : t("photos.add")}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t("photos.add")}
          data-testid="photo-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            void addFiles(files);
          }}
        />
      </div>
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("photos.none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo, i) => {
            const where = placed?.[i]?.scene;
            return (
              <li
                key={photo.upload}
                className="flex items-center gap-3 rounded-2xl border p-2"
                data-testid="chosen-photo"
              >
                <img
                  src={photo.previewUrl}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-xl object-cover"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <div className="flex items-center gap-1">
                    <span className="min-w-0 flex-1 truncate text-sm font-medium" title={photo.name}>
                      {photo.name}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8 shrink-0"
                      aria-label={t("photos.remove", { name: photo.name })}
                      onClick={() => onChange(photos.filter((_, j) => j !== i))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                  <NativeSelect
                    aria-label={t("photos.sceneFor", { name: photo.name })}
                    value={photo.scene === undefined ? "" : String(photo.scene)}
                    onChange={(event) => setScene(i, event.target.value)}
                  >
                    <option value="">{t("photos.nextScene")}</option>
                    {Array.from({ length: sceneCount }, (_, scene) => (
                      <option key={scene} value={scene}>
                        {t("photos.scene", { number: scene + 1 })}
                      </option>
                    ))}
                  </NativeSelect>
                  {placed && (
                    <span className="text-xs text-muted-foreground" data-testid="photo-placement">
                      {where === null || where === undefined
                        ? t("photos.notShown")
                        : t("photos.shownIn", { number: where + 1 })}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
