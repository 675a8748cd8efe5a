import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { limitReached } from "../domain/domain-error";

export interface Limit {
  /** Key prefix in the shared table, e.g. "login_ip". */
  name: string;
  points: number;
  durationSeconds: number;
  message: string;
}

/** A counter kept in PostgreSQL, so every app instance sees the same count. */
export class Limiter {
  private readonly store: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    private readonly limit: Limit,
  ) {
    this.store = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.durationSeconds,
    });
  }

  /** Throws 429 when the key has already used up its points (does not count this call). */
  async check(key: string): Promise<void> {
    const state = await this.store.get(key);
    if (state && state.consumedPoints >= this.limit.points) {
      throw limitReached(this.limit.message, state.msBeforeNext / 1000);
    }
  }

  /** Counts one attempt; throws 429 once the points are used up. */
  async consume(key: string): Promise<void> {
    try {
      await this.store.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw limitReached(this.limit.message, error.msBeforeNext / 1000);
      throw error;
    }
  }

  /** Counts one failure without throwing (the caller answers with its own error). */
  async penalize(key: string): Promise<void> {
    await this.store.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

/** One limiter per named limit, each allowance multiplied by `scale` (RATE_LIMIT_SCALE). */
export function limitersFor<K extends string>(pool: pg.Pool, limits: Record<K, Limit>, scale = 1): Record<K, Limiter> {
  const entries = (Object.entries(limits) as [K, Limit][]).map(
    ([key, limit]) => [key, new Limiter(pool, { ...limit, points: limit.points * scale })] as const,
  );
  return Object.fromEntries(entries) as Record<K, Limiter>;
}
