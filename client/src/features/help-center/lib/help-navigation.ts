import type { HelpArticleId, HelpCategory } from "@common/help";

export type HelpTab = "all" | HelpCategory["id"];

/**
 * Where the Help Center is (core.md §4 "Help Center"): the list on a tab, search results while there is search text,
 * or an article, with the articles visited before it so Back returns to the previous one and then to the list.
 */
export type HelpNavigation = { query: string; tab: HelpTab; history: HelpArticleId[] };

export type HelpAction =
  | { type: "search"; query: string }
  | { type: "tab"; tab: HelpTab }
  | { type: "open"; id: HelpArticleId }
  | { type: "back" }
  | { type: "reset"; id?: HelpArticleId };

export const START: HelpNavigation = { query: "", tab: "all", history: [] };

export function navigateHelp(state: HelpNavigation, action: HelpAction): HelpNavigation {
  switch (action.type) {
    case "search":
      // Typing leaves the article for the results; the history stays for Back.
      return { ...state, query: action.query, history: action.query.trim() ? [] : state.history };
    case "tab":
      return { ...state, tab: action.tab };
    case "open":
      // Choosing an article clears the search text.
      return {
        ...state,
        query: "",
        history: state.history.at(-1) === action.id ? state.history : [...state.history, action.id],
      };
    case "back":
      return { ...state, history: state.history.slice(0, -1) };
    case "reset":
      return { ...START, history: action.id ? [action.id] : [] };
  }
}

/** What the Help Center shows for a state. */
export function helpView(
  state: HelpNavigation,
): { kind: "article"; id: HelpArticleId } | { kind: "results"; query: string } | { kind: "list"; tab: HelpTab } {
  const article = state.history.at(-1);
  if (article) return { kind: "article", id: article };
  if (state.query.trim()) return { kind: "results", query: state.query };
  return { kind: "list", tab: state.tab };
}
