import type { TourDefinition } from "./tour-state";

/** Where a step's popup sits against its target (core.md §3). */
export type StepPosition = "center" | "top" | "bottom" | "left" | "right";

/**
 * One step: its words are catalogue keys (`tours.<tour>.<step>.title` and `.content`), its target a CSS selector of an
 * element on the real screen (a `data-tour` attribute or the section's id; none, or not on screen: the popup is
 * centred with no spotlight; in a collapsed panel, such as the wizard's drawer on a phone: the tour opens the panel
 * first). A step with `requiredAction` hides Next
 * and advances when the person does it on the target and it works (the target leaves the screen).
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
    steps: [
      step("welcome", undefined, "center"),
      step("start", '[data-tour="landing-start"]', "bottom"),
      step("how", '[data-tour="landing-how"]', "top"),
      step("features", '[data-tour="landing-features"]', "top"),
    ],
  },
  {
    id: "dashboard_intro",
    route: "/dashboard",
    showOnFirstVisit: true,
    steps: [
      step("story", '[data-tour="story-input"]', "bottom"),
      step("examples", '[data-tour="story-examples"]', "top"),
      step("preview", '[data-tour="story-preview"]', "left"),
      step("continue", '[data-tour="story-continue"]', "top", "click"),
    ],
  },
  {
    id: "video_options",
    route: "/dashboard",
    showOnFirstVisit: false,
    steps: [
      step("look", "#options-look", "bottom"),
      step("story", "#options-story", "bottom"),
      step("platform", "#options-platform", "top"),
      step("generate", '[data-tour="options-generate"]', "top"),
    ],
  },
  {
    id: "credits_tutorial",
    route: "/credits",
    showOnFirstVisit: true,
    steps: [
      step("balance", '[data-tour="credits-balance"]', "bottom"),
      step("packages", '[data-tour="credits-packages"]', "top"),
      step("checkout", '[data-tour="credits-checkout"]', "top"),
      step("history", '[data-tour="credits-history"]', "top"),
    ],
  },
];
