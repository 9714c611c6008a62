import { ArrowRight, BookOpen, Brain, Clapperboard, Info, PenLine, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { IconTile } from "@/components/ui/icon-tile";

// Each card's label and line are the catalogue's `resources.<key>.label` and `.text`.
const CATEGORIES = [
  { key: "storytelling", href: "/resources/category/storytelling", icon: PenLine },
  { key: "strategy", href: "/resources/category/strategy", icon: Target },
  { key: "psychology", href: "/resources/category/psychology", icon: Brain },
] as const;

const MORE = [
  { key: "showcase", href: "/showcase", icon: Clapperboard },
  { key: "about", href: "/about", icon: Info },
] as const;

const cardLink =
  "group flex h-full items-start gap-4 rounded-3xl border border-border bg-card p-5 shadow-sm shadow-black/[0.03] transition-colors hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:p-6";

/** The Resources tab: where to learn more, on this site. */
export function ResourceLinks() {
  const { t } = useTranslation("support");
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="support-resource-center"
        className="rounded-3xl border border-border bg-muted/50 p-5 sm:p-7"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <IconTile icon={BookOpen} />
            <div>
              <h2 id="support-resource-center" className="font-display text-xl font-semibold">
                {t("resources.title")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t("resources.description")}</p>
            </div>
          </div>
          <Link
            href="/resources"
            className="inline-flex h-10 items-center gap-2 self-start rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:self-center"
          >
            {t("resources.browseAll")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul aria-label={t("resources.categories")} className="mt-6 grid gap-3 md:grid-cols-3">
          {CATEGORIES.map(({ key, href, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className={cardLink}>
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold group-hover:text-primary">{t(`resources.${key}.label`)}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{t(`resources.${key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ul aria-label={t("resources.more")} className="grid gap-4 md:grid-cols-2">
        {MORE.map(({ key, href, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className={cardLink}>
              <IconTile icon={Icon} tone="accent-soft" size="md" className="rounded-xl" />
              <span className="flex-1">
                <span className="block font-display text-lg font-semibold group-hover:text-primary">
                  {t(`resources.${key}.label`)}
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{t(`resources.${key}.text`)}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
