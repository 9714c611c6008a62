import { useUser } from "@/lib/use-user";
import { Features } from "../components/features";
import { Hero } from "../components/hero";
import { HowItWorks } from "../components/how-it-works";
import { SignupCta } from "../components/signup-cta";

export function LandingPage() {
  const { user } = useUser();
  const signedIn = user !== null;
  return (
    <>
      <Hero signedIn={signedIn} />
      <HowItWorks />
      <Features />
      <SignupCta signedIn={signedIn} />
    </>
  );
}
