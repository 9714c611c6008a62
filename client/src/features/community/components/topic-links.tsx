import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { topicHref } from "../lib/list-state";

/** A post's hashtags, each a link to its topic page. */
export function TopicLinks({ topics, className }: { topics: string[]; className?: string }) {
  const { t } = useTranslation("community");
  if (topics.length === 0) return null;
  return (
    <ul aria-label={t("card.topics")} className={cn("flex flex-wrap gap-1.5", className)}>
      {topics.map((topic) => (
        <li key={topic}>
          <Link
            href={topicHref(topic)}
            className="relative z-10 inline-flex h-7 items-center rounded-full bg-primary-soft px-2.5 text-xs font-semibold text-primary-soft-foreground transition-colors hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            #{topic}
          </Link>
        </li>
      ))}
    </ul>
  );
}
