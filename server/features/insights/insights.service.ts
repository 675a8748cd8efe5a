import { writingWindowStart } from "@shared/insights/calendar";
import { rangeDays, type Insights, type InsightsQuery, type RecentShows } from "@shared/insights/insights-dto";
import type { Db } from "../../db/client";
import { invalid } from "../../domain/domain-error";
import * as repo from "./insights.repository";

/** PostgreSQL's "time zone not recognized" (a zone the runtime knows and the database does not). */
const INVALID_PARAMETER_VALUE = "22023";

/** The comedian's insights over the range, days and weeks counted in their zone. */
export async function getInsights(db: Db, userId: number, query: InsightsQuery): Promise<Insights> {
  try {
    const { streakReachesWindow, ...row } = await repo.readInsights(db, userId, rangeDays[query.range], query.tz);
    // A run as long as the calendar may go on before it: counted on back from its first day.
    const streakDays = streakReachesWindow
      ? row.streakDays + (await repo.countWritingRunBefore(db, userId, writingWindowStart(row.today), query.tz))
      : row.streakDays;
    return { range: query.range, timeZone: query.tz, ...row, streakDays };
  } catch (error) {
    if ((error as { code?: string }).code === INVALID_PARAMETER_VALUE) throw invalid("tz: the database does not know this time zone");
    throw error;
  }
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
