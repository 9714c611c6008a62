import "@/i18n";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { referralHistorySchema } from "@common/referrals";
import { ReferralGuest } from "./referral-guest";
import { ReferralHistoryList } from "./referral-history";
import { ReferralRules } from "./referral-rules";
import { ReferralStatsCards } from "./referral-stats";

describe("the referral page's pieces", () => {
  it("asks a guest to log in, with a Log In button", () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/referrals">
        <ReferralGuest />
      </Router>,
    );
    expect(html).toContain("Please log in to access the referral program");
    expect(html).toMatch(/<button[^>]*>.*Log In<\/button>/);
  });

  it("labels each figure of the stats", () => {
    const html = renderToStaticMarkup(
      <ReferralStatsCards
        stats={{ totalReferrals: 4, pendingReferrals: 1, completedReferrals: 2, earnedCredits: 19 }}
      />,
    );
    const pairs = [...html.matchAll(/<dt[^>]*>.*?<\/span>([^<]+)<\/dt><dd[^>]*>(\d+)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toEqual([
      ["Total referrals", "4"],
      ["Pending", "1"],
      ["Completed", "2"],
      ["Credits earned", "19"],
    ]);
  });

  it("lists each friend with the masked email, status, date and credits, or says there is nobody yet", () => {
    const items = referralHistorySchema.parse([
      { id: 2, email: "m***@example.com", status: "completed", createdAt: "2025-05-08", creditsAwarded: 8 },
      { id: 1, email: "j***@example.com", status: "mystery", createdAt: "2025-05-07", creditsAwarded: 0 },
    ]);
    const html = renderToStaticMarkup(<ReferralHistoryList items={items} />);
    expect(html).toContain("m***@example.com");
    expect(html).toContain("Completed");
    expect(html).toContain("May 8, 2025");
    expect(html).toContain("+8 credits");
    expect(html).toContain("Pending");
    expect(html).toContain("No credits yet");

    expect(renderToStaticMarkup(<ReferralHistoryList items={[]} />)).toContain("No referrals yet");
  });

  it("explains the rules with the shared constants", () => {
    const html = renderToStaticMarkup(<ReferralRules />).replace(/&#x27;/g, "'");
    expect(html).toContain("You both get 3 free credits on sign-up through your link.");
    expect(html).toContain("You get 5 more credits on your friend's first purchase.");
  });
});
