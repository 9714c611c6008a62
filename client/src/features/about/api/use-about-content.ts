import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { aboutSchema } from "@common/support";
import { getJson } from "@/lib/api";
import { asLanguage } from "@/i18n/language";
import { aboutKeys } from "./keys";

/** `GET /api/content/about?lang=`: mission, how it works and key features, in the interface's language. */
export function useAboutContent() {
  const language = asLanguage(useTranslation().i18n.resolvedLanguage);
  return useQuery({
    queryKey: aboutKeys.content(language),
    queryFn: ({ signal }) => getJson(`/api/content/about?lang=${language}`, aboutSchema, signal),
  });
}
