import type { ComponentType, SVGProps } from "react";
import { Settings2 } from "lucide-react";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  XIcon,
  YouTubeIcon,
} from "@/components/brand-icons";

type Platform = { name: string; tagline: string; icon: ComponentType<SVGProps<SVGSVGElement>>; tint: string };

const PLATFORMS: Platform[] = [
  { name: "TikTok", tagline: "Vertical, quick hooks and captions that pop", icon: TikTokIcon, tint: "bg-[#111] text-white" },
  { name: "Instagram", tagline: "Reels-ready 9:16 with bold on-screen text", icon: InstagramIcon, tint: "bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af] text-white" },
  { name: "YouTube", tagline: "Widescreen stories and Shorts that hold attention", icon: YouTubeIcon, tint: "bg-[#e62117] text-white" },
  { name: "LinkedIn", tagline: "Professional moments that start a conversation", icon: LinkedInIcon, tint: "bg-[#0a66c2] text-white" },
  { name: "Facebook", tagline: "Shareable memories for friends and family", icon: FacebookIcon, tint: "bg-[#1877f2] text-white" },
  { name: "Twitter", tagline: "Snappy clips that stop the scroll", icon: XIcon, tint: "bg-[#111] text-white" },
];

/** Where the video can go (core.md §2, step 1). Informational: the platform itself is chosen in step 2. */
export function PlatformShowcase() {
  return (
    <section aria-labelledby="platforms-heading" className="rounded-3xl border border-border bg-card p-5 sm:p-6">
      <h2 id="platforms-heading" className="font-display text-xl font-semibold">
        Made for every feed
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {PLATFORMS.map(({ name, tagline, icon: Icon, tint }) => (
          <li key={name} className="flex items-start gap-3 rounded-2xl bg-muted/60 p-3">
            <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${tint}`}>
              <Icon className="size-[18px]" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{name}</span>
              <span className="block text-xs leading-snug text-muted-foreground">{tagline}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
        <Settings2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        Each platform has optimized settings in the options: pick yours in the next step and we size and pace the video
        for it.
      </p>
    </section>
  );
}
