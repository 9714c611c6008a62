import type { ComponentType } from "react";
import { ArrowLeft } from "lucide-react";
import { IconTile } from "@/components/ui/icon-tile";
import { ButtonLink } from "@/components/ui/button-link";

type MissingPageProps = {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  sentence: string;
  backHref: string;
  backLabel: string;
};

/** "Article Not Found" and its kin: what is missing, one sentence, and the way back to the list it came from. */
export function MissingPage({ icon, title, sentence, backHref, backLabel }: MissingPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <IconTile icon={icon} size="2xl" />
      <h1 className="mt-6 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{sentence}</p>
      <ButtonLink href={backHref} className="mt-8">
        <ArrowLeft aria-hidden="true" />
        {backLabel}
      </ButtonLink>
    </section>
  );
}
