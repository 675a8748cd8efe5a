import { EXPIRY_BANNER_DAYS } from "@shared/billing/plans";
import { daysLeft } from "@shared/billing/expiry-reminders";

/** Days left before the comedian's first writing expires, when the countdown should show (the last 7 days); else null. */
export function countdownDays(dataExpirationDate: string | null, now: Date): number | null {
  if (!dataExpirationDate) return null;
  const expiry = new Date(dataExpirationDate);
  if (Number.isNaN(expiry.getTime())) return null;
  const left = daysLeft(expiry, now);
  return left > 0 && left <= EXPIRY_BANNER_DAYS ? left : null;
}
