import { ArrowLeft, BookOpen, Clapperboard, FileQuestion, LayoutTemplate, Sparkles } from "lucide-react";
import { Link, Redirect, type RouteComponentProps } from "wouter";
import { Button } from "@/components/ui/button";
import { MissingPage } from "@/components/missing-page";
import { NewsletterBox } from "../components/newsletter-box";
import { isResourceType, isSlug, RESOURCE_TYPE_NOUNS, titleFromSlug, type ResourceType } from "../lib/resource-types";

const ICONS: Record<ResourceType, typeof BookOpen> = { guides: BookOpen, templates: LayoutTemplate, videos: Clapperboard };

/**
 * /resources/{type}/{slug} (content.md §2): guides, templates and videos are not published yet, so each shows a
 * "coming soon" page built here from the address; any other type goes back to /resources.
 */
export function ResourcePlaceholderPage({ params }: RouteComponentProps<{ type: string; slug: string }>) {
  if (!isResourceType(params.type)) return <Redirect to="/resources" replace />;
  if (!isSlug(params.slug)) return <ResourceNotFound />;

  const noun = RESOURCE_TYPE_NOUNS[params.type];
  const Icon = ICONS[params.type];
  const title = titleFromSlug(params.slug);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link
        href="/resources"
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Resources
      </Link>

      <section className="relative mt-6 overflow-hidden rounded-[2rem] border border-border bg-gradient-to-br from-primary-soft via-card to-accent/25 px-6 py-14 text-center sm:px-12 sm:py-20">
        <span aria-hidden="true" className="absolute -left-16 -top-16 size-56 rounded-full bg-accent/30 blur-3xl" />
        <div className="relative flex flex-col items-center">
          <span className="flex size-16 items-center justify-center rounded-3xl bg-card text-primary shadow-md">
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-6 inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent-foreground">
            <Sparkles aria-hidden="true" className="size-3.5" />
            Coming soon
          </p>
          <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">
            This {noun} is still being written. It will be published here soon; in the meantime, our articles cover the same
            ground.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/resources">Browse articles</Link>
          </Button>
        </div>
      </section>

      <NewsletterBox className="mx-auto mt-10 max-w-2xl sm:p-8" />
    </div>
  );
}

function ResourceNotFound() {
  return (
    <MissingPage
      icon={FileQuestion}
      title="Resource Not Found"
      sentence="This resource does not exist. Check the address, or browse what we have published."
      backHref="/resources"
      backLabel="Back to Resources"
    />
  );
}
