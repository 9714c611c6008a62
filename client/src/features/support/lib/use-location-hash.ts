import { useLocationProperty } from "wouter/use-browser-location";

const currentHash = () => window.location.hash;

/**
 * The address's hash ("#contact"), kept current: wouter reports every pushState, replaceState, popstate and
 * hashchange, so a footer link to /support#contact updates an open Support page too.
 */
export function useLocationHash(): string {
  return useLocationProperty(currentHash, () => "");
}
