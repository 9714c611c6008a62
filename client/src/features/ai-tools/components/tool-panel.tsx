import type { FormEvent, ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { PendingButton } from "@/components/ui/pending-button";
import type { Tool } from "../lib/use-tool-run";
import { ResultPlaceholder } from "./result-card";
import { StoryField } from "./story-field";

type ToolPanelProps = {
  /** Names the form, its story field and button, and its words (the `ai-tools` keys `{tool}.storyLabel`…). */
  tool: Tool;
  icon: LucideIcon;
  story: string;
  onStoryChange: (story: string) => void;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The tool's own fields, after the story (a topic and a style, a platform). */
  children?: ReactNode;
  /** The last answer, beside the form; a placeholder stands there until the first. */
  result: ReactNode;
};

/** One AI tool: its form (the story, the tool's own fields, the button that runs it) and its result. */
export function ToolPanel({
  tool,
  icon: Icon,
  story,
  onStoryChange,
  pending,
  onSubmit,
  children,
  result,
}: ToolPanelProps) {
  const { t } = useTranslation("ai-tools");
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 p-5 sm:p-7">
        <form onSubmit={onSubmit} noValidate aria-label={t(`tools.${tool}`)} className="flex flex-col gap-5">
          <StoryField
            id={`${tool}-story`}
            label={t(`${tool}.storyLabel`)}
            hint={t(`${tool}.storyHint`)}
            placeholder={t(`${tool}.storyPlaceholder`)}
            value={story}
            onChange={onStoryChange}
          />
          {children}
          <PendingButton
            type="submit"
            size="lg"
            pending={pending}
            pendingLabel={t(`${tool}.pending`)}
            icon={<Icon aria-hidden="true" />}
            className="w-full sm:w-auto sm:self-start"
          >
            {t(`tools.${tool}`)}
          </PendingButton>
        </form>
      </Card>
      {result ?? <ResultPlaceholder icon={<Icon />}>{t(`${tool}.placeholder`)}</ResultPlaceholder>}
    </div>
  );
}
