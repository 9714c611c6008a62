import type { ComponentType, ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;

/** A card's or side panel's title, after its small picture in the primary colour. */
function IconHeading({ icon: Icon, id, children }: { icon: Icon; id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 font-display text-xl font-semibold">
      <Icon aria-hidden="true" className="size-5 text-primary" />
      {children}
    </h2>
  );
}

type TitledCardProps = { icon: Icon; title: string; className?: string; children: ReactNode };

/** A card of a page with its own title: the balance history, the referral link, an example's texts. */
export function TitledCard({ icon, title, className, children }: TitledCardProps) {
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <IconHeading icon={icon}>{title}</IconHeading>
      {children}
    </Card>
  );
}

type TitledSectionProps = TitledCardProps & {
  /** The heading's id, which names the section. */
  id: string;
};

/** A side panel of a page (the community's figures, trending topics): a section named by its title. */
export function TitledSection({ id, icon, title, className, children }: TitledSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-3xl border border-border bg-card p-6 text-card-foreground", className)}
    >
      <IconHeading id={id} icon={icon}>
        {title}
      </IconHeading>
      {children}
    </section>
  );
}
