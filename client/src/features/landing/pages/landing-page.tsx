import { Features } from "../components/features";
import { Hero } from "../components/hero";
import { HowItWorks } from "../components/how-it-works";
import { SignupCta } from "../components/signup-cta";

/** The session arrives after the first paint: only the parts that depend on it (the call-to-action buttons) ask for it. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <Features />
      <SignupCta />
    </>
  );
}
