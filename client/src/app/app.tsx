import type { QueryClient } from "@tanstack/react-query";
import { Providers } from "./providers";
import { AppLayout } from "./layout/app-layout";
import { AppRoutes } from "./router";

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers client={queryClient}>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </Providers>
  );
}
