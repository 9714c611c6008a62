import { Heart, MessageCircle, Mic, Music2, Share2, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";

import studioFrame from "../assets/studio-frame.jpg";

/**
 * A vertical video as it would look in a feed. The picture is a real frame the studio rendered from a story
 * (`npm run frames` writes it): its setting, people, headline and captions are what a user gets. Decorative: the
 * copy around it says what it shows.
 */
export function PhoneMock() {
  const { t } = useTranslation("landing");
  return (
    <div aria-hidden="true" className="relative w-[264px] select-none sm:w-[290px]">
      <div className="rounded-[3rem] bg-[#15110e] p-2.5 shadow-[0_40px_80px_-20px_rgba(80,30,10,0.45)] ring-1 ring-black/10 dark:shadow-[0_40px_80px_-20px_rgba(0,0,0,0.8)] dark:ring-white/10">
        <div className="relative aspect-[9/19] overflow-hidden rounded-[2.4rem] bg-[#2b1630]">
          {/* Below the fold on a phone: fetched when it comes near, not with what the first screen needs. */}
          <img
            src={studioFrame}
            alt=""
            width={540}
            height={960}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />

          {/* Notch and story progress */}
          <div className="absolute left-1/2 top-2.5 h-5 w-24 -translate-x-1/2 rounded-full bg-[#15110e]" />
          <div className="absolute inset-x-5 top-10 flex gap-1">
            <span className="h-[3px] flex-1 rounded-full bg-white" />
            <span className="h-[3px] flex-1 overflow-hidden rounded-full bg-white/35">
              <span className="block h-full w-2/3 rounded-full bg-white" />
            </span>
            <span className="h-[3px] flex-1 rounded-full bg-white/35" />
          </div>

          {/* Right rail */}
          <div className="absolute bottom-28 right-3 flex flex-col items-center gap-4 text-white">
            {/* Counts as a feed writes them ("12.4K" / "12,4 mil"), written out in the catalogues: a compact Intl
                formatter would cost the first screen more than the three numbers are worth. */}
            {[
              { icon: Heart, count: "likes", fill: true },
              { icon: MessageCircle, count: "comments", fill: false },
              { icon: Share2, count: "shares", fill: false },
            ].map(({ icon: Icon, count, fill }) => (
              <span key={count} className="flex flex-col items-center gap-0.5 drop-shadow">
                <Icon className={fill ? "size-7 fill-[#ff5a5f] text-[#ff5a5f]" : "size-7"} strokeWidth={2} />
                <span className="text-[10px] font-semibold">{t(`phone.${count}`)}</span>
              </span>
            ))}
          </div>

          {/* Creator strip */}
          <div className="absolute inset-x-4 bottom-6 text-white">
            <div className="flex items-center gap-2">
              <span className="flex size-8 items-center justify-center rounded-full bg-[#ffc940] font-display text-sm font-bold text-[#2e2100] ring-2 ring-white">
                M
              </span>
              <span className="text-sm font-semibold drop-shadow">@maya.tells</span>
              <span className="rounded-md border border-white/70 px-1.5 text-[10px] font-semibold">
                {t("phone.follow")}
              </span>
            </div>
            <p className="mt-2 text-xs leading-snug text-white/90 drop-shadow">{t("phone.caption")}</p>
            <div className="mt-2 flex items-center gap-2 text-[11px] text-white/85">
              <Music2 className="size-3.5" />
              <span className="truncate">{t("phone.narration")}</span>
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
      <div className="absolute -left-14 -top-6 hidden w-52 animate-float rounded-2xl border border-border bg-card p-3.5 text-card-foreground shadow-xl shadow-black/10 sm:block lg:-left-24">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-primary">
          <span className="flex size-5 items-center justify-center rounded-full bg-primary-soft">
            <Sparkles className="size-3" />
          </span>
          {t("phone.scriptEnhanced")}
        </p>
        <p className="mt-2 text-[13px] leading-snug">{t("phone.quote")}</p>
      </div>
      <div
        style={{ animationDelay: "-3s" }}
        className="absolute -left-16 -bottom-4 hidden animate-float items-center gap-2.5 rounded-2xl border border-border bg-card p-3 pr-4 text-card-foreground shadow-xl shadow-black/10 sm:flex lg:-left-28"
      >
        <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Mic className="size-4" />
        </span>
        <span>
          <span className="block text-xs font-semibold">{t("phone.narrated")}</span>
          <span className="block text-[11px] text-muted-foreground">{t("phone.ready")}</span>
        </span>
      </div>
    </div>
  );
}
