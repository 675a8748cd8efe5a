import { Hourglass } from "lucide-react";
import { Link } from "wouter";
import { materialExportUrl } from "@/data/material/endpoints";
import { useBilling } from "@/data/billing/queries";
import { countdownDays } from "@/lib/expiry-countdown";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { FreeTierExpiryNote } from "./free-tier-expiry-note";

type DataExpiry = { kind: "countdown"; days: number; firstExpiry: string } | { kind: "note"; firstExpiry: string } | null;

/** What the free plan's rule has to say now: the last 7 days' countdown, the calm note before them, or nothing. */
function useDataExpiry(): DataExpiry {
  const info = useBilling().data;
  if (!info || info.tier !== "free" || !info.dataExpirationDate) return null;
  const now = new Date();
  const days = countdownDays(info.dataExpirationDate, now);
  if (days !== null) return { kind: "countdown", days, firstExpiry: info.dataExpirationDate };
  return new Date(info.dataExpirationDate) > now ? { kind: "note", firstExpiry: info.dataExpirationDate } : null;
}

/**
 * Free tier: once there is writing that expires, the 30-day rule explained calmly (until
 * dismissed); in the last 7 days before the first of it expires, how long is left, and the
 * two ways to keep it. `only` draws one of the two where a page places them apart.
 */
export function DataExpiryBanner({ className, only }: { className?: string; only?: "countdown" | "note" }) {
  const expiry = useDataExpiry();
  if (!expiry || (only && expiry.kind !== only)) return null;
  if (expiry.kind === "note") return <FreeTierExpiryNote firstExpiry={expiry.firstExpiry} className={className} />;
  const { days, firstExpiry } = expiry;
  return (
    <section
      aria-label="Data expiry"
      className={cn("flex flex-wrap items-center gap-3 rounded-2xl border border-neon-600/60 bg-neon-700/15 px-4 py-3 text-cream-100", className)}
    >
      <Hourglass aria-hidden className="size-5 shrink-0 text-neon-300" />
      <p className="min-w-0 flex-1">
        Your first jokes expire in {days} {days === 1 ? "day" : "days"} (on {formatDate(firstExpiry)}). Free-tier data
        expires after 30 days.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href="/billing" className="rounded-lg bg-spotlight-500 px-3 py-2 text-sm font-semibold text-stage-950 hover:bg-spotlight-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400">
          Upgrade to keep them
        </Link>
        <a href={materialExportUrl()} download className="rounded-lg border border-stage-600 px-3 py-2 text-sm font-semibold text-cream-100 hover:border-spotlight-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400">
          Download a copy
        </a>
      </div>
    </section>
  );
}
