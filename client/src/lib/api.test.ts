import { QueryClient } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { setLanguage } from "@/i18n";
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
    await queryClient.prefetchQuery({
      queryKey,
      queryFn: ({ signal }) => getJson("/api/credits", balanceSchema, signal),
    });
    const state = queryClient.getQueryState(queryKey);
    expect(state?.status).toBe("error");
    expect(state?.data).toBeUndefined();
    expect(serverMessageOf(state?.error)).toBe(UNEXPECTED_ANSWER_MESSAGE);
  });
});

describe("postJson", () => {
  it("sends the payload as JSON with the session cookie and checks the answer", async () => {
    const fetchMock = answer(JSON.stringify({ id: "ORDER-1" }));
    await expect(postJson("/order", z.object({ id: z.string() }), { amount: "7.99" })).resolves.toEqual({
      id: "ORDER-1",
    });
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

describe("serverMessageOf", () => {
  const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body), "");
  const notFound = refusal(404, { message: "That video was not found.", code: "video_not_found" });
  const tooFast = refusal(429, {
    message: "You are posting too fast. Please wait 12 seconds and try again.",
    code: "too_fast_posting",
    params: { seconds: 12 },
  });
  const refusedForm = refusal(400, {
    message: "Please enter your name.. Keep the subject to 200 characters or fewer.",
    code: "name_missing",
    fieldErrors: { name: "Please enter your name.", subject: "Keep the subject to 200 characters or fewer." },
    fieldCodes: { name: { code: "name_missing" }, subject: { code: "subject_too_long", params: { max: 200 } } },
  });
  const failedVideo = refusal(400, {
    message:
      "We couldn't make a video from this story: Please enter a story. Your credit has been refunded, so you can try again.",
    code: "video_failed_input",
    params: { reason: "Please enter a story." },
  });
  const newerServer = refusal(409, { message: "That name is reserved.", code: "name_reserved" });

  it("says the server's message in English as the server wrote it", () => {
    expect(serverMessageOf(notFound)).toBe("That video was not found.");
    expect(serverMessageOf(tooFast)).toBe("You are posting too fast. Please wait 12 seconds and try again.");
    expect(serverMessageOf(refusedForm)).toBe("Please enter your name.. Keep the subject to 200 characters or fewer.");
    expect(serverMessageOf(newerServer)).toBe("That name is reserved.");
  });

  describe("for a Spanish interface", () => {
    beforeAll(() => setLanguage("es"));
    afterAll(() => setLanguage("en"));

    it("translates the code with its values, each field of a refused form, and a message inside another", () => {
      expect(serverMessageOf(notFound)).toBe("No se ha encontrado ese vídeo.");
      expect(serverMessageOf(tooFast)).toBe("Estás publicando demasiado rápido. Espera 12 s y vuelve a intentarlo.");
      expect(serverMessageOf(refusedForm)).toBe(
        "Introduce tu nombre.. El asunto debe tener 200 caracteres como máximo.",
      );
      expect(serverMessageOf(failedVideo)).toBe(
        "No hemos podido crear un vídeo con esta historia: Escribe una historia. Te hemos devuelto el crédito, así que puedes volver a intentarlo.",
      );
    });

    it("reads an answer without a code by its English, and keeps words it does not know", () => {
      expect(serverMessageOf(refusal(401, { message: "Please log in to continue." }))).toBe(
        "Inicia sesión para continuar.",
      );
      expect(serverMessageOf(newerServer)).toBe("That name is reserved.");
      expect(serverMessageOf(new ApiError(502, "<html>Bad gateway</html>", "Bad Gateway"))).toBeUndefined();
    });

    it("says an answer it cannot read in Spanish", () => {
      expect(serverMessageOf(new UnexpectedAnswerError(new Error("shape")))).toBe(
        "El servidor ha enviado una respuesta inesperada. Vuelve a cargar la página.",
      );
    });
  });
});
