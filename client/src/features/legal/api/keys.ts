import type { LegalPage } from "@common/support";

/** The legal pages, one query each. */
export const legalKeys = {
  all: ["legal"] as const,
  page: (page: LegalPage) => [...legalKeys.all, page] as const,
};
