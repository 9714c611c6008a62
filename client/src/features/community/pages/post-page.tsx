import { useEffect, useRef, useState } from "react";
import { FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, type RouteComponentProps } from "wouter";
import { hashtagsOf, type CommunityPost } from "@common/community";
import { BackLink } from "@/components/back-link";
import { CommentsButton } from "@/components/comments-section";
import { LoadingRegion } from "@/components/loading-region";
import { MemberAvatar } from "@/components/member-avatar";
import { TimeAgo } from "@/components/time-ago";
import { VideoPlayer } from "@/components/video-player";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";
import { recordIdFrom } from "@/lib/record-id";
import { useUser } from "@/lib/use-user";
import { cn } from "@/lib/utils";
import { CommunityRecordUnavailable } from "../components/community-record-unavailable";
import { usePost, usePostComments } from "../api/community";
import { PostComments } from "../components/post-comments";
import { PostEditor } from "../components/post-editor";
import { PostLikeButton } from "../components/post-like-button";
import { PostOwnerActions } from "../components/post-owner-actions";
import { PostText } from "../components/post-text";
import { TopicLinks } from "../components/topic-links";
import { useFocusWhenClosed } from "../lib/use-focus-when-closed";

/** /community/posts/{id}: the post, its video, Like and the comments; its author edits it here and deletes it. */
export function PostPage({ params }: RouteComponentProps<{ id: string }>) {
  const id = recordIdFrom(params.id);
  const post = usePost(id);

  if (id === null || post.isError) {
    return <CommunityRecordUnavailable query={post} icon={FileQuestion} record="post" />;
  }
  if (!post.data) return <PostSkeleton />;
  return <PostDetail post={post.data} />;
}

function PostDetail({ post }: { post: CommunityPost }) {
  const { t } = useTranslation("community");
  const { user } = useUser();
  const comments = useRef<HTMLElement>(null);
  const commentList = usePostComments(post.id);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusWhenClosed(editing, editButton);

  // A link to /community/posts/{id}#comments lands on the comments once they are on the page.
  useEffect(() => {
    if (window.location.hash === "#comments") comments.current?.scrollIntoView({ block: "start" });
  }, []);

  if (editing) return <PostEditor post={post} onClose={() => setEditing(false)} />;

  const own = user !== null && user.id === post.user.id;
  // The text's own hashtags are links where they stand; only a title's are listed below it, so none shows twice.
  const inText = new Set(hashtagsOf(post.content));
  const withVideo = post.video !== null;
  return (
    <article
      className={cn("mx-auto px-4 py-8 sm:px-6 sm:py-12 lg:px-8", withVideo ? "max-w-7xl" : "max-w-3xl")}
      data-testid="community-post-detail"
    >
      <BackLink href="/community">{t("backToCommunity")}</BackLink>

      <div
        className={cn(
          "mt-6 grid gap-8",
          withVideo && "lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-12",
        )}
      >
        <header className={cn("flex min-w-0 flex-col gap-4", withVideo && "lg:col-start-2 lg:row-start-1")}>
          <div className="flex items-center gap-3">
            <MemberAvatar username={post.user.username} profilePicture={post.user.profilePicture} />
            <p className="flex min-w-0 flex-col text-sm">
              <Link
                href={`/community/users/${post.user.id}`}
                className="truncate rounded-sm font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {post.user.username}
              </Link>
              <TimeAgo date={post.createdAt} className="text-muted-foreground" />
            </p>
          </div>
          <h1 className="break-words font-display text-3xl font-semibold tracking-tight sm:text-4xl">{post.title}</h1>
        </header>

        {post.video && (
          <div className="min-w-0 lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <VideoPlayer
              src={post.video.videoUrl}
              poster={post.video.thumbnailUrl}
              captionsUrl={post.video.captionsUrl}
              captionsBurnedIn
              title={post.video.title}
              script=""
              showActions={false}
            />
            <p className="mt-3 text-center text-sm text-muted-foreground">{post.video.title}</p>
          </div>
        )}

        <div className={cn("flex min-w-0 flex-col gap-6", withVideo && "lg:col-start-2")}>
          {/* Plain text: React escapes it, and the writer's line breaks are kept. */}
          <p
            className="whitespace-pre-wrap break-words text-base leading-relaxed sm:text-lg"
            data-testid="post-content"
          >
            <PostText text={post.content} />
          </p>
          <TopicLinks topics={post.topics.filter((topic) => !inText.has(topic))} />
          <div className="flex flex-wrap items-center gap-2 border-y border-border py-4" data-testid="post-actions">
            <PostLikeButton post={post} variant="full" />
            <CommentsButton count={post.commentsCount} sectionRef={comments} />
            {own && <PostOwnerActions post={post} onEdit={() => setEditing(true)} editRef={editButton} />}
          </div>
          <PostComments ref={comments} postId={post.id} comments={commentList} count={post.commentsCount} />
        </div>
      </div>
    </article>
  );
}

function PostSkeleton() {
  const { t } = useTranslation("community");
  return (
    <LoadingRegion label={t("post.loading")} className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Skeleton className="h-5 w-40" />
      <div className="mt-8 flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="mt-5 h-10 w-full max-w-xl" />
      <SkeletonLines className="mt-8 space-y-3" lines={["h-5 w-full", "h-5 w-11/12", "h-5 w-3/4"]} />
      <Skeleton className="mt-8 h-10 w-48 rounded-full" />
    </LoadingRegion>
  );
}
