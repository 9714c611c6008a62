import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestAppOn,
  createTestDatabase,
  registerAndSignIn,
  sessionCookie,
  testEngines,
  uniqueUser,
  type TestApp,
} from "../test-support/test-app";
import { startTestMailbox, type TestMailbox } from "../test-support/test-mailbox";

const SMTP_LOGIN = { user: "storybites", password: "smtp-secret" };
const PUBLIC_URL = "https://storybites.test";
const REQUESTED =
  "If an account uses that email, we've sent it a link to reset the password. The link works for one hour.";
const LINK_INVALID =
  "This password reset link is not valid: it may have expired or been used already. Please ask for a new one.";

describe.each(testEngines)("password reset by email on %s", (engine) => {
  let mailbox: TestMailbox;
  let t: TestApp;
  let address = 0;
  // Each test asks from its own address, so the per-address limits of one do not touch another's.
  const nextAddress = () => `10.28.0.${++address}`;

  const askForLink = (email: unknown, remoteAddress = nextAddress(), more: Record<string, unknown> = {}) =>
    t.app.inject({ method: "POST", url: "/api/password-reset", remoteAddress, payload: { email, ...more } });
  const confirm = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
    t.app.inject({ method: "POST", url: "/api/password-reset/confirm", remoteAddress, payload });
  const login = (username: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  const userWith = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
  const tokenOf = (link: string | undefined) => new URL(link!).hash.slice(1);

  beforeAll(async () => {
    mailbox = await startTestMailbox(SMTP_LOGIN);
    t = await createTestApp(engine, {
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(mailbox.port),
        SMTP_USER: SMTP_LOGIN.user,
        SMTP_PASSWORD: SMTP_LOGIN.password,
        MAIL_FROM: "StoryBites <no-reply@storybites.test>",
        PUBLIC_URL,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  it("mails a link whose token sets a new password once, ends every session, and lets only the new password in", async () => {
    const { user, cookie: firstDevice } = await registerAndSignIn(t.app);
    const secondDevice = sessionCookie(await login(user.username, user.password));

    const asked = await askForLink(user.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: REQUESTED });

    const mail = await mailbox.nextMailTo(user.email);
    expect(mail.from).toBe("no-reply@storybites.test");
    expect(mail.raw).toContain("Subject: Reset your StoryBites password");
    expect(mail.resetLink).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password#[\\w-]{43}$`));
    const token = tokenOf(mail.resetLink);

    // Only the token's SHA-256 is kept: the table cannot be used to reset anyone's password.
    const rows = await t.database.db.selectFrom("password_resets").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);

    const reset = await confirm({ token, password: "brand-new-secret" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/password has been changed/);

    expect((await userWith(firstDevice)).statusCode).toBe(401);
    expect((await userWith(secondDevice)).statusCode).toBe(401);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    const signedIn = await login(user.username, "brand-new-secret");
    expect(signedIn.statusCode).toBe(200);

    const again = await confirm({ token, password: "another-new-secret" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: LINK_INVALID, code: "password_reset_link_invalid" });
    expect((await login(user.username, "brand-new-secret")).statusCode).toBe(200);
    // The session the new password opened is not ended by the refused second use.
    expect((await userWith(sessionCookie(signedIn))).statusCode).toBe(200);
  });

  it("refuses a link past its hour, leaving the password as it was", async () => {
    const { user } = await registerAndSignIn(t.app);
    await askForLink(user.email);
    const token = tokenOf((await mailbox.nextMailTo(user.email)).resetLink);
    const tokenHash = createHash("sha256").update(token).digest("hex");
    const row = await t.database.db
      .selectFrom("password_resets")
      .select(["created_at", "expires_at"])
      .where("token_hash", "=", tokenHash)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60 * 1000);

    await t.database.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", tokenHash)
      .execute();
    const expired = await confirm({ token, password: "brand-new-secret" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(LINK_INVALID);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it("answers an email no account uses exactly as one that has an account, and mails it nothing", async () => {
    const { user } = await registerAndSignIn(t.app);
    const nobody = `${uniqueUser("nobody").username}@example.com`;
    const unknown = await askForLink(nobody);
    const known = await askForLink(user.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);

    // The unknown email was asked for first and needs less work, so its turn is over once the known one's mail is in.
    await mailbox.nextMailTo(user.email);
    expect(mailbox.mails.filter((mail) => mail.to.includes(nobody))).toEqual([]);
  });

  it("answers before the mail is sent, so how long it takes says nothing about the account", async () => {
    const { user } = await registerAndSignIn(t.app);
    const release = mailbox.holdConnections();
    try {
      const asked = await askForLink(user.email);
      expect(asked.statusCode).toBe(202);
      expect(mailbox.mails.some((mail) => mail.to.includes(user.email))).toBe(false);
    } finally {
      release();
    }
    expect((await mailbox.nextMailTo(user.email)).resetLink).toBeDefined();
  });

  it("refuses bad input with a message that says what is wrong", async () => {
    const cases: Array<[Promise<{ statusCode: number; json: () => { message: string } }>, string]> = [
      [askForLink(undefined), "Required"],
      [askForLink("not-an-email"), "Please enter a valid email address"],
      [confirm({ password: "brand-new-secret" }), "Required"],
      [confirm({ token: "t".repeat(43), password: "12345" }), "Password must be at least 6 characters"],
      [confirm({ token: "t".repeat(43), password: "x".repeat(129) }), "Password must be at most 128 characters"],
      [confirm({ token: "x".repeat(500), password: "brand-new-secret" }), LINK_INVALID],
      [confirm({ token: "made-up-token-nobody-was-sent", password: "brand-new-secret" }), LINK_INVALID],
    ];
    for (const [answer, message] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("writes the mail in the language the person was using, English when none is given", async () => {
    const { user } = await registerAndSignIn(t.app);
    const asked = await askForLink(user.email, nextAddress(), { language: "es" });
    expect(asked.statusCode).toBe(202);
    const mail = await mailbox.nextMailTo(user.email);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Restablece tu contrase/);
    expect(mail.raw).toContain("Elegir una contrase");
    expect(mail.resetLink).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password#`));

    const unknownLanguage = await askForLink(user.email, nextAddress(), { language: "xx" });
    expect(unknownLanguage.statusCode).toBe(400);
  });

  it("mails one email at most 3 links an hour, however many addresses ask, and answers the same past that", async () => {
    const { user } = await registerAndSignIn(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await askForLink(user.email));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`))).toEqual(
      new Set([`202 ${JSON.stringify({ message: REQUESTED })}`]),
    );

    const links = [];
    for (let i = 0; i < 3; i++) links.push((await mailbox.nextMailTo(user.email)).resetLink);
    // The refused asks mail nothing at all; a fourth mail would have come within this wait, as the three did.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.mails.filter((mail) => mail.to.includes(user.email))).toHaveLength(3);
    expect((await confirm({ token: tokenOf(links[2]), password: "brand-new-secret" })).statusCode).toBe(200);
  });

  it("limits each address: 5 requests for a link and 10 new passwords in 15 minutes", async () => {
    const asker = nextAddress();
    const asked = [];
    for (let i = 0; i < 6; i++) asked.push((await askForLink(`nobody${i}@example.com`, asker)).statusCode);
    expect(asked).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await askForLink("nobody@example.com")).statusCode).toBe(202);

    const guesser = nextAddress();
    const confirmed = [];
    for (let i = 0; i < 11; i++)
      confirmed.push((await confirm({ token: `guess-${i}`, password: "brand-new-secret" }, guesser)).statusCode);
    expect(confirmed).toEqual([...Array<number>(10).fill(400), 429]);
    const limited = await confirm({ token: "guess-11", password: "brand-new-secret" }, guesser);
    expect(limited.json().message).toMatch(/Too many requests/);
  });
});

describe("password reset without SMTP in production", () => {
  it("is off: asking for a link answers 503 with what to do instead", async () => {
    const database = await createTestDatabase("sqlite");
    // What NODE_ENV=production without SMTP gives (server/mail/config.test.ts); tests otherwise run as NODE_ENV=test.
    const t = await createTestAppOn({ ...database, config: { ...database.config, mail: { kind: "off" } } });
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/password-reset",
        payload: { email: "someone@example.com" },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: "password_reset_unavailable",
        message: expect.stringMatching(/not available.*contact support/),
      });
    } finally {
      await t.close();
      await database.dispose();
    }
  });
});
