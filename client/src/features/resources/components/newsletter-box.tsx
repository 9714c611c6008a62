import { useId, useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { newsletterRequestSchema } from "@common/resources";
import { IconTile } from "@/components/ui/icon-tile";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/messages";
import { serverMessageOf } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useSubscribeToNewsletter } from "../api/resources";

/** The newsletter sign-up: checked here with the server's own rules, then the server's answer is toasted. */
export function NewsletterBox({ className }: { className?: string }) {
  const { t } = useTranslation("resources");
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterRequestSchema.safeParse({ email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? translateMessage(issue) : t("newsletter.invalidEmail"));
      return;
    }
    setError(null);
    subscribe.mutate(parsed.data.email, {
      onSuccess: ({ message }) => {
        setEmail("");
        toast({ title: translateMessage(message) });
      },
      onError: (failure) => setError(serverMessageOf(failure) ?? t("newsletter.failed")),
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-3xl bg-ink p-6 text-ink-foreground shadow-lg shadow-black/10", className)}
    >
      <IconTile icon={Mail} tone="accent" size="md" />
      <h2 id={`${id}-title`} className="mt-4 font-display text-xl font-semibold">
        {t("newsletter.title")}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-foreground/80">{t("newsletter.body")}</p>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-2">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t("newsletter.emailLabel")}
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("newsletter.emailPlaceholder")}
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
          {subscribe.isPending ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </Button>
      </form>
    </section>
  );
}
