import { FlaskConical } from "lucide-react";
import { cn } from "@/lib/utils";

/** Shown wherever money could seem to change hands while the built-in test provider is active. */
export function TestModeBanner({ className }: { className?: string }) {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className={cn("flex items-start gap-3 rounded-2xl border border-accent bg-accent/20 px-4 py-3 text-sm text-foreground", className)}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-foreground dark:text-accent" />
      <p>
        <strong className="font-semibold">Test mode: no real charge.</strong> Pay with{" "}
        <span className="whitespace-nowrap font-mono">4242 4242 4242 4242</span>, any future date and any CVC. Try{" "}
        <span className="whitespace-nowrap font-mono">4000 0000 0000 0002</span> to see a declined card.
      </p>
    </div>
  );
}
