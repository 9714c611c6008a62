import { useTranslation } from "react-i18next";
import { COMMUNITY_VIDEO_FILTERS, type CommunityVideoFilter } from "@common/community";
import { cn } from "@/lib/utils";

type VideoFilterProps = {
  value: CommunityVideoFilter;
  onChange: (value: CommunityVideoFilter) => void;
  className?: string;
};

/** All Posts, With Video, Without Video (content.md §2): native radios, so arrows move between them and one tab stop reaches them. */
export function VideoFilter({ value, onChange, className }: VideoFilterProps) {
  const { t } = useTranslation("community");
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="sr-only">{t("list.videoFilterLabel")}</legend>
      <div className="flex h-12 items-center gap-1 rounded-full bg-muted p-1 dark:bg-background">
        {COMMUNITY_VIDEO_FILTERS.map((filter) => (
          <label
            key={filter}
            className={cn(
              "relative inline-flex h-full flex-1 cursor-pointer items-center justify-center whitespace-nowrap rounded-full px-3 text-sm font-semibold text-muted-foreground transition-all hover:text-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-muted sm:px-4",
              filter === value && "bg-card text-foreground shadow-sm dark:bg-secondary",
            )}
          >
            <input
              type="radio"
              name="community-video-filter"
              value={filter}
              checked={filter === value}
              onChange={() => onChange(filter)}
              // Invisible but covering the whole pill, so a click or tap lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {t(`list.videoFilter.${filter}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
