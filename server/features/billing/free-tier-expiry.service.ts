import { dueReminder } from "@shared/billing/expiry-reminders";
import type { ExpiryResult } from "@shared/billing/free-tier-expiry-dto";
import { EXPIRY_REMINDER_DAYS } from "@shared/billing/plans";
import type { Db } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import type { ObjectStore } from "../../integrations/storage/object-store";
import { logger } from "../../logger";
import { removeDeletedAudio } from "../recordings/recordings.service";
import { expiryReminderMail } from "./expiry-reminder-mail";
import * as repo from "./free-tier-expiry.repository";
import * as accountPlans from "../account/plans.service";

export interface ExpiryDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  /** Where recordings' audio is: an expired recording's goes with it. */
  recordingStorage: ObjectStore;
  /** Rows deleted per statement (default 1,000), so no delete holds locks for long. */
  batchSize?: number;
}

export type { ExpiryResult };

/**
 * The daily free-tier run: paid time that ran out returns to Free (its writing gets 30
 * days), expired free-tier writing is deleted in batches, and reminders go 7 days and
 * 1 day before a comedian's first writing expires.
 */
export async function expireFreeData(deps: ExpiryDeps): Promise<ExpiryResult> {
  const returnedToFree = await accountPlans.returnExpiredPaidToFree(deps.db);
  const batch = deps.batchSize ?? 1000;
  const deleted = Object.fromEntries(repo.EXPIRING_TABLES.map((table) => [table, 0])) as Record<repo.ExpiringTable, number>;
  for (const table of repo.EXPIRING_TABLES) {
    for (;;) {
      const count = await repo.deleteExpiredBatch(deps.db, table, batch);
      deleted[table] += count;
      if (count < batch) break;
    }
  }
  // Expired recordings' audio (noted by the database as their rows went).
  if (deleted.recordings > 0) await removeDeletedAudio({ db: deps.db, storage: deps.recordingStorage });
  const reminders = await sendReminders(deps);
  return { returnedToFree, deleted, reminders };
}

async function sendReminders(deps: ExpiryDeps): Promise<{ sent: number; failed: number }> {
  const now = new Date();
  const owners = await repo.ownersExpiringWithin(deps.db, Math.max(...EXPIRY_REMINDER_DAYS));
  let sent = 0;
  let failed = 0;
  for (const owner of owners) {
    const due = dueReminder(owner.firstExpiry, now, { 7: owner.sent7 ?? undefined, 1: owner.sent1 ?? undefined });
    if (!due) continue;
    try {
      await deps.mailer.send(expiryReminderMail({ to: owner.email, daysBefore: due, firstExpiry: owner.firstExpiry, appUrl: deps.appUrl }));
      await repo.recordReminder(deps.db, owner.userId, due);
      sent += 1;
    } catch (error) {
      failed += 1;
      logger.warn({ err: error, userId: owner.userId }, "expiry reminder mail failed");
    }
  }
  return { sent, failed };
}
