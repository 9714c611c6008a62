import { describe, expect, it } from "vitest";
import { referralHistorySchema } from "@common/referrals";
import { REFERRAL_STATUS_DISPLAY, balanceMayBeStale, creditsAwardedLabel, formatReferralDate } from "./referral-format";

describe("referral display", () => {
  it("labels the three statuses distinctly, and an unknown status reads as pending", () => {
    const labels = Object.values(REFERRAL_STATUS_DISPLAY).map((s) => s.label);
    expect(labels).toEqual(["Pending", "Registered", "Completed"]);
    expect(new Set(Object.values(REFERRAL_STATUS_DISPLAY).map((s) => s.className)).size).toBe(3);

    const items = referralHistorySchema.parse([
      { id: 1, email: "j***@example.com", status: "archived", createdAt: "2025-05-07T10:00:00.000Z", creditsAwarded: 0 },
    ]);
    expect(items.map((item) => REFERRAL_STATUS_DISPLAY[item.status].label)).toEqual(["Pending"]);
  });

  it("formats the date, and shows a date it cannot read as sent", () => {
    expect(formatReferralDate("2025-05-07T10:00:00.000Z")).toMatch(/^May [67], 2025$/);
    expect(formatReferralDate("2025-05-07")).toBe("May 7, 2025");
    expect(formatReferralDate("yesterday")).toBe("yesterday");
  });

  it("labels the credits awarded for one friend", () => {
    expect(creditsAwardedLabel(0)).toBe("No credits yet");
    expect(creditsAwardedLabel(1)).toBe("+1 credit");
    expect(creditsAwardedLabel(8)).toBe("+8 credits");
  });
});

describe("balanceMayBeStale", () => {
  it("is true when the earned credits changed since the last load", () => {
    expect(balanceMayBeStale({ earnedCredits: 0 }, { earnedCredits: 3 })).toBe(true);
    expect(balanceMayBeStale({ earnedCredits: 3 }, { earnedCredits: 3 })).toBe(false);
  });

  it("on the first load, is true only when something was earned", () => {
    expect(balanceMayBeStale(undefined, { earnedCredits: 0 })).toBe(false);
    expect(balanceMayBeStale(undefined, { earnedCredits: 5 })).toBe(true);
  });
});
