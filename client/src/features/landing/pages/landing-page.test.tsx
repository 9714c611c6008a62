// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import "@testing-library/jest-dom/vitest";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { Router } from "wouter";
import "@/i18n";
import { sessionKeys } from "@/lib/query-keys";
import { LandingPage } from "./landing-page";

const landing = (client: QueryClient) => (
  <StrictMode>
    <QueryClientProvider client={client}>
      <Router ssrPath="/">
        <LandingPage />
      </Router>
    </QueryClientProvider>
  </StrictMode>
);

// Files share one document (isolate: false), so the page is taken down after the test.
const teardown: Array<() => void> = [];
afterEach(() => {
  for (const step of teardown.splice(0)) act(step);
});

it("takes over the page rendered for a guest when the session has already arrived, then shows the signed-in buttons", async () => {
  const root = document.createElement("div");
  document.body.append(root);
  teardown.push(() => root.remove());
  // As built (scripts/prerender-landing.mjs): a first visit, before the session is known.
  root.innerHTML = renderToString(landing(new QueryClient()));
  // The session answers before the sections are hydrated (they hydrate one by one, as a phone has time).
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(sessionKeys.user(), {
    id: 1,
    username: "ana",
    email: "ana@example.com",
    createdAt: "2026-11-27",
  });

  const mismatches: unknown[] = [];
  await act(async () => {
    const hydrated = hydrateRoot(root, landing(client), { onRecoverableError: (error) => mismatches.push(error) });
    teardown.unshift(() => hydrated.unmount());
  });

  // A mismatch makes React throw the section away and draw it again, losing a press made on it meanwhile.
  expect(mismatches).toEqual([]);
  expect(await screen.findByRole("link", { name: /Create a video/ })).toHaveAttribute("href", "/dashboard");
  expect(screen.queryByRole("link", { name: /Get started free/ })).toBeNull();
});
