import { CheckCircle2, RefreshCw } from "lucide-react";
import { useState } from "react";
import { severities, type Severity } from "@shared/error-logs/severities";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useErrorLogs } from "@/data/error-logs/queries";
import { ErrorLogRow } from "./error-log-row";

const filters: (Severity | "all")[] = ["all", ...severities];

/** The past 24 hours of errors, newest first; each opens to show its stack and context. */
export function ErrorMonitoringTab() {
  const [severity, setSeverity] = useState<Severity | "all">("all");
  const logs = useErrorLogs(severity === "all" ? undefined : severity);
  const counts = logs.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Error Monitoring</CardTitle>
          <CardDescription>Errors from the server, comedians&apos; browsers and chaos tests in the past 24 hours.</CardDescription>
        </div>
        <Button variant="outline" size="sm" className="pointer-coarse:h-11" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
          <RefreshCw aria-hidden className={cn(logs.isFetching && "animate-spin")} /> Refresh
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="group" aria-label="Filter by severity" className="flex flex-wrap gap-2">
          {filters.map((value) => {
            const count = value === "all" ? total : counts?.[value];
            return (
              <Button
                key={value}
                size="sm"
                variant={severity === value ? "default" : "outline"}
                aria-pressed={severity === value}
                className="capitalize pointer-coarse:h-11"
                onClick={() => setSeverity(value)}
              >
                {value}
                {count !== undefined && <span className="tabular-nums opacity-80">{count}</span>}
              </Button>
            );
          })}
        </div>
        {logs.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading errors">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : logs.isError ? (
          <p role="alert" className="text-neon-300">
            Errors could not be loaded: {logs.error.message}
          </p>
        ) : logs.data.logs.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stage-600 px-4 py-10 text-center">
            <CheckCircle2 aria-hidden className="size-10 text-spotlight-400" />
            <p className="text-cream-200">
              {severity === "all" ? "No errors logged recently - system is running smoothly!" : `No ${severity} errors in the past 24 hours.`}
            </p>
          </div>
        ) : (
          <>
            <ul className="grid gap-2" aria-label="Errors, newest first">
              {logs.data.logs.map((log) => (
                <ErrorLogRow key={log.id} log={log} />
              ))}
            </ul>
            {logs.data.truncated && <p className="text-sm text-cream-400">Showing the newest 500. Filter by severity to see others.</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
