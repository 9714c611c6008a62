import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from "../auth/login-throttle";
import { DEFAULT_REGISTRATION_LIMIT } from "../auth/registration-throttle";
import { registerAndSignIn, sessionCookie, testEngines, uniqueUser } from "../test-support/test-app";
import { useTestApp } from "../test-support/use-test-app";

// The real limits, but a low account-wide ceiling keeps its test short.
const loginLimits: LoginThrottleLimits = {
  ...DEFAULT_LOGIN_LIMITS,
  perAccount: { attempts: 12, windowSeconds: 60 * 60 },
};

describe.each(testEngines)("accounts on %s", (engine) => {
  const t = useTestApp(engine, { limits: { login: loginLimits } });

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
    const garbage = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/not valid JSON/);
  });

  it("answers 409 with a clear message for a taken username or email, case-insensitively", async () => {
    const { user } = await registerAndSignIn(t.app);
    const sameName = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...uniqueUser(), username: user.username.toUpperCase() },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username is already taken/);
    const sameEmail = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...uniqueUser(), email: user.email.toUpperCase() },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email already exists/);
  });

  it("lets exactly one of two racing sign-ups for the same name through", async () => {
    const user = uniqueUser();
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        t.app.inject({ method: "POST", url: "/api/register", payload: { ...user, email: `race${i}${user.email}` } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it("gives a new session token on every login and drops the old one", async () => {
    const { user, cookie: first } = await registerAndSignIn(t.app);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { cookie: first },
      payload: { username: user.username, password: user.password },
    });
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
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.0.0.1",
      payload: { username: user.username, password: "wrong-password" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.0.0.2",
      payload: { username: "nobody-here", password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe("Invalid username or password");
  });

  describe("login throttle", () => {
    const login = (username: string, password: string, ip: string) =>
      t.app.inject({ method: "POST", url: "/api/login", remoteAddress: ip, payload: { username, password } });
    const { perAccountAndIp, perIp, perAccount } = loginLimits;

    it("lets at most the limit of a parallel burst reach the password check, even the right password", async () => {
      const { user } = await registerAndSignIn(t.app);
      const passwords = Array.from({ length: 100 }, (_, i) => `wrong-password-${i}`);
      passwords.splice(60, 0, user.password);
      const answers = await Promise.all(passwords.map((password) => login(user.username, password, "10.3.0.1")));

      const checked = answers.filter((a) => a.statusCode === 401);
      expect(checked).toHaveLength(perAccountAndIp.attempts);
      for (const a of checked) expect(a.json().message).toBe("Invalid username or password");
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(passwords.length - perAccountAndIp.attempts);
      const rightPassword = answers[60]!;
      expect(rightPassword.statusCode).toBe(429);
      expect(rightPassword.json()).toEqual({
        message: "Too many failed login attempts. Please wait 15 minutes and try again.",
        code: "too_many_logins",
        params: { count: 15 },
      });
      expect(Number(rightPassword.headers["retry-after"])).toBeGreaterThan(14 * 60);
    });

    it("doesn't lock the owner out of their own address for a stranger's failures, whatever the name's case", async () => {
      const { user } = await registerAndSignIn(t.app);
      for (let i = 0; i < perAccountAndIp.attempts; i++) {
        const name = i % 2 ? user.username.toUpperCase() : user.username;
        expect((await login(name, "wrong-password", "10.4.0.66")).statusCode).toBe(401);
      }
      expect((await login(user.username, user.password, "10.4.0.66")).statusCode).toBe(429);
      expect((await login(user.username, user.password, "10.4.0.1")).statusCode).toBe(200);
    });

    it("forgives an address's failures once the right password comes from it", async () => {
      const { user } = await registerAndSignIn(t.app);
      const ip = "10.5.0.1";
      for (let i = 0; i < perAccountAndIp.attempts - 1; i++)
        expect((await login(user.username, "wrong-password", ip)).statusCode).toBe(401);
      expect((await login(user.username, user.password, ip)).statusCode).toBe(200);
      for (let i = 0; i < perAccountAndIp.attempts; i++)
        expect((await login(user.username, "wrong-password", ip)).statusCode).toBe(401);
      expect((await login(user.username, "wrong-password", ip)).statusCode).toBe(429);
    });

    it("stops one address spraying passwords over many usernames", async () => {
      const ip = "10.6.0.1";
      const answers = await Promise.all(
        Array.from({ length: perIp.attempts + 10 }, (_, i) => login(`spray${i}`, "whatever1", ip)),
      );
      expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(perIp.attempts);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
      expect((await login("spray-next", "whatever1", ip)).statusCode).toBe(429);
    });

    it("holds a botnet spreading its guesses at one account over many addresses to the account-wide ceiling", async () => {
      const { user } = await registerAndSignIn(t.app);
      const perAddress = perAccountAndIp.attempts - 2;
      const addresses = Array.from({ length: perAccount.attempts / perAddress }, (_, i) => `10.7.0.${i + 1}`);
      const guesses = addresses.flatMap((ip) =>
        Array.from({ length: perAddress }, () => login(user.username, "wrong-password", ip)),
      );
      for (const answer of await Promise.all(guesses)) expect(answer.statusCode).toBe(401);
      expect((await login(user.username, user.password, "10.7.1.1")).statusCode).toBe(429);
    });
  });

  it("refuses a state-changing request from another site with 403", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const evil = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "https://evil.example", host: "localhost:5000" },
    });
    expect(evil.statusCode).toBe(403);
    const stillIn = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(stillIn.statusCode).toBe(200);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "sec-fetch-site": "cross-site" },
      payload: uniqueUser(),
    });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { origin: "http://localhost:5000", host: "localhost:5000" },
      payload: uniqueUser(),
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it("never puts a password hash in any answer", async () => {
    const user = uniqueUser();
    const answers = [await t.app.inject({ method: "POST", url: "/api/register", payload: user })];
    const cookie = sessionCookie(answers[0]!);
    answers.push(
      await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password: user.password },
      }),
    );
    answers.push(await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } }));
    answers.push(await t.app.inject({ method: "POST", url: "/api/register", payload: user }));
    const stored = await t.database.db
      .selectFrom("users")
      .select("password_hash")
      .where("username", "=", user.username)
      .executeTakeFirstOrThrow();
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

