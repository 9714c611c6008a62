import type { PaymentsConfig } from "./config";

export type CspSources = { script: string[]; frame: string[]; connect: string[]; img: string[] };

/**
 * Third-party origins the checkout needs, and only when that provider is configured: Stripe.js and
 * Elements (js.stripe.com, its iframes and API calls), the PayPal JS SDK and its buttons' iframes.
 */
export function paymentCspSources(config: PaymentsConfig): CspSources {
  const sources: CspSources = { script: [], frame: [], connect: [], img: [] };
  if (config.card.provider === "stripe") {
    sources.script.push("https://js.stripe.com", "https://*.js.stripe.com");
    sources.frame.push("https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com");
    sources.connect.push("https://api.stripe.com");
  }
  if (config.paypal) {
    sources.script.push("https://www.paypal.com", "https://*.paypal.com");
    sources.frame.push("https://www.paypal.com", "https://*.paypal.com");
    sources.connect.push("https://*.paypal.com");
    sources.img.push("https://*.paypal.com", "https://*.paypalobjects.com");
    // A self-hosted or fake SDK (PAYPAL_SDK_URL) runs from its own origin.
    const sdkOrigin = new URL(config.paypal.sdkUrl).origin;
    if (!/^https:\/\/([\w-]+\.)*paypal\.com$/.test(sdkOrigin)) {
      sources.script.push(sdkOrigin);
      sources.frame.push(sdkOrigin);
      sources.connect.push(sdkOrigin);
    }
  }
  return sources;
}
