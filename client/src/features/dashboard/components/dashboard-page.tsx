import { displayName } from "@shared/account/public-user";
import { SmsPromoBanner } from "@/components/sms-promo-banner";
import { useAuth } from "@/lib/auth/auth-provider";
import { useJokeNotes } from "../api/get-joke-notes";
import { InstallAppCard } from "./install-app-card";
import { QuickActionsCard } from "./quick-actions-card";
import { RecentNotesCard } from "./recent-notes-card";
import { StatCard } from "./stat-card";
import { StoolCard } from "./stool-card";

export function DashboardPage() {
  const { user } = useAuth();
  const notesQuery = useJokeNotes();
  const notes = notesQuery.data ?? [];
  const stoolNotes = notes.filter((note) => note.onStool);
  const loading = notesQuery.isLoading;

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="animate-rise-in">
        <h1 className="font-display text-4xl leading-none tracking-wide break-words text-cream-50 sm:text-5xl">
          Welcome back, <span className="text-spotlight-400">{displayName(user?.email)}</span>!
        </h1>
        <p className="mt-2 text-cream-300">Ready to create some laughs today?</p>
      </header>
      {user && !user.isPhoneVerified && <SmsPromoBanner variant="compact" />}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard label="Total Joke Notes" value={notes.length} loading={loading} tone="spotlight" />
        <StatCard label="On My Stool" value={stoolNotes.length} loading={loading} tone="neon" />
        <QuickActionsCard />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentNotesCard notes={notes.slice(0, 5)} loading={loading} />
        <StoolCard notes={stoolNotes.slice(0, 5)} loading={loading} />
      </div>
      <SmsPromoBanner variant="dashboard" />
      <InstallAppCard />
    </div>
  );
}
