import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { faqSchema } from "@common/support";
import { getJson } from "@/lib/api";
import { asLanguage } from "@/i18n/language";
import { supportKeys } from "./keys";

/** `GET /api/content/faq?lang=`: the FAQ tab's questions and answers, in the interface's language. */
export function useFaq() {
  const language = asLanguage(useTranslation().i18n.resolvedLanguage);
  return useQuery({
    queryKey: supportKeys.faq(language),
    queryFn: ({ signal }) => getJson(`/api/content/faq?lang=${language}`, faqSchema, signal),
  });
}
