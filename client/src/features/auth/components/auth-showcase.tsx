import { Clock, Coins, Quote, Share2 } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";

/** Each perk's title and text are the `auth` keys `showcase.{key}.title` and `.text`. */
const PERKS = [
  { key: "freeCredit", icon: Coins },
  { key: "fast", icon: Clock },
  { key: "everyFeed", icon: Share2 },
];

/** The brand panel beside the auth forms on wide screens. */
export function AuthShowcase() {
  const { t } = useTranslation("auth");
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
          <Trans t={t} i18nKey="showcase.title" components={{ em: <em className="text-[#ff9b7a]" /> }} />
        </h2>
        <ul className="mt-10 flex flex-col gap-6">
          {PERKS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/10">
                <Icon aria-hidden="true" className="size-5 text-[#ffc940]" />
              </span>
              <span>
                <span className="block font-semibold">{t(`showcase.${key}.title`)}</span>
                <span className="block text-sm text-[#d9cbbd]">{t(`showcase.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <figure className="relative mt-12 rounded-3xl bg-white/[0.07] p-6 ring-1 ring-white/10">
        <Quote aria-hidden="true" className="size-6 text-[#ff9b7a]" />
        <blockquote className="mt-3 text-[15px] leading-relaxed">{t("showcase.quote")}</blockquote>
        <figcaption className="mt-4 text-sm text-[#d9cbbd]">{t("showcase.quoteAuthor")}</figcaption>
      </figure>
    </div>
  );
}
