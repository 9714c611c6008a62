import { describe, expect, it } from "vitest";
import { CREDIT_PACKAGES } from "@common/credit-packages";
import { centsPerCredit } from "./prices";

describe("centsPerCredit", () => {
  it("rounds each package's price per credit to the nearest cent", () => {
    expect(centsPerCredit(CREDIT_PACKAGES.snack_pack)).toBe(266);
    expect(centsPerCredit(CREDIT_PACKAGES.meal_deal)).toBe(200);
    expect(centsPerCredit(CREDIT_PACKAGES.feast_plan)).toBe(160);
  });
});
