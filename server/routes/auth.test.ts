import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndSignIn, sessionCookie, testEngines, uniqueUser, type TestApp } from "../test-support/test-app";

describe.each(testEngines)("accounts on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { limits: { login: { perAccount: 3, perIp: 6, windowSeconds: 900 } } });
  });
  afterAll(() => t.close());

  it("answers 401 for the current user when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/log in/i);
  });

  it("registers, signs the user in with a hardened cookie, and grants 1 credit", async () => {
    const user = uniqueUser();
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: user });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: user.username, email: user.email });
    const cookie = res.cookies.find((c) => c.name === "sb_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    expect(Buffer.from(cookie.value, "base64url").length).toBeGreaterThanOrEqual(16);

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookie(res) } });
    expect(me.json().username).toBe(user.username);
    const credits = await t.app.inject({ method: "GET", url: "/api/credits", headers: { cookie: sessionCookie(res) } });
    expect(credits.json()).toEqual({ credits: 1 });
  });

  it("stores only a hash of the session token", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const token = cookie.split("=")[1]!;
    const rows = await t.database.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it("refuses invalid registrations with the spec's messages", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...uniqueUser(), username: "ab" }, "Username must be at least 3 characters"],
      [{ ...uniqueUser(), password: "12345" }, "Password must be at least 6 characters"],
      [{ ...uniqueUser(), email: "not-an-email" }, "Please enter a valid email address"],
      [{ ...uniqueUser(), password: "x".repeat(129) }, "Password must be at most 128 characters"],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/register", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/register", payload: {} });
    expect(missing.statusCode).toBe(400);
    const garbage = await t.app.inject({ method: "POST", url: "/api/register", headers: { "content-type": "application/json" }, payload: "{nope" });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/not valid JSON/);
  });

  it("answers 409 with a clear message for a taken username or email, case-insensitively", async () => {
    const { user } = await registerAndSignIn(t.app);
    const sameName = await t.app.inject({ method: "POST", url: "/api/register", payload: { ...uniqueUser(), username: user.username.toUpperCase() } });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username is already taken/);
    const sameEmail = await t.app.inject({ method: "POST", url: "/api/register", payload: { ...uniqueUser(), email: user.email.toUpperCase() } });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email already exists/);
  });

  it("lets exactly one of two racing sign-ups for the same name through", async () => {
    const user = uniqueUser();
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => t.app.inject({ method: "POST", url: "/api/register", payload: { ...user, email: `race${i}${user.email}` } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it("gives a new session token on every login and drops the old one", async () => {
    const { user, cookie: first } = await registerAndSignIn(t.app);
    const login = await t.app.inject({ method: "POST", url: "/api/login", headers: { cookie: first }, payload: { username: user.username, password: user.password } });
    expect(login.statusCode).toBe(200);
    const second = sessionCookie(login);
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: second } });
    expect(fresh.statusCode).toBe(200);
  });

  it("logs out by deleting the session", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("answers an unknown user and a wrong password identically", async () => {
    const { user } = await registerAndSignIn(t.app);
    const wrong = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.0.0.1", payload: { username: user.username, password: "wrong-password" } });
    const unknown = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.0.0.2", payload: { username: "nobody-here", password: "wrong-password" } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe("Invalid username or password");
  });

  it("throttles failed logins per account, even with the right password, and per IP", async () => {
    const { user } = await registerAndSignIn(t.app);
    const attempt = (password: string, ip: string) =>
      t.app.inject({ method: "POST", url: "/api/login", remoteAddress: ip, payload: { username: user.username, password } });
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password", `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt(user.password, "10.1.0.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    const ip = "10.2.0.1";
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: ip, payload: { username: `spray${i}`, password: "whatever1" } });
      expect(res.statusCode).toBe(401);
    }
    const sprayed = await t.app.inject({ method: "POST", url: "/api/login", remoteAddress: ip, payload: { username: "spray-next", password: "whatever1" } });
    expect(sprayed.statusCode).toBe(429);
  });

  it("refuses a state-changing request from another site with 403", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const evil = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie, origin: "https://evil.example", host: "localhost:5000" } });
    expect(evil.statusCode).toBe(403);
    const stillIn = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(stillIn.statusCode).toBe(200);
    const crossSite = await t.app.inject({ method: "POST", url: "/api/register", headers: { "sec-fetch-site": "cross-site" }, payload: uniqueUser() });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({ method: "POST", url: "/api/register", headers: { origin: "http://localhost:5000", host: "localhost:5000" }, payload: uniqueUser() });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it("never puts a password hash in any answer", async () => {
    const user = uniqueUser();
    const answers = [await t.app.inject({ method: "POST", url: "/api/register", payload: user })];
    const cookie = sessionCookie(answers[0]!);
    answers.push(await t.app.inject({ method: "POST", url: "/api/login", payload: { username: user.username, password: user.password } }));
    answers.push(await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } }));
    answers.push(await t.app.inject({ method: "POST", url: "/api/register", payload: user }));
    const stored = await t.database.db.selectFrom("users").select("password_hash").where("username", "=", user.username).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    for (const answer of answers) {
      expect(answer.body).not.toContain("argon2");
      expect(answer.body).not.toContain(stored.password_hash);
      expect(answer.body.toLowerCase()).not.toContain("password_hash");
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });
});
