import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, getJson, postJson, serverMessageOf, UNEXPECTED_ANSWER_MESSAGE, UnexpectedAnswerError } from "./api";

const balanceSchema = z.object({ credits: z.number().int() });

function answer(body: string, status = 200) {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("getJson", () => {
  it("returns the answer as the schema reads it", async () => {
    answer(JSON.stringify({ credits: 3, extra: "ignored" }));
    await expect(getJson("/api/credits", balanceSchema)).resolves.toEqual({ credits: 3 });
  });

  it("rejects an answer of another shape with words a person understands", async () => {
    answer(JSON.stringify({ credits: "three" }));
    const failure = getJson("/api/credits", balanceSchema);
    await expect(failure).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(failure).rejects.toThrow("The server sent an unexpected answer. Please reload the page.");
  });

  it("rejects an answer that is not JSON at all the same way", async () => {
    answer("<html>Bad gateway</html>");
    await expect(getJson("/api/credits", balanceSchema)).rejects.toThrow(UNEXPECTED_ANSWER_MESSAGE);
  });

  it("leaves a refusal to ApiError, with the server's words", async () => {
    answer(JSON.stringify({ message: "Please log in." }), 401);
    const failure = getJson("/api/credits", balanceSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(serverMessageOf(await failure.catch((error: unknown) => error))).toBe("Please log in.");
  });

  it("makes a mismatch the query's error rather than its data", async () => {
    answer(JSON.stringify([]));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryKey = ["credits", "balance"];
    await queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => getJson("/api/credits", balanceSchema, signal) });
    const state = queryClient.getQueryState(queryKey);
    expect(state?.status).toBe("error");
    expect(state?.data).toBeUndefined();
    expect(serverMessageOf(state?.error)).toBe(UNEXPECTED_ANSWER_MESSAGE);
  });
});

describe("postJson", () => {
  it("sends the payload as JSON with the session cookie and checks the answer", async () => {
    const fetchMock = answer(JSON.stringify({ id: "ORDER-1" }));
    await expect(postJson("/order", z.object({ id: z.string() }), { amount: "7.99" })).resolves.toEqual({ id: "ORDER-1" });
    expect(fetchMock).toHaveBeenCalledWith("/order", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ amount: "7.99" }),
    });
  });

  it("rejects an answer of another shape", async () => {
    answer(JSON.stringify({ id: 42 }));
    await expect(postJson("/order", z.object({ id: z.string() }))).rejects.toThrow(UNEXPECTED_ANSWER_MESSAGE);
  });
});
