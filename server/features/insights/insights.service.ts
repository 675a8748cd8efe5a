import { writingWindowStart } from "@shared/insights/calendar";
import { rangeDays, type Insights, type InsightsQuery, type RecentShows } from "@shared/insights/insights-dto";
import type { Db } from "../../db/client";
import { invalid } from "../../domain/domain-error";
import { insightsAnswer, insightsKey, type InsightsCache, type KeptInsights } from "./insights-cache";
import * as repo from "./insights.repository";

/** PostgreSQL's "time zone not recognized" (a zone the runtime knows and the database does not). */
const INVALID_PARAMETER_VALUE = "22023";

/**
 * The comedian's insights over the range, days and weeks counted in their zone, as JSON bytes.
 * A kept answer is sent while their insights version (raised by triggers with any change to what
 * it is drawn from) and their today are the ones it was read at: one primary-key read. Else it is
 * read afresh and kept.
 */
export async function getInsights(db: Db, cache: InsightsCache, userId: number, query: InsightsQuery): Promise<KeptInsights> {
  const key = insightsKey(userId, query.range, query.tz);
  try {
    const kept = cache.get(key);
    if (kept) {
      const stamp = await repo.readInsightsStamp(db, userId, query.tz);
      if (stamp.version === kept.version && stamp.today === kept.today) return kept;
    }
    const { version, ...insights } = await readInsights(db, userId, query);
    const fresh = { ...insightsAnswer(JSON.stringify(insights)), version, today: insights.today };
    cache.set(key, fresh);
    return fresh;
  } catch (error) {
    if ((error as { code?: string }).code === INVALID_PARAMETER_VALUE) throw invalid("tz: the database does not know this time zone");
    throw error;
  }
}

/** The answer read from the tables now, with the insights version it was read at. */
export async function readInsights(db: Db, userId: number, query: InsightsQuery): Promise<Insights & { version: number }> {
  const { streakReachesWindow, version, ...row } = await repo.readInsights(db, userId, rangeDays[query.range], query.tz);
  // A run as long as the calendar may go on before it: counted on back from its first day.
  const streakDays = streakReachesWindow
    ? row.streakDays + (await repo.countWritingRunBefore(db, userId, writingWindowStart(row.today), query.tz))
    : row.streakDays;
  return { range: query.range, timeZone: query.tz, ...row, streakDays, version };
}

/** The dashboard card's answer: the comedian's last five shows, oldest first. */
export async function getRecentShows(db: Db, userId: number): Promise<RecentShows> {
  return { shows: await repo.readRecentShows(db, userId) };
}

/** The pipeline looks back 12 weeks; status changes are kept a little longer than that. */
export const STATUS_CHANGE_DAYS = 120;

export function forgetOldStatusChanges(db: Db, now: Date, days: number): Promise<number> {
  return repo.deleteStatusChangesBefore(db, new Date(now.getTime() - days * 86_400_000));
}
