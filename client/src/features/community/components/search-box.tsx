import { useId, useRef } from "react";
import { Search, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";

type SearchBoxProps = { value: string; onChange: (value: string) => void; label: string };

/** content.md §5: the server searches titles, texts and author names. */
export function SearchBox({ value, onChange, label }: SearchBoxProps) {
  const { t } = useTranslation("community");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form role="search" className="relative" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("list.searchPlaceholder")}
        autoComplete="off"
        maxLength={200}
        className="h-12 rounded-full pl-12 pr-12 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => {
            onChange("");
            // The button goes away with the text: the keyboard's place moves back to the field.
            input.current?.focus();
          }}
          aria-label={t("list.clearSearch")}
          className="absolute right-2 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
