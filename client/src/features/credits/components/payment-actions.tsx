import { ArrowLeft, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/ui/pending-button";

type PaymentActionsProps = { ready: boolean; processing: boolean; onBack: () => void; amountLabel: string };

/** Back and Pay Now; Pay Now waits for a ready form and reads "Processing..." while the payment runs. */
export function PaymentActions({ ready, processing, onBack, amountLabel }: PaymentActionsProps) {
  const { t } = useTranslation("credits");
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Button type="button" variant="ghost" onClick={onBack} disabled={processing}>
        <ArrowLeft aria-hidden="true" />
        {t("payment.back")}
      </Button>
      <PendingButton
        type="submit"
        size="lg"
        disabled={!ready}
        pending={processing}
        pendingLabel={t("payment.processing")}
        icon={<Lock aria-hidden="true" />}
        className="sm:min-w-48"
        aria-describedby="pay-amount"
      >
        {t("payment.payNow")}
      </PendingButton>
      <span id="pay-amount" className="sr-only">
        {amountLabel}
      </span>
    </div>
  );
}
