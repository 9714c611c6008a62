import type { TourDefinition } from "./tour-state";

/** Where a step's popup sits against its target (core.md §3). */
export type StepPosition = "center" | "top" | "bottom" | "left" | "right";

/**
 * One step: its words are catalogue keys (`tours.<tour>.<step>.title` and `.content`), its target a `data-tour`
 * attribute on the real screen (none: the popup is centred with no spotlight). A step with `requiredAction` hides Next
 * and advances when the person does it on the target.
 */
export type TourStep = { id: string; target?: string; position: StepPosition; requiredAction?: "click" };

export type Tour = TourDefinition & { steps: readonly TourStep[] };

const step = (id: string, target: string | undefined, position: StepPosition, requiredAction?: "click"): TourStep => ({
  id,
  position,
  ...(target ? { target } : {}),
  ...(requiredAction ? { requiredAction } : {}),
});

/** core.md §4: four tours of four steps, on the routes they explain. */
export const TOURS: readonly Tour[] = [
  {
    id: "landing_intro",
    route: "/",
    showOnFirstVisit: true,
    steps: [step("welcome", undefined, "center"), step("start", "landing-start", "bottom"), step("how", "landing-how", "top"), step("features", "landing-features", "top")],
  },
  {
    id: "dashboard_intro",
    route: "/dashboard",
    showOnFirstVisit: true,
    steps: [step("story", "story-input", "bottom"), step("examples", "story-examples", "top"), step("preview", "story-preview", "left"), step("continue", "story-continue", "top", "click")],
  },
  {
    id: "video_options",
    route: "/dashboard",
    showOnFirstVisit: false,
    steps: [step("style", "options-style", "bottom"), step("duration", "options-duration", "bottom"), step("platform", "options-platform", "top"), step("generate", "options-generate", "top")],
  },
  {
    id: "credits_tutorial",
    route: "/credits",
    showOnFirstVisit: true,
    steps: [step("balance", "credits-balance", "bottom"), step("packages", "credits-packages", "top"), step("checkout", "credits-checkout", "top"), step("history", "credits-history", "top")],
  },
];
