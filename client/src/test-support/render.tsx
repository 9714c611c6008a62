import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { onTestFinished } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "@/i18n";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/components/ui/use-toast";
import { installDomShims, resetViewport } from "./dom";

// findBy… and waitFor wait this long: the suite shares two cores, and a debounced preview takes half a second.
configure({ asyncUtilTimeout: 5000 });

type RenderAppOptions = {
  /** The address the page is opened at, query string included ("/dashboard?video=7"). */
  path?: string;
  /** Also mount the app's toasts (validation and failure messages are said there). */
  toaster?: boolean;
};

/** The app's own query defaults (lib/query-client.ts), in a client of the test's own. */
function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `ui` in a real DOM with what the app gives every page (app/providers.tsx): a query client, the router (in
 * memory, so the address can be read back) and the English catalogue. Returns Testing Library's queries, a
 * user-event `user` and the `location`. Everything is unmounted, and the toasts, storage and viewport reset, when the
 * test ends.
 */
export function renderApp(ui: ReactElement, { path = "/", toaster = false }: RenderAppOptions = {}) {
  installDomShims();
  const queryClient = testQueryClient();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
        {toaster && <Toaster />}
      </Router>
    </QueryClientProvider>,
  );
  onTestFinished(() => {
    cleanup();
    queryClient.clear();
    dismissToast();
    sessionStorage.clear();
    resetViewport();
  });
  return { ...result, user, queryClient, location };
}
