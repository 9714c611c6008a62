import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, PencilLine, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { renameVideoRequestSchema, TITLE_MAX_LENGTH, type RenameVideoRequest } from "@common/videos";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api";
import { useRenameVideo } from "../api/use-rename-video";

/** The video's name (its script's title until its owner renames it), with a pencil to rename it in place. */
export function VideoTitle({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation("create-video");
  const [editing, setEditing] = useState(false);
  const rename = useRenameVideo(id);
  const form = useForm<RenameVideoRequest>({
    resolver: zodResolver(renameVideoRequestSchema),
    defaultValues: { title },
  });

  // Rename was pressed: the cursor goes where the typing happens.
  useEffect(() => {
    if (editing) form.setFocus("title", { shouldSelect: true });
  }, [editing, form]);

  const stop = () => {
    form.reset({ title });
    setEditing(false);
  };
  const save = form.handleSubmit((values) => {
    if (values.title === title) return stop();
    rename.mutate(values, {
      onSuccess: (video) => {
        form.reset({ title: video.title });
        setEditing(false);
      },
      onError: (error) =>
        toast({
          title: t("result.renameFailed"),
          description: serverMessageOf(error) ?? error.message,
          variant: "destructive",
        }),
    });
  });

  if (!editing) {
    return (
      <div className="mt-3 flex items-start gap-2">
        <h2
          className="min-w-0 flex-1 break-words font-display text-2xl font-semibold leading-tight"
          data-testid="video-title"
        >
          {title}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("result.rename")}
          onClick={() => setEditing(true)}
          className="-mt-1 shrink-0"
        >
          <PencilLine aria-hidden="true" />
        </Button>
      </div>
    );
  }
  return (
    <form className="mt-3 flex flex-col gap-2" noValidate onSubmit={(event) => void save(event)}>
      <TextField
        id="video-title"
        label={t("result.titleLabel")}
        onKeyDown={(event) => {
          if (event.key === "Escape") stop();
        }}
        maxLength={TITLE_MAX_LENGTH + 20}
        error={form.formState.errors.title?.message}
        {...form.register("title")}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          <Check aria-hidden="true" />
          {t("result.saveTitle")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={stop}>
          <X aria-hidden="true" />
          {t("result.cancelRename")}
        </Button>
      </div>
    </form>
  );
}
