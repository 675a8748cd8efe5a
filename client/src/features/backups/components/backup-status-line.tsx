import { DatabaseBackup, TriangleAlert } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBytes } from "@shared/videos/video-rules";
import { fullTime, relativeTime } from "@/lib/relative-time";
import { cn } from "@/lib/utils";
import { useBackups } from "@/data/backups/queries";
import { backupPlaces } from "./backup-facts";

/**
 * One line above the admin panel's tabs: when the last good backup was made and how big it
 * is, or what about backups needs attention. Its height is kept while it loads (no shift).
 */
export function BackupStatusLine() {
  const backups = useBackups();
  const [location] = useLocation();
  // One height loading and loaded (two lines of text at most), so nothing below it moves.
  const box = "mb-4 flex h-16 items-center gap-3 overflow-hidden rounded-xl border px-4 py-2 text-sm";
  if (backups.isPending) return <Skeleton aria-label="Loading backup status" aria-busy="true" className="mb-4 h-16 rounded-xl" />;
  if (backups.isError) {
    return (
      <p className={cn(box, "border-stage-700 text-cream-300")}>
        <span className="line-clamp-2">Backup status could not be loaded: {backups.error.message}</span>
      </p>
    );
  }
  const { warnings, lastGood } = backups.data;
  const open = (
    <Link href={`${location}?tab=backups`} className="ml-auto shrink-0 font-semibold text-spotlight-300 underline underline-offset-4 hover:text-spotlight-200">
      Backups
    </Link>
  );
  if (warnings.length > 0) {
    return (
      <section aria-label="Backup status" className={cn(box, "border-spotlight-500/60 bg-spotlight-500/10 text-cream-100")}>
        <TriangleAlert aria-hidden className="size-5 shrink-0 text-spotlight-300" />
        <p className="line-clamp-2">
          <span className="font-semibold">Backups need attention:</span> {warnings[0]}
        </p>
        {open}
      </section>
    );
  }
  return (
    <section aria-label="Backup status" className={cn(box, "border-stage-700 bg-stage-900/60 text-cream-200")}>
      <DatabaseBackup aria-hidden className="size-5 shrink-0 text-spotlight-400" />
      {lastGood && (
        <p className="line-clamp-2">
          Last backup <time dateTime={lastGood.finishedAt} title={fullTime(lastGood.finishedAt)}>{relativeTime(lastGood.finishedAt)}</time>
          {lastGood.bytes !== null && <>, {formatBytes(lastGood.bytes)}</>}, {backupPlaces(lastGood)}.
        </p>
      )}
      {open}
    </section>
  );
}
