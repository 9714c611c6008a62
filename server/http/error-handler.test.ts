import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "../domain-error";
import { registerAndSignIn } from "../test-support/test-app";
import { useTestApp } from "../test-support/use-test-app";
import { registerErrorHandler } from "./error-handler";
import { HttpError } from "./errors";

describe("error answers carry a code the client translates", () => {
  const t = useTestApp("sqlite");

  it("a domain error: its English message, its code and its values", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const missing = await t.app.inject({ method: "GET", url: "/api/videos/424242", headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "That video was not found.", code: "video_not_found" });

    const script = { title: "Hi", hook: "Hook", scenes: [], closing: "Bye", hashtags: [], voices: [], writer: "local" };
    const tooFew = await t.app.inject({
      method: "POST",
      url: "/api/storyboard",
      headers: { cookie },
      payload: { script },
    });
    expect(tooFew.json()).toEqual({ message: "A script needs at least one scene.", code: "script_too_few_scenes" });
  });

  it("a schema's refusal: every field's message and code, the first field's code on top", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/community/posts",
      payload: { title: "", content: "x".repeat(5001) },
    });
    // Refused before the route asks who is signed in: the schema is checked first.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Please fill in both title and content fields.. Keep the post to 5000 characters or fewer.",
      code: "post_fields_missing",
      fieldErrors: {
        title: "Please fill in both title and content fields.",
        content: "Keep the post to 5000 characters or fewer.",
      },
      fieldCodes: {
        title: { code: "post_fields_missing" },
        content: { code: "post_too_long", params: { max: "5000" } },
      },
    });
  });

  it("a field whose message is zod's own, not ours: code unknown, the English kept", async () => {
    const payload = {
      username: "sam_the_baker",
      email: "sam@example.com",
      password: "secret1",
      referralCode: "x".repeat(65),
    };
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toEqual({ referralCode: { code: "unknown" } });
    expect(res.json().code).toBe("unknown");
    expect(res.json().message).toBe(res.json().fieldErrors.referralCode);
  });

  it("an unknown API path", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found.", code: "route_not_found" });
  });

  it("a body that is not JSON, and sign-in required", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(broken.json()).toEqual({ message: "The request body is not valid JSON.", code: "body_not_json" });
    const guest = await t.app.inject({ method: "GET", url: "/api/videos" });
    expect(guest.json()).toEqual({ message: "Please log in to continue.", code: "log_in_required" });
  });
});

describe("the error handler, on its own", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get("/throttled", async () => {
      throw new DomainError("too_many_attempts", { code: "too_fast_posting", params: { seconds: 12 } }, 12);
    });
    routes.get("/in-english", async () => {
      throw new DomainError("invalid", "Your card was declined.");
    });
    routes.get("/foreign", async () => {
      throw new HttpError(400, "A library's own words.");
    });
    routes.get("/teapot", async () => {
      throw Object.assign(new Error("I'm a teapot"), { statusCode: 418 });
    });
    routes.get("/bug", async () => {
      throw new Error("a bug of ours");
    });
    routes.post("/schema", { schema: { body: z.object({ n: z.number() }) } }, async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  const json = async (url: string, method: "GET" | "POST" = "GET") => {
    const res = await app.inject({ method, url, ...(method === "POST" ? { payload: {} } : {}) });
    return { status: res.statusCode, headers: res.headers, body: res.json() };
  };

  it("answers a domain error's kind as its status, with its retry-after, code and values", async () => {
    const { status, headers, body } = await json("/throttled");
    expect(status).toBe(429);
    expect(headers["retry-after"]).toBe("12");
    expect(body).toEqual({
      message: "You are posting too fast. Please wait 12 seconds and try again.",
      code: "too_fast_posting",
      params: { seconds: 12 },
    });
  });

  it("reads English handed to an error back to its code, and gives other words the code unknown", async () => {
    expect((await json("/in-english")).body).toEqual({ message: "Your card was declined.", code: "card_declined" });
    expect((await json("/foreign")).body).toEqual({ message: "A library's own words.", code: "unknown" });
    expect(await json("/teapot")).toMatchObject({ status: 418, body: { message: "I'm a teapot", code: "unknown" } });
  });

  it("hides our own bugs behind the generic message", async () => {
    expect(await json("/bug")).toEqual({
      status: 500,
      headers: expect.anything(),
      body: { message: "Something went wrong on our side. Please try again in a moment.", code: "server_error" },
    });
  });

  it("codes a schema's message it does not know as unknown", async () => {
    const { status, body } = await json("/schema", "POST");
    expect(status).toBe(400);
    expect(body.fieldCodes).toEqual({ n: { code: "unknown" } });
  });
});
