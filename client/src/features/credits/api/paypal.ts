import type { CreditPackage } from "@common/credit-packages";
import { apiRequest } from "@/lib/api";

export type CaptureResult = { id: string; status: "COMPLETED" | "PENDING"; credits: number };

/** `GET /setup`: the client token the PayPal JS SDK is loaded with. */
export async function fetchClientToken(): Promise<string> {
  const body = (await (await apiRequest("GET", "/setup")).json()) as { clientToken: string };
  return body.clientToken;
}

/** `POST /order`: the server accepts only a package's exact price. */
export async function createOrder(pkg: CreditPackage): Promise<string> {
  const res = await apiRequest("POST", "/order", { amount: (pkg.amount / 100).toFixed(2), currency: "USD", intent: "CAPTURE" });
  return ((await res.json()) as { id: string }).id;
}

export async function captureOrder(orderId: string): Promise<CaptureResult> {
  return (await apiRequest("POST", `/order/${encodeURIComponent(orderId)}/capture`)).json();
}
