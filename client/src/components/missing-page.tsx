import type { ComponentType } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

type MissingPageProps = {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  sentence: string;
  backHref: string;
  backLabel: string;
};

/** "Article Not Found" and its kin: what is missing, one sentence, and the way back to the list it came from. */
export function MissingPage({ icon: Icon, title, sentence, backHref, backLabel }: MissingPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{sentence}</p>
      <Button asChild className="mt-8">
        <Link href={backHref}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
    </section>
  );
}
