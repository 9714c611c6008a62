import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePaypal } from "@server/test-support/payments/fake-paypal";
import { newPage, registerFromPage, useBrowser } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";

const CLIENT_ID = "fake-paypal-client-id";
const CLIENT_SECRET = "fake-paypal-client-secret";

/**
 * PayPal checkout end to end in Chromium, offline: the server talks to a fake of PayPal's REST API, and the page loads
 * a fake of PayPal's JS SDK (PAYPAL_SDK_URL) through @paypal/paypal-js, as it would load PayPal's.
 */
describe("PayPal checkout in a real browser", () => {
  let fake: Awaited<ReturnType<typeof startFakePaypal>>;
  let server: RunningServer;
  const browser = useBrowser();

  beforeAll(async () => {
    fake = await startFakePaypal(CLIENT_ID, CLIENT_SECRET);
    server = await startServer({
      PAYPAL_CLIENT_ID: CLIENT_ID,
      PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
      PAYPAL_API_URL: fake.url,
      PAYPAL_SDK_URL: `${fake.url}/sdk/js`,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("buys the Feast Plan: PayPal's buttons load with the client token, the order is captured on the server, the balance goes 1 → 26", async () => {
    const page = await newPage(browser(), server.baseURL);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await registerFromPage(page);
    await page.goto("/paypal-checkout");
    await page.getByRole("heading", { name: "PayPal Checkout" }).waitFor();
    await page.getByText("Feast Plan", { exact: true }).click();
    expect(await page.getByRole("radio", { name: /Feast Plan/ }).isChecked()).toBe(true);
    const buy = page.getByRole("button", { name: "PayPal (test buyer)" });
    await buy.waitFor({ timeout: 15_000 });
    expect(await page.getByText("PayPal could not be loaded right now.").count()).toBe(0);

    await buy.click();
    await expect
      .poll(
        () =>
          page
            .getByText(/Payment successful/i)
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    const credits = await page.evaluate(async () => (await (await fetch("/api/credits")).json()).credits);
    expect(credits).toBe(26);
    expect(fake.captureCalls()).toBe(1);
    const [order] = [...fake.orders.values()];
    expect(order?.status).toBe("COMPLETED");
    expect(order?.purchase_units[0]?.amount).toEqual({ currency_code: "USD", value: "39.99" });
    expect(errors.filter((e) => /Content Security Policy|PayPal could not/.test(e))).toEqual([]);
    await page.context().close();
  });
});
