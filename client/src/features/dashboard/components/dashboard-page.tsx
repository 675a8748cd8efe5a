import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { lazy, useDeferredValue, useEffect, useState, type ReactNode } from "react";
import { displayName } from "@shared/account/public-user";
import { DataExpiryBanner } from "@/components/data-expiry-banner";
import { PhonePrompt } from "@/components/phone-prompt";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { WhenNear } from "@/components/when-near";
import { useAuth } from "@/data/account/auth-provider";
import { useBillingSettled } from "@/data/billing/queries";
import { useSmsInvitation } from "@/data/sms/info";
import { jokeNoteCountsQueryOptions, jokeNotePagesQueryOptions } from "@/data/joke-notes/note-caches";
import { STOOL_VIEW } from "@/data/joke-notes/stool-views";
import { forgetJustJoined, isJustJoined } from "@/data/account/just-joined";
import { takeGreetingFromPage } from "../lib/greeting-from-page";
import { InstallAppCard } from "./install-app-card";
import { LastShowCard } from "./last-show-card";
import { QuickActionsCard } from "./quick-actions-card";
import { RecentNotesCard } from "./recent-notes-card";
import { StatCard } from "./stat-card";
import { SmsDashboardBanner } from "./sms-dashboard-banner";
import { StoolCard } from "./stool-card";

// Its own chunk, with the chart code: the first load stays as it was.
const RecentShowsCard = lazy(() => import("./recent-shows-card").then((m) => ({ default: m.RecentShowsCard })));
/** The recent shows card's height (its min-h-[13.5rem]), held while it is not drawn yet. */
const RECENT_SHOWS_CARD_PX = 216;

/**
 * The greeting at once; the cards together once the counts and the first page of each list
 * are in (never the whole file). Placeholders of a guessed height would move everything
 * below them when the real lists arrived.
 */
export function DashboardPage() {
  const { user } = useAuth();
  // The cards' reads start one render after the greeting is drawn: started with it, every
  // read of the first screen would begin in the same task after the first paint.
  const cardsMounted = useDeferredValue(true, false);
  // A greeting the page's HTML already showed stays put rather than rising in a second time.
  const [rise] = useState(() => !takeGreetingFromPage());
  const [firstVisit] = useState(isJustJoined);
  useEffect(forgetJustJoined, []);
  return (
    <DashboardFirstScreen name={displayName(user?.email)} rise={rise} firstVisit={firstVisit}>
      {cardsMounted ? <DashboardCards /> : <CardsLoading />}
    </DashboardFirstScreen>
  );
}

/**
 * The greeting above the cards. The server also writes it, with the cards still loading,
 * into the dashboard's HTML for a signed-in comedian (scripts/prerender-pages.ts), so it is
 * painted before any script has run; this render then draws the same boxes over it.
 */
export function DashboardFirstScreen({
  name,
  rise,
  firstVisit = false,
  children,
}: {
  name: string;
  rise: boolean;
  /** The first dashboard after sign-up: "Welcome", as nobody is back yet. */
  firstVisit?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className={rise ? "animate-rise-in" : undefined}>
        <h1 className="font-display text-4xl leading-none tracking-wide break-words text-cream-50 sm:text-5xl">
          {firstVisit ? "Welcome" : "Welcome back"}, <span className="text-spotlight-400">{name}</span>!
        </h1>
        <p className="mt-2 text-cream-300">Ready to create some laughs today?</p>
      </header>
      {children}
    </div>
  );
}

export const CardsLoading = () => (
  <div aria-busy="true" aria-label="Loading your joke notes" className="flex justify-center py-16">
    <Spinner />
  </div>
);

function DashboardCards() {
  const { user } = useAuth();
  const sms = useSmsInvitation(user);
  const countsQuery = useQuery(jokeNoteCountsQueryOptions());
  const recentQuery = useInfiniteQuery(jokeNotePagesQueryOptions({ sort: "newest" }));
  const stoolQuery = useInfiniteQuery(jokeNotePagesQueryOptions(STOOL_VIEW));
  const counts = countsQuery.data;
  const recent = recentQuery.data?.pages[0]?.notes;
  const stool = stoolQuery.data?.pages[0]?.notes;
  const billingSettled = useBillingSettled();
  const queries = [countsQuery, recentQuery, stoolQuery];
  // Query answers re-render at once, in one piece; the cards instead come in a render React
  // can slice, so a slow phone stays responsive while they are drawn. The free plan's
  // countdown comes with them (billing is waited for), so its arrival never pushes the cards
  // down; its calm note sits below the comedian's lists, not above the first screen's content.
  const ready = useDeferredValue(Boolean(counts && recent && stool && sms.settled && billingSettled));

  if (ready && counts && recent && stool) {
    return (
      <>
        <DataExpiryBanner only="countdown" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          <StatCard label="Total Joke Notes" value={counts.total} tone="spotlight" />
          <StatCard label="On My Stool" value={counts.onStool} tone="neon" />
          <QuickActionsCard />
        </div>
        {sms.invite && <SmsDashboardBanner href={sms.href} />}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <RecentNotesCard notes={recent.slice(0, 5)} />
          <StoolCard notes={stool.slice(0, 5)} />
        </div>
        <DataExpiryBanner only="note" />
        <InstallAppCard />
        <LastShowCard />
        {/* Far down a phone's screen: its code and its answer come as it comes near. */}
        <WhenNear height={RECENT_SHOWS_CARD_PX} testId="recent-shows-placeholder">
          <RecentShowsCard />
        </WhenNear>
        {/* The phone prompt comes 3 s after load: last, so its arrival moves nothing. */}
        <PhonePrompt />
      </>
    );
  }
  if (queries.some((query) => query.isError)) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neon-500/50 px-4 py-10 text-center">
        <p className="text-cream-300">Your joke notes could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}>
          Try again
        </Button>
      </div>
    );
  }
  return <CardsLoading />;
}
