import type { ReactNode } from "react";
import { AlertTriangle } from "lucide-react";
import { Card } from "@/components/ui/card";

type GenerationProblemProps = { title: string; message: string; children: ReactNode };

/** Stands in for the processing screen when a generation fails or cannot be followed. */
export function GenerationProblem({ title, message, children }: GenerationProblemProps) {
  return (
    <Card
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 p-8 text-center sm:p-10"
      data-testid="generation-problem"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle aria-hidden="true" className="size-8" />
      </span>
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
    </Card>
  );
}
