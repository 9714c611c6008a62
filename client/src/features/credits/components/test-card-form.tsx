import { useState, type FormEvent } from "react";
import { CreditCard } from "lucide-react";
import { formatCents, type CreditPackage } from "@common/credit-packages";
import { TextField } from "@/components/ui/text-field";
import { confirmTestPayment } from "../api/payments";
import { showPaymentProblem } from "../lib/payment-toasts";
import { PaymentActions } from "./payment-actions";

type TestCardFormProps = { clientSecret: string; pkg: CreditPackage; onBack: () => void; onSucceeded: () => void };

/** "4242424242424242" → "4242 4242 4242 4242", as the digits are typed. */
const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1234" → "12 / 34"; deleting past the slash works because only digits are kept. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/**
 * The test provider's card form: number, expiry and CVC, confirmed against our own server. The name is optional,
 * as the server and the test-mode banner treat it, so it never holds back Pay Now.
 */
export function TestCardForm({ clientSecret, pkg, onBack, onSucceeded }: TestCardFormProps) {
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "", name: "" });
  const [processing, setProcessing] = useState(false);
  const ready =
    card.cardNumber.replace(/\D/g, "").length >= 12 &&
    /^\d{2} \/ \d{2}$/.test(card.expiry) &&
    /^\d{3,4}$/.test(card.cvc);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || processing) return;
    setProcessing(true);
    try {
      await confirmTestPayment(clientSecret, card);
      onSucceeded();
    } catch (error) {
      showPaymentProblem(error);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Card details">
      <div className="grid grid-cols-2 gap-4 sm:gap-5">
        <div className="relative col-span-2">
          <TextField
            id="card-number"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={card.cardNumber}
            onChange={(e) => setCard({ ...card, cardNumber: groupCardNumber(e.target.value) })}
            className="[&_input]:pr-11 [&_input]:font-mono [&_input]:tracking-wide"
          />
          <CreditCard aria-hidden="true" className="pointer-events-none absolute bottom-3 right-3.5 size-5 text-muted-foreground" />
        </div>
        <TextField
          id="card-expiry"
          label="Expiry date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
          className="[&_input]:font-mono"
        />
        <TextField
          id="card-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) })}
          className="[&_input]:font-mono"
        />
        <TextField
          id="card-name"
          label="Name on card (optional)"
          autoComplete="cc-name"
          placeholder="Jamie Storyteller"
          value={card.name}
          onChange={(e) => setCard({ ...card, name: e.target.value.slice(0, 100) })}
          className="col-span-2"
        />
      </div>
      <PaymentActions ready={ready} processing={processing} onBack={onBack} amountLabel={`Pays ${formatCents(pkg.amount)}`} />
    </form>
  );
}
