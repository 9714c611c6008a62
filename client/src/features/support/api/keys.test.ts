import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { supportKeys } from "./keys";

describe("supportKeys", () => {
  it("keeps each language's FAQ apart, so switching the language fetches the other, and invalidating Support reaches both", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(supportKeys.faq("en"), [{ question: "Q?", answer: "A." }]);
    expect(queryClient.getQueryData(supportKeys.faq("es"))).toBeUndefined();
    queryClient.setQueryData(supportKeys.faq("es"), [{ question: "¿P?", answer: "R." }]);

    await queryClient.invalidateQueries({ queryKey: supportKeys.all });
    expect(queryClient.getQueryState(supportKeys.faq("en"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(supportKeys.faq("es"))?.isInvalidated).toBe(true);
  });
});
