import { toast } from "@/components/ui/use-toast";
import { requestTour, resetAllTutorials, tourKeyForPath } from "@/lib/tours";

/** "Take a Tour": the About page's simple tutorial, started by the tour overlay wherever it is mounted. */
export function takeAboutTour() {
  if (requestTour(tourKeyForPath("/about"))) return;
  toast({ title: "Tour unavailable", description: "The guided tour could not start. Please try again later." });
}

/** "Reset All Tutorials", with the toasts of content.md §4 and §8. */
export function resetTutorials() {
  try {
    resetAllTutorials();
    toast({ title: "Tutorials Reset", description: "Every tutorial will show again from its first step." });
  } catch {
    toast({ title: "Reset Failed", description: "Your tutorials could not be reset. Please try again.", variant: "destructive" });
  }
}
