import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { releaseEarlyClicks } from "@/lib/early-clicks";
import { preloadOnFirstIntent } from "@/lib/preload-on-first-intent";
import { toast } from "@/components/ui/use-toast";
import { useSmsOffered } from "@/data/sms/offered";
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
 * page's code) load at the first sign of a person (a touch, the pointer moving, a key,
 * a scroll), well before a tap reaches a Sign In button, and not while the page is still
 * loading on a slow phone with nobody touching it yet.
 */
const loadAuthDialogs = () => import("./auth-dialogs");
const AuthDialogs = lazy(async () => ({ default: (await loadAuthDialogs()).AuthDialogs }));

export function LandingPage() {
  const shows = useComedyShows(SHOW_LOCATION);
  const smsOffered = useSmsOffered();
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
  useEffect(() => preloadOnFirstIntent(loadAuthDialogs), []);
  // Hydrated and listening: a tap that came while the page was still plain HTML happens now.
  useEffect(releaseEarlyClicks, []);

  return (
    <div className="min-h-dvh overflow-x-clip bg-stage-950">
      <LandingHeader onSignIn={() => open("sign-in")} onSignUp={openSignUp} />
      <main>
        <HeroSection onStart={openSignUp} />
        <FeaturesGrid />
        {smsOffered && (
          <section aria-label="SMS joke capture" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <SmsPromoCard onStart={openSignUp} />
          </section>
        )}
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
