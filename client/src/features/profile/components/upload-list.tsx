import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AudioLines, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type Upload, uploadListSchema } from "@common/uploads";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, getJson, serverMessageOf } from "@/lib/api";
import { useFormatters } from "@/i18n/format";

const uploadKeys = { list: ["uploads", "list"] as const };
const MB = 1024 * 1024;

/**
 * The person's own photos and recordings (issue 30), with what they use of their quota: each can be deleted here, as
 * the Privacy page says. A photo in a video still being made is kept until it is done (the server says so).
 */
export function UploadList() {
  const { t } = useTranslation("profile");
  const { date, number } = useFormatters();
  const queryClient = useQueryClient();
  const uploads = useQuery({ queryKey: uploadKeys.list, queryFn: () => getJson("/api/uploads", uploadListSchema) });
  const remove = useMutation({
    mutationFn: (upload: Upload) => apiRequest("DELETE", `/api/uploads/${upload.id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: uploadKeys.list }),
    onError: (error) =>
      toast({
        title: t("uploads.deleteFailed"),
        description: serverMessageOf(error) ?? error.message,
        variant: "destructive",
      }),
  });

  if (uploads.isPending) return <Skeleton className="h-24 w-full rounded-3xl" />;
  if (uploads.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("uploads.loadFailed")}
      </p>
    );
  const { uploads: list, usedBytes, quotaBytes } = uploads.data;
  const megabytes = (bytes: number) => number(Math.round((bytes / MB) * 10) / 10);

  return (
    <div className="flex flex-col gap-3" data-testid="upload-list">
      <p className="text-sm text-muted-foreground">
        {t("uploads.usage", { used: megabytes(usedBytes), quota: megabytes(quotaBytes) })}
      </p>
      {list.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-border px-6 py-8 text-center text-sm text-muted-foreground">
          {t("uploads.empty")}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((upload) => (
            <li key={upload.id} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-2">
              {upload.previewUrl ? (
                <img
                  src={upload.previewUrl}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 shrink-0 rounded-xl object-cover"
                />
              ) : (
                <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-muted">
                  <AudioLines aria-hidden="true" className="size-6 text-muted-foreground" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={upload.name}>
                  {upload.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {date(upload.createdAt)} · {megabytes(upload.bytes)} MB
                </p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t("uploads.delete", { name: upload.name })}
                disabled={remove.isPending && remove.variables?.id === upload.id}
                onClick={() => remove.mutate(upload)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