describe.each(testEngines)("sign-up attempts on %s", (engine) => {
  const t = useTestApp(engine, { limits: { register: DEFAULT_REGISTRATION_LIMIT } });

  const register = (payload: object, ip: string) =>
    t.app.inject({ method: "POST", url: "/api/register", remoteAddress: ip, payload });

  it("answers one address probing emails 50 times in an hour, then refuses it with a message in minutes", async () => {
    const { user } = await registerAndSignIn(t.app);
    const ip = "10.8.0.1";
    const probes = await Promise.all(
      Array.from({ length: DEFAULT_REGISTRATION_LIMIT.attempts }, () =>
        register({ ...uniqueUser(), email: user.email }, ip),
      ),
    );
    for (const probe of probes) expect(probe.json().code).toBe("email_taken");

    for (const payload of [{ ...uniqueUser(), email: user.email }, uniqueUser()]) {
      const refused = await register(payload, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: "Too many sign-up attempts. Please wait 60 minutes and try again.",
        code: "too_many_signups",
        params: { count: 60 },
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(59 * 60);
    }
    expect((await register(uniqueUser(), "10.8.0.2")).statusCode).toBe(201);
  });

  it("doesn't count a malformed sign-up, which tells nothing about accounts", async () => {
    const ip = "10.8.1.1";
    for (let i = 0; i <= DEFAULT_REGISTRATION_LIMIT.attempts; i++)
      expect((await register({ ...uniqueUser(), email: "not-an-email" }, ip)).statusCode).toBe(400);
    expect((await register(uniqueUser(), ip)).statusCode).toBe(201);
  });
});
