import { Suspense } from "react";
import { Features } from "../components/features";
import { Hero } from "../components/hero";
import { HowItWorks } from "../components/how-it-works";
import { SignupCta } from "../components/signup-cta";

/**
 * The session arrives after the first paint: only the parts that depend on it (the call-to-action buttons) ask for it.
 * Each section is its own Suspense boundary so that, arriving rendered (scripts/prerender-landing.mjs), React hydrates
 * it section by section, yielding to the phone between them, instead of in one long task.
 */
export function LandingPage() {
  return (
    <>
      <Suspense>
        <Hero />
      </Suspense>
      <Suspense>
        <HowItWorks />
      </Suspense>
      <Suspense>
        <Features />
      </Suspense>
      <Suspense>
        <SignupCta />
      </Suspense>
    </>
  );
}
