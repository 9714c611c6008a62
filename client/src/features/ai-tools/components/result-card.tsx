import { useEffect, useId, useRef, type ReactNode } from "react";
import type { AnsweredBy } from "@common/ai-tools";
import { Card } from "@/components/ui/card";
import { AnsweredByBadge, FallbackNote } from "./answered-by";

type ResultCardProps = {
  title: string;
  answeredBy: AnsweredBy;
  /** A new value (each new answer) moves keyboard focus to the heading, so the result is what is read next. */
  focusKey: unknown;
  children: ReactNode;
  testId: string;
};

/** One tool's answer: its heading, who answered (and why the offline engine did, if a provider failed), then the answer. */
export function ResultCard({ title, answeredBy, focusKey, children, testId }: ResultCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [focusKey]);

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-4 p-5 sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="rounded-md font-display text-xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
        >
          {title}
        </h2>
        <AnsweredByBadge answeredBy={answeredBy} />
      </div>
      <FallbackNote answeredBy={answeredBy} />
      {children}
    </Card>
  );
}

/** Where a result will appear, before there is one. */
export function ResultPlaceholder({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-3xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-muted text-muted-foreground [&_svg]:size-5">
        {icon}
      </span>
      {children}
    </div>
  );
}
