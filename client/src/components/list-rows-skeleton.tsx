import type { ReactNode } from "react";
import { Skeleton, SkeletonLines } from "@/components/ui/skeleton";

type ListRowsSkeletonProps = {
  /** The list's name while it loads ("Loading history"). */
  label: string;
  /** What stands at each row's end (an amount, a status). */
  trailing: ReactNode;
};

/** Three placeholder rows of a history list: a picture, two lines and the row's end. */
export function ListRowsSkeleton({ label, trailing }: ListRowsSkeletonProps) {
  return (
    <ul className="divide-y divide-border" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex items-center gap-3 py-4 sm:gap-4">
          <Skeleton className="size-10 rounded-2xl" />
          <SkeletonLines className="flex-1 space-y-2" lines={["h-4 w-32", "h-3 w-44 max-w-full"]} />
          {trailing}
        </li>
      ))}
    </ul>
  );
}
