import { Quote } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EXAMPLE_STORIES } from "../lib/examples";

/** Two ready-made stories; choosing one replaces the text area's content. */
export function ExampleStories({ onUse }: { onUse: (story: string) => void }) {
  return (
    <section aria-labelledby="examples-heading">
      <h2 id="examples-heading" className="font-display text-lg font-semibold">
        Need inspiration?
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Start from an example, then make it yours.</p>
      <ul className="mt-3 flex flex-col gap-3">
        {EXAMPLE_STORIES.map(({ title, story }) => (
          <li key={title} className="rounded-2xl border border-border bg-background p-4">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Quote aria-hidden="true" className="size-4 text-primary" />
              {title}
            </p>
            <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{story}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => onUse(story)}
              aria-label={`Use the example “${title}”`}
            >
              Use this story
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
