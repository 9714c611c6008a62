import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { loadScript, type PayPalButtonsComponent } from "@paypal/paypal-js";
import { useTranslation } from "react-i18next";
import type { Language } from "@common/help";
import { Skeleton } from "@/components/ui/skeleton";
import { fetchClientToken } from "@/features/credits/api/paypal";
import { asLanguage } from "@/i18n/language";

type ButtonsActions = { createOrder: () => Promise<string>; onApprove: (data: { orderID: string }) => Promise<void> };

type PaypalButtonsProps = ButtonsActions & { clientId: string; sdkUrl: string };

/** The locale PayPal's own buttons and windows are shown in, per interface language. */
const PAYPAL_LOCALE: Record<Language, string> = { en: "en_US", es: "es_ES" };

/** PayPal's JS SDK with the client id and the server's client token (content.md §7); @paypal/paypal-js loads it once per locale. */
async function loadPaypal(clientId: string, sdkUrl: string, language: Language) {
  const paypal = await loadScript({
    clientId,
    dataClientToken: await fetchClientToken(),
    currency: "USD",
    intent: "capture",
    components: "buttons",
    locale: PAYPAL_LOCALE[language],
    sdkBaseUrl: sdkUrl,
  });
  if (!paypal?.Buttons) throw new Error("PayPal's SDK loaded without its buttons");
  return paypal.Buttons;
}

/**
 * PayPal's buttons. The actions are read through a ref, so changing the pack never re-renders
 * PayPal's iframes. Cancel, errors and load failures are logged only (content.md §8).
 */
export function PaypalButtons({ clientId, sdkUrl, ...actions }: PaypalButtonsProps) {
  const { t, i18n } = useTranslation("credits");
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let closed = false;
    let buttons: PayPalButtonsComponent | null = null;
    loadPaypal(clientId, sdkUrl, language)
      .then(async (Buttons) => {
        if (closed || !container.current) return;
        buttons = Buttons({
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
  }, [clientId, sdkUrl, language]);

  return (
    <div>
      {state === "loading" && <Skeleton className="h-28 rounded-2xl" />}
      {state === "failed" && <p className="text-sm text-muted-foreground">{t("paypalPage.loadFailed")}</p>}
      <div ref={container} />
    </div>
  );
}
