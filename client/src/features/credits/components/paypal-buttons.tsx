import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { fetchClientToken } from "@/features/credits/api/paypal";

type ButtonsActions = { createOrder: () => Promise<string>; onApprove: (data: { orderID: string }) => Promise<void> };
type PaypalNamespace = {
  Buttons: (options: ButtonsActions & { onCancel: () => void; onError: (error: unknown) => void; style?: Record<string, string> }) => {
    render: (container: HTMLElement) => Promise<void>;
    close: () => Promise<void>;
  };
};

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

let sdk: Promise<PaypalNamespace> | null = null;

/** Loads PayPal's JS SDK once, with the client id and the server's client token (content.md §7). */
function loadPaypalSdk(clientId: string): Promise<PaypalNamespace> {
  sdk ??= fetchClientToken().then(
    (clientToken) =>
      new Promise<PaypalNamespace>((resolve, reject) => {
        const script = document.createElement("script");
        const params = new URLSearchParams({ "client-id": clientId, currency: "USD", intent: "capture", components: "buttons" });
        script.src = `https://www.paypal.com/sdk/js?${params}`;
        script.dataset.clientToken = clientToken;
        script.async = true;
        script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error("PayPal SDK loaded without paypal")));
        script.onerror = () => reject(new Error("PayPal SDK failed to load"));
        document.head.appendChild(script);
      }),
  );
  sdk.catch(() => (sdk = null));
  return sdk;
}

type PaypalButtonsProps = ButtonsActions & { clientId: string };

/**
 * PayPal's buttons. The actions are read through a ref, so changing the pack never re-renders
 * PayPal's iframes. Cancel, errors and load failures are logged only (content.md §8).
 */
export function PaypalButtons({ clientId, ...actions }: PaypalButtonsProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let closed = false;
    let buttons: ReturnType<PaypalNamespace["Buttons"]> | null = null;
    loadPaypalSdk(clientId)
      .then(async (paypal) => {
        if (closed || !container.current) return;
        buttons = paypal.Buttons({
          style: { layout: "vertical", shape: "pill", label: "paypal" },
          createOrder: () => latest.current.createOrder(),
          onApprove: (data) => latest.current.onApprove(data),
          onCancel: () => console.info("PayPal payment cancelled"),
          onError: (error) => console.error("PayPal payment error", error),
        });
        await buttons.render(container.current);
        if (!closed) setState("ready");
      })
      .catch((error) => {
        console.error("PayPal could not be loaded", error);
        if (!closed) setState("failed");
      });
    return () => {
      closed = true;
      void buttons?.close().catch(() => {});
    };
  }, [clientId]);

  return (
    <div>
      {state === "loading" && <Skeleton className="h-28 rounded-2xl" />}
      {state === "failed" && <p className="text-sm text-muted-foreground">PayPal could not be loaded right now.</p>}
      <div ref={container} />
    </div>
  );
}
