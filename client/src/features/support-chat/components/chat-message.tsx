import { ArrowUpRight, BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { openHelpCenter } from "@/lib/help-center";
import { cn } from "@/lib/utils";
import { type DisplayMessage, messageText } from "../lib/conversation";

type ChatMessageProps = {
  message: DisplayMessage;
  /** Called when one of the answer's links is followed (the widget makes room for the page on a phone). */
  onFollowLink?: () => void;
};

const linkStyle =
  "inline-flex items-start gap-1 rounded text-left font-semibold text-primary-soft-foreground underline decoration-1 underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * One message: plain text with its line breaks (never HTML), and for an answer the Help Center articles (opened in the
 * Help Center, over the page) and the app pages it comes from.
 */
export function ChatMessageBubble({ message, onFollowLink }: ChatMessageProps) {
  const { t } = useTranslation("support-chat");
  const fromUser = message.role === "user";
  const helpArticles = message.helpArticles ?? [];
  const links = message.links ?? [];
  return (
    <li
      className={cn("flex", fromUser ? "justify-end" : "justify-start")}
      data-testid={fromUser ? "chat-user-message" : "chat-bot-message"}
    >
      <div
        className={cn(
          "min-w-0 max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed",
          fromUser ? "rounded-br-md bg-primary text-primary-foreground" : "rounded-bl-md bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{t(fromUser ? "speaker.you" : "speaker.helper")} </span>
        <p className="whitespace-pre-wrap break-words">{messageText(message, t)}</p>
        {helpArticles.length + links.length > 0 && (
          <ul aria-label={t("relatedPages")} className="mt-2.5 flex flex-col gap-1.5 border-t border-border pt-2.5">
            {helpArticles.map((article) => (
              <li key={article.id}>
                <button type="button" onClick={() => openHelpCenter(article.id)} className={linkStyle}>
                  <BookOpen aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  <span className="break-words">{t("readArticle", { title: article.title })}</span>
                </button>
              </li>
            ))}
            {links.map((link) => (
              <li key={`${link.href}-${link.title}`}>
                <Link href={link.href} onClick={onFollowLink} className={linkStyle}>
                  <span className="break-words">{link.title}</span>
                  <ArrowUpRight aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Three dots while the answer is on its way; a screen reader hears it once. */
export function TypingIndicator() {
  const { t } = useTranslation("support-chat");
  return (
    <li className="flex justify-start" data-testid="chat-typing">
      <div role="status" className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-muted px-4 py-3.5">
        <span className="sr-only">{t("typing")}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-1.5 animate-bounce rounded-full bg-muted-foreground"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
