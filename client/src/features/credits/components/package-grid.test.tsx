import "@/i18n";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { CREDIT_PACKAGES } from "@common/credit-packages";
import { PackageGrid } from "./package-grid";

/** The grid's text, one piece per element, with Intl's no-break spaces read as spaces. */
function texts() {
  const html = renderToStaticMarkup(
    <PackageGrid
      packages={Object.values(CREDIT_PACKAGES)}
      isLoading={false}
      selected="meal_deal"
      onSelect={() => {}}
      name="pack"
      label="Credit package"
    />,
  );
  return html
    .split(/<[^>]+>/)
    .filter((text) => text.trim() !== "")
    .map((text) => text.replace(/\s/g, " "));
}

describe("the package grid", () => {
  afterEach(() => i18next.changeLanguage("en"));

  it("shows each package's prices and badge as the price list writes them", () => {
    expect(texts()).toEqual(
      expect.arrayContaining([
        "$19.99",
        "$2.00",
        "Save 25%",
        "Best Value! Save 40%",
        "Most popular",
        "10 videos, never expire",
      ]),
    );
  });

  it("keeps the package names and writes the rest, prices included, in Spanish", async () => {
    await i18next.changeLanguage("es");
    expect(texts()).toEqual(
      expect.arrayContaining([
        "Meal Deal",
        "19,99 US$",
        "Ahorra un 25 %",
        "¡El mejor precio! Ahorra un 40 %",
        "El más popular",
      ]),
    );
  });
});
