import "@/i18n";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { referralHistorySchema } from "@common/referrals";
import { formattersFor } from "@/i18n/format";
import { REFERRAL_STATUS_CLASSES, balanceMayBeStale, creditsAwardedLabel, formatReferralDate } from "./referral-format";

const statusLabel = (status: string) => i18next.t(`referrals:status.${status}`);

describe("referral display", () => {
  it("labels the three statuses distinctly, and an unknown status reads as pending", () => {
    const labels = Object.keys(REFERRAL_STATUS_CLASSES).map(statusLabel);
    expect(labels).toEqual(["Pending", "Registered", "Completed"]);
    expect(new Set(Object.values(REFERRAL_STATUS_CLASSES)).size).toBe(3);

    const items = referralHistorySchema.parse([
      {
        id: 1,
        email: "j***@example.com",
        status: "archived",
        createdAt: "2025-05-07T10:00:00.000Z",
        creditsAwarded: 0,
      },
    ]);
    expect(items.map((item) => statusLabel(item.status))).toEqual(["Pending"]);
  });

  it("formats the date, and shows a date it cannot read as sent", () => {
    const english = formattersFor("en");
    expect(formatReferralDate("2025-05-07T10:00:00.000Z", english)).toMatch(/^May [67], 2025$/);
    expect(formatReferralDate("2025-05-07", english)).toBe("May 7, 2025");
    expect(formatReferralDate("2025-05-07", formattersFor("es"))).toBe("7 may 2025");
    expect(formatReferralDate("yesterday", english)).toBe("yesterday");
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
