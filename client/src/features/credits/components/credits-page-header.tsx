import type { ReactNode } from "react";

type CreditsPageHeaderProps = {
  title: string;
  subtitle: string;
  /** The balance beside the title (from 768 px; below it on a phone). */
  children: ReactNode;
};

/** The head of a page that sells credits: its title and a line about it, with the balance beside them. */
export function CreditsPageHeader({ title, subtitle, children }: CreditsPageHeaderProps) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 max-w-xl text-lg text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
