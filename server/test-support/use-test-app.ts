import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp, type TestAppOptions, type TestEngine } from "./test-app";

/**
 * The app for the tests of the block this is called in (the file, or a describe): made before them and closed after
 * them. Its fields are there from the block's first test on.
 */
export function useTestApp(engine: TestEngine, options?: TestAppOptions): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(engine, options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
