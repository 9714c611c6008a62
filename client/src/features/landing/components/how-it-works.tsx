import type { ReactNode } from "react";
import { Download, Palette, PenLine, Share2 } from "lucide-react";
import { Card } from "@/components/ui/card";
import { InstagramIcon, TikTokIcon, YouTubeIcon } from "@/components/brand-icons";

type Step = { title: string; text: string; icon: typeof PenLine; preview: ReactNode };

const STEPS: Step[] = [
  {
    title: "Write your story",
    text: "A few honest sentences are enough: the funny, the awkward, the moment that stuck with you.",
    icon: PenLine,
    preview: (
      <div className="rounded-2xl border border-border bg-background p-4 text-left text-sm leading-relaxed">
        <p>
          My grandma was 71 when she decided she'd finally learn to ride a bike. She borrowed mine without asking
          <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-primary" />
        </p>
        <p className="mt-3 text-right text-xs tabular-nums text-muted-foreground">142/1000</p>
      </div>
    ),
  },
  {
    title: "Pick your style",
    text: "Choose the platform, look, mood and length. Sensible defaults mean you can also just hit go.",
    icon: Palette,
    preview: (
      <div className="flex flex-wrap gap-2 rounded-2xl border border-border bg-background p-4">
        {["Cinematic", "Animated", "Documentary", "Minimalist"].map((style, index) => (
          <span
            key={style}
            className={
              index === 0
                ? "rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground"
                : "rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground"
            }
          >
            {style}
          </span>
        ))}
        <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
          TikTok · 9:16
        </span>
        <span className="rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground">
          Nostalgic
        </span>
      </div>
    ),
  },
  {
    title: "Share your video",
    text: "Get a narrated, captioned MP4 in about a minute. Download it and post it wherever your people are.",
    icon: Share2,
    preview: (
      <div className="flex items-center gap-3 rounded-2xl border border-border bg-background p-4">
        <span className="flex h-9 flex-1 items-center justify-center gap-2 rounded-full bg-primary text-xs font-semibold text-primary-foreground">
          <Download className="size-4" />
          Download Video
        </span>
        {[TikTokIcon, InstagramIcon, YouTubeIcon].map((Icon, index) => (
          <span key={index} className="flex size-9 items-center justify-center rounded-full border border-border">
            <Icon className="size-4" />
          </span>
        ))}
      </div>
    ),
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" data-tour="landing-how" aria-labelledby="how-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-primary">How it works</p>
          <h2 id="how-title" className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            From a few lines to a finished video
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">Three steps. No editing timeline, no stock footage hunt.</p>
        </div>

        <ol className="mt-14 grid gap-6 lg:grid-cols-3">
          {STEPS.map(({ title, text, icon: Icon, preview }, index) => (
            <li key={title}>
              <Card className="flex h-full flex-col p-6 sm:p-7">
                <div className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="font-display text-5xl font-bold text-primary/15">
                    {index + 1}
                  </span>
                </div>
                <h3 className="mt-6 font-display text-2xl font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
                <div aria-hidden="true" className="mt-6">
                  {preview}
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
