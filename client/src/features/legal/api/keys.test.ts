import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { legalKeys } from "./keys";

describe("legalKeys", () => {
  it("keeps each page apart, and invalidating every legal page reaches all three", async () => {
    const queryClient = new QueryClient();
    for (const page of ["terms", "privacy", "cookies"] as const)
      queryClient.setQueryData(legalKeys.page(page), { page });

    await queryClient.invalidateQueries({ queryKey: legalKeys.page("terms") });
    expect(queryClient.getQueryState(legalKeys.page("privacy"))?.isInvalidated).toBe(false);

    await queryClient.invalidateQueries({ queryKey: legalKeys.all });
    expect(queryClient.getQueryState(legalKeys.page("privacy"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(legalKeys.page("cookies"))?.isInvalidated).toBe(true);
  });
});
