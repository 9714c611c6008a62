import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { helpCenterSchema } from "@common/help";
import { getJson } from "@/lib/api";
import { asLanguage } from "@/i18n/language";

export const helpKeys = {
  all: ["help"] as const,
  center: (language: string) => [...helpKeys.all, "center", language] as const,
};

/** `GET /api/help?lang=`: the Help Center's categories and articles in the interface's language. */
export function useHelpCenter(enabled = true) {
  const language = asLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: helpKeys.center(language),
    queryFn: ({ signal }) => getJson(`/api/help?lang=${language}`, helpCenterSchema, signal),
    enabled,
    staleTime: Infinity,
  });
}
