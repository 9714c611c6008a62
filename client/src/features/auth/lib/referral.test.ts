import "@/i18n";
import { describe, expect, it } from "vitest";
import { referralCodeFromSearch, registrationToast } from "./referral";

describe("referralCodeFromSearch", () => {
  it("reads the ref parameter of a referral link, trimmed and decoded", () => {
    expect(referralCodeFromSearch("ref=AB12CD")).toBe("AB12CD");
    expect(referralCodeFromSearch("?tab=login&ref=%20AB%2B12%20")).toBe("AB+12");
  });

  it("ignores a missing, blank or oversized code", () => {
    expect(referralCodeFromSearch("")).toBeUndefined();
    expect(referralCodeFromSearch("tab=register")).toBeUndefined();
    expect(referralCodeFromSearch("ref=")).toBeUndefined();
    expect(referralCodeFromSearch("ref=%20%20")).toBeUndefined();
    expect(referralCodeFromSearch(`ref=${"x".repeat(65)}`)).toBeUndefined();
  });
});

describe("registrationToast", () => {
  it("keeps the spec's words when no code was sent", () => {
    expect(registrationToast(false, undefined)).toEqual({
      title: "Registration successful",
      description: "Your account has been created!",
    });
  });

  it("mentions the bonus when the code was applied", () => {
    expect(registrationToast(true, true).description).toBe(
      "Your account has been created! You and your friend each got 3 credits.",
    );
  });

  it("says the code could not be applied, and that the account exists all the same", () => {
    expect(registrationToast(true, false)).toEqual({
      title: "Registration successful",
      description: "Your account has been created, but the referral code could not be applied.",
    });
  });
});
