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
  }
  return sources;
}
