import i18next from "i18next";
import { describe, expect, it } from "vitest";
import "@/i18n";
import { estimateRemainingSeconds, remainingTimeLabel } from "./remaining-time";

const T0 = 1_700_000_000_000;

describe("estimateRemainingSeconds", () => {
  it("knows nothing until the percent has moved", () => {
    expect(estimateRemainingSeconds({ percent: 40, at: T0 }, { percent: 40, at: T0 }, T0)).toBeNull();
    expect(estimateRemainingSeconds({ percent: 40, at: T0 }, { percent: 40, at: T0 + 9000 }, T0 + 9000)).toBeNull();
  });

  it("divides what is left by the rate seen since the page started watching", () => {
    // 20 points in 10 s is 2 %/s; 60 points remain.
    expect(estimateRemainingSeconds({ percent: 20, at: T0 }, { percent: 40, at: T0 + 10_000 }, T0 + 10_000)).toBe(30);
  });

  it("grows while the render stalls instead of counting down a stale rate", () => {
    const first = { percent: 20, at: T0 };
    const latest = { percent: 40, at: T0 + 10_000 };
    expect(estimateRemainingSeconds(first, latest, T0 + 20_000)).toBe(60);
  });

  it("says nothing left at 100 percent, and refuses a percent that went back", () => {
    expect(estimateRemainingSeconds({ percent: 90, at: T0 }, { percent: 100, at: T0 + 5000 }, T0 + 5000)).toBe(0);
    expect(estimateRemainingSeconds({ percent: 50, at: T0 }, { percent: 30, at: T0 + 5000 }, T0 + 5000)).toBeNull();
  });
});

describe("remainingTimeLabel", () => {
  const t = i18next.getFixedT("en", "create-video");

  it.each([
    [null, "Estimating time…"],
    [0, "Almost done"],
    [9.9, "Almost done"],
    [10, "About 10 seconds remaining"],
    [6, "About 10 seconds remaining", 31],
    [41, "About 40 seconds remaining"],
    [56, "About 55 seconds remaining"],
    [58, "About 1 minute remaining"],
    [89, "About 1 minute remaining"],
    [91, "About 2 minutes remaining"],
    [300, "About 5 minutes remaining"],
  ])("%s s → %j (at %s%)", (seconds, label, percent = 95) => {
    expect(remainingTimeLabel(seconds, percent, t)).toBe(label);
  });

  it("counts in Spanish too, one minute and several", async () => {
    // Spanish is loaded when chosen, not bundled.
    await i18next.loadLanguages("es");
    const es = i18next.getFixedT("es", "create-video");
    expect(remainingTimeLabel(41, 50, es)).toBe("Quedan unos 40 segundos");
    expect(remainingTimeLabel(89, 50, es)).toBe("Queda alrededor de 1 minuto");
    expect(remainingTimeLabel(300, 50, es)).toBe("Quedan unos 5 minutos");
  });
});
