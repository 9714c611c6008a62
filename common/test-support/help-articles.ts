import type { HelpArticle } from "../help";

/** A Help Center article with only the fields a test cares about; the rest empty. */
export const helpArticle = (id: HelpArticle["id"], fields: Partial<HelpArticle>): HelpArticle => ({
  id,
  title: "",
  category: "getting-started",
  keywords: [],
  relatedIds: [],
  html: "",
  text: "",
  ...fields,
});
