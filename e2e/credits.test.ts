import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations, newPage, signedUpPage, useBrowser } from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

/** A signed-in page on /credits; the account is made through the API from the page, as the form would. */
async function signedInOnCredits(width = 1280): Promise<Page> {
  const page = await signedUpPage(browser(), baseURL, width);
  await page.goto("/credits");
  await page.getByRole("heading", { name: "Credits", exact: true }).waitFor();
  return page;
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Jamie Storyteller");
  await page.getByRole("button", { name: "Pay Now" }).click();
}

const balance = (page: Page) => page.getByTestId("credits-page-balance");

describe("credits in a real browser", () => {
  it("buys the Meal Deal with 4242 4242 4242 4242: balance 1 → 11 and the purchase in the history", async () => {
    const page = await signedInOnCredits();
    await expect.poll(() => balance(page).textContent(), { timeout: 10_000 }).toBe("1 Credit");
    await expect
      .poll(() => page.getByText("Purchase credits to generate AI videos from your anecdotes").isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByTestId("transaction-history").getByText("Free credit on signup").isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(/Test mode: no real charge/).isVisible()).toBe(true);
    // Meal Deal is the default choice.
    expect(await page.getByRole("radio", { name: /Meal Deal/ }).isChecked()).toBe(true);

    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByLabel("Card number").waitFor();
    expect(await page.getByTestId("summary-package").textContent()).toBe("Meal Deal");
    await expectNoSeriousA11yViolations(page);
    expect(await page.getByRole("button", { name: "Pay Now" }).isDisabled()).toBe(true);
    await payWith(page, "4242 4242 4242 4242");

    await expect.poll(() => page.getByText("Payment Successful").first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => balance(page).textContent(), { timeout: 10_000 }).toBe("11 Credits");
    await expect.poll(() => page.getByRole("banner").getByText("11 Credits").isVisible()).toBe(true);
    const newest = page.getByTestId("transaction-history").locator("li").first();
    await expect.poll(() => newest.getByText("Purchase: Meal Deal").isVisible()).toBe(true);
    expect(await newest.innerText()).toMatch(/\$19\.99[\s\S]*\+10\s+credits/);
    // Back on the selection, with the selection cleared: checkout now asks for a package.
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect.poll(() => page.getByText("Please Select a Package").first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("shows Payment Failed for a declined card and changes nothing", async () => {
    const page = await signedInOnCredits(390);
    await expect.poll(() => balance(page).textContent(), { timeout: 10_000 }).toBe("1 Credit");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByLabel("Card number").waitFor();
    // A past expiry date and a two-digit CVC keep Pay Now off, and each field says why once it is left.
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date").fill("01 / 20");
    await page.getByLabel("CVC").fill("12");
    await page.getByLabel("Name on card").click();
    await expect.poll(() => page.getByText("Your card has expired.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Your card's security code is invalid.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Pay Now" }).isDisabled()).toBe(true);
    await payWith(page, "4000 0000 0000 0002");
    expect(await page.getByText("Your card has expired.").count()).toBe(0);

    await expect.poll(() => page.getByText("Payment Failed").first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText("Your card was declined.").first().isVisible()).toBe(true);
    // Still on the payment step, free to try again or go back.
    expect(await page.getByRole("button", { name: "Pay Now" }).isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Back" }).click();
    // Nothing bought: the free credit is the only entry.
    await expect
      .poll(() => page.getByTestId("transaction-history").locator("li").allInnerTexts())
      .toEqual([expect.stringContaining("Free credit on signup")]);
    expect(await balance(page).textContent()).toBe("1 Credit");
    expect(await page.getByRole("radio", { name: /Meal Deal/ }).isChecked()).toBe(true);
    await page.context().close();
  });

  it("sends a guest to /auth and tells a signed-in user when PayPal is not configured", async () => {
    const guest = await newPage(browser(), baseURL);
    await guest.goto("/credits");
    await guest.waitForURL("**/auth");
    await guest.context().close();

    const page = await signedInOnCredits();
    await page.goto("/paypal-checkout");
    await expect.poll(() => page.getByText("PayPal is not configured").isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole("link", { name: "Pay by card instead" }).click();
    await page.waitForURL("**/credits");
    await page.context().close();
  });
});
