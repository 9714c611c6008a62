import { useTranslation } from "react-i18next";
import { STORY_MAX_LENGTH } from "@common/video-options";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type StoryFieldProps = {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
};

/** The story a tool works on, with the video wizard's limit and its live "n/1000" counter. */
export function StoryField({ id, label, hint, value, onChange, disabled, placeholder }: StoryFieldProps) {
  const { t } = useTranslation("ai-tools");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <Textarea
        id={id}
        rows={7}
        value={value}
        maxLength={STORY_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={`${id}-hint ${id}-count`}
        className="min-h-40"
      />
      <p id={`${id}-count`} data-testid={`${id}-count`} className="self-end text-xs tabular-nums text-muted-foreground">
        <span aria-hidden="true">
          {value.length}/{STORY_MAX_LENGTH}
        </span>
        <span className="sr-only">{t("storyCount", { length: value.length, max: STORY_MAX_LENGTH })}</span>
      </p>
    </div>
  );
}
