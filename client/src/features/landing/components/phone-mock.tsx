import { Heart, MessageCircle, Mic, Music2, Share2, Sparkles } from "lucide-react";

/** Captions cycle like a real short: one line at a time, the key word highlighted. */
const CAPTIONS = [
  { before: "Grandma was ", highlight: "71", after: " and had never ridden a bike." },
  { before: "So one Sunday she ", highlight: "borrowed", after: " mine." },
  { before: "Nobody told her she was ", highlight: "too old.", after: "" },
];

const CAPTION_DELAYS = ["0s", "2s", "4s"];

/**
 * A vertical video as it would look in a feed, drawn in CSS and SVG so the page
 * needs no images. Decorative: the copy around it says what it shows.
 */
export function PhoneMock() {
  return (
    <div aria-hidden="true" className="relative w-[264px] select-none sm:w-[290px]">
      <div className="rounded-[3rem] bg-[#15110e] p-2.5 shadow-[0_40px_80px_-20px_rgba(80,30,10,0.45)] ring-1 ring-black/10 dark:shadow-[0_40px_80px_-20px_rgba(0,0,0,0.8)] dark:ring-white/10">
        <div className="relative aspect-[9/19] overflow-hidden rounded-[2.4rem] bg-[#2b1630]">
          <SunsetScene />

          {/* Notch and story progress */}
          <div className="absolute left-1/2 top-2.5 h-5 w-24 -translate-x-1/2 rounded-full bg-[#15110e]" />
          <div className="absolute inset-x-5 top-10 flex gap-1">
            <span className="h-[3px] flex-1 rounded-full bg-white" />
            <span className="h-[3px] flex-1 overflow-hidden rounded-full bg-white/35">
              <span className="block h-full w-2/3 rounded-full bg-white" />
            </span>
            <span className="h-[3px] flex-1 rounded-full bg-white/35" />
          </div>
          <div className="absolute right-4 top-14 rounded-full bg-black/35 px-2 py-0.5 text-[10px] font-semibold text-white backdrop-blur">
            9:16 · 0:42
          </div>

          {/* Right rail */}
          <div className="absolute bottom-28 right-3 flex flex-col items-center gap-4 text-white">
            {[
              { icon: Heart, count: "12.4K", fill: true },
              { icon: MessageCircle, count: "318", fill: false },
              { icon: Share2, count: "1.2K", fill: false },
            ].map(({ icon: Icon, count, fill }) => (
              <span key={count} className="flex flex-col items-center gap-0.5 drop-shadow">
                <Icon className={fill ? "size-7 fill-[#ff5a5f] text-[#ff5a5f]" : "size-7"} strokeWidth={2} />
                <span className="text-[10px] font-semibold">{count}</span>
              </span>
            ))}
          </div>

          {/* Captions */}
          <div className="absolute left-4 right-14 top-[37%] h-24">
            {CAPTIONS.map((caption, index) => (
              <p
                key={caption.highlight}
                style={{ animationDelay: CAPTION_DELAYS[index] }}
                className={`absolute inset-x-0 top-0 animate-caption text-center font-sans text-[18px] [text-wrap:balance] font-extrabold leading-snug text-white [text-shadow:0_2px_10px_rgba(0,0,0,0.55)] motion-reduce:animate-none ${
                  index === 0 ? "opacity-100" : "opacity-0"
                }`}
              >
                {caption.before}
                <span className="rounded-md bg-[#ffc940] px-1.5 text-[#2e2100] [text-shadow:none] [box-decoration-break:clone]">
                  {caption.highlight}
                </span>
                {caption.after}
              </p>
            ))}
          </div>

          {/* Creator strip */}
          <div className="absolute inset-x-4 bottom-6 text-white">
            <div className="flex items-center gap-2">
              <span className="flex size-8 items-center justify-center rounded-full bg-[#ffc940] font-display text-sm font-bold text-[#2e2100] ring-2 ring-white">
                M
              </span>
              <span className="text-sm font-semibold drop-shadow">@maya.tells</span>
              <span className="rounded-md border border-white/70 px-1.5 text-[10px] font-semibold">Follow</span>
            </div>
            <p className="mt-2 text-xs leading-snug text-white/90 drop-shadow">
              The day Grandma stole my bike #storytime #grandma
            </p>
            <div className="mt-2 flex items-center gap-2 text-[11px] text-white/85">
              <Music2 className="size-3.5" />
              <span className="truncate">AI narration · Warm voice</span>
              <span className="ml-auto flex h-3 items-end gap-[2px]">
                {[0.45, 0.9, 0.6, 1, 0.5].map((height, index) => (
                  <span
                    key={index}
                    className="w-[3px] origin-bottom animate-pulse rounded-full bg-[#ffc940]"
                    style={{ height: `${height * 100}%`, animationDelay: `${index * 150}ms` }}
                  />
                ))}
              </span>
            </div>
          </div>
        </div>
      </div>

      {/* Floating proof points */}
      <div className="absolute -left-14 top-20 hidden w-52 animate-float rounded-2xl border border-border bg-card p-3.5 text-card-foreground shadow-xl shadow-black/10 sm:block lg:-left-24">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-primary">
          <span className="flex size-5 items-center justify-center rounded-full bg-primary-soft">
            <Sparkles className="size-3" />
          </span>
          Script enhanced
        </p>
        <p className="mt-2 text-[13px] leading-snug">“Nobody told Grandma she was too old. So she didn’t ask.”</p>
      </div>
      <div
        style={{ animationDelay: "-3s" }}
        className="absolute -left-16 bottom-36 hidden animate-float items-center gap-2.5 rounded-2xl border border-border bg-card p-3 pr-4 text-card-foreground shadow-xl shadow-black/10 sm:flex lg:-left-28"
      >
        <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Mic className="size-4" />
        </span>
        <span>
          <span className="block text-xs font-semibold">Narrated + captioned</span>
          <span className="block text-[11px] text-muted-foreground">Ready in 58 seconds</span>
        </span>
      </div>
    </div>
  );
}

