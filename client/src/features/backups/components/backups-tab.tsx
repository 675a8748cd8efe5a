import { CircleCheck, CircleX, DatabaseBackup, TriangleAlert } from "lucide-react";
import type { BackupOverview, BackupRun } from "@shared/backups/backup-dto";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { fullTime, relativeTime } from "@/lib/relative-time";
import { useBackups } from "@/data/backups/queries";
import { useRunBackup } from "../api/run-backup";
import { backupSize } from "./backup-facts";

const When = ({ at }: { at: string }) => (
  <time dateTime={at} title={fullTime(at)}>
    {relativeTime(at)} <span className="text-cream-400">({fullTime(at)})</span>
  </time>
);

/** A path or address, wrapped anywhere so a long one never widens the page. */
/** Who or what made a run, as the list says it. */
const STARTED_BY: Record<BackupRun["startedBy"], string> = {
  schedule: "scheduled",
  admin: "by an admin",
  command: "from the command line",
};

const Place = ({ children }: { children: string }) => <code className="break-all font-mono text-xs text-cream-200">{children}</code>;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-cream-400">{term}</dt>
      <dd className="min-w-0 text-cream-100">{children}</dd>
    </div>
  );
}

function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby="backup-warnings" className="rounded-xl border border-spotlight-500/60 bg-spotlight-500/10 p-4">
      <h3 id="backup-warnings" className="flex items-center gap-2 font-semibold text-cream-50">
        <TriangleAlert aria-hidden className="size-5 text-spotlight-300" /> Needs attention
      </h3>
      <ul className="mt-2 grid list-inside list-disc gap-1 text-sm text-cream-100 marker:text-spotlight-400">
        {warnings.map((warning) => (
          <li key={warning} className="break-words">
            {warning}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LastBackup({ overview }: { overview: BackupOverview }) {
  const run = overview.lastGood;
  return (
    <section aria-labelledby="last-backup" className="grid gap-3">
      <h3 id="last-backup" className="font-semibold text-cream-50">
        Last backup
      </h3>
      {run === null ? (
        <p className="text-sm text-cream-300">None yet.</p>
      ) : (
        <dl className="grid gap-2 text-sm">
          <Fact term="Made">
            <When at={run.finishedAt} />
          </Fact>
          <Fact term="Size">{backupSize(run)}</Fact>
          <Fact term="On the server">{run.file ? <Place>{run.file}</Place> : "—"}</Fact>
          <Fact term="In the bucket">
            {run.bucketCopy ? <Place>{run.bucketCopy}</Place> : run.bucketError ? `Not copied: ${run.bucketError}` : "Not copied (no bucket is set)"}
          </Fact>
        </dl>
      )}
    </section>
  );
}

function Settings({ overview }: { overview: BackupOverview }) {
  return (
    <section aria-labelledby="backup-settings" className="grid gap-3">
      <h3 id="backup-settings" className="font-semibold text-cream-50">
        How backups run
      </h3>
      <dl className="grid gap-2 text-sm">
        <Fact term="Schedule">{overview.schedule === null ? "Off (BACKUP_SCHEDULE=off)" : `${overview.scheduleText} (server time)`}</Fact>
        <Fact term="Keeps">The newest {overview.keep} of its backups, in each place</Fact>
        <Fact term="Folder">
          <Place>{overview.directory}</Place>
        </Fact>
        <Fact term="Bucket">{overview.bucket === null ? "None (S3_BUCKET is not set)" : <Place>{`s3://${overview.bucket}/backups/`}</Place>}</Fact>
      </dl>
    </section>
  );
}

function RunRow({ run }: { run: BackupRun }) {
  const failed = run.outcome === "failed";
  const Icon = failed ? CircleX : run.bucketError ? TriangleAlert : CircleCheck;
  const label = failed ? "Failed" : run.bucketError ? "Saved, not copied to the bucket" : "Saved";
  return (
    <li className="flex gap-3 rounded-xl border border-stage-700 bg-stage-900/60 px-3 py-2.5 text-sm">
      <Icon aria-hidden className={failed ? "mt-0.5 size-4 shrink-0 text-neon-400" : "mt-0.5 size-4 shrink-0 text-spotlight-400"} />
      <div className="grid min-w-0 gap-0.5">
        <p className="text-cream-100">
          <span className="font-semibold">{label}</span>{" "}
          <time dateTime={run.finishedAt} title={fullTime(run.finishedAt)}>
            {relativeTime(run.finishedAt)}
          </time>
          {!failed && <span className="text-cream-300"> · {backupSize(run)}</span>}
          <span className="text-cream-400"> · {STARTED_BY[run.startedBy]}</span>
        </p>
        {(run.error ?? run.bucketError) && <p className="break-words text-cream-300">{run.error ?? run.bucketError}</p>}
      </div>
    </li>
  );
}

/** The database's backups: what needs attention, the last good one, how they run, the latest runs, and Back up now. */
export function BackupsTab() {
  const backups = useBackups();
  const run = useRunBackup();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <DatabaseBackup aria-hidden className="size-5 text-spotlight-400" /> Backups
          </CardTitle>
          <CardDescription>
            Every account, joke note, note, thought, set list and show, as of one moment. Uploaded videos and recorded audio are files: back
            those up with their folder or bucket.
          </CardDescription>
        </div>
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus while the backup runs. */}
        <Button className="h-11 aria-disabled:opacity-55" aria-disabled={run.isPending} onClick={() => !run.isPending && run.mutate()}>
          <DatabaseBackup aria-hidden /> {run.isPending ? "Backing up..." : "Back up now"}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        {backups.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading backups">
            <Skeleton className="h-24" />
            <Skeleton className="h-32" />
          </div>
        ) : backups.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-neon-300">
            Backups could not be loaded: {backups.error.message}
            <Button variant="outline" size="sm" onClick={() => void backups.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <Warnings warnings={backups.data.warnings} />
            <LastBackup overview={backups.data} />
            <Settings overview={backups.data} />
            <section aria-labelledby="backup-runs" className="grid gap-3">
              <h3 id="backup-runs" className="font-semibold text-cream-50">
                Recent runs
              </h3>
              {backups.data.runs.length === 0 ? (
                <p className="text-sm text-cream-300">No runs yet.</p>
              ) : (
                <ul className="grid gap-2" aria-label="Recent backup runs, newest first">
                  {backups.data.runs.map((r) => (
                    <RunRow key={r.id} run={r} />
                  ))}
                </ul>
              )}
            </section>
            <p className="text-sm text-cream-300">
              To restore one, stop the app and run <code className="font-mono text-xs text-cream-100">npm run db:restore -- &lt;file&gt;</code> (the
              &ldquo;Backups and recovery&rdquo; in docs/operations.md says how, and how to move to another machine).
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
