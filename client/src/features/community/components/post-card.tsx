import { MessageCircle, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { CommunityPost } from "@common/community";
import { MemberAvatar } from "@/components/member-avatar";
import { PosterImage } from "@/components/poster-image";
import { TimeAgo } from "@/components/time-ago";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { useFormatters } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { PostLikeButton } from "./post-like-button";
import { TopicLinks } from "./topic-links";

const focusRing =
  "rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card";

/**
 * A post in a list: author, time, title, the text (plain, clamped), topics, the video's picture, Like and comments.
 * Author, title, topics and video are separate links, so there is no card-wide link.
 */
export function PostCard({ post, headingLevel = 3 }: { post: CommunityPost; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("community");
  const { number } = useFormatters();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/community/posts/${post.id}`;
  const titleId = `community-post-${post.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="community-post"
      className={cn(
        "grid gap-4 rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-sm shadow-black/[0.03] transition-shadow hover:shadow-md sm:p-6",
        // With a video, its picture takes a column of its own beside the text from 640 px.
        post.video && "sm:grid-cols-[minmax(0,1fr)_9rem] sm:gap-x-6 md:grid-cols-[minmax(0,1fr)_11rem]",
      )}
    >
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-center gap-3">
          <MemberAvatar
            username={post.user.username}
            profilePicture={post.user.profilePicture}
            className="size-9 text-sm"
          />
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
            <Link
              href={`/community/users/${post.user.id}`}
              className={`truncate font-semibold hover:underline ${focusRing}`}
            >
              {post.user.username}
            </Link>
            <TimeAgo date={post.createdAt} className="text-muted-foreground" />
          </p>
        </div>
        <Heading id={titleId} className="font-display text-xl font-semibold leading-snug break-words">
          <Link href={href} className={`hover:text-primary ${focusRing}`}>
            {post.title}
          </Link>
        </Heading>
        {/* Plain text: React escapes it; the writer's line breaks are kept, and long posts are cut after four lines. */}
        <p className="line-clamp-4 whitespace-pre-line break-words text-sm leading-relaxed text-muted-foreground">
          {post.content}
        </p>
        <TopicLinks topics={post.topics} />
      </div>

      {post.video && (
        <Link
          href={href}
          className="group relative block aspect-video overflow-hidden rounded-2xl bg-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card sm:row-span-2 sm:aspect-[4/5] sm:self-start"
          data-testid="post-video"
        >
          {post.video.cardUrl ? (
            <PosterImage
              src={post.video.cardUrl}
              className="transition-transform duration-500 group-hover:scale-[1.04]"
            />
          ) : (
            <span aria-hidden="true" className="block size-full bg-gradient-to-br from-primary/70 to-ink" />
          )}
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-black/55 text-white ring-1 ring-white/30 transition-transform group-hover:scale-110">
              <Play className="size-5 translate-x-px fill-current" />
            </span>
          </span>
          <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/75 to-transparent px-3 pb-2 pt-6 text-xs font-semibold text-white">
            <span className="sr-only">{t("card.watchVideo")}</span>
            {post.video.title}
          </span>
        </Link>
      )}

      <div className="flex items-center gap-3">
        <PostLikeButton post={post} />
        <Link
          href={`${href}#comments`}
          className="inline-flex h-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
          data-testid="post-comments-count"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          <span className="tabular-nums">
            {t("card.comments", { count: post.commentsCount, formatted: number(post.commentsCount) })}
          </span>
        </Link>
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div
      data-testid="community-post-skeleton"
      className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <Skeleton className="h-6 w-2/3" />
      <SkeletonLines className="space-y-2" lines={["h-4 w-full", "h-4 w-11/12", "h-4 w-3/5"]} />
      <Skeleton className="h-10 w-36 rounded-full" />
    </div>
  );
}
