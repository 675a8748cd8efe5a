import type { Severity } from "../error-logs/severities";

export interface ChaosEvent {
  id: string;
  name: string;
  severity: Severity;
  /** Chance (0 to 1) that a running loop fires it on a tick. */
  probability: number;
  description: string;
}

/**
 * What the chaos monkey can do. Each event exercises the real error pipeline (the log,
 * Error Monitoring, alert mail) or a route made for it; none touches comedians' data.
 */
export const chaosEvents = [
  {
    id: "minor-glitch",
    name: "Minor glitch",
    severity: "low",
    probability: 0.5,
    description: "Logs a low-severity synthetic error. Shows up in Error Monitoring only.",
  },
  {
    id: "slow-query-warning",
    name: "Slow query warning",
    severity: "medium",
    probability: 0.3,
    description: "Logs a medium-severity synthetic error, as a slow database query would.",
  },
  {
    id: "failed-background-task",
    name: "Failed background task",
    severity: "high",
    probability: 0.15,
    description: "Logs a high-severity synthetic error: opted-in admins get an alert mail (throttled).",
  },
  {
    id: "database-outage",
    name: "Simulated database outage",
    severity: "critical",
    probability: 0.05,
    description: "Logs a critical synthetic error, as if the database had gone away. Alerts opted-in admins at once.",
  },
  {
    id: "probe-latency",
    name: "Latency on the chaos probe",
    severity: "medium",
    probability: 0.2,
    description: "For the next 60 seconds the chaos probe route answers 1.5 s late. No comedian-facing route is slowed.",
  },
  {
    id: "dependency-failure",
    name: "Failed dependency call",
    severity: "high",
    probability: 0.1,
    description:
      "Calls a dependency that is down (a closed port on this server) and logs the failure; for 60 seconds the chaos probe route answers 503.",
  },
] as const satisfies readonly ChaosEvent[];

export type ChaosEventId = (typeof chaosEvents)[number]["id"];

export const findChaosEvent = (id: string): ChaosEvent | undefined => chaosEvents.find((e) => e.id === id);
