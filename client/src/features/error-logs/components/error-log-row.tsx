import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { ErrorLogSummary } from "@shared/error-logs/error-log-dto";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useErrorLog } from "@/data/error-logs/error-log";
import { fullTime, relativeTime } from "@/lib/relative-time";
import { SeverityBadge } from "@/components/severity-badge";

/** One logged error; opening it fetches its stack and context. */
export function ErrorLogRow({ log }: { log: ErrorLogSummary }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const detail = useErrorLog(log.id, open);

  return (
    <li className="rounded-xl border border-stage-700 bg-stage-950/50">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 w-full items-start gap-3 rounded-xl p-3 text-left hover:bg-stage-800/60 focus-visible:outline-2 focus-visible:outline-spotlight-400"
      >
        <SeverityBadge severity={log.severity} className="mt-0.5 shrink-0" />
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-cream-50">{log.message}</span>
          <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-cream-400">
            <span className="capitalize">{log.source}</span>
            {log.path && <code className="break-all text-cream-300">{log.path}</code>}
            <time dateTime={log.createdAt} title={fullTime(log.createdAt)}>
              {relativeTime(log.createdAt)}
            </time>
            {log.occurrences > 1 && <span className="font-semibold text-spotlight-300">{log.occurrences}× in 24 h</span>}
          </span>
        </span>
        <ChevronDown aria-hidden className={cn("mt-1 size-4 shrink-0 text-cream-400 transition-transform", open && "rotate-180")} />
        <span className="sr-only">{open ? "Hide details" : "Show details"}</span>
      </button>
      {open && (
        <div id={panelId} className="grid gap-3 border-t border-stage-700 p-3 text-sm">
          {detail.isPending ? (
            <Skeleton className="h-24" />
          ) : detail.isError ? (
            <p role="alert" className="text-neon-300">
              {detail.error.message}
            </p>
          ) : (
            <>
              <section aria-label="Stack trace">
                <h3 className="mb-1 text-xs font-semibold tracking-wide text-cream-400 uppercase">Stack</h3>
                <pre className="max-h-64 overflow-auto rounded-lg bg-stage-950 p-3 text-xs whitespace-pre-wrap text-cream-200">
                  {detail.data.stack ?? "No stack was recorded."}
                </pre>
              </section>
              <section aria-label="Context">
                <h3 className="mb-1 text-xs font-semibold tracking-wide text-cream-400 uppercase">Context</h3>
                <pre className="max-h-64 overflow-auto rounded-lg bg-stage-950 p-3 text-xs whitespace-pre-wrap text-cream-200">
                  {detail.data.context ? JSON.stringify(detail.data.context, null, 2) : "No context was recorded."}
                </pre>
              </section>
            </>
          )}
        </div>
      )}
    </li>
  );
}
