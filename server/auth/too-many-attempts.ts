import type { MessageCode } from "@common/messages";
import { DomainError } from "../domain-error";

/** A refusal that says in minutes when to try again ("…Please wait 15 minutes and try again."), its header in seconds. */
export function tooManyAttempts(
  code: Extract<MessageCode, "too_many_logins" | "too_many_signups">,
  msBeforeNext: number,
) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new DomainError("too_many_attempts", { code, params: { count: minutes } }, Math.ceil(msBeforeNext / 1000));
}
