import { useState, type FormEvent } from "react";
import { LoaderCircle, ShieldCheck } from "lucide-react";
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
  const verify = useVerifyFacts();
  const [story, setStory] = useState("");
  const { result, pending, submit } = useToolRun(verify, verifyFactsRequestSchema, { success: "Fact verification completed", failure: "Failed to verify facts. Please try again." });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event, { storyText: story });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0 p-5 sm:p-7">
        <form onSubmit={onSubmit} noValidate aria-label="Verify Facts" className="flex flex-col gap-5">
          <StoryField
            id="verify-story"
            label="Story to check"
            hint="The story’s dates, ages, durations, counts and sums are checked against each other: “aged 30 in 2019” and “born in 1995” cannot both be right. Where web search is set up, claims about the world are checked online too."
            placeholder="In 2019, when I was 30, I finally ran my first marathon…"
            value={story}
            onChange={setStory}
          />
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ShieldCheck aria-hidden="true" />}
            {pending ? "Verifying..." : "Verify Facts"}
          </Button>
        </form>
      </Card>
      {result ? (
        <VerifyResult result={result} />
      ) : (
        <ResultPlaceholder icon={<ShieldCheck />}>The score, what was checked and any corrections will appear here.</ResultPlaceholder>
      )}
    </div>
  );
}
