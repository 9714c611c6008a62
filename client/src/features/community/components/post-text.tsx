import type { ReactNode } from "react";
import { Link } from "wouter";
import { hashtagSpans } from "@common/community";
import { topicHref } from "../lib/list-state";

/**
 * A post's text as its author wrote it (plain: React escapes it), each #hashtag a link to its topic where it stands,
 * so the post page need not repeat them in a row of its own.
 */
export function PostText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end, topic } of hashtagSpans(text)) {
    parts.push(text.slice(at, start));
    parts.push(
      <Link
        key={start}
        href={topicHref(topic)}
        className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {text.slice(start, end)}
      </Link>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
