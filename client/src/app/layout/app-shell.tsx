import { Suspense, useEffect, type ReactNode } from "react";
import { releaseEarlyClicks } from "@/lib/early-clicks";
import { PageSpinner } from "@/components/ui/spinner";
import { useLocation } from "wouter";
import { Navbar } from "@/features/navigation/components/navbar";
import { ErrorBoundary } from "../crash/error-boundary";
import { ServerUnreachableNotice } from "./server-unreachable-notice";
import { SmsSetupBanner } from "./sms-setup-banner";

export function AppShell({ children }: { children: ReactNode }) {
  // A crashed page keeps the navigation; going elsewhere starts the next page afresh.
  const [location] = useLocation();
  // Left the prerendered landing page before it hydrated: stop holding its clicks.
  useEffect(releaseEarlyClicks, []);
  return (
    <div data-app-shell className="bg-spotlight flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-spotlight-500 px-3 py-2 font-semibold text-stage-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Navbar />
      <ServerUnreachableNotice />
      {/* At least a screen tall, so the footer starts below the fold and never jumps as a page fills in. */}
      <main id="main" className="mx-auto flex min-h-[calc(100dvh-4.25rem)] w-full max-w-6xl flex-1 flex-col px-4 py-8 sm:px-6 lg:py-10">
        <ErrorBoundary key={location}>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <footer className="border-t border-stage-800 py-6 text-center text-xs text-cream-400">
        Comedy Toolkit · Write it. Work it. Kill.
      </footer>
      {/* After the page: it floats at the foot of the screen, and keyboard users meet it after the content. */}
      <SmsSetupBanner />
    </div>
  );
}
