import { Quote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { EXAMPLE_STORIES } from "../lib/examples";

/** Two ready-made stories; choosing one replaces the text area's content. */
export function ExampleStories({ onUse }: { onUse: (story: string) => void }) {
  const { t } = useTranslation("create-video");
  return (
    <section aria-labelledby="examples-heading">
      <h2 id="examples-heading" className="font-display text-lg font-semibold">
        {t("examples.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("examples.intro")}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {EXAMPLE_STORIES.map(({ id, story }) => (
          <li key={id} className="rounded-2xl border border-border bg-background p-4">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Quote aria-hidden="true" className="size-4 text-primary" />
              {t(`examples.titles.${id}`)}
            </p>
            {/* Videos are made in English, so the examples are English stories whatever the interface speaks. */}
            <p lang="en" className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
              {story}
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => onUse(story)}
              aria-label={t("examples.useLabel", { title: t(`examples.titles.${id}`) })}
            >
              {t("examples.use")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
