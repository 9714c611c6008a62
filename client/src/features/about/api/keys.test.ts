import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { aboutKeys } from "./keys";

describe("aboutKeys", () => {
  it("keeps each language's copy apart, so switching the language fetches the other, and invalidating the page reaches both", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(aboutKeys.content("en"), { mission: "M." });
    expect(queryClient.getQueryData(aboutKeys.content("es"))).toBeUndefined();
    queryClient.setQueryData(aboutKeys.content("es"), { mission: "Misión." });

    await queryClient.invalidateQueries({ queryKey: aboutKeys.all });
    expect(queryClient.getQueryState(aboutKeys.content("en"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(aboutKeys.content("es"))?.isInvalidated).toBe(true);
  });
});
