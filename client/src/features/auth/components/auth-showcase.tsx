import { Clock, Coins, Quote, Share2 } from "lucide-react";

const PERKS = [
  { icon: Coins, title: "1 free credit", text: "Your first video is on us. No card needed." },
  { icon: Clock, title: "Ready in about a minute", text: "Script, narration, captions and edit, done for you." },
  { icon: Share2, title: "Made for every feed", text: "TikTok, Reels, Shorts, LinkedIn and Facebook formats." },
];

/** The brand panel beside the auth forms on wide screens. */
export function AuthShowcase() {
  return (
    <div className="relative flex h-full flex-col justify-between overflow-hidden rounded-[2rem] bg-ink p-10 text-ink-foreground">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-80 rounded-full bg-[radial-gradient(circle,#ff8a65_0%,transparent_65%)] opacity-50"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-96 rounded-full bg-[radial-gradient(circle,#ffc940_0%,transparent_65%)] opacity-25"
      />
      <div className="relative">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-[#ffc940]">StoryBites</p>
        <h2 className="mt-4 font-display text-4xl font-semibold leading-tight">
          Your story deserves <em className="text-[#ff9b7a]">an audience.</em>
        </h2>
        <ul className="mt-10 flex flex-col gap-6">
          {PERKS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/10">
                <Icon aria-hidden="true" className="size-5 text-[#ffc940]" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-[#d9cbbd]">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <figure className="relative mt-12 rounded-3xl bg-white/[0.07] p-6 ring-1 ring-white/10">
        <Quote aria-hidden="true" className="size-6 text-[#ff9b7a]" />
        <blockquote className="mt-3 text-[15px] leading-relaxed">
          I typed out the story of my grandma's first email. Two minutes later it was a captioned video my whole family
          shared.
        </blockquote>
        <figcaption className="mt-4 text-sm text-[#d9cbbd]">Maya R., storyteller on TikTok</figcaption>
      </figure>
    </div>
  );
}
