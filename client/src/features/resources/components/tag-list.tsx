import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { visibleTags } from "../lib/tags";

/** Up to 3 tags and "+N more" (content.md §9), or every tag when `all` is set (the article's own page). */
export function TagList({ tags, all = false, className }: { tags: string[]; all?: boolean; className?: string }) {
  const { t } = useTranslation("resources");
  if (tags.length === 0) return null;
  const { shown, more } = all ? { shown: tags, more: 0 } : visibleTags(tags);
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label={t("tags")}>
      {shown.map((tag) => (
        <li
          key={tag}
          lang="en"
          className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
        >
          #{tag}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-full border border-dashed border-border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          {t("card.moreTags", { count: more })}
        </li>
      )}
    </ul>
  );
}
