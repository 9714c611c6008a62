/** content.md §9: an article shows up to 3 tags, then "+N more". */
export const VISIBLE_TAGS = 3;

export function visibleTags(tags: readonly string[], max: number = VISIBLE_TAGS): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

export type TopicCount = { tag: string; count: number };

/**
 * The tags used by the most articles, most used first (ties alphabetical). Tags are counted once per article and
 * compared without regard to case; the first spelling met is the one shown.
 */
export function trendingTopics(articles: readonly { tags: readonly string[] }[], limit: number): TopicCount[] {
  const counts = new Map<string, TopicCount>();
  for (const article of articles) {
    const seen = new Set<string>();
    for (const raw of article.tags) {
      const tag = raw.trim();
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { tag, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)).slice(0, limit);
}
