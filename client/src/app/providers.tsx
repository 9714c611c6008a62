import { lazy, type ReactNode, Suspense } from "react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { usePageLoaded } from "@/lib/use-page-loaded";
import { ThemeProvider } from "./theme-provider";

// No page opens with a notification: the toasts' code loads once the page has, not with the first screen. One raised
// before then waits in the store (use-toast.ts) and shows when it arrives.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** `client` is the browser's cache unless the server is rendering a page for one request. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const pageLoaded = usePageLoaded();
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        {pageLoaded && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
