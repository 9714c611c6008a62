import type { ReactNode } from "react";

type LoadingRegionProps = {
  /** What is loading, read out once ("Loading posts…"); the placeholders themselves say nothing. */
  label: string;
  className?: string;
  /** The placeholders, shaped like what will stand there. */
  children: ReactNode;
};

/** Where something is still loading: busy for assistive technology, with one spoken line and the skeletons. */
export function LoadingRegion({ label, className, children }: LoadingRegionProps) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
