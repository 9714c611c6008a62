import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestAppOn,
  createTestDatabase,
  registerAndSignIn,
  uniqueUser,
  type TestApp,
  type TestDatabase,
} from "../test-support/test-app";

/**
 * Two web processes behind a load balancer, as the README's scaling section runs them: each built by the app factory
 * with its own connections and memory, sharing only the PostgreSQL database. Every limit must count once for both, or
 * each process added would grant another allowance. Runs where TEST_DATABASE_URL is set (CI starts one).
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("limits shared by two web processes on PostgreSQL", () => {
  const requestsPerMinute = 10;
  const signUps = { attempts: 4, windowSeconds: 60 * 60 };
  let database: TestDatabase;
  let processes: TestApp[] = [];
  /** The process the load balancer sends the i-th request to: each in turn. */
  const either = (i: number) => processes[i % 2]!.app;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // Started together, as a deploy starts them: both create the limits' table at once.
    processes = await Promise.all(
      [0, 1].map(() => createTestAppOn(database, { limits: { requestsPerMinute, register: signUps } })),
    );
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.close()));
    await database?.dispose();
  });

  it("refuses wrong passwords sent alternately to both from the sixth on, and then the right one too", async () => {
    const { user } = await registerAndSignIn(either(0));
    const login = (i: number, password: string) =>
      either(i).inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "10.20.0.1",
        payload: { username: user.username, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(i, "wrong-password")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    for (const i of [0, 1]) {
      const right = await login(i, user.password);
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe("Too many failed login attempts. Please wait 15 minutes and try again.");
    }
  });

  it("counts one address's API requests across both", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < requestsPerMinute + 2; i++) {
      statuses.push(
        (await either(i).inject({ method: "GET", url: "/api/content/faq", remoteAddress: "10.20.1.1" })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(requestsPerMinute).fill(200), 429, 429]);
  });

  it("counts a route's own limit, the script writer's, across both", async () => {
    const { cookie } = await registerAndSignIn(either(1));
    const statuses: number[] = [];
    // An empty story is refused (400) after the limit has counted it, so no script is written.
    for (let i = 0; i < 31; i++) {
      const answer = await either(i).inject({
        method: "POST",
        url: "/api/process-anecdote",
        remoteAddress: "10.20.2.1",
        headers: { cookie },
        payload: {},
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(400), 429]);
  });

  it("counts a person's posts across both", async () => {
    const { cookie } = await registerAndSignIn(either(0));
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await either(i).inject({
          method: "POST",
          url: "/api/community/posts",
          remoteAddress: `10.20.3.${i + 1}`,
          headers: { cookie },
          payload: { title: `Post ${i}`, content: "Hello" },
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]!.json().message).toMatch(/^You are posting too fast\. Please wait \d+ seconds and try again\.$/);
  });

  it("counts one address's sign-up attempts across both", async () => {
    const taken = uniqueUser();
    const register = (i: number, email: string) =>
      either(i).inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: "10.20.4.1",
        payload: { ...uniqueUser(), email },
      });
    const statuses: number[] = [(await register(0, taken.email)).statusCode];
    for (let i = 1; i <= signUps.attempts; i++) statuses.push((await register(i, taken.email)).statusCode);
    expect(statuses).toEqual([201, 409, 409, 409, 429]);
  });

  it("counts logins under the longest name a person may type", async () => {
    const answer = await either(1).inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.20.5.1",
      payload: { username: "n".repeat(254), password: "whatever1" },
    });
    expect(answer.statusCode).toBe(401);
  });
});
