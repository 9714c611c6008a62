// The ledger: every claim checked, and what is wrong with those that fail

import { after, before, slice, type Span, type StoryText } from "./text-spans";

export type ConsistencyFinding = { original: string; corrected: string; explanation: string };
export type ConsistencyReport = { checkedClaims: number; holdingClaims: number; findings: ConsistencyFinding[] };

// Keyed by span: a claim that two checks reach is counted once, and the first finding on it stands.
export type ClaimLedger = { claims: Map<string, boolean>; findings: Map<string, ConsistencyFinding & { at: number }> };

export const emptyLedger = (): ClaimLedger => ({ claims: new Map(), findings: new Map() });

export function holds(ctx: ClaimLedger, span: Span): void {
  const key = `${span.start}:${span.end}`;
  if (!ctx.claims.has(key)) ctx.claims.set(key, true);
}

export function fails(ctx: ClaimLedger & StoryText, span: Span, corrected: string, explanation: string): void {
  const key = `${span.start}:${span.end}`;
  ctx.claims.set(key, false);
  if (!ctx.findings.has(key))
    ctx.findings.set(key, { original: slice(ctx, span), corrected, explanation, at: span.start });
}

/** The claim's text with one piece of it replaced. */
export function replaced(ctx: StoryText, claim: Span, piece: Span, text: string): string {
  return `${before(ctx, piece.start, claim.start)}${text}${after(ctx, piece.end, claim.end)}`;
}

export function reportOf(ledger: ClaimLedger): ConsistencyReport {
  const claims = [...ledger.claims.values()];
  const findings = [...ledger.findings.values()]
    .sort((a, b) => a.at - b.at)
    .map(({ original, corrected, explanation }) => ({ original, corrected, explanation }));
  return { checkedClaims: claims.length, holdingClaims: claims.filter(Boolean).length, findings };
}
