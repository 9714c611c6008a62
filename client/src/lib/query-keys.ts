/**
 * Query keys of what several features read. Each area's keys start with the area's own `all` key, so invalidating
 * a key also invalidates every key below it (TanStack Query matches keys by prefix). A feature's own queries keep
 * their keys in the feature's `api/keys.ts`.
 */

export const sessionKeys = {
  all: ["session"] as const,
  user: () => [...sessionKeys.all, "user"] as const,
};

export const creditKeys = {
  all: ["credits"] as const,
  balance: () => [...creditKeys.all, "balance"] as const,
};

export const videoKeys = {
  all: ["videos"] as const,
  list: () => [...videoKeys.all, "list"] as const,
  detail: (id: string) => [...videoKeys.all, "detail", id] as const,
  status: (id: string) => [...videoKeys.detail(id), "status"] as const,
};
