import i18next from "i18next";
import { registerSchema } from "@common/auth";
import { REFERRAL_SIGNUP_CREDITS } from "@common/referrals";

/**
 * The code of a referral link (`/auth?ref={code}`, content.md §9), trimmed; none when it is missing, blank, or not
 * something the register call would accept (so a mangled link never makes registration itself fail).
 */
export function referralCodeFromSearch(search: string): string | undefined {
  const raw = new URLSearchParams(search).get("ref");
  if (raw === null) return undefined;
  const parsed = registerSchema.shape.referralCode.safeParse(raw);
  return parsed.success && parsed.data ? parsed.data : undefined;
}

/** The success toast after registering: the spec's words, plus what became of a referral code that was sent. */
export function registrationToast(referralCodeSent: boolean, referralApplied: boolean | undefined) {
  const title = i18next.t("auth:toast.registrationSuccess");
  if (referralCodeSent && referralApplied === true) {
    return { title, description: i18next.t("auth:toast.referralApplied", { count: REFERRAL_SIGNUP_CREDITS }) };
  }
  if (referralCodeSent && referralApplied === false) {
    return { title, description: i18next.t("auth:toast.referralNotApplied") };
  }
  return { title, description: i18next.t("auth:toast.accountCreated") };
}
