import { EXPIRY_REMINDER_DAYS } from "./plans";

const DAY_MS = 86_400_000;

export type ReminderDays = (typeof EXPIRY_REMINDER_DAYS)[number];

/**
 * Which reminder (7 days or 1 day before) is due for a comedian whose first writing
 * expires at `firstExpiry`, or null. Each reminder goes at most once a week, so someone
 * who writes every day on the free tier (and so always has something expiring soon) is
 * not mailed every day. `lastSent` holds when each reminder last went.
 */
export function dueReminder(firstExpiry: Date, now: Date, lastSent: Partial<Record<ReminderDays, Date>>): ReminderDays | null {
  const left = firstExpiry.getTime() - now.getTime();
  if (left <= 0) return null;
  const recently = (days: ReminderDays) => {
    const sent = lastSent[days];
    return sent !== undefined && now.getTime() - sent.getTime() < 7 * DAY_MS;
  };
  if (left <= DAY_MS) return recently(1) ? null : 1;
  if (left <= 7 * DAY_MS) return recently(7) ? null : 7;
  return null;
}

/** Whole days left until `expiry` (rounded up; 0 once it has passed). */
export function daysLeft(expiry: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS));
}
