import type { TourRequest } from "@/lib/tours";
import { TOURS, type Tour } from "./tour-definitions";

const byId = (id: string): Tour => {
  const tour = TOURS.find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`No tour ${id}`);
  return tour;
};

/** The two tours of /dashboard explain the wizard's two screens: the one on screen is the one to take. */
function dashboardTour(isOnScreen: (selector: string) => boolean): Tour {
  const options = byId("video_options");
  return isOnScreen(options.steps[0]?.target ?? "") ? options : byId("dashboard_intro");
}

/** The tour of a page, if it has one. */
export function tourOfPath(pathname: string, isOnScreen: (selector: string) => boolean): Tour | null {
  if (pathname === "/dashboard") return dashboardTour(isOnScreen);
  return TOURS.find((tour) => tour.route === pathname && tour.route !== "/dashboard") ?? null;
}

/**
 * What a Tour button asks for, as a tour (core.md §4): "dashboard" is the wizard's tour, "landing" and "about" the
 * landing page's, and "page" the tour of the page the person is on, else the landing page's. The tour runs on its
 * own route, so the caller goes there first when the person is elsewhere.
 */
export function tourForRequest(
  request: TourRequest,
  pathname: string,
  isOnScreen: (selector: string) => boolean,
): Tour {
  if (request === "dashboard") return dashboardTour(isOnScreen);
  if (request === "page") return tourOfPath(pathname, isOnScreen) ?? byId("landing_intro");
  return byId("landing_intro");
}
