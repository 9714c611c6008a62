import type { ReactNode } from "react";

/** One titled group of options inside the step 2 form. */
export function OptionsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 border-t border-border pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
