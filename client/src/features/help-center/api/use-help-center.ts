import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { helpCenterSchema } from "@common/help";
import { getJson } from "@/lib/api";
import { currentLanguage } from "@/i18n";

export const helpKeys = {
  all: ["help"] as const,
  center: (language: string) => [...helpKeys.all, "center", language] as const,
};

/** `GET /api/help?lang=`: the Help Center's categories and articles in the interface's language. */
export function useHelpCenter(enabled = true) {
  // Re-renders when the language changes, so the query moves to that language's key.
  useTranslation();
  const language = currentLanguage();
  return useQuery({
    queryKey: helpKeys.center(language),
    queryFn: ({ signal }) => getJson(`/api/help?lang=${language}`, helpCenterSchema, signal),
    enabled,
    staleTime: Infinity,
  });
}
