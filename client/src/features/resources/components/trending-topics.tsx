import { TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TitledSection } from "@/components/titled-card";
import { TopicChipCount, TopicChipsSkeleton, topicChipClass } from "@/components/topic-chip";
import type { TopicCount } from "../lib/tags";

type TrendingTopicsProps = {
  topics: TopicCount[] | undefined;
  /** The current search, so the topic being searched shows as pressed. */
  active: string;
  onSelect: (tag: string) => void;
  className?: string;
};

/** The most used tags with how many articles carry each; choosing one searches for it. */
export function TrendingTopics({ topics, active, onSelect, className }: TrendingTopicsProps) {
  const { t } = useTranslation("resources");
  if (topics && topics.length === 0) return null;
  return (
    <TitledSection id="trending-topics-title" icon={TrendingUp} title={t("trending.title")} className={className}>
      {topics ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {topics.map(({ tag, count }) => {
            const pressed = active.toLowerCase() === tag.toLowerCase();
            return (
              <li key={tag}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onSelect(tag)}
                  className={topicChipClass(pressed)}
                >
                  <span lang="en">#{tag}</span>
                  <TopicChipCount count={count} label={t("trending.articles", { count })} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <TopicChipsSkeleton widths={[20, 28, 16, 24, 18, 22]} />
      )}
    </TitledSection>
  );
}
