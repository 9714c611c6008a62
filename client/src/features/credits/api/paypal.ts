import {
  paypalCaptureSchema,
  paypalClientTokenSchema,
  paypalOrderCreatedSchema,
  type CreditPackage,
} from "@common/credit-packages";
import { getJson, postJson } from "@/lib/api";

/** `GET /setup`: the client token the PayPal JS SDK is loaded with. */
export async function fetchClientToken(): Promise<string> {
  return (await getJson("/setup", paypalClientTokenSchema)).clientToken;
}

/** `POST /order`: the server accepts only a package's exact price. */
export async function createOrder(pkg: CreditPackage): Promise<string> {
  const order = await postJson("/order", paypalOrderCreatedSchema, {
    amount: (pkg.amount / 100).toFixed(2),
    currency: "USD",
    intent: "CAPTURE",
  });
  return order.id;
}

export function captureOrder(orderId: string) {
  return postJson(`/order/${encodeURIComponent(orderId)}/capture`, paypalCaptureSchema);
}
