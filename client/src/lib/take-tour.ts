import i18next from "i18next";
import { toast } from "@/components/ui/use-toast";
import { requestTour, type TourRequest } from "./tours";

/** Every Tour, Start Tutorial and Take a Tour button: start it, or say why nothing happened. */
export function takeTour(request: TourRequest): void {
  if (requestTour(request)) return;
  toast({ title: i18next.t("tours:unavailable"), description: i18next.t("tours:unavailableDescription") });
}
