import { type ComponentType, lazy } from "react";

/** A page whose code is fetched when it is first shown, or earlier with `preload` (one request either way). */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (loading ??= load().then((page) => ({ default: page })));
  return Object.assign(lazy(preload), { preload });
}
