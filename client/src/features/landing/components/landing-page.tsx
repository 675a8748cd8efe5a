import { useState } from "react";
import { SmsPromoBanner } from "@/components/sms-promo-banner";
import { useComedyShows } from "../api/get-comedy-shows";
import { AuthDialogs, type AuthDialogName } from "./auth-dialogs";
import { FeaturesGrid } from "./features-grid";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { PricingSection } from "./pricing-section";

const SHOW_LOCATION = "Dallas-Fort Worth";

export function LandingPage() {
  useComedyShows({ location: SHOW_LOCATION });
  const [dialog, setDialog] = useState<AuthDialogName | null>(null);
  const openSignUp = () => setDialog("sign-up");

  return (
    <div className="min-h-dvh overflow-x-clip bg-stage-950">
      <LandingHeader onSignIn={() => setDialog("sign-in")} onSignUp={openSignUp} />
      <main>
        <HeroSection onStart={openSignUp} />
        <FeaturesGrid />
        <section aria-label="SMS joke capture" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <SmsPromoBanner variant="landing" />
        </section>
        <PricingSection onChoosePlan={openSignUp} />
      </main>
      <LandingFooter />
      <AuthDialogs dialog={dialog} onDialogChange={setDialog} />
    </div>
  );
}
