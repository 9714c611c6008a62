import type * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Control, Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cardCvcProblem, cardExpiryProblem, cardNumberProblem, type CardFieldProblem } from "@common/card-checks";
import { type CreditPackage, testPaymentConfirmSchema } from "@common/credit-packages";
import { renderMessage } from "@common/messages";
import { TextField } from "@/components/ui/text-field";
import { useFormatters } from "@/i18n/format";
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

/** A field's shared check as a zod refinement whose message is the one the provider would refuse the card with. */
const checked = (schema: z.ZodString, problemOf: (value: string) => CardFieldProblem | null) =>
  schema.superRefine((value, ctx) => {
    const problem = problemOf(value);
    if (problem) ctx.addIssue({ code: "custom", message: renderMessage(problem) });
  });

// The server's schema, plus what makes a card worth sending: Pay Now waits for a number, expiry and CVC that can
// be right, and each field says what is wrong with it once it has been left.
const testCardFormSchema = testPaymentConfirmSchema.omit({ clientSecret: true }).extend({
  cardNumber: checked(testPaymentConfirmSchema.shape.cardNumber, cardNumberProblem),
  expiry: checked(testPaymentConfirmSchema.shape.expiry, (value) => cardExpiryProblem(value)),
  cvc: checked(testPaymentConfirmSchema.shape.cvc, cardCvcProblem),
  name: z.string().max(100),
});
type TestCard = z.infer<typeof testCardFormSchema>;

/**
 * The test provider's card form: number, expiry and CVC, confirmed against our own server. The name is optional,
 * as the server and the test-mode banner treat it, so it never holds back Pay Now. Each field is formatted as it is
 * typed (react-hook-form holds the values, the shared schema decides when they can be sent).
 */
export function TestCardForm({ clientSecret, pkg, onBack, onSucceeded }: TestCardFormProps) {
  const { t } = useTranslation("credits");
  const { price } = useFormatters();
  const { control, handleSubmit, formState } = useForm<TestCard>({
    resolver: zodResolver(testCardFormSchema),
    mode: "onChange",
    defaultValues: { cardNumber: "", expiry: "", cvc: "", name: "" },
  });
  const submit = handleSubmit(async (card) => {
    try {
      await confirmTestPayment(clientSecret, card);
      onSucceeded();
    } catch (error) {
      showPaymentProblem(error);
    }
  });
  const field = (name: keyof TestCard, format: (value: string) => string) => ({ name, control, format });

  return (
    <form onSubmit={submit} noValidate aria-label={t("testCard.formLabel")}>
      <div className="grid grid-cols-2 gap-4 sm:gap-5">
        <div className="relative col-span-2">
          <FormattedField
            {...field("cardNumber", groupCardNumber)}
            id="card-number"
            label={t("testCard.number")}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            className="[&_input]:pr-11 [&_input]:font-mono [&_input]:tracking-wide"
          />
          <CreditCard
            aria-hidden="true"
            className="pointer-events-none absolute bottom-3 right-3.5 size-5 text-muted-foreground"
          />
        </div>
        <FormattedField
          {...field("expiry", formatExpiry)}
          id="card-expiry"
          label={t("testCard.expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("testCard.expiryPlaceholder")}
          className="[&_input]:font-mono"
        />
        <FormattedField
          {...field("cvc", (value) => value.replace(/\D/g, "").slice(0, 4))}
          id="card-cvc"
          label={t("testCard.cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          className="[&_input]:font-mono"
        />
        <FormattedField
          {...field("name", (value) => value.slice(0, 100))}
          id="card-name"
          label={t("testCard.name")}
          autoComplete="cc-name"
          placeholder={t("testCard.namePlaceholder")}
          className="col-span-2"
        />
      </div>
      <PaymentActions
        ready={formState.isValid}
        processing={formState.isSubmitting}
        onBack={onBack}
        amountLabel={t("payment.pays", { amount: price(pkg.amount) })}
      />
    </form>
  );
}

type FormattedFieldProps = Omit<React.ComponentProps<typeof TextField>, "name" | "value" | "onChange"> & {
  name: keyof TestCard;
  control: Control<TestCard>;
  /** Applied to what is typed before it is stored and shown ("4242424242" → "4242 4242 42"). */
  format: (value: string) => string;
};

function FormattedField({ name, control, format, ...props }: FormattedFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          ref={field.ref}
          value={field.value}
          // Said once the field is left: while a number is being typed it is not wrong, only unfinished.
          error={fieldState.isTouched && field.value !== "" ? fieldState.error?.message : undefined}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(format(e.target.value))}
        />
      )}
    />
  );
}
