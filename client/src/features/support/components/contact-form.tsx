import type * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import i18next from "i18next";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { renderMessage } from "@common/messages";
import { supportRequestSchema, type SupportRequest } from "@common/support";
import { PendingButton } from "@/components/ui/pending-button";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/messages";
import { serverMessageOf } from "@/lib/api";
import { emailInput, formField } from "@/lib/form-field";
import { cn } from "@/lib/utils";
import { useSubmitSupportRequest } from "../api/use-submit-support-request";

const EMPTY: SupportRequest = { name: "", email: "", subject: "", message: "" };

// The server's schema; an empty email reads "Please enter your email address." rather than "not valid".
const contactFormSchema = supportRequestSchema.extend({
  email: z.string().trim().min(1, renderMessage("email_missing")).pipe(supportRequestSchema.shape.email),
});

/** Contact Us: all four fields required (content.md §5), checked with the server's own schema before sending. */
export function ContactForm() {
  const { t } = useTranslation("support");
  const submitRequest = useSubmitSupportRequest();
  const form = useForm({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit((request) => {
    submitRequest.mutate(request, {
      onSuccess: (answer) => {
        toast({ title: i18next.t("support:form.sent"), description: translateMessage(answer.message) });
        form.reset(EMPTY);
      },
    });
  });

  const serverError = submitRequest.isError ? (serverMessageOf(submitRequest.error) ?? t("form.failed")) : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("tabs.contact")} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="support-name" label={t("form.name")} autoComplete="name" required {...formField(form, "name")} />
        <TextField id="support-email" label={t("form.email")} required {...emailInput} {...formField(form, "email")} />
      </div>
      <TextField id="support-subject" label={t("form.subject")} required {...formField(form, "subject")} />
      <TextArea
        id="support-message"
        label={t("form.message")}
        rows={6}
        required
        placeholder={t("form.messagePlaceholder")}
        {...formField(form, "message")}
      />
      {serverError && (
        <p
          role="alert"
          className="rounded-2xl border border-destructive/30 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive"
        >
          {serverError}
        </p>
      )}
      <PendingButton
        type="submit"
        size="lg"
        pending={submitRequest.isPending}
        pendingLabel={t("form.sending")}
        icon={<Send aria-hidden="true" />}
        className="w-full sm:w-auto sm:self-start"
      >
        {t("form.send")}
      </PendingButton>
    </form>
  );
}

type TextAreaProps = React.ComponentProps<"textarea"> & { id: string; label: string; error?: string };

/** A multi-line field with the same label, error and styling as `TextField`. */
function TextArea({ id, label, error, className, ...props }: TextAreaProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "min-h-36 w-full resize-y rounded-xl border border-input bg-card px-3.5 py-3 text-base leading-relaxed text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25 sm:text-sm",
          className,
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