function SunsetScene() {
  return (
    <svg viewBox="0 0 270 570" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b1f4a" />
          <stop offset="0.38" stopColor="#c2445a" />
          <stop offset="0.62" stopColor="#ff8a5c" />
          <stop offset="0.78" stopColor="#ffc46b" />
        </linearGradient>
        <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff4cf" />
          <stop offset="0.6" stopColor="#ffd98a" />
          <stop offset="1" stopColor="#ffd98a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.55" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.55" />
        </linearGradient>
      </defs>
      <rect width="270" height="570" fill="url(#sky)" />
      <circle cx="178" cy="360" r="70" fill="url(#sun)" />
      <circle cx="178" cy="360" r="34" fill="#fff1c9" />
      <path d="M0 372 C40 350 80 356 120 368 S200 350 270 362 V570 H0Z" fill="#a8406a" opacity="0.85" />
      <path d="M0 404 C50 384 95 398 140 406 S220 388 270 398 V570 H0Z" fill="#6e2c5a" />
      <path d="M0 440 C60 424 120 436 170 444 S240 430 270 436 V570 H0Z" fill="#3f1b3f" />
      {/* A cyclist on the ridge: the story's grandma */}
      <g transform="translate(160 384)" fill="none" stroke="#2a1130" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="0" cy="14" r="9" />
        <circle cx="34" cy="14" r="9" />
        <path d="M0 14 L12 0 L27 0 L34 14 M12 0 L17 14 L0 14 M27 0 L24 -6" />
        <path d="M17 14 L20 -4 L28 -14 M20 -4 L27 -2" />
        <circle cx="29" cy="-19" r="4.5" fill="#2a1130" stroke="none" />
      </g>
      <g fill="none" stroke="#3b1f4a" strokeWidth="2" strokeLinecap="round" opacity="0.7">
        <path d="M60 200 q6 -6 12 0 q6 -6 12 0" />
        <path d="M190 160 q5 -5 10 0 q5 -5 10 0" />
      </g>
      <rect width="270" height="570" fill="url(#shade)" />
    </svg>
  );
}
