import { ArrowRight, BookOpen, Brain, Clapperboard, Info, PenLine, Target } from "lucide-react";
import { Link } from "wouter";

const CATEGORIES = [
  { href: "/resources/category/storytelling", label: "Storytelling", text: "Hooks, structure and endings that land.", icon: PenLine },
  { href: "/resources/category/strategy", label: "Strategy", text: "Posting, platforms and growing an audience.", icon: Target },
  { href: "/resources/category/psychology", label: "Psychology", text: "Why some stories stick and others scroll by.", icon: Brain },
];

const MORE = [
  { href: "/showcase", label: "Showcase", text: "Example videos made from real stories, with the text they started from.", icon: Clapperboard },
  { href: "/about", label: "About StoryBites", text: "Our mission, how it works, and a guided tour of the site.", icon: Info },
];

const cardLink =
  "group flex h-full items-start gap-4 rounded-3xl border border-border bg-card p-5 shadow-sm shadow-black/[0.03] transition-colors hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:p-6";

/** The Resources tab: where to learn more, on this site. */
export function ResourceLinks() {
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="support-resource-center" className="rounded-3xl border border-border bg-muted/50 p-5 sm:p-7">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
              <BookOpen aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id="support-resource-center" className="font-display text-xl font-semibold">
                Resource Center
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">Guides and articles on telling stories people finish watching.</p>
            </div>
          </div>
          <Link
            href="/resources"
            className="inline-flex h-10 items-center gap-2 self-start rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:self-center"
          >
            Browse all resources
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul aria-label="Resource categories" className="mt-6 grid gap-3 md:grid-cols-3">
          {CATEGORIES.map(({ href, label, text, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className={cardLink}>
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold group-hover:text-primary">{label}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ul aria-label="More from StoryBites" className="grid gap-4 md:grid-cols-2">
        {MORE.map(({ href, label, text, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className={cardLink}>
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent/25 text-accent-foreground dark:bg-accent/15 dark:text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block font-display text-lg font-semibold group-hover:text-primary">{label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
              </span>
              <ArrowRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
