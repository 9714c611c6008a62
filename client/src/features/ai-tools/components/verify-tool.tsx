import { useState, type FormEvent } from "react";
import { LoaderCircle, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { verifyFactsRequestSchema } from "@common/ai-tools";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useVerifyFacts } from "../api/ai-tools";
import { useToolRun } from "../lib/use-tool-run";
import { ResultPlaceholder } from "./result-card";
import { StoryField } from "./story-field";
import { VerifyResult } from "./verify-result";

/** Verify facts (content.md §5, §8): a score with the colour rule, corrections and sources. */
export function VerifyTool() {
  const { t } = useTranslation("ai-tools");
  const verify = useVerifyFacts();
  const [story, setStory] = useState("");
  const { result, pending, submit } = useToolRun(verify, verifyFactsRequestSchema, "verify");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event, { storyText: story });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 p-5 sm:p-7">
        <form onSubmit={onSubmit} noValidate aria-label={t("tools.verify")} className="flex flex-col gap-5">
          <StoryField
            id="verify-story"
            label={t("verify.storyLabel")}
            hint={t("verify.storyHint")}
            placeholder={t("verify.storyPlaceholder")}
            value={story}
            onChange={setStory}
          />
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
            {pending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <ShieldCheck aria-hidden="true" />
            )}
            {pending ? t("verify.pending") : t("tools.verify")}
          </Button>
        </form>
      </Card>
      {result ? (
        <VerifyResult result={result} />
      ) : (
        <ResultPlaceholder icon={<ShieldCheck />}>{t("verify.placeholder")}</ResultPlaceholder>
      )}
    </div>
  );
}
