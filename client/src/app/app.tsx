import { Providers } from "./providers";
import { AppLayout } from "./layout/app-layout";
import { AppRoutes } from "./router";

export function App() {
  return (
    <Providers>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </Providers>
  );
}
