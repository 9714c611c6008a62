import type { z } from "zod";

/** Environment variables as a process gets them. */
export type Env = Record<string, string | undefined>;

/** Bad configuration, every problem named with what would fix it (server/config.ts and the command-line tools). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Reads `env` with `schema`: an empty variable counts as unset (`FOO=` in a .env file is not a value), and every
 * invalid one is reported as `NAME="value": what is wrong`, with the values of `secrets` shown as (hidden), because
 * the message ends up in logs.
 */
export function readEnv<T extends z.ZodType>(schema: T, env: Env, secrets: ReadonlySet<string>): z.infer<T> {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value === "" ? undefined : value])),
  );
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = secrets.has(name) && env[name] ? "(hidden)" : JSON.stringify(env[name]);
      return `${name}=${shown}: ${issue.message}`;
    }),
  );
}
