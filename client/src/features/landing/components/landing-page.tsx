import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useComedyShows } from "../api/get-comedy-shows";
import type { AuthDialogName } from "./auth-dialogs";
import { FeaturesGrid } from "./features-grid";
import { SmsPromoCard } from "./sms-promo-card";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { PricingSection } from "./pricing-section";

const SHOW_LOCATION = "Dallas-Fort Worth";

/**
 * The sign-in, sign-up and reset dialogs (forms, zod, Radix dialog: about a third of the
 * page's code) load after the page has painted, so the first screen does not wait for them.
 */
const loadAuthDialogs = () => import("./auth-dialogs");
const AuthDialogs = lazy(async () => ({ default: (await loadAuthDialogs()).AuthDialogs }));

export function LandingPage() {
  const shows = useComedyShows({ location: SHOW_LOCATION });
  // The list is fetched but not shown (spec); a failure is still said.
  useEffect(() => {
    if (shows.isError) toast({ title: "Failed to fetch comedy shows", variant: "destructive" });
  }, [shows.isError]);
  const [dialog, setDialog] = useState<AuthDialogName | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing runs its animation and gives focus back.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  const open = (name: AuthDialogName) => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setDialogsMounted(true);
    setDialog(name);
  };
  const openSignUp = () => open("sign-up");
  useEffect(() => {
    // Once the browser is idle; where requestIdleCallback is missing (Safari), after a moment.
    const preload = () => void loadAuthDialogs();
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(preload);
    else setTimeout(preload, 1500);
  }, []);

  return (
    <div className="min-h-dvh overflow-x-clip bg-stage-950">
      <LandingHeader onSignIn={() => open("sign-in")} onSignUp={openSignUp} />
      <main>
        <HeroSection onStart={openSignUp} />
        <FeaturesGrid />
        <section aria-label="SMS joke capture" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <SmsPromoCard onStart={openSignUp} />
        </section>
        <PricingSection onChoosePlan={openSignUp} />
      </main>
      <LandingFooter />
      {dialogsMounted && (
        <Suspense fallback={null}>
          <AuthDialogs dialog={dialog} opener={opener} onDialogChange={setDialog} />
        </Suspense>
      )}
    </div>
  );
}
