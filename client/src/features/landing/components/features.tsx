import { Captions, Palette, ShieldCheck, WandSparkles } from "lucide-react";
import { Card } from "@/components/ui/card";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, YouTubeIcon } from "@/components/brand-icons";

/** Frame shapes per platform, as the help articles give them. */
const PLATFORMS = [
  { name: "TikTok", icon: TikTokIcon, ratio: "9:16", shape: "aspect-[9/16] h-12 sm:h-16", note: "Vertical, hook first" },
  { name: "Instagram", icon: InstagramIcon, ratio: "9:16 · 1:1", shape: "aspect-[9/16] h-12 sm:h-16", note: "Reels and feed" },
  { name: "YouTube", icon: YouTubeIcon, ratio: "16:9", shape: "aspect-[16/9] w-14 sm:w-20", note: "Widescreen" },
  { name: "LinkedIn", icon: LinkedInIcon, ratio: "16:9", shape: "aspect-[16/9] w-14 sm:w-20", note: "Professional tone" },
  { name: "Facebook", icon: FacebookIcon, ratio: "16:9 · 1:1", shape: "aspect-square h-10 sm:h-14", note: "Feed friendly" },
];

const FEATURES = [
  {
    icon: WandSparkles,
    title: "AI-enhanced script",
    text: "Your words, tightened: a hook in the first seconds, a clear arc and a line people remember.",
  },
  {
    icon: Captions,
    title: "Narration and captions",
    text: "A synthetic narrator voice reads your story aloud, and bold, word-timed captions keep silent scrollers following.",
  },
  {
    icon: Palette,
    title: "Styles that fit the story",
    text: "Cinematic, animated, documentary or minimalist, with the mood and genre to match.",
  },
  {
    icon: ShieldCheck,
    title: "Fair, simple credits",
    text: "One credit per video. Credits never expire, and a failed video never costs you one.",
  },
];

export function Features() {
  return (
    <section data-tour="landing-features" aria-labelledby="features-title" className="border-y border-border bg-muted/40 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-end">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-primary">Features</p>
            <h2 id="features-title" className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
              Made for every feed
            </h2>
          </div>
          <p className="text-lg text-muted-foreground">
            Pick where you are posting and StoryBites sets the frame, pacing and caption style for that platform, so
            the same story lands on a phone in portrait or a laptop in landscape.
          </p>
        </div>

        <ul className="mt-12 grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {PLATFORMS.map(({ name, icon: Icon, ratio, shape, note }) => (
            <li
              key={name}
              className="flex items-center gap-4 rounded-3xl border border-border bg-card px-4 py-3 sm:flex-col sm:gap-0 sm:p-5 sm:text-center"
            >
              <div aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center sm:size-20">
                <div
                  className={`${shape} flex items-center justify-center rounded-lg border-2 border-primary/60 bg-primary-soft text-primary-soft-foreground`}
                >
                  <Icon className="size-5" />
                </div>
              </div>
              <div className="min-w-0 flex-1 sm:mt-3">
                <div className="flex items-baseline justify-between gap-2 sm:block">
                  <h3 className="font-semibold">{name}</h3>
                  <p className="text-sm font-semibold tabular-nums text-primary">{ratio}</p>
                </div>
                <p className="mt-0.5 text-sm text-muted-foreground sm:mt-1 sm:text-xs">{note}</p>
              </div>
            </li>
          ))}
        </ul>

        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex h-full gap-4 p-5 sm:block sm:p-6">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold sm:mt-5">{title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground sm:mt-2">{text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
