import { isDatabaseUnavailable } from "../../db/availability";
import type { ChaosExecution, ChaosProbe, ChaosStatus } from "@shared/chaos/chaos-dto";
import { chaosEvents, findChaosEvent, type ChaosEvent } from "@shared/chaos/chaos-events";
import { severities, type Severity } from "@shared/error-logs/severities";
import type { Db } from "../../db/client";
import { notFound, unavailable } from "../../domain/domain-error";
import { logger } from "../../logger";
import type { ErrorAlerts } from "../error-logs/error-alerts.service";
import { recordError } from "../error-logs/error-logs.service";
import * as repo from "./chaos.repository";
import { callDownDependency } from "./down-dependency";

export interface ChaosDeps {
  db: Db;
  alerts?: ErrorAlerts;
}

/** How long the probe route stays slow or failing after a fault event. */
const FAULT_SECONDS = 60;
export const PROBE_DELAY_MS = 1_500;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function chaosStatus(db: Db): Promise<ChaosStatus> {
  const state = await repo.readChaosState(db);
  const eventTypes = Object.fromEntries(
    severities.map((s) => [s, chaosEvents.filter((e) => e.severity === s).length]),
  ) as Record<Severity, number>;
  return {
    stats: {
      isRunning: state.isRunning,
      intervalSeconds: state.intervalSeconds,
      totalEvents: chaosEvents.length,
      eventTypes,
      startedAt: iso(state.startedAt),
      lastFiredAt: iso(state.lastFiredAt),
      firedCount: state.firedCount,
      lastEventId: state.lastEventId,
      latencyUntil: iso(state.latencyUntil),
      dependencyFaultUntil: iso(state.dependencyFaultUntil),
    },
    events: [...chaosEvents],
  };
}

export async function startChaos(db: Db, intervalSeconds?: number): Promise<ChaosStatus> {
  await repo.setRunning(db, true, intervalSeconds);
  return chaosStatus(db);
}

export async function stopChaos(db: Db): Promise<ChaosStatus> {
  await repo.setRunning(db, false);
  return chaosStatus(db);
}

const synthetic = (event: ChaosEvent) => ({
  message: `Chaos test: ${event.name} (synthetic, nothing is broken)`,
  context: { source: "chaos", eventId: event.id, path: "/api/admin/chaos-monkey" },
});

/** Does what the event says, through the real pipeline; answers what happened. */
async function fire(deps: ChaosDeps, event: ChaosEvent, trigger: { by: "loop"; tick: Date } | { by: "manual" }): Promise<ChaosExecution> {
  const how = trigger.by === "loop" ? { trigger: "loop", tick: trigger.tick.toISOString() } : { trigger: "manual" };
  let errorLogId: number | null = null;
  let message: string;
  if (event.id === "probe-latency") {
    await repo.setFault(deps.db, "latency", FAULT_SECONDS);
    message = `The chaos probe answers ${PROBE_DELAY_MS / 1000} s late for the next ${FAULT_SECONDS} seconds.`;
  } else if (event.id === "dependency-failure") {
    await repo.setFault(deps.db, "dependency", FAULT_SECONDS);
    const failure = await callDownDependency();
    ({ id: errorLogId } = await recordError(
      deps.db,
      {
        message: `Chaos test: dependency call failed: ${failure.message}`,
        stack: failure.stack,
        severity: event.severity,
        context: { source: "chaos", eventId: event.id, ...how, path: "/api/admin/chaos-monkey/probe" },
      },
      deps.alerts,
    ));
    message = `The dependency call failed as planned (${(failure as NodeJS.ErrnoException).code ?? failure.message}); the probe answers 503 for ${FAULT_SECONDS} seconds.`;
  } else {
    const { message: text, context } = synthetic(event);
    ({ id: errorLogId } = await recordError(
      deps.db,
      { message: text, stack: new Error(text).stack, severity: event.severity, context: { ...context, ...how } },
      deps.alerts,
    ));
    message = `Logged a ${event.severity} synthetic error.`;
  }
  await repo.recordFired(deps.db, [event.id]);
  return { event, message, errorLogId };
}

export async function executeChaosEvent(deps: ChaosDeps, eventId: string): Promise<ChaosExecution> {
  const event = findChaosEvent(eventId);
  if (!event) throw notFound(`No chaos event is called "${eventId}".`);
  return fire(deps, event, { by: "manual" });
}

/**
 * One tick of the loop on this instance: fires nothing unless this instance claims the tick
 * (see claimTick), then each event with its own probability. Answers the events fired.
 */
export async function chaosTick(deps: ChaosDeps, random: () => number = Math.random): Promise<string[] | null> {
  const tick = await repo.claimTick(deps.db);
  if (!tick) return null;
  const chosen = chaosEvents.filter((event) => random() < event.probability);
  for (const event of chosen) await fire(deps, event, { by: "loop", tick });
  return chosen.map((e) => e.id);
}

/**
 * Polls every `pollMs` for a tick to claim. Every instance runs one; PostgreSQL decides which
 * fires. Answers a function that stops it.
 */
export function startChaosLoop(deps: ChaosDeps, pollMs: number, random?: () => number): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  // While the database is away every tick fails alike: one line when that starts, none after.
  let putOff = false;
  const timer = setInterval(() => {
    if (running) return;
    running = chaosTick(deps, random)
      .then(() => {
        if (putOff) logger.info("chaos ticks resumed: the database is back");
        putOff = false;
      })
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) return logger.error({ err: error }, "chaos tick failed");
        if (!putOff) logger.warn("chaos ticks put off until the database is back");
        putOff = true;
      })
      .finally(() => {
        running = undefined;
      });
  }, pollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * The one route chaos may slow down or break: an admin (or a monitor) calls it to see the
 * injected faults. Comedians' routes never read the fault state.
 */
export async function chaosProbe(deps: ChaosDeps): Promise<ChaosProbe> {
  const faults = await repo.activeFaults(deps.db);
  const delayedMs = faults.latency ? PROBE_DELAY_MS : 0;
  if (delayedMs) await new Promise((resolve) => setTimeout(resolve, delayedMs));
  if (faults.dependency) {
    const failure = await callDownDependency();
    await recordError(
      deps.db,
      {
        message: `Chaos probe: dependency unavailable: ${failure.message}`,
        stack: failure.stack,
        severity: "medium",
        context: { source: "chaos", eventId: "dependency-failure", path: "/api/admin/chaos-monkey/probe" },
      },
      deps.alerts,
    );
    throw unavailable("The chaos probe's dependency is down (a chaos test is running). It recovers within a minute.");
  }
  return { ok: true, delayedMs };
}
