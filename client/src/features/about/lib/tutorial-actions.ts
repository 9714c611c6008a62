import i18next from "i18next";
import { toast } from "@/components/ui/use-toast";
import { takeTour } from "@/lib/take-tour";
import { resetAllTutorials, tourKeyForPath } from "@/lib/tours";

/** "Take a Tour": the About page's simple tutorial, started by the tour overlay wherever it is mounted. */
export function takeAboutTour() {
  takeTour(tourKeyForPath("/about"));
}

/** "Reset All Tutorials", with the toasts of content.md §4 and §8. */
export function resetTutorials() {
  try {
    resetAllTutorials();
    toast({ title: i18next.t("tours:reset"), description: i18next.t("tours:resetDescription") });
  } catch {
    toast({
      title: i18next.t("tours:resetFailed"),
      description: i18next.t("tours:resetFailedDescription"),
      variant: "destructive",
    });
  }
}
