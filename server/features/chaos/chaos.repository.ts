import { eq, sql } from "drizzle-orm";
import { chaosState } from "@shared/schema/index";
import type { Db } from "../../db/client";

/** Names the advisory lock a tick is fired under. */
const CHAOS_TICK_LOCK = "chaos:tick";

export type ChaosStateRow = typeof chaosState.$inferSelect;

export async function readChaosState(db: Db): Promise<ChaosStateRow> {
  const [row] = await db.select().from(chaosState).where(eq(chaosState.id, 1)).limit(1);
  if (row) return row;
  // The seed migration made it; recreated if someone deleted it.
  const [created] = await db.insert(chaosState).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await readChaosState(db));
}

export async function setRunning(db: Db, running: boolean, intervalSeconds?: number): Promise<void> {
  await readChaosState(db);
  await db
    .update(chaosState)
    .set(
      running
        ? { isRunning: true, startedAt: sql`now()`, lastFiredAt: sql`now()`, ...(intervalSeconds ? { intervalSeconds } : {}) }
        : { isRunning: false },
    )
    .where(eq(chaosState.id, 1));
}

/**
 * Claims the current tick for this instance: in one transaction it takes the tick's advisory
 * lock (another instance mid-claim makes this one give up at once) and moves last_fired_at
 * on, but only while running and once the interval has passed since the last claim. Answers
 * the tick's time to exactly one instance per tick, null to the others.
 */
export async function claimTick(db: Db): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${CHAOS_TICK_LOCK})) AS locked`,
    );
    if (!rows[0]?.locked) return null;
    const claimed = await tx
      .update(chaosState)
      .set({ lastFiredAt: sql`now()` })
      .where(
        sql`${chaosState.id} = 1 AND ${chaosState.isRunning}
          AND (${chaosState.lastFiredAt} IS NULL
               OR ${chaosState.lastFiredAt} <= now() - make_interval(secs => ${chaosState.intervalSeconds}))`,
      )
      .returning({ tick: chaosState.lastFiredAt });
    return claimed[0]?.tick ?? null;
  });
}

export async function recordFired(db: Db, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db
    .update(chaosState)
    .set({ firedCount: sql`${chaosState.firedCount} + ${eventIds.length}`, lastEventId: eventIds.at(-1) ?? null })
    .where(eq(chaosState.id, 1));
}

export async function setFault(db: Db, kind: "latency" | "dependency", seconds: number): Promise<void> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  await db
    .update(chaosState)
    .set(kind === "latency" ? { latencyUntil: until } : { dependencyFaultUntil: until })
    .where(eq(chaosState.id, 1));
}

export async function activeFaults(db: Db): Promise<{ latency: boolean; dependency: boolean }> {
  const [row] = await db
    .select({
      latency: sql<boolean>`coalesce(${chaosState.latencyUntil} > now(), false)`,
      dependency: sql<boolean>`coalesce(${chaosState.dependencyFaultUntil} > now(), false)`,
    })
    .from(chaosState)
    .where(eq(chaosState.id, 1));
  return row ?? { latency: false, dependency: false };
}
