import { describe, expect, it } from "vitest";
import { formattersFor } from "./format";

describe("formatting for the interface's language", () => {
  const en = formattersFor("en");
  const es = formattersFor("es");

  it("writes prices in US dollars, the way each language writes them", () => {
    expect(en.price(1999)).toBe("$19.99");
    expect(es.price(1999)).toMatch(/^19,99\s?US\$$/);
  });

  it("writes dates in each language, and nothing for a date it cannot read", () => {
    const day = new Date(2026, 10, 24);
    expect(en.date(day, "medium")).toBe("Nov 24, 2026");
    expect(es.date(day, "long")).toBe("24 de noviembre de 2026");
    expect(en.date("not a date")).toBe("");
  });

  it("groups thousands the way each language does", () => {
    expect(en.number(12045)).toBe("12,045");
    expect(es.number(12045)).toBe("12.045");
  });
});
