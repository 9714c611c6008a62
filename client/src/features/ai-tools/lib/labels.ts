import type { TFunction } from "i18next";
import { factualityColour } from "@common/ai-tools";

// The styles', platforms' and answering modes' names are the catalogue's `styles.<style>.label` (with its
// `.description`), `platforms.<platform>` and `modes.<mode>`.

export type FactualityVerdict = {
  /** Said in a word too (the catalogue's `verdict.<colour>`), so the colour is never the only sign. */
  colour: ReturnType<typeof factualityColour>;
  /** "85%" */
  percent: string;
};

/** content.md §5's colour rule (green from 0.8, yellow from 0.6, red below), with the score as a percentage. */
export function factualityVerdict(score: number): FactualityVerdict {
  return { colour: factualityColour(score), percent: `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%` };
}

/** "No claims could be checked" / "1 claim checked" / "4 claims checked" */
export function checkedClaimsLabel(count: number, t: TFunction<"ai-tools">): string {
  return count === 0 ? t("verify.noClaimsChecked") : t("verify.claimsChecked", { count });
}
