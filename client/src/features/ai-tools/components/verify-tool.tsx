import { ShieldCheck } from "lucide-react";
import { verifyFactsRequestSchema } from "@common/ai-tools";
import { useVerifyFacts } from "../api/ai-tools";
import { useToolRun } from "../lib/use-tool-run";
import { ToolPanel } from "./tool-panel";
import { VerifyResult } from "./verify-result";

/** Verify facts (content.md §5, §8): a score with the colour rule, corrections and sources. */
export function VerifyTool() {
  const verify = useVerifyFacts();
  const { result, panel } = useToolRun(verify, verifyFactsRequestSchema, "verify", (storyText) => ({ storyText }));

  return <ToolPanel {...panel} icon={ShieldCheck} result={result && <VerifyResult result={result} />} />;
}
