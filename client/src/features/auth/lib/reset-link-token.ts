import { useEffect, useState } from "react";

// base64url, as the server makes them; "#main" (the skip link's target) is not one.
const TOKEN_IN_HASH = /^#([\w-]{32,128})$/;

const tokenInAddress = () => TOKEN_IN_HASH.exec(window.location.hash)?.[1];

/**
 * The token of a reset link (`/reset-password#TOKEN`), also of one opened over this page, taken out of the address
 * bar once read, so it stays neither in the browser's history nor in a shared screenshot; `forget` drops it, to ask
 * for a new link.
 */
export function useResetLinkToken(): { token: string | undefined; forget: () => void } {
  const [token, setToken] = useState(tokenInAddress);
  useEffect(() => {
    const take = () => {
      const found = tokenInAddress();
      if (!found) return;
      setToken(found);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    };
    take();
    window.addEventListener("hashchange", take);
    return () => window.removeEventListener("hashchange", take);
  }, []);
  return { token, forget: () => setToken(undefined) };
}
