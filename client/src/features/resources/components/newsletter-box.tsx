import { useId, useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { newsletterRequestSchema } from "@common/resources";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useSubscribeToNewsletter } from "../api/resources";

/** The newsletter sign-up: checked here with the server's own rules, then the server's answer is toasted. */
export function NewsletterBox({ className }: { className?: string }) {
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address.");
      return;
    }
    setError(null);
    subscribe.mutate(parsed.data.email, {
      onSuccess: ({ message }) => {
        setEmail("");
        toast({ title: message });
      },
      onError: (failure) => setError(serverMessageOf(failure) ?? "We could not subscribe you right now. Please try again."),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cn("rounded-3xl bg-ink p-6 text-ink-foreground shadow-lg shadow-black/10", className)}>
      <span className="flex size-11 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Mail aria-hidden="true" className="size-5" />
      </span>
      <h2 id={`${id}-title`} className="mt-4 font-display text-xl font-semibold">
        Get storytelling tips weekly
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-foreground/80">
        One short email with new guides, hooks that work and examples from the community. Unsubscribe any time.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-2">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          Email address
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="border-white/20 bg-white/10 text-ink-foreground placeholder:text-ink-foreground/55 focus-visible:border-accent focus-visible:ring-accent/40"
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-[#ffb59c]">
            {error}
          </p>
        )}
        <Button type="submit" variant="accent" className="mt-1 w-full" disabled={subscribe.isPending}>
          {subscribe.isPending ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
    </section>
  );
}
