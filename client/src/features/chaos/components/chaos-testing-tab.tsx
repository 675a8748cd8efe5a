import { FlaskConical, Play, Square, Zap } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useExecuteChaosEvent } from "../api/execute-chaos-event";
import { useChaosStatus } from "@/data/chaos/queries";
import { useStartChaos } from "../api/start-chaos";
import { useStopChaos } from "../api/stop-chaos";
import { fullTime, relativeTime } from "@/lib/relative-time";
import { SeverityBadge } from "@/components/severity-badge";

const intervals = [
  { seconds: 10, label: "Every 10 seconds" },
  { seconds: 30, label: "Every 30 seconds" },
  { seconds: 60, label: "Every minute" },
  { seconds: 300, label: "Every 5 minutes" },
  { seconds: 900, label: "Every 15 minutes" },
];

/** Start and stop the chaos monkey, and fire any event by hand. Refreshes every 5 seconds. */
export function ChaosTestingTab() {
  const status = useChaosStatus();
  const start = useStartChaos();
  const stop = useStopChaos();
  const execute = useExecuteChaosEvent();
  const [interval, setChosenInterval] = useState<string>();

  if (status.isPending) return <Skeleton className="h-96 rounded-2xl" aria-label="Loading chaos testing" />;
  if (status.isError) {
    return (
      <Card className="p-6">
        <p role="alert" className="text-neon-300">
          The chaos monkey's status could not be loaded: {status.error.message}
        </p>
      </Card>
    );
  }
  const { stats, events } = status.data;
  const chosen = interval ?? String(stats.intervalSeconds);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-3">
            <FlaskConical aria-hidden className="size-5 text-spotlight-400" /> Chaos Testing
            <Badge variant={stats.isRunning ? "neon" : "muted"} aria-live="polite">
              {stats.isRunning ? "Running" : "Stopped"}
            </Badge>
          </CardTitle>
          <CardDescription>
            Fires synthetic errors through the real error log and alerts, and slows or breaks only the chaos probe route.
            Comedians&apos; data and pages are never touched. One server fires each tick, however many are running.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Interval" value={`${stats.intervalSeconds} s`} />
            <Stat label="Known events" value={String(stats.totalEvents)} />
            <Stat label="Events fired" value={String(stats.firedCount)} />
            <Stat
              label="Last fired"
              value={stats.lastFiredAt && stats.firedCount > 0 ? relativeTime(stats.lastFiredAt) : "Never"}
              title={stats.lastFiredAt ? fullTime(stats.lastFiredAt) : undefined}
            />
          </dl>
          <p className="text-sm text-cream-300">
            By severity: {stats.eventTypes.critical} critical, {stats.eventTypes.high} high, {stats.eventTypes.medium} medium,{" "}
            {stats.eventTypes.low} low.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            {!stats.isRunning && (
              <div className="grid w-full gap-2 sm:w-56">
                <Label htmlFor="chaos-interval">Fire events</Label>
                <Select value={chosen} onValueChange={setChosenInterval}>
                  <SelectTrigger id="chaos-interval">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {intervals.map((i) => (
                      <SelectItem key={i.seconds} value={String(i.seconds)}>
                        {i.label}
                      </SelectItem>
                    ))}
                    {!intervals.some((i) => String(i.seconds) === chosen) && (
                      <SelectItem value={chosen}>Every {chosen} seconds</SelectItem>
                    )}
                  </SelectContent>
                </Select>
              </div>
            )}
            {stats.isRunning ? (
              <Button variant="neon" className="h-11" disabled={stop.isPending} onClick={() => stop.mutate()}>
                <Square aria-hidden /> {stop.isPending ? "Stopping..." : "Stop Chaos Monkey"}
              </Button>
            ) : (
              <Button className="h-11" disabled={start.isPending} onClick={() => start.mutate({ intervalSeconds: Number(chosen) })}>
                <Play aria-hidden /> {start.isPending ? "Starting..." : "Start Chaos Monkey"}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Events</CardTitle>
          <CardDescription>Each tick fires every event with its own chance. Run one now to test the pipeline end to end.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-stage-700" aria-label="Chaos events">
            {events.map((event) => (
              <li key={event.id} aria-label={event.name} className="flex flex-wrap items-center justify-between gap-3 py-4">
                <div className="min-w-0 flex-1 basis-64">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-cream-50">
                    {event.name} <SeverityBadge severity={event.severity} />
                    <span className="text-xs font-normal text-cream-400">{Math.round(event.probability * 100)}% per tick</span>
                  </p>
                  <p className="mt-1 text-sm text-cream-300">{event.description}</p>
                </div>
                <Button
                  variant="outline"
                  className="h-11"
                  disabled={execute.isPending && execute.variables === event.id}
                  onClick={() => execute.mutate(event.id)}
                >
                  <Zap aria-hidden /> {execute.isPending && execute.variables === event.id ? "Running..." : "Run now"}
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function Stat({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="rounded-xl border border-stage-700 bg-stage-950/50 p-3">
      <dt className="text-xs text-cream-400">{label}</dt>
      <dd className="font-display text-2xl tracking-wide text-cream-50" title={title}>
        {value}
      </dd>
    </div>
  );
}
